import { describe, expect, it } from 'vitest';
import { catalogueTests, filterTestsByCategory, isTestTypeId, testCategories } from './test-catalogue';

describe('catalogueTests', () => {
  it('lists the nine tests with the minutes of the spec, in catalogue order', () => {
    expect(catalogueTests.map((test) => test.estimatedMinutes)).toEqual([15, 10, 12, 8, 10, 7, 2, 2, 2]);
  });

  it('uses the server test type ids of the spec', () => {
    const ids = Object.fromEntries(catalogueTests.map((test) => [test.id, test.testTypeId]));
    expect(ids).toEqual({
      personality: 1,
      animal: 2,
      'thinking-feeling': 3,
      'best-friend': 4,
      'mbti-love': 5,
      'spirit-animal': 6,
      'ai-animal-face': null,
      'ai-face-rating': null,
      'ai-face-reading': null,
    });
  });

  it('marks the badges of the spec, NEW only on the photo quizzes that exist (issues 12 and 13)', () => {
    const newTests = catalogueTests.filter((test) => test.isNew).map((test) => test.id);
    const popularTests = catalogueTests.filter((test) => test.isPopular).map((test) => test.id);
    expect(newTests).toEqual(['animal', 'mbti-love', 'ai-animal-face', 'ai-face-rating', 'ai-face-reading']);
    expect(popularTests).toEqual(['personality', 'thinking-feeling']);
  });

  it('links each card to the route of the spec', () => {
    expect(catalogueTests.map((test) => test.path)).toEqual([
      '/personality', '/animal-test', '/mbti-love-test', '/thinking-feeling-test', '/best-friend-test',
      '/spirit-animal-test', '/ai-animal-face', '/ai-face-rating', '/ai-face-reading',
    ]);
  });

  it('puts every category to use', () => {
    for (const category of testCategories) {
      expect(filterTestsByCategory(catalogueTests, category).length).toBeGreaterThan(0);
    }
    expect(filterTestsByCategory(catalogueTests, 'all')).toHaveLength(9);
    expect(filterTestsByCategory(catalogueTests, 'ai').map((test) => test.id)).toEqual([
      'ai-animal-face', 'ai-face-rating', 'ai-face-reading',
    ]);
  });

  it('recognises only the six saved test type ids', () => {
    expect([0, 1, 6, 7, 1.5, '1'].map(isTestTypeId)).toEqual([false, true, true, false, false, false]);
  });
});
