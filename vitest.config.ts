import { defineConfig } from 'vitest/config';

/**
 * Tests that live beside their code but do integration work, about 2 s a file or more: the face engine (Human on
 * tfjs wasm), drawing share cards with real fonts, ESLint over the repository, worker threads and their time boxes,
 * the SQLite WAL under sustained writes. Kept out of the unit tier so that it stays quick to run while editing.
 */
const integrationTests = [
  'eslint-boundaries.test.ts',
  'server/photo/face-engine.server.test.ts',
  'server/share-cards/*.server.test.ts',
  'server/worker-pool.server.test.ts',
  'server/db/wal-checkpointer.server.test.ts',
];

/** Unit, integration and API tests fail on a console.error they did not ask for (tests spy on expected ones). */
const setupFiles = ['./tooling/fail-on-console-error.ts'];

/**
 * The test tiers `npm test` runs after lint, typecheck and build:
 * unit (beside the code), integration (beside the code too, driving real engines, threads or ESLint), the API suite
 * once per database, fault tests against built server processes, and end-to-end in Chromium against the built server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tooling/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,shared,server,app,tooling}/**/*.test.{ts,tsx}', '*.test.ts'],
          exclude: ['**/*.api.test.ts', ...integrationTests],
          setupFiles,
          // Generous for a cold start on a busy 2-core machine.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: integrationTests,
          setupFiles,
          // A cold start on a busy 2-core machine (ESLint loading its plugins) once took 5.3 s of the default 5 s.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['server/**/*.api.test.ts'],
          setupFiles,
          env: { TEST_DATABASE: 'sqlite' },
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['server/**/*.api.test.ts'],
          setupFiles,
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 20_000,
          hookTimeout: 20_000,
        },
      },
      {
        test: {
          // Whole server processes meeting a stopped database, slow clients, floods (quick ones; decisions 0029, 0030).
          name: 'faults',
          include: ['faults/**/*.faults.test.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      ...(process.env.FAULTS_SLOW === '1'
        ? [
            {
              test: {
                // `npm run test:faults`: sustained load for a minute or more (the WAL bound, slow-body floods).
                name: 'faults-slow',
                include: ['faults/**/*.slow-faults.test.ts'],
                testTimeout: 600_000,
                hookTimeout: 120_000,
                fileParallelism: false,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
