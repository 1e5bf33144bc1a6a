import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportReasons, type ReportReason } from '../../../shared/contracts/moderation';
import { callApi, readApiFailure } from '../../shell/api-client';

/** What a reader may report: a comment, or a result's name and personal comment (as shown in the recent list). */
export type ReportTarget = { kind: 'comment'; commentId: number } | { kind: 'result'; sessionId: string };

type ReportState = 'idle' | 'choosing' | 'sending' | 'sent' | 'too-many' | 'blocked' | 'failed';

async function sendReport(target: ReportTarget, reason: ReportReason): Promise<ReportState> {
  try {
    if (target.kind === 'comment') await callApi('reportComment', { params: { commentId: target.commentId }, body: { reason } });
    else await callApi('reportResult', { params: { sessionId: target.sessionId }, body: { reason } });
    return 'sent';
  } catch (error) {
    console.error(error);
    const failure = readApiFailure(error);
    if (failure?.code === 'blocked') return 'blocked';
    return failure?.status === 429 ? 'too-many' : 'failed';
  }
}

/**
 * A quiet "report" under a comment or a recent entry (decision 0045): a tap asks why (four reasons), a second sends it
 * and says thanks. Enough readers' reports hide the item until the site's operator decides. Loaded with the lists
 * that show it, never with a page's first scripts.
 */
export default function ReportButton({ target }: { target: ReportTarget }) {
  const { t } = useTranslation();
  const [state, setState] = useState<ReportState>('idle');
  const label = t(target.kind === 'comment' ? 'moderation.reportComment' : 'moderation.reportResult');

  async function choose(reason: ReportReason) {
    setState('sending');
    setState(await sendReport(target, reason));
  }

  if (state === 'sent') return <p role="status" className="text-xs text-muted" data-report-state="sent">{t('moderation.reportThanks')}</p>;
  if (state === 'too-many' || state === 'blocked' || state === 'failed') {
    const message = ({ 'too-many': 'moderation.reportTooMany', blocked: 'moderation.refused.blocked', failed: 'moderation.reportFailed' } as const)[state];
    return <p role="alert" className="text-xs text-danger">{t(message)}</p>;
  }
  if (state === 'idle') {
    return (
      <button type="button" onClick={() => setState('choosing')} title={label} className="min-h-8 self-start text-xs text-muted underline-offset-2 hover:underline" data-report>
        {t('moderation.report')}
      </button>
    );
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5 text-xs" disabled={state === 'sending'} data-report-reasons>
      <legend className="sr-only">{label}</legend>
      <span className="text-muted" aria-hidden="true">{t('moderation.reportWhy')}</span>
      {reportReasons.map((reason) => (
        <button key={reason} type="button" onClick={() => void choose(reason)} className="min-h-8 rounded-full border border-brand-100 px-2.5 dark:border-slate-700">
          {t(`moderation.reasons.${reason}`)}
        </button>
      ))}
      <button type="button" onClick={() => setState('idle')} className="min-h-8 px-1.5 text-muted">
        {t('moderation.cancel')}
      </button>
    </fieldset>
  );
}
