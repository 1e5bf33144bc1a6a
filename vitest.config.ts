import { defineConfig } from 'vitest/config';

/**
 * The test tiers `npm test` runs after lint, typecheck and build:
 * unit (beside the code), the API suite once per database, fault tests against built server processes, and
 * end-to-end in Chromium against the built server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './tooling/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{domain,shared,server,app,tooling}/**/*.test.{ts,tsx}', '*.test.ts'],
          exclude: ['**/*.api.test.ts'],
          // A cold start on a busy 2-core machine (ESLint loading its plugins) once took 5.3 s of the default 5 s.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['server/**/*.api.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['server/**/*.api.test.ts'],
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
