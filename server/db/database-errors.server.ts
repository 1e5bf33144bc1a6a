/**
 * Errors that mean "the database cannot answer right now" rather than "this request is wrong": the server
 * answers them with 503 and Retry-After (decision 0029) instead of a 500.
 */

/** Network failures, PostgreSQL's connection and shutdown classes (08, 57P) and its statement timeout (57014). */
const unavailableCodes = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE',
  '08000', '08001', '08003', '08004', '08006', '57014', '57P01', '57P02', '57P03', '53300',
  'SQLITE_BUSY', 'SQLITE_LOCKED',
  // Not migrated yet: the server started while the database was down (database-readiness.server.ts).
  'DATABASE_NOT_READY',
  // Every pooled client busy past the wait bound (postgres-pool.server.ts): overload, so "try again shortly".
  'DATABASE_BUSY',
]);

/** node-postgres reports its own timeouts and lost sockets only in words. */
const unavailableMessages = /timeout exceeded when trying to connect|connection terminated|query read timeout|connection timeout/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && unavailableCodes.has(code)) || unavailableMessages.test(error.message);
}

/** Seconds a client should wait before retrying after a 503. */
export const databaseRetryAfterSeconds = 5;
