import { describe, expect, it } from 'vitest';
import { describeCommentFailure } from './comment-failure';

const answer = (status: number, retryAfter?: string) => ({ status, headers: new Headers(retryAfter ? { 'retry-after': retryAfter } : {}) });

describe('describeCommentFailure', () => {
  it('says when to try again after a rate limit', () => {
    expect(describeCommentFailure(answer(429, '4'))).toEqual({ reason: 'rateLimited', retryAfterSeconds: 4 });
    expect(describeCommentFailure(answer(429))).toEqual({ reason: 'rateLimited', retryAfterSeconds: 5 });
  });

  it('tells a refused input from a failure of the server or the network', () => {
    expect(describeCommentFailure(answer(400))).toEqual({ reason: 'invalid' });
    expect(describeCommentFailure(answer(503))).toEqual({ reason: 'failed' });
    expect(describeCommentFailure(null)).toEqual({ reason: 'failed' });
  });
});

describe('a refusal of moderation', () => {
  it('says why in the reader language, whatever the status it came with', () => {
    expect(describeCommentFailure({ ...answer(400), code: 'link' })).toEqual({ reason: 'refused', code: 'link' });
    expect(describeCommentFailure({ ...answer(429, '9'), code: 'daily-limit' })).toEqual({ reason: 'refused', code: 'daily-limit' });
    expect(describeCommentFailure({ ...answer(403), code: 'blocked' })).toEqual({ reason: 'refused', code: 'blocked' });
  });
});
