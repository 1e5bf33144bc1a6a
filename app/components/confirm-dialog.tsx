import * as Dialog from '@radix-ui/react-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onOpenChange(open: boolean): void;
}

/**
 * A question before an action that throws work away. Loaded on first use (Radix Dialog is not in the first load).
 * Focus starts on the safe choice, so Enter or a stray tap keeps the visitor's answers.
 */
export default function ConfirmDialog({ open, title, description, confirmLabel, cancelLabel, onConfirm, onOpenChange }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content role="alertdialog" className="animate-rise-in fixed inset-x-4 top-1/3 z-50 mx-auto max-w-sm space-y-4 rounded-3xl bg-white p-5 shadow-xl ring-1 ring-brand-100 dark:bg-slate-800 dark:ring-slate-600">
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <Dialog.Description className="text-muted">{description}</Dialog.Description>
          <div className="grid grid-cols-2 gap-3">
            <Dialog.Close className="button-secondary px-3" autoFocus>
              {cancelLabel}
            </Dialog.Close>
            <button type="button" className="button-primary px-3" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
