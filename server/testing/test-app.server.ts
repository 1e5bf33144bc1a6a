import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createQuizRegistry, type QuizDefinition, type QuizRegistry } from '../../domain/quizzes/quiz-registry';
import { buildApp } from '../app.server';
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

/**
 * A stand-in quiz for test type 3 so the answer check is exercised before the real quizzes arrive:
 * options "t1".."t9" count for T, "f1".."f9" for F; more T answers give T, otherwise F.
 */
export const stubQuizDefinition: QuizDefinition = {
  testTypeId: 3,
  scoreAnswers(answers) {
    if (answers.length !== 4) return { ok: false, reason: 'must have one answer per question (4)' };
    if (!answers.every((answer) => /^[tf][1-9]$/.test(answer))) return { ok: false, reason: 'unknown option id' };
    const thinking = answers.filter((answer) => answer.startsWith('t')).length;
    const resultType = thinking > answers.length - thinking ? 'T' : 'F';
    const percentage = Math.round((Math.max(thinking, answers.length - thinking) / answers.length) * 100);
    return {
      ok: true,
      outcome: {
        resultType,
        resultData: { percentage },
        extrovertPercentage: resultType === 'T' ? percentage : 100 - percentage,
        introvertPercentage: resultType === 'F' ? percentage : 100 - percentage,
      },
    };
  },
};

export const testAddressSecret = 'test-address-secret-of-at-least-32-chars';

export async function createTestApp(
  environment: Record<string, string> = {},
  quizRegistry: QuizRegistry = createQuizRegistry([stubQuizDefinition]),
): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
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

export function validSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    testTypeId: 1,
    name: 'Mina',
    gender: 'female',
    answers: ['q1-a', 'q2-b', 'q3-c'],
    resultType: 'extrovert',
    extrovertPercentage: 60,
    introvertPercentage: 40,
    completedAt: '2000-01-01T00:00:00.000Z',
    ...overrides,
  };
}
