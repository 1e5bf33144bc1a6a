import { readStored, useStoredValue, writeStored } from '../../shell/browser-storage';

/**
 * What this browser knows about saved results (decision 0036): which ones it took itself (so their page
 * reads as the visitor's own, with "retake", and never invites them to compare with themselves), the owner token of
 * the one just completed (docs/spec/product-rules.md D3: kept only for it, in this tab), and the friend's result it last opened per
 * test (to compare with once the visitor has taken that test too).
 */
const ownResultsKey = 'own-results';
const keptOwnResults = 30;
export const ownerTokenKey = (sessionId: string) => `owner-token:${sessionId}`;
const friendResultKey = (testTypeId: number) => `friend-result:${testTypeId}`;

function readOwnResults(): string[] {
  return (readStored('local', ownResultsKey) ?? '').split(' ').filter(Boolean);
}

export function rememberSubmittedSession(session: { id: string; ownerToken: string }): void {
  const others = readOwnResults().filter((id) => id !== session.id);
  writeStored('local', ownResultsKey, [session.id, ...others].slice(0, keptOwnResults).join(' '));
  writeStored('session', ownerTokenKey(session.id), session.ownerToken);
}

/** False on the server and during hydration: a page is first drawn for the friend it was sent to. */
export function useIsOwnResult(sessionId: string): boolean {
  return (useStoredValue('local', ownResultsKey) ?? '').split(' ').includes(sessionId);
}

/** Called once a result page is shown in the browser: a result this browser did not take is a friend's. */
export function noteViewedResult(testTypeId: number, sessionId: string): void {
  if (!readOwnResults().includes(sessionId)) writeStored('local', friendResultKey(testTypeId), sessionId);
}

/** The friend's result this run was started from, if any, without using it up: sent with the result, so the friend's page lists who compared. */
export function peekFriendResult(testTypeId: number): string | null {
  const friendSessionId = readStored('local', friendResultKey(testTypeId));
  return friendSessionId && !readOwnResults().includes(friendSessionId) ? friendSessionId : null;
}

/** The friend's result to compare a just-saved one with, if any; it is used once. */
export function takeFriendResult(testTypeId: number, ownSessionId: string): string | null {
  const friendSessionId = peekFriendResult(testTypeId);
  writeStored('local', friendResultKey(testTypeId), null);
  return friendSessionId !== ownSessionId ? friendSessionId : null;
}

/** The page of a saved result, with the friend's result to compare it with. */
export { buildSavedResultPath } from '../../../shared/contracts/saved-result-path';
