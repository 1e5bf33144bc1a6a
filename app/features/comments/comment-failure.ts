/** Why a comment was not posted, as the visitor should read it. */
export type CommentFailure = { reason: 'rateLimited'; retryAfterSeconds: number } | { reason: 'invalid' } | { reason: 'failed' };

/** From the server's answer (status and Retry-After header), or from no answer at all (network error: null). */
export function describeCommentFailure(response: { status: number; headers: { get(name: string): string | null } } | null): CommentFailure {
  if (response?.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    return { reason: 'rateLimited', retryAfterSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 5 };
  }
  if (response?.status === 400) return { reason: 'invalid' };
  return { reason: 'failed' };
}
