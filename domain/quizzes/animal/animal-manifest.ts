import { defineChoiceQuizManifest } from '../quiz-manifest';

export const animalManifest = defineChoiceQuizManifest({
  id: 'animal',
  testTypeId: 2,
  emoji: '🐾',
  categories: ['animal-face', 'fun'],
  estimatedMinutes: 10,
  isNew: true,
  menuRank: 2,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 2;
