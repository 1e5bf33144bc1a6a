import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareTarget } from './share-dialog';

const ShareDialog = lazy(() => import('./share-dialog'));

/**
 * Sharing where the result is (decision 0035). "Share" and "Save image" right under the result's top card, and a slim bar
 * pinned to the top of the screen once that row has scrolled away, so sharing never needs a scroll back up (it
 * replaces the share button that used to wait at the end of the page).
 */
export function ShareActions({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; showCard: boolean } | null>(null);

  useEffect(() => {
    const element = row.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setScrolledPast(!entry!.isIntersecting && entry!.boundingClientRect.top < 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const openDialog = (showCard: boolean) => setDialog({ open: true, showCard });
  return (
    <>
      {/* Two across a phone: short labels keep each on one line in every language. */}
      <div ref={row} className="grid grid-cols-2 gap-3" data-share-actions>
        <button type="button" className="button-primary px-3" onClick={() => openDialog(false)}>
          <span aria-hidden="true">📤</span> {t('share.shortButton')}
        </button>
        {/* The card opens first, to be seen before it is saved (and long-pressed in apps' browsers, which ignore downloads). */}
        <button type="button" className="button-secondary px-3" onClick={() => openDialog(true)}>
          <span aria-hidden="true">🖼️</span> {t('share.shortSaveImage')}
        </button>
      </div>
      {scrolledPast && (
        <div className="animate-rise-in fixed inset-x-0 top-0 z-30 bg-white/95 shadow-md backdrop-blur dark:bg-slate-900/95" data-sticky-share>
          <div className="mx-auto flex max-w-xl items-center gap-3 px-4 py-2">
            <p className="min-w-0 flex-1 truncate text-sm font-bold">{target.title}</p>
            <button type="button" className="button-primary min-h-10 shrink-0 px-4 py-2 text-sm" onClick={() => openDialog(false)}>
              <span aria-hidden="true">📤</span> {t('share.shortButton')}
            </button>
          </div>
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <ShareDialog key={String(dialog.showCard)} target={target} open={dialog.open} showCard={dialog.showCard} onOpenChange={(open) => setDialog({ ...dialog, open })} />
        </Suspense>
      )}
    </>
  );
}
