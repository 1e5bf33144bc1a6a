import type { ShareCard } from '../shared/contracts/share-card';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import type { QuizRegistry } from '../domain/quizzes/quiz-registry';
import type { ServerConfig } from './config/env.server';
import type { Database } from './db/database.server';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './db/database-errors.server';
import { alreadyMigrated, type DatabaseReadiness } from './db/database-readiness.server';
import { createCommentRepository } from './db/comment-repository.server';
import { createTestSessionRepository } from './db/test-session-repository.server';
import { createClientIdentifier, createRateLimitHook } from './http/client-identity.server';
import { registerCommentRoutes } from './http/comments/comments.handler.server';
import { registerPhotoRoutes } from './http/photo/photo-analysis.handler.server';
import { registerFaceEngineFiles } from './http/face-engine-files.server';
import { registerHealthRoutes } from './http/health-routes.server';
import { installErrorHandlers } from './http/http-error.server';
import { presentComparedFriend, presentSession } from './http/presenters.server';
import { registerPages, type PageSource, type PagesControl } from './http/pages/react-router-pages.server';
import { defaultLanguage, isLanguageCode, localizePath, splitLanguageFromPath } from '../domain/languages';
import { buildSavedResultPath, showsSavedResult } from '../shared/contracts/saved-result-path';
import { installSecurityHeaders } from './http/security-headers.server';
import { registerTestSessionRoutes } from './http/test-sessions/test-sessions.handler.server';
import { createAddressHasher } from './security/client-address.server';
import { createCommentService } from './services/comment.service.server';
import { createPhotoAnalysisService } from './services/photo-analysis.service.server';
import type { PhotoReading } from './photo/photo-analysis-worker.server';
import { createSharedState } from './shared-state/shared-state.server';
import { createResultStatistics } from './services/result-statistics.service.server';
import { createTestSessionService } from './services/test-session.service.server';
import { createModerationRepository } from './db/moderation-repository.server';
import { loadWordLists } from './moderation/word-list-files.server';
import { createTextChecks } from './moderation/text-checks.server';
import { createAddressBlocks } from './services/address-blocks.server';
import { createModerationService } from './services/moderation.service.server';
import { watchModerationLog } from './services/moderation-feed.server';
import { ServiceError } from './services/service-error.server';
import { registerReportRoutes } from './http/moderation/reports.handler.server';
import type { ApiRouteOptions } from './http/api-route.server';
import { WorkerPoolBusyError, WorkerPoolTimeoutError } from './worker-pool.server';

/** API bodies are small JSON documents; anything larger is refused with 413. */
export const apiBodyLimitBytes = 16 * 1024;

export interface AppOptions {
  config: ServerConfig;
  database: Database;
  /** Whether the database is migrated yet (server start); tests pass a migrated database and omit it. */
  readiness?: DatabaseReadiness;
  addressHashSecret: string;
  quizRegistry: QuizRegistry;
  /** Absent in API tests, which exercise the JSON API alone. */
  pages?: { source: PageSource; drawShareCard(card: ShareCard): Promise<Uint8Array> };
  /**
   * Reads one photo's largest face in a worker thread (server/photo); without it the photo endpoint is absent.
   * `signal` aborts the reading when the client goes away.
   */
  readPhoto?: (bytes: Uint8Array, signal?: AbortSignal) => Promise<PhotoReading>;
  /** false silences logs; tests pass a stream to read them. */
  logger?: false | { level: string; stream?: NodeJS.WritableStream };
  /** Check every API response against its route's schema (tests). */
  checkResponses?: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const readiness = options.readiness ?? alreadyMigrated(database);
  const app = Fastify({
    trustProxy: config.trustProxy,
    bodyLimit: apiBodyLimitBytes,
    // Decision 0030: Fastify turns Node's request timeout off by default, so a client that never finished its
    // body held its socket forever. Node checks the timeouts every connectionsCheckingInterval.
    requestTimeout: config.clientTimeouts.requestMs,
    http: { headersTimeout: config.clientTimeouts.headersMs, connectionsCheckingInterval: 1000 },
    // Errors raised before routing (malformed URL, over-long parameter) get the same JSON shape as all others.
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      void reply.code(error.statusCode ?? 400).send({ message: error.message });
    },
    // Addresses are personal data (docs/spec/product-rules.md D3): request logs carry method and path only.
    logger: withoutAddresses(options.logger ?? { level: config.logLevel }),
  });

  // JSON is the only accepted body; a text/plain body gets 415 instead of being parsed as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  installSecurityHeaders(app, { https: config.publicOrigin.startsWith('https://') });
  installErrorHandlers(app);
  registerHealthRoutes(app, readiness);

  const sharedState = createSharedState(config.redis);
  app.addHook('onClose', () => sharedState.close());
  // A Redis that does not answer within a second is not waited for: the per-process fallback serves meanwhile.
  if (!(await sharedState.connect(1000))) app.log.warn('Redis is not reachable yet; rate limits and caches are per process until it is');
  const identifyClient = createClientIdentifier(createAddressHasher(options.addressHashSecret));
  const { rateLimits } = config;
  const limiter = (name: 'submit' | 'comment' | 'report' | 'photo' | 'page' | 'image') =>
    rateLimits.enabled ? sharedState.createRateLimiter(name, rateLimits[name]) : null;
  const limitSubmits = createRateLimitHook(limiter('submit'), identifyClient);
  const limitComments = createRateLimitHook(limiter('comment'), identifyClient);
  const limitPhotos = createRateLimitHook(limiter('photo'), identifyClient);
  const limitReports = createRateLimitHook(limiter('report'), identifyClient);

  const sessions = createTestSessionRepository(database.db);
  const comments = createCommentRepository(database.db);
  const moderation = createModerationRepository(database.db);
  const { lists, entryCount } = loadWordLists(config.moderation.listsDirectory);
  if (entryCount === 0) app.log.warn({ directory: config.moderation.listsDirectory }, 'no moderation word lists found; only links are filtered');
  const textChecks = createTextChecks(lists);
  const addressBlocks = createAddressBlocks({ moderation });
  // Set once the pages are registered (the API suite has none): a stored result's page and card are rendered
  // before its link is shared, and a personal comment replaces the cached page that shows it.
  let pages: PagesControl | undefined;
  const testSessionService = createTestSessionService({
    repository: sessions,
    quizRegistry: options.quizRegistry,
    recentCache: sharedState.createRecentResultsCache(config.recentCacheMs),
    textChecks,
    onChange: {
      stored: (session) => pages?.warm([localizePath(buildSavedResultPath(session.public_id), isLanguageCode(session.language) ? session.language : defaultLanguage)]),
      resultChanged: (publicId) => pages?.forget((key) => showsSavedResult(splitLanguageFromPath(key).cleanPath, publicId)),
    },
  });
  const resultStatistics = createResultStatistics({ repository: sessions, cacheMilliseconds: config.resultStatisticsCacheMs });
  const routeOptions: ApiRouteOptions = {
    rateLimits: { submit: limitSubmits, comment: limitComments, report: limitReports, photo: limitPhotos },
    checkResponses: options.checkResponses ?? false,
    requireDatabase: readiness.requireReady,
    refuseBlocked: async (request) => {
      if (await addressBlocks.isBlocked(identifyClient(request))) throw new ServiceError('forbidden', 'This action is not available right now', 'blocked');
    },
  };
  registerTestSessionRoutes(app, routeOptions, { service: testSessionService, identifyClient });
  registerCommentRoutes(app, routeOptions, { service: createCommentService({ comments, sessions, textChecks, bounds: config.moderation.commentBounds }), identifyClient });
  registerReportRoutes(app, routeOptions, { service: createModerationService({ moderation, comments, sessions, reportThreshold: config.moderation.reportThreshold }), identifyClient });
  if (options.readPhoto) registerPhotoRoutes(app, routeOptions, createPhotoAnalysisService(options.readPhoto));

  if (options.pages) {
    registerFaceEngineFiles(app);
    pages = await registerPages(app, {
      source: options.pages.source,
      pageCacheBytes: config.pageCacheBytes,
      maxConcurrentRenders: config.maxConcurrentRenders,
      renderLimits: { page: limiter('page'), image: limiter('image'), identifyClient },
      loadContext: {
        publicOrigin: config.publicOrigin,
        ads: config.ads,
        kakao: config.kakao,
        drawShareCard: answerBusyAsResponse(options.pages.drawShareCard),
        findPublicSession: (sessionId) =>
          answerOutageAsResponse(async () => {
            readiness.requireReady();
            const row = await testSessionService.findSession(sessionId);
            return row ? presentSession(row) : null;
          }),
        // Statistics are extra: during an outage a page shows without them rather than failing.
        findResultShare: (testTypeId, resultType, language) =>
          withoutOutage(readiness, null, () => resultStatistics.describeShare(testTypeId, resultType, language)),
        countTestTakers: () => withoutOutage(readiness, {}, () => resultStatistics.countTestTakers()),
        findComparedFriends: (sessionId, testTypeId) =>
          withoutOutage(readiness, [], async () => (await testSessionService.listComparisons(sessionId, testTypeId)).map(presentComparedFriend)),
      },
    });
    const control = pages;
    const feed = watchModerationLog({
      moderation,
      sessions,
      isReady: readiness.isReady,
      intervalMs: config.moderation.pollMs,
      forgetResults: (ids) => control.forget((key) => ids.some((id) => key.includes(id))),
      onError: (error) => app.log.warn({ err: error }, 'reading the moderation log failed'),
    });
    app.addHook('onClose', async () => feed.stop());
  }
  return app;
}

/** What an optional read gives while the database is not ready or cannot answer: `fallback`, not an error page. */
async function withoutOutage<Value>(readiness: DatabaseReadiness, fallback: Value, read: () => Promise<Value>): Promise<Value> {
  if (!readiness.isReady()) return fallback;
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnavailable(error)) return fallback;
    throw error;
  }
}

/**
 * A loader that meets a database outage throws a 503 Response: React Router renders the page's error screen with
 * that status (in the page's language), and a resource route (a share card) answers it as it is.
 */
async function answerOutageAsResponse<Value>(read: () => Promise<Value>): Promise<Value> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new Response(null, { status: 503, headers: { 'retry-after': String(databaseRetryAfterSeconds) } });
  }
}

/** A share card refused by its full pool, or out of time, is a 503 with Retry-After, as a database outage is. */
function answerBusyAsResponse(draw: (card: ShareCard) => Promise<Uint8Array>): (card: ShareCard) => Promise<Uint8Array> {
  return async (card) => {
    try {
      return await draw(card);
    } catch (error) {
      if (!(error instanceof WorkerPoolBusyError || error instanceof WorkerPoolTimeoutError)) throw error;
      throw new Response(null, { status: 503, headers: { 'retry-after': String(error.retryAfterSeconds) } });
    }
  };
}

function withoutAddresses(logger: NonNullable<AppOptions['logger']>) {
  if (logger === false) return false;
  return {
    ...logger,
    serializers: {
      req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url }),
    },
  };
}
