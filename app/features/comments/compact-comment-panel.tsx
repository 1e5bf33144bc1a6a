import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLimits } from '../../../shared/contracts/text-limits';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';
import { callApi, readApiFailure } from '../../shell/api-client';
import { describeCommentFailure, sayCommentFailure, type CommentFailure } from './comment-failure';
import { commentInputClass, CommentList, useCommentList } from './comment-list';

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

/** The open compact widget: the list, with times, and a short form that says why a comment was refused. */
export default function CompactCommentPanel({ id, sessionId, count, onCount }: { id: string; sessionId: string; count: number; onCount(count: number): void }) {
  const { t } = useTranslation();
  const { list, count: loadedCount, load } = useCommentList(sessionId, count, true);
  const [authorName, setAuthorName] = useState('');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<CommentFailure | null>(null);

  useEffect(() => onCount(loadedCount), [loadedCount, onCount]);

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

  return (
    <div id={id} className="space-y-2">
      <CommentList list={list} tone="plain" />
      <form onSubmit={(event) => void submit(event)} className="space-y-2">
        <input value={authorName} onChange={(event) => setAuthorName(event.target.value)} maxLength={textLimits.authorName} placeholder={t('comments.namePlaceholder')} aria-label={t('comments.namePlaceholder')} className={commentInputClass} />
        <input value={comment} onChange={(event) => setComment(event.target.value)} maxLength={textLimits.comment} placeholder={t('comments.commentPlaceholder')} aria-label={t('comments.commentPlaceholder')} className={commentInputClass} />
        <div className="flex justify-end">
          <button type="submit" disabled={sending || !acceptableTextOrEmpty(authorName) || !acceptableTextOrEmpty(comment)} className="button-primary min-h-10 px-5 py-2 text-sm">
            {sending ? t('comments.sending') : t('comments.submit')}
          </button>
        </div>
        <p role="alert" className="text-xs text-danger empty:hidden">
          {failure && sayCommentFailure(failure, t)}
        </p>
      </form>
    </div>
  );
}
