import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicComment } from '../../../shared/contracts/comment';
import { RelativeTimeLabel } from '../../components/relative-time-label';
import { callApi } from '../../shell/api-client';

// Its reasons and its call load with the first list that shows it, never with a page's first scripts.
const ReportButton = lazy(() => import('./report-button'));

export type CommentListState = { status: 'closed' } | { status: 'loading' } | { status: 'loaded'; comments: PublicComment[]; loadedAt: number } | { status: 'failed' };

/** A result's comments as state: loaded at once (`open`) or on demand, reloaded after a post; the count follows. */
export function useCommentList(sessionId: string, initialCount: number, open: boolean) {
  const [list, setList] = useState<CommentListState>({ status: open ? 'loading' : 'closed' });
  const [count, setCount] = useState(initialCount);

  async function load() {
    setList({ status: 'loading' });
    try {
      const comments = await callApi('listComments', { params: { sessionId } });
      setList({ status: 'loaded', comments, loadedAt: Date.now() });
      setCount(comments.length);
    } catch (error) {
      console.error(error);
      setList({ status: 'failed' });
    }
  }

  useEffect(() => {
    if (!open) return;
    let active = true;
    callApi('listComments', { params: { sessionId } }).then(
      (comments) => {
        if (!active) return;
        setList({ status: 'loaded', comments, loadedAt: Date.now() });
        setCount(comments.length);
      },
      (error: unknown) => {
        console.error(error);
        if (active) setList({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [open, sessionId]);

  return { list, count, load, close: () => setList({ status: 'closed' }) };
}

/** The comments themselves: author, the address prefix the spec shows, time and text; or why there are none. */
export function CommentList({ list, tone }: { list: CommentListState; tone: 'card' | 'plain' }) {
  const { t } = useTranslation();
  if (list.status === 'failed') return <p className="text-xs text-danger">{t('comments.loadFailed')}</p>;
  if (list.status !== 'loaded') return null;
  if (list.comments.length === 0) return <p className="text-xs text-muted">{t('comments.empty')}</p>;
  return (
    <ul className="space-y-1.5">
      {list.comments.map((item) => (
        <li key={item.id} className={`flex flex-col rounded-xl px-3 py-2 text-sm ${tone === 'card' ? 'bg-brand-50 dark:bg-slate-800' : 'bg-white dark:bg-slate-900'}`}>
          <p className="flex items-baseline justify-between gap-2 text-xs font-semibold">
            <span>
              <bdi>{item.authorName}</bdi> <span className="font-normal text-muted">({item.authorIp})</span>
            </span>
            <RelativeTimeLabel time={item.createdAt} now={list.loadedAt} />
          </p>
          {/* A visitor's words keep their own direction: English under an Arabic page read "!Same result here". */}
          <p dir="auto" className="break-words">
            {item.comment}
          </p>
          <Suspense fallback={null}>
            <ReportButton target={{ kind: 'comment', commentId: item.id }} />
          </Suspense>
        </li>
      ))}
    </ul>
  );
}

export const commentInputClass =
  'w-full min-w-0 rounded-xl border border-brand-100 bg-white px-3 py-2 text-base outline-none focus:border-brand-400 dark:border-slate-700 dark:bg-slate-950';
