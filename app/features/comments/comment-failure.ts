import type { TFunction } from 'i18next';
import type { RefusalCode } from '../../../shared/contracts/moderation';

/** Why a comment was not posted, as the visitor should read it. */
export type CommentFailure =
  | { reason: 'rateLimited'; retryAfterSeconds: number }
  | { reason: 'invalid' }
  /** Moderation said no, and why (decision 0045). */
  | { reason: 'refused'; code: RefusalCode }
  | { reason: 'failed' };

/** From the server's answer (status, Retry-After header, refusal code), or from no answer at all (network error: null). */
export function describeCommentFailure(response: { status: number; headers: { get(name: string): string | null }; code?: RefusalCode } | null): CommentFailure {
  if (response?.code) return { reason: 'refused', code: response.code };
  if (response?.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { reason: 'rateLimited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 5 };
  }
  if (response?.status === 400) return { reason: 'invalid' };
  return { reason: 'failed' };
}

/** The words for a failure, the same in the compact widget and the full card. */
export function sayCommentFailure(failure: CommentFailure, t: TFunction): string {
  switch (failure.reason) {
    case 'rateLimited':
      return t('comments.rateLimited', { count: failure.retryAfterSeconds });
    case 'invalid':
      return t('comments.inputError');
    case 'refused':
      return t(`moderation.refused.${failure.code}`);
    case 'failed':
      return t('comments.failed');
  }
}
