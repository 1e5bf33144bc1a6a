import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { isTestTypeId } from '../../domain/quizzes/quiz-manifest';
import { quizRegistry } from '../../domain/quizzes/quiz-registry';
import { answersFromLetters } from '../../domain/quizzes/testing/answers-from-letters';
import { buildApp, type AppOptions } from '../app.server';
import { parseEnvironment } from '../config/env.server';
import type { Database } from '../db/database.server';
import { createTestDatabase } from '../db/testing/test-database.server';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Everything the server logged, as text. */
  logs(): string;
  close(): Promise<void>;
}

export const testAddressSecret = 'test-address-secret-of-at-least-32-chars';

/** The real app, with the site's real quiz registry, on a fresh test database. */
export async function createTestApp(
  environment: Record<string, string> = {},
  extra: Pick<AppOptions, 'readPhoto'> = {},
  /** Another app's database, to stand for a second process; that app drops it. */
  sharedDatabase?: Database,
): Promise<TestApp> {
  const testDatabase = sharedDatabase ? { database: sharedDatabase, drop: async () => undefined } : await createTestDatabase();
  const config = parseEnvironment({ RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info', ...environment });
  let logText = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logText += chunk.toString();
      callback();
    },
  });
  const app = await buildApp({
    config,
    database: testDatabase.database,
    addressHashSecret: testAddressSecret,
    quizRegistry,
    logger: { level: 'info', stream },
    checkResponses: true,
    ...extra,
  });
  return {
    app,
    database: testDatabase.database,
    logs: () => logText,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/** Egen/teto answers of the default submission: 18 teto and 12 egen picks, scored extrovert 63 / 37. */
export const defaultEgenTetoAnswers = answersFromLetters('abababababababababcdcdcdcdcdcd');

/** A submission the real registry accepts (egen/teto unless overridden), for tests about everything but scoring. */
export function validSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    testTypeId: 1,
    name: 'Mina',
    gender: 'female',
    answers: defaultEgenTetoAnswers,
    resultType: 'extrovert',
    extrovertPercentage: 63,
    introvertPercentage: 37,
    completedAt: '2000-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A valid submission of any saved quiz from one answer letter per question, with the result the server computes. */
export function validQuizSubmission(testTypeId: number, letters: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const answers = answersFromLetters(letters);
  const scored = (isTestTypeId(testTypeId) ? quizRegistry.find(testTypeId) : undefined)?.scoreAnswers(answers);
  if (!scored?.ok) throw new Error(`letters ${letters} are not answers of test type ${testTypeId}`);
  return validSubmission({ testTypeId, answers, ...scored.outcome, ...overrides });
}
