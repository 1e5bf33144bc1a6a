import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicComment } from '../../../shared/contracts/comment';
import { textLimits } from '../../../shared/contracts/text-limits';

type ListState = { status: 'closed' } | { status: 'loading' } | { status: 'loaded'; comments: PublicComment[] } | { status: 'failed' };

async function fetchComments(sessionId: string): Promise<PublicComment[]> {
  const response = await fetch(`/api/comments/${sessionId}`);
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as PublicComment[];
}

const inputClass =
  'min-w-0 rounded-xl border border-brand-100 bg-white px-3 py-2 text-sm outline-none focus:border-brand-400 dark:border-slate-700 dark:bg-slate-950';

/** A recent entry's comments: toggle with a count badge, the list, and a short form (spec-core section 5). */
export function CompactComments({ sessionId, initialCount }: { sessionId: string; initialCount: number }) {
  const { t } = useTranslation();
  const panelId = useId();
  const [list, setList] = useState<ListState>({ status: 'closed' });
  const [count, setCount] = useState(initialCount);
  const [authorName, setAuthorName] = useState('');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const open = list.status !== 'closed';

  async function load() {
    setList({ status: 'loading' });
    try {
      const comments = await fetchComments(sessionId);
      setList({ status: 'loaded', comments });
      setCount(comments.length);
    } catch (error) {
      console.error(error);
      setList({ status: 'failed' });
    }
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const name = authorName.trim();
    const text = comment.trim();
    if (!name || !text || sending) return;
    setSending(true);
    try {
      const response = await fetch('/api/comments', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, authorName: name, comment: text, createdAt: new Date().toISOString() }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      setAuthorName('');
      setComment('');
      await load();
    } catch (error) {
      // spec-core section 8: a failure in the compact widget is only logged.
      console.error('Failed to add comment', error);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setList({ status: 'closed' }) : void load())}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 dark:text-brand-400 dark:hover:bg-slate-700"
      >
        <span aria-hidden="true">💬</span> {t('comments.toggle')}
        <span className="rounded-full bg-brand-600 px-1.5 text-white">{count}</span>
      </button>
      {open && (
        <div id={panelId} className="space-y-2">
          {list.status === 'loaded' && list.comments.length === 0 && <p className="text-xs text-slate-600">{t('comments.empty')}</p>}
          {list.status === 'loaded' && list.comments.length > 0 && (
            <ul className="space-y-1.5">
              {list.comments.map((item) => (
                <li key={item.id} className="rounded-xl bg-white px-3 py-2 text-sm dark:bg-slate-900">
                  <p className="text-xs font-semibold">
                    {item.authorName} <span className="font-normal text-slate-600">({item.authorIp})</span>
                  </p>
                  <p className="break-words">{item.comment}</p>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} className="flex flex-wrap gap-2">
            <input
              value={authorName}
              onChange={(event) => setAuthorName(event.target.value)}
              maxLength={textLimits.authorName}
              placeholder={t('comments.namePlaceholder')}
              aria-label={t('comments.namePlaceholder')}
              className={`${inputClass} w-28 shrink-0`}
            />
            <input
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              maxLength={textLimits.comment}
              placeholder={t('comments.commentPlaceholder')}
              aria-label={t('comments.commentPlaceholder')}
              className={`${inputClass} flex-1`}
            />
            <button type="submit" disabled={sending || !authorName.trim() || !comment.trim()} className="button-primary min-h-9 px-4 py-1.5 text-sm">
              {sending ? t('comments.sending') : t('comments.submit')}
            </button>
          </form>
        </div>
      )}
    </div>
  );
}
