import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textLimits } from '../../../shared/contracts/text-limits';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';
import { callApi, readApiFailure } from '../../shell/api-client';
import { useToast } from '../../shell/toast';
import { describeCommentFailure, sayCommentFailure } from './comment-failure';
import { commentInputClass, CommentList, useCommentList } from './comment-list';

/**
 * The full comment card of a result page (docs/spec/core.md §5, decision 0035): the result's comments, then name and comment,
 * both required: a missing one is said in a toast ("input error"), a stored comment too ("comment registered"), and a
 * refused or failed post in a destructive toast. It posts to POST /api/comments/{sessionId}.
 */
export function FullCommentCard({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const titleId = useId();
  const { list, count, load } = useCommentList(sessionId, 0, true);
  const [authorName, setAuthorName] = useState('');
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    const name = acceptableTextOrEmpty(authorName);
    const text = acceptableTextOrEmpty(comment);
    if (!name || !text) {
      showToast({ title: t('comments.inputError'), tone: 'destructive' });
      return;
    }
    setSending(true);
    try {
      await callApi('createCommentForSession', { params: { sessionId }, body: { authorName: name, comment: text } });
      setAuthorName('');
      setComment('');
      showToast({ title: t('comments.registered') });
      await load();
    } catch (error) {
      console.error(error);
      showToast({ title: sayCommentFailure(describeCommentFailure(readApiFailure(error)), t), tone: 'destructive' });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card space-y-3" aria-labelledby={titleId} data-comment-card>
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold">
        <span aria-hidden="true">💬</span> {t('comments.toggle')} <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">{count}</span>
      </h2>
      <CommentList list={list} tone="card" />
      <form onSubmit={(event) => void submit(event)} className="space-y-2" noValidate>
        <input value={authorName} onChange={(event) => setAuthorName(event.target.value)} maxLength={textLimits.authorName} placeholder={t('comments.namePlaceholder')} aria-label={t('comments.namePlaceholder')} className={commentInputClass} />
        <textarea value={comment} onChange={(event) => setComment(event.target.value)} maxLength={textLimits.comment} rows={2} placeholder={t('comments.commentPlaceholder')} aria-label={t('comments.commentPlaceholder')} className={commentInputClass} />
        <button type="submit" disabled={sending} className="button-primary w-full">
          {sending ? t('comments.sending') : t('comments.submit')}
        </button>
      </form>
    </section>
  );
}
