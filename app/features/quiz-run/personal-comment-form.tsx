import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { writeStored } from '../../shell/browser-storage';
import { ownerTokenKey } from './saved-results';
import { callApi } from '../../shell/api-client';
import { acceptableTextOrEmpty } from '../../../shared/contracts/visible-text';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The personal comment's form, for the holder of the session's owner token (see personal-comment-box.tsx). */
export default function PersonalCommentForm({ sessionId, ownerToken, onSaved }: { sessionId: string; ownerToken: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [comment, setComment] = useState('');
  const [state, setState] = useState<SaveState>('idle');

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const text = acceptableTextOrEmpty(comment);
    if (!text || state === 'saving' || state === 'saved') return;
    setState('saving');
    try {
      await callApi('setPersonalComment', { params: { sessionId }, body: { personalComment: text }, ownerToken });
      // The token is single-use: once the comment is set, keeping it would serve no purpose.
      onSaved();
      writeStored('session', ownerTokenKey(sessionId), null);
      setState('saved');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  }

  const saved = state === 'saved';
  return (
    <form onSubmit={(event) => void save(event)} className="card space-y-3">
      <label htmlFor={inputId} className="block text-lg font-bold">
        {t('personalComment.title')}
      </label>
      <textarea
        id={inputId}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        maxLength={100}
        rows={2}
        readOnly={saved}
        placeholder={t('personalComment.placeholder')}
        className="w-full resize-none rounded-2xl border border-brand-100 bg-brand-50 px-4 py-3 outline-none focus:border-brand-400 read-only:border-emerald-600 read-only:bg-emerald-50 dark:border-slate-700 dark:bg-slate-950 dark:read-only:border-emerald-400 dark:read-only:bg-emerald-950"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-danger" role="alert">
          {state === 'failed' ? t('personalComment.failed') : ''}
        </p>
        {saved ? (
          // Saved reads as done, not as a button that cannot be pressed yet.
          <p role="status" className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-emerald-700 px-5 py-2 font-bold text-white" data-saved>
            <span aria-hidden="true">✓</span> {t('personalComment.saved')}
          </p>
        ) : (
          <button type="submit" className="button-primary min-h-10 px-5 py-2" disabled={!acceptableTextOrEmpty(comment) || state === 'saving'}>
            {state === 'saving' ? t('personalComment.saving') : t('personalComment.save')}
          </button>
        )}
      </div>
    </form>
  );
}
