import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());
const concurrentSubmits = 1000;

// Every acknowledged submit is stored: 1,000 at once, none lost, on both databases. The submissions share
// group-commit batches (decision 0007, insert-batcher.server.ts), so a lost or mixed-up row would show here.
describe.skipIf(!available)(`${concurrentSubmits} concurrent submits on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('acknowledges every one, and every acknowledged id reads back with its own name', async () => {
    const names = Array.from({ length: concurrentSubmits }, (_, index) => `Visitor ${index}`);
    const responses = await Promise.all(
      names.map((name) => testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ name }) })),
    );
    expect(responses.map((response) => response.statusCode).filter((status) => status !== 201)).toEqual([]);
    const ids = responses.map((response) => response.json().id as string);
    expect(new Set(ids).size).toBe(concurrentSubmits);

    const reads = await Promise.all(ids.map((id) => testApp.app.inject({ method: 'GET', url: `/api/test/${id}` })));
    expect(reads.map((read) => [read.statusCode, read.json().name])).toEqual(names.map((name) => [200, name]));
  }, 60_000);
});
