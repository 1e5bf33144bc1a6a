import * as Toast from '@radix-ui/react-toast';
import type { ToastMessage } from './toast';

/** Radix toast: closes after 5 s, F8 focuses the viewport (docs/spec/core.md §9). Loaded with the first toast. */
export default function ToastView({ message, onClose }: { message: ToastMessage; onClose(): void }) {
  return (
    <Toast.Provider duration={5000} swipeDirection="down">
      <Toast.Root
        key={message.id}
        onOpenChange={(open) => !open && onClose()}
        className={`animate-rise-in rounded-2xl px-4 py-3 shadow-lg ${message.tone === 'destructive' ? 'bg-rose-700 text-white' : 'bg-slate-900 text-white'}`}
      >
        <Toast.Title className="font-semibold">{message.title}</Toast.Title>
        {message.description && <Toast.Description className="text-sm opacity-90">{message.description}</Toast.Description>}
      </Toast.Root>
      <Toast.Viewport className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-[min(92vw,24rem)] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
