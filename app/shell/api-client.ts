import { apiRoutes, buildApiPath, type ApiRouteName } from '../../shared/contracts/api-routes';
import type { ApiRequest, ApiResponse } from '../../shared/contracts/api-schemas';
import type { ApiErrorBody, RefusalCode } from '../../shared/contracts/moderation';

/** An answer other than the route's success status: its status, headers (Retry-After) and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    message: string,
    /** Why moderation refused the write, where it did. */
    readonly code?: RefusalCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The parts a route has: a part that is only `undefined` is left out; an optional body (`X | undefined`) is kept. */
type Defined<Request> = { [Key in keyof Request as [Request[Key]] extends [undefined] ? never : Key]: Request[Key] };

/** What a route takes: only the parts it has (params, query, body), plus the owner token where it needs one. */
export type ApiCallInput<Name extends ApiRouteName> = Defined<ApiRequest<Name>> &
  ((typeof apiRoutes)[Name] extends { policy: { ownerToken: true } } ? { ownerToken: string } : unknown);

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  ownerToken?: string;
}

/**
 * Calls one route of the API route table with typed input and output. Types only come from the zod schemas
 * (`import type`), so no validation code reaches the page; the server validates every input.
 */
export async function callApi<Name extends ApiRouteName>(name: Name, input: ApiCallInput<Name>): Promise<ApiResponse<Name>> {
  const route = apiRoutes[name];
  const { params, query, body, ownerToken } = input as LooseInput;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const headers = new Headers();
  if (body !== undefined) headers.set('content-type', 'application/json');
  if (ownerToken) headers.set('authorization', `Bearer ${ownerToken}`);
  const url = `${buildApiPath(route.path, params)}${search.size > 0 ? `?${search}` : ''}`;
  const response = await fetch(url, { method: route.method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (response.status !== route.status) {
    // Not JSON (a proxy's error page) leaves the message empty.
    const answer = (await response.json().catch(() => ({}))) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, response.headers, `${name} answered ${response.status}: ${answer.message ?? ''}`, answer.code);
  }
  // The server built this answer from the same schema (its tests check every response against it).
  return (await response.json()) as ApiResponse<Name>;
}

/** The status and headers of a refused call, or null for a network failure or any other error. */
export function readApiFailure(error: unknown): ApiError | null {
  return error instanceof ApiError ? error : null;
}
