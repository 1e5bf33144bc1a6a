import { pageQueryParameters } from '../../../shared/contracts/page-query';

/**
 * React Router's own requests from the page: the route manifest (`/__manifest?p=…&p=…&version=…`) and loader data
 * on client-side navigation (`/path.data?_routes=…`). Their parameters are React Router's; they pass unchanged
 * (a miss still draws from the client's render allowance).
 */
const isRouterRequest = (path: string) => path === '/__manifest' || path.endsWith('.data');

/** React Router's route manifest request: build metadata a page already delivered fetches to find its links' routes. */
export const isRouteManifestRequest = (pageUrl: string) => pageUrl === '/__manifest' || pageUrl.startsWith('/__manifest?');

/**
 * The URL a page is rendered from and cached under: its path and the query parameters pages read, in a fixed
 * order; any other parameter is dropped, so it cannot make a new render (decision 0030).
 */
export function normalizePageUrl(rawUrl: string): string {
  const questionMark = rawUrl.indexOf('?');
  if (questionMark === -1) return rawUrl;
  const path = rawUrl.slice(0, questionMark);
  if (isRouterRequest(path)) return rawUrl;
  const query = new URLSearchParams(rawUrl.slice(questionMark + 1));
  const kept = new URLSearchParams();
  for (const name of pageQueryParameters) {
    // The first value is the one URLSearchParams.get, and so every loader, reads.
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
