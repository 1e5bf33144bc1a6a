/**
 * The query parameters any page or image route of the web app reads. The server's page cache keys a page on its
 * path and these alone (decision 0030): `?x=1`, `utm_*` or `fbclid` neither change what is rendered nor open a
 * fresh cache entry. `tooling/page-query.test.ts` fails when a route reads a parameter missing here.
 */
export const pageQueryParameters = ['name', 'gender', 'sessionId', 'percentage', 'title', 'test', 'lang', 'with'] as const;
