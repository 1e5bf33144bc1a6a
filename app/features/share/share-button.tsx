import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareTarget } from './share-dialog';

const ShareDialog = lazy(() => import('./share-dialog'));

/** The dialog's code (Radix Dialog) is fetched on the first click, not with the page. */
export function ShareButton({ target, label }: { target: ShareTarget; label?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button-primary w-full"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">📤</span> {label ?? t('share.button')}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ShareDialog target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
