import { describe, expect, it } from 'vitest';
import { quizManifests } from './quiz-manifests';
import { createQuizRegistry, createQuizRegistryFromManifests, quizRegistry, type QuizDefinition } from './quiz-registry';

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

describe('createQuizRegistryFromManifests', () => {
  it('refuses a saved quiz without a scoring definition, at start-up', () => {
    expect(() => createQuizRegistryFromManifests([{ id: 'thinking-feeling', testTypeId: 3 }], {})).toThrow(/thinking-feeling has test type 3 but no scoring/);
    expect(() => createQuizRegistryFromManifests([{ id: 'thinking-feeling', testTypeId: 4 }], { 'thinking-feeling': definition })).toThrow(/scoring is for 3/);
  });

  it('needs nothing for a quiz without a test type', () => {
    expect(createQuizRegistryFromManifests([{ id: 'ai-face-rating', testTypeId: null }], {}).find(3)).toBeUndefined();
  });

  it('has a scoring definition for every saved quiz of the site', () => {
    for (const manifest of quizManifests) {
      if (manifest.testTypeId !== null) expect(quizRegistry.find(manifest.testTypeId)?.testTypeId).toBe(manifest.testTypeId);
    }
  });
});
