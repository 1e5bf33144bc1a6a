import type { PublicSession } from '../test-session';

/** A saved personality result as the API returns it, for tests that need one (spread it to change a field). */
export const publicSessionFixture: PublicSession = {
  id: 'abcdefghijklmnop',
  testTypeId: 1,
  name: 'Minji',
  gender: 'female',
  resultType: 'extrovert',
  introvertPercentage: 38,
  extrovertPercentage: 62,
  answers: [],
  resultData: null,
  personalComment: null,
  completedAt: '2026-11-23T08:00:00.000Z',
};
