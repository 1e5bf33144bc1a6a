import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersFromLetters } from '../../../domain/quizzes/testing/answers-from-letters';
import { checkTestDatabaseAvailable, dialectUnderTest } from '../../db/testing/test-database.server';
import { createTestApp, validSubmission, type TestApp } from '../../testing/test-app.server';

const available = await checkTestDatabaseAvailable(dialectUnderTest());

/** One known outcome per quiz (the scoring tables in domain/ hold the full rules). */
const cases = [
  { quiz: 'animal', testTypeId: 2, letters: 'abadadcdda', resultType: 'cat', resultData: { animal: 'cat' }, forged: 'dog', percentages: [50, 50] },
  { quiz: 'thinking-feeling', testTypeId: 3, letters: 'aaaaaccc', resultType: 'T', resultData: { percentage: 63 }, forged: 'F', percentages: [63, 37] },
  { quiz: 'best-friend', testTypeId: 4, letters: 'daddadad', resultType: 'creative', resultData: { friendType: 'creative' }, forged: 'loyal', percentages: [50, 50] },
  { quiz: 'mbti-love', testTypeId: 5, letters: 'acacacacac', resultType: 'ENTP', resultData: { mbtiType: 'ENTP' }, forged: 'ENFP', percentages: [50, 50] },
  { quiz: 'spirit-animal', testTypeId: 6, letters: 'dabbcaac', resultType: 'owl', resultData: { animalType: 'owl' }, forged: 'eagle', percentages: [50, 50] },
] as const;

describe.skipIf(!available)(`the five choice quizzes through the real quiz registry on ${dialectUnderTest()}`, () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const submit = (overrides: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: '/api/test/submit', payload: validSubmission(overrides) });

  it.each(cases)('$quiz: stores the server-computed result and percentages', async (quizCase) => {
    const response = await submit({
      testTypeId: quizCase.testTypeId,
      answers: answersFromLetters(quizCase.letters),
      resultType: quizCase.resultType,
      resultData: { made: 'up' },
      extrovertPercentage: 1,
      introvertPercentage: 99,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      testTypeId: quizCase.testTypeId,
      resultType: quizCase.resultType,
      resultData: quizCase.resultData,
      extrovertPercentage: quizCase.percentages[0],
      introvertPercentage: quizCase.percentages[1],
    });
  });

  it.each(cases)('$quiz: rejects a forged resultType and answers of another quiz', async (quizCase) => {
    const answers = answersFromLetters(quizCase.letters);
    const forged = await submit({ testTypeId: quizCase.testTypeId, answers, resultType: quizCase.forged });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'resultType: does not match the answers' });

    const egenTetoAnswers = answersFromLetters('a'.repeat(30));
    const wrongQuiz = await submit({ testTypeId: quizCase.testTypeId, answers: egenTetoAnswers, resultType: quizCase.resultType });
    expect(wrongQuiz.statusCode).toBe(400);
    expect(wrongQuiz.json().message).toMatch(/^answers: must have one answer per question/);
  });
});
