import { describe, expect, it } from 'vitest';
import { quizManifests } from './quiz-manifests';
import { createQuizRegistryFromManifests, quizRegistry, type QuizDefinition } from './quiz-registry';

const definition: QuizDefinition = {
  scoreAnswers: () => ({
    ok: true,
    outcome: { resultType: 'T', resultData: null, extrovertPercentage: 50, introvertPercentage: 50 },
  }),
};

describe('createQuizRegistryFromManifests', () => {
  it('finds a definition by the test type id of its manifest, and nothing for the others', () => {
    const registry = createQuizRegistryFromManifests([{ id: 'thinking-feeling', testTypeId: 3 }], { 'thinking-feeling': definition });
    expect(registry.find(3)).toBe(definition);
    expect(registry.find(1)).toBeUndefined();
  });

  it('refuses a saved quiz without a scoring definition, and two quizzes with one test type, at start-up', () => {
    expect(() => createQuizRegistryFromManifests([{ id: 'thinking-feeling', testTypeId: 3 }], {})).toThrow(/thinking-feeling has test type 3 but no scoring/);
    const twice = [{ id: 'thinking-feeling', testTypeId: 3 }, { id: 'copy', testTypeId: 3 }] as const;
    expect(() => createQuizRegistryFromManifests(twice, { 'thinking-feeling': definition, copy: definition })).toThrow(/Two quizzes have test type 3/);
  });

  it('needs nothing for a quiz without a test type', () => {
    expect(createQuizRegistryFromManifests([{ id: 'ai-face-rating', testTypeId: null }], {}).find(3)).toBeUndefined();
  });

  it('has a scoring definition for every saved quiz of the site', () => {
    for (const manifest of quizManifests) {
      if (manifest.testTypeId !== null) expect(quizRegistry.find(manifest.testTypeId), manifest.id).toBeDefined();
    }
  });
});
