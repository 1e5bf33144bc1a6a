/**
 * The JSON API, one entry per endpoint (docs/spec/core.md §7): method, path, success status and what the route
 * needs beyond the defaults. Plain data without zod, so the web app's typed client can use it; the schemas of
 * each route are in `api-schemas.ts` under the same name, and the server registers routes from both.
 */
export interface ApiRoutePolicy {
  /**
   * The rate-limit bucket the route draws from (server/config: RATE_LIMIT_*); none when absent. The routes of
   * the write buckets (server/http/api-route.server.ts: `writeBuckets`) store what a visitor wrote, and are refused
   * (403) while the operator blocks the address (decision 0045).
   */
  rateLimit?: 'submit' | 'comment' | 'report' | 'photo';
  /** Largest accepted body in bytes, where it differs from the API's default (server/app.server.ts). */
  bodyLimitBytes?: number;
  /**
   * Most quote characters the JSON body may hold, counted as it arrives, before it is parsed: a large body of a
   * few fields is refused cheaply when it is really hundreds of thousands of junk keys (each costs parsing).
   */
  maxBodyQuotes?: number;
  /** The route needs `Authorization: Bearer <ownerToken>`, checked before anything else (401 without). */
  ownerToken?: true;
  /** The reply carries a secret (the owner token): `Cache-Control: no-store`. */
  secretInReply?: true;
  /** The route never reads or writes the database, so it keeps answering while the database is not ready. */
  withoutDatabase?: true;
}

export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  status: 200 | 201 | 202;
  policy?: ApiRoutePolicy;
}

export const apiRoutes = {
  submitTest: { method: 'POST', path: '/api/test/submit', status: 201, policy: { rateLimit: 'submit', secretInReply: true } },
  getSession: { method: 'GET', path: '/api/test/:sessionId', status: 200 },
  setPersonalComment: { method: 'PATCH', path: '/api/test/comment/:sessionId', status: 200, policy: { rateLimit: 'comment', ownerToken: true } },
  listRecent: { method: 'GET', path: '/api/recent/:testTypeId', status: 200 },
  listComments: { method: 'GET', path: '/api/comments/:sessionId', status: 200 },
  createComment: { method: 'POST', path: '/api/comments', status: 201, policy: { rateLimit: 'comment' } },
  createCommentForSession: { method: 'POST', path: '/api/comments/:sessionId', status: 201, policy: { rateLimit: 'comment' } },
  // A reader flags a comment or a result's name (decision 0045): accepted for later, so 202.
  reportComment: { method: 'POST', path: '/api/comments/:commentId/report', status: 202, policy: { rateLimit: 'report' } },
  reportResult: { method: 'POST', path: '/api/test/:sessionId/report', status: 202, policy: { rateLimit: 'report' } },
  // A 5 MB photo is about 6.7 MB of base64 (docs/spec/quizzes-and-photo.md §5); the JSON around it is small: four
  // keys and their string values, a name of at most 20 characters (text-limits.ts) included, hold far fewer than
  // 64 quotes.
  analyzePhoto: {
    method: 'POST',
    path: '/api/photo/analyze',
    status: 200,
    policy: { rateLimit: 'photo', bodyLimitBytes: 7 * 1024 * 1024, maxBodyQuotes: 64, withoutDatabase: true },
  },
} as const satisfies Record<string, ApiRoute>;

export type ApiRouteName = keyof typeof apiRoutes;

/** A route's path with its `:parameters` filled in (each one URL-encoded). */
export function buildApiPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
