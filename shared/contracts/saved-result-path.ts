/**
 * The address of a saved result: the page its owner shares, and the page cache's key for it. The server renders it
 * ahead of the first visitor and forgets it when what it shows changes, so both sides build it here.
 */
export function buildSavedResultPath(sessionId: string, friendSessionId?: string | null): string {
  return `/result/${sessionId}${friendSessionId ? `?with=${encodeURIComponent(friendSessionId)}` : ''}`;
}

/** Whether a page path without its language prefix (and with or without a query) shows this saved result. */
export function showsSavedResult(cleanPath: string, sessionId: string): boolean {
  const path = cleanPath.split('?', 1)[0];
  return path === `/result/${sessionId}`;
}
