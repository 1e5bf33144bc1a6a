import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The list and form load on the first open: most visitors only read the counts.
const CompactCommentPanel = lazy(() => import('./compact-comment-panel'));

/**
 * The compact comment widget under a recent entry (docs/spec/core.md §5): a count badge that opens the list and a short
 * form. A result page has the full card instead (`full-comment-card`).
 */
export function CompactComments({ sessionId, initialCount }: { sessionId: string; initialCount: number }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(initialCount);
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 dark:text-brand-400 dark:hover:bg-slate-700"
      >
        <span aria-hidden="true">💬</span> {t('comments.toggle')} <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{count}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CompactCommentPanel id={panelId} sessionId={sessionId} count={count} onCount={setCount} />
        </Suspense>
      )}
    </div>
  );
}
