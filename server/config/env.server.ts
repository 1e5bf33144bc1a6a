import path from 'node:path';
import { defaultWordListDirectory } from '../moderation/word-list-files.server';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const positiveInteger = z.coerce.number().int().positive();

/** Every setting the server reads from the environment; the README's configuration table mirrors this. */
export const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    // PostgreSQL clients per process. One Node process on a 2-core machine keeps few queries truly in flight (its
    // event loop is the limit, not the database), and several processes share PostgreSQL's 100 connections: 8 each
    // leaves room for a dozen processes. Queries beyond it wait for a free client (database.server.ts).
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(8),
    PUBLIC_ORIGIN: z.url().optional(),
    TRUST_PROXY: z.string().optional(),
    ADDRESS_HASH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_ENABLED: booleanFlag.default(true),
    SUBMIT_RATE_BURST: positiveInteger.default(10),
    SUBMIT_RATE_INTERVAL_MS: positiveInteger.default(2000),
    COMMENT_RATE_BURST: positiveInteger.default(3),
    COMMENT_RATE_INTERVAL_MS: positiveInteger.default(5000),
    // Moderation (decision 0045): reports like comments, a few at once; the bounds on comments.
    REPORT_RATE_BURST: positiveInteger.default(5),
    REPORT_RATE_INTERVAL_MS: positiveInteger.default(5000),
    REPORT_THRESHOLD: positiveInteger.default(3),
    COMMENT_LIMIT_PER_RESULT: positiveInteger.default(500),
    COMMENT_DAILY_LIMIT_PER_ADDRESS: positiveInteger.default(50),
    COMMENT_DUPLICATE_WINDOW_MS: positiveInteger.default(10 * 60_000),
    MODERATION_LISTS_DIR: z.string().min(1).default(defaultWordListDirectory),
    // How often each process reads the moderation log to forget the pages of what was hidden.
    MODERATION_POLL_MS: positiveInteger.default(5000),
    // A photo analysis holds a worker thread for about a second: a few in a row, then one every ten seconds.
    PHOTO_RATE_BURST: positiveInteger.default(3),
    PHOTO_RATE_INTERVAL_MS: positiveInteger.default(10_000),
    // Pages and share images drawn for one client past every cache (hits, shared renders and the pages the server
    // renders ahead are free): a burst, then one every interval. Ten a second each lets a link-preview bot read
    // freshly shared results and their cards from one address at 20 requests a second (docs/decisions/0037).
    PAGE_RENDER_RATE_BURST: positiveInteger.default(60),
    PAGE_RENDER_RATE_INTERVAL_MS: positiveInteger.default(100),
    IMAGE_RATE_BURST: positiveInteger.default(40),
    IMAGE_RATE_INTERVAL_MS: positiveInteger.default(100),
    // Rendered pages kept per process, in megabytes: the site's own pages, and the long tail of results and cards.
    PAGE_CACHE_SITE_MB: z.coerce.number().min(0).default(64),
    PAGE_CACHE_RESULTS_MB: z.coerce.number().min(0).default(64),
    // Renders visitors may have under way at once, past which a new one is answered "busy" (cached-renderer.server.ts):
    // about a third of a second of rendering on one core, so a health check or a cached page never waits longer.
    PAGE_MAX_CONCURRENT_RENDERS: positiveInteger.default(32),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default('quizlab:'),
    RECENT_CACHE_MS: z.coerce.number().int().min(0).default(2000),
    RESULT_STATISTICS_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
    SHUTDOWN_TIMEOUT_MS: positiveInteger.default(10000),
    // A client has this long to send its headers, and this long for the whole request (a 7 MB photo on a slow link).
    HEADERS_TIMEOUT_MS: positiveInteger.default(10_000),
    REQUEST_TIMEOUT_MS: positiveInteger.default(60_000),
    AD_CLIENT_ID: z.string().regex(/^[\w-]{3,64}$/, 'must be an ad network client id such as ca-pub-123').optional(),
    AD_SCRIPT_URL: z.url().default('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js'),
    // Decision 0036: the Korean messaging share through Kakao's share template, where a Kakao app's JavaScript key is set.
    KAKAO_JAVASCRIPT_KEY: z.string().regex(/^[0-9a-f]{32}$/i, 'must be a Kakao app JavaScript key (32 hexadecimal characters)').optional(),
    KAKAO_SDK_URL: z.url().default('https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js'),
    HOT_RELOAD_PORT: z.coerce.number().int().min(1).max(65535).default(24678),
  })
  .transform((environment) => ({
    nodeEnvironment: environment.NODE_ENV,
    host: environment.HOST,
    port: environment.PORT,
    dataDirectory: path.resolve(environment.DATA_DIR),
    databaseUrl: environment.DATABASE_URL,
    databasePoolSize: environment.DATABASE_POOL_SIZE,
    publicOrigin: (environment.PUBLIC_ORIGIN ?? `http://localhost:${environment.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    addressHashSecret: environment.ADDRESS_HASH_SECRET,
    logLevel: environment.LOG_LEVEL,
    rateLimits: {
      enabled: environment.RATE_LIMIT_ENABLED,
      submit: { burst: environment.SUBMIT_RATE_BURST, intervalMs: environment.SUBMIT_RATE_INTERVAL_MS },
      comment: { burst: environment.COMMENT_RATE_BURST, intervalMs: environment.COMMENT_RATE_INTERVAL_MS },
      report: { burst: environment.REPORT_RATE_BURST, intervalMs: environment.REPORT_RATE_INTERVAL_MS },
      photo: { burst: environment.PHOTO_RATE_BURST, intervalMs: environment.PHOTO_RATE_INTERVAL_MS },
      page: { burst: environment.PAGE_RENDER_RATE_BURST, intervalMs: environment.PAGE_RENDER_RATE_INTERVAL_MS },
      image: { burst: environment.IMAGE_RATE_BURST, intervalMs: environment.IMAGE_RATE_INTERVAL_MS },
    },
    /** Shared state for several processes (rate limits, recent lists); per process when unset (decision 0030). */
    redis: environment.REDIS_URL ? { url: environment.REDIS_URL, keyPrefix: environment.REDIS_KEY_PREFIX } : null,
    pageCacheBytes: { site: environment.PAGE_CACHE_SITE_MB * 1024 * 1024, results: environment.PAGE_CACHE_RESULTS_MB * 1024 * 1024 },
    maxConcurrentRenders: environment.PAGE_MAX_CONCURRENT_RENDERS,
    moderation: {
      reportThreshold: environment.REPORT_THRESHOLD,
      commentBounds: {
        perResult: environment.COMMENT_LIMIT_PER_RESULT,
        perAddressPerDay: environment.COMMENT_DAILY_LIMIT_PER_ADDRESS,
        duplicateWindowMs: environment.COMMENT_DUPLICATE_WINDOW_MS,
      },
      listsDirectory: path.resolve(environment.MODERATION_LISTS_DIR),
      pollMs: environment.MODERATION_POLL_MS,
    },
    recentCacheMs: environment.RECENT_CACHE_MS,
    resultStatisticsCacheMs: environment.RESULT_STATISTICS_CACHE_MS,
    shutdownTimeoutMs: environment.SHUTDOWN_TIMEOUT_MS,
    clientTimeouts: {
      headersMs: Math.min(environment.HEADERS_TIMEOUT_MS, environment.REQUEST_TIMEOUT_MS),
      requestMs: environment.REQUEST_TIMEOUT_MS,
    },
    // docs/spec/product-rules.md D7: the ad network's script loads only when a client id is configured.
    ads: environment.AD_CLIENT_ID ? { clientId: environment.AD_CLIENT_ID, scriptUrl: environment.AD_SCRIPT_URL } : null,
    /** Unset: the Korean messaging button copies the link and says where to paste it, as in every language. */
    kakao: environment.KAKAO_JAVASCRIPT_KEY ? { javascriptKey: environment.KAKAO_JAVASCRIPT_KEY, sdkUrl: environment.KAKAO_SDK_URL } : null,
    /** `npm run dev` only: the port of Vite's hot-reload socket. */
    hotReloadPort: environment.HOT_RELOAD_PORT,
  }));

export type ServerConfig = z.infer<typeof environmentSchema>;

/** Unset or empty: trust no forwarding header. Otherwise a comma list as Fastify's trustProxy takes it. */
function parseTrustProxy(value: string | undefined): false | string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length === 0 ? false : entries;
}

export class ConfigurationError extends Error {}

export function parseEnvironment(environment: NodeJS.ProcessEnv): ServerConfig {
  // "DATABASE_URL=" in a .env file means unset, not an invalid URL.
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const result = environmentSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}
