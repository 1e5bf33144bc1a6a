import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.server';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot answer right now', () => {
  it('recognises lost connections, refused connections, timeouts, shutdowns and a busy SQLite', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('SQLITE_BUSY', 'database is locked'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves every other error a 500', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
