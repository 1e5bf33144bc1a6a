import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../db/schema.server';
import { presentRecentResult, presentSession, StoredRowError } from './presenters.server';

const storedSession: StoredSession = {
  public_id: 'AAAAAAAAAAAAAAAA',
  test_type_id: 2,
  name: 'Mina',
  gender: 'female',
  answers: '["q1a","q2b"]',
  result_type: 'cat',
  result_data: '{"percentage":72}',
  extrovert_percentage: 40,
  introvert_percentage: 60,
  completed_at: '2025-01-01T00:00:00.000Z',
  personal_comment: null,
  owner_token_hash: 'hash',
  client_address_hash: 'hash',
  language: 'ko',
  compared_with: null,
  name_hidden: null,
};

describe('stored JSON columns', () => {
  it('reads answers and result data as the API shows them', () => {
    const session = presentSession(storedSession);
    expect(session.answers).toEqual(['q1a', 'q2b']);
    expect(session.resultData).toEqual({ percentage: 72 });
    expect(presentSession({ ...storedSession, result_data: null }).resultData).toBeNull();
  });

  it.each([
    ['answers', { answers: '{"q1":"a"}' }, /sessions row AAAAAAAAAAAAAAAA: answers does not match its schema/],
    ['answers', { answers: '["q1a",' }, /sessions row AAAAAAAAAAAAAAAA: answers is not JSON/],
    ['result_data', { result_data: '{"percentage":{"nested":1}}' }, /sessions row AAAAAAAAAAAAAAAA: result_data does not match its schema/],
    ['result_data', { result_data: '[1,2]' }, /result_data does not match its schema/],
  ])('refuses a row whose %s is not what the API promises: %j', (_column, change, message) => {
    expect(() => presentSession({ ...storedSession, ...change })).toThrow(StoredRowError);
    expect(() => presentSession({ ...storedSession, ...change })).toThrow(message);
  });

  it('refuses a recent entry whose result data does not match', () => {
    const row = { ...storedSession, result_data: '"cat"', comment_count: 0 };
    expect(() => presentRecentResult(row)).toThrow(/result_data does not match its schema/);
  });
});
