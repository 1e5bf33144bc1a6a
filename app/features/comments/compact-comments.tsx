import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicComment } from '../../../shared/contracts/comment';
import { textLimits } from '../../../shared/contracts/text-limits';
import { callApi, readApiFailure } from '../../shell/api-client';
import { RelativeTimeLabel } from '../../components/relative-time-label';
import { describeCommentFailure, type CommentFailure } from './comment-failure';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';

type ListState = { status: 'closed' } | { status: 'loading' } | { status: 'loaded'; comments: PublicComment[]; loadedAt: number } | { status: 'failed' };

function fetchComments(sessionId: string): Promise<PublicComment[]> {
  return callApi('listComments', { params: { sessionId } });
}

/** Posts a comment; null when it was stored, otherwise why not. */
async function postComment(sessionId: string, authorName: string, comment: string): Promise<CommentFailure | null> {
  try {
    await callApi('createComment', { body: { sessionId, authorName, comment, createdAt: new Date().toISOString() } });
    return null;
  } catch (error) {
    console.error('Failed to add comment', error);
    return describeCommentFailure(readApiFailure(error));
  }
}

const inputClass =
  'w-full min-w-0 rounded-xl border border-brand-100 bg-white px-3 py-2 text-base outline-none focus:border-brand-400 dark:border-slate-700 dark:bg-slate-950';

interface CompactCommentsProps {
  sessionId: string;
  initialCount: number;
  /** 'toggle': a count badge under a recent entry opens the list. 'section': a result page's own titled card, open. */
  variant?: 'toggle' | 'section';
}

/** A result's comments: the list, with times, and a short form that says why a comment was refused (spec-core 5). */
export function CompactComments({ sessionId, initialCount, variant = 'toggle' }: CompactCommentsProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  // The result page's section is open from the start, so its list loads at once.
  const [list, setList] = useState<ListState>({ status: variant === 'section' ? 'loading' : 'closed' });
  const [count, setCount] = useState(initialCount);
  const [authorName, setAuthorName] = useState('');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<CommentFailure | null>(null);
  const open = variant === 'section' || list.status !== 'closed';

  function showLoaded(comments: PublicComment[]) {
    setList({ status: 'loaded', comments, loadedAt: Date.now() });
    setCount(comments.length);
  }

  async function load() {
    setList({ status: 'loading' });
    try {
      showLoaded(await fetchComments(sessionId));
    } catch (error) {
      console.error(error);
      setList({ status: 'failed' });
    }
  }

  useEffect(() => {
    if (variant !== 'section') return;
    let active = true;
    fetchComments(sessionId).then(
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
  }, [variant, sessionId]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const name = acceptableTextOrEmpty(authorName);
    const text = acceptableTextOrEmpty(comment);
    if (!name || !text || sending) return;
    setSending(true);
    const result = await postComment(sessionId, name, text);
    setFailure(result);
    setSending(false);
    if (result) return;
    setAuthorName('');
    setComment('');
    await load();
  }

  const badge = <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{count}</span>;
  const panel = (
    <div id={panelId} className="space-y-2">
      {list.status === 'failed' && <p className="text-xs text-danger">{t('comments.loadFailed')}</p>}
      {list.status === 'loaded' && list.comments.length === 0 && <p className="text-xs text-muted">{t('comments.empty')}</p>}
      {list.status === 'loaded' && list.comments.length > 0 && (
        <ul className="space-y-1.5">
          {list.comments.map((item) => (
            <li key={item.id} className={`rounded-xl px-3 py-2 text-sm ${variant === 'section' ? 'bg-brand-50 dark:bg-slate-800' : 'bg-white dark:bg-slate-900'}`}>
              <p className="flex items-baseline justify-between gap-2 text-xs font-semibold">
                <span>
                  {item.authorName} <span className="font-normal text-muted">({item.authorIp})</span>
                </span>
                <RelativeTimeLabel time={item.createdAt} now={list.loadedAt} />
              </p>
              <p className="break-words">{item.comment}</p>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-2">
        <input
          value={authorName}
          onChange={(event) => setAuthorName(event.target.value)}
          maxLength={textLimits.authorName}
          placeholder={t('comments.namePlaceholder')}
          aria-label={t('comments.namePlaceholder')}
          className={inputClass}
        />
        <input
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={textLimits.comment}
          placeholder={t('comments.commentPlaceholder')}
          aria-label={t('comments.commentPlaceholder')}
          className={inputClass}
        />
        <div className="flex justify-end">
          <button type="submit" disabled={sending || !acceptableTextOrEmpty(authorName) || !acceptableTextOrEmpty(comment)} className="button-primary min-h-10 px-5 py-2 text-sm">
            {sending ? t('comments.sending') : t('comments.submit')}
          </button>
        </div>
        <p role="alert" className="text-xs text-danger empty:hidden">
          {failure?.reason === 'rateLimited' && t('comments.rateLimited', { count: failure.retryAfterSeconds })}
          {failure?.reason === 'invalid' && t('comments.inputError')}
          {failure?.reason === 'failed' && t('comments.failed')}
        </p>
      </form>
    </div>
  );

  if (variant === 'section') {
    return (
      <section className="card space-y-3" aria-labelledby={titleId}>
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
          <span aria-hidden="true">💬</span> {t('comments.toggle')} {badge}
        </h2>
        {panel}
      </section>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setList({ status: 'closed' }) : void load())}
        className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100 dark:text-brand-400 dark:hover:bg-slate-700"
      >
        <span aria-hidden="true">💬</span> {t('comments.toggle')} {badge}
      </button>
      {open && panel}
    </div>
  );
}
