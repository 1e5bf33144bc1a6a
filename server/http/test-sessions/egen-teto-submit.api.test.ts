import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { egenTetoQuestions } from '../../../domain/quizzes/egen-teto/egen-teto-structure';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

describe.skipIf(!available)(`egen/teto submissions through the real quiz registry on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const strongEgen = egenTetoQuestions.map((question) => question.options[2].id);
  const submit = (overrides: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission({ answers: strongEgen, ...overrides }) });

  it('stores the server-computed percentages and no resultData', async () => {
    const response = await submit({ resultType: 'introvert', extrovertPercentage: 99, introvertPercentage: 1, resultData: { x: 1 } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ resultType: 'introvert', extrovertPercentage: 0, introvertPercentage: 100, resultData: null });
  });

  it('rejects a forged resultType and an answer list that is not one option per question', async () => {
    expect((await submit({ resultType: 'extrovert' })).json()).toEqual({ message: 'resultType: does not match the answers' });
    const shuffled = [...strongEgen].reverse();
    const response = await submit({ resultType: 'introvert', answers: shuffled });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('answers: answer 1 is not an option of question 1');
  });
});
