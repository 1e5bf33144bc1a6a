import { describe, expect, it } from 'vitest';
import { createQuizRegistry, type QuizDefinition } from './quiz-registry';

const definition: QuizDefinition = {
  testTypeId: 3,
  scoreAnswers: () => ({
    ok: true,
    outcome: { resultType: 'T', resultData: null, extrovertPercentage: 50, introvertPercentage: 50 },
  }),
};

describe('createQuizRegistry', () => {
  it('finds a definition by test type id and nothing for the others', () => {
    const registry = createQuizRegistry([definition]);
    expect(registry.find(3)).toBe(definition);
    expect(registry.find(1)).toBeUndefined();
  });

  it('refuses two definitions for the same test type', () => {
    expect(() => createQuizRegistry([definition, definition])).toThrow(/test type 3/);
  });
});
