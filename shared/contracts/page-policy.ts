/**
 * What a page needs beyond the site's default security policy. A route module declares it in its React Router
 * `handle` (`export const handle = { pagePolicy: {...} }`); the server merges the matched routes' declarations
 * into that page's Content-Security-Policy and Permissions-Policy. No zod here: the page's code loads this file.
 */
export const pagePolicyDirectives = ['script-src', 'worker-src', 'connect-src', 'img-src'] as const;
export type PagePolicyDirective = (typeof pagePolicyDirectives)[number];

/** Browser features a page may ask for; every other page denies them. */
export const pagePermissionFeatures = ['camera'] as const;
export type PagePermissionFeature = (typeof pagePermissionFeatures)[number];

export interface PagePolicy {
  /** Sources added to a CSP directive, e.g. script-src 'wasm-unsafe-eval' for WebAssembly. */
  contentSecurityPolicy?: Partial<Record<PagePolicyDirective, readonly string[]>>;
  /** Features the page's own origin may use (Permissions-Policy `feature=(self)`). */
  permissions?: readonly PagePermissionFeature[];
}

/** How the rendered page hands its policy to the server's page adapter; the adapter removes it before sending. */
export const pagePolicyHeader = 'x-page-policy';

const allowedSource = /^('(self|wasm-unsafe-eval|none)'|blob:|data:|https:\/\/[\w.-]+(:\d+)?)$/;

/** The union of several routes' policies (a layout and its page). */
export function mergePagePolicies(policies: readonly (PagePolicy | undefined)[]): PagePolicy {
  const sources: Partial<Record<PagePolicyDirective, string[]>> = {};
  const permissions = new Set<PagePermissionFeature>();
  for (const policy of policies) {
    for (const directive of pagePolicyDirectives) {
      for (const source of policy?.contentSecurityPolicy?.[directive] ?? []) {
        const list = (sources[directive] ??= []);
        if (!list.includes(source)) list.push(source);
      }
    }
    for (const feature of policy?.permissions ?? []) permissions.add(feature);
  }
  return { contentSecurityPolicy: sources, permissions: [...permissions] };
}

/**
 * Reads a policy sent by the page renderer, keeping only known directives, features and plain sources, so a
 * mistake in a route cannot widen the policy to something like 'unsafe-inline'.
 */
export function parsePagePolicy(value: string | null): PagePolicy {
  if (!value) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) return {};
  const { contentSecurityPolicy, permissions } = raw as { contentSecurityPolicy?: unknown; permissions?: unknown };
  const sources: Partial<Record<PagePolicyDirective, string[]>> = {};
  if (typeof contentSecurityPolicy === 'object' && contentSecurityPolicy !== null) {
    for (const directive of pagePolicyDirectives) {
      const list = (contentSecurityPolicy as Record<string, unknown>)[directive];
      if (Array.isArray(list)) sources[directive] = list.filter((source): source is string => typeof source === 'string' && allowedSource.test(source));
    }
  }
  const features = Array.isArray(permissions)
    ? permissions.filter((feature): feature is PagePermissionFeature => (pagePermissionFeatures as readonly unknown[]).includes(feature))
    : [];
  return { contentSecurityPolicy: sources, permissions: features };
}
