import { defineChoiceQuizManifest } from '../quiz-manifest';

export const spiritAnimalManifest = defineChoiceQuizManifest({
  id: 'spirit-animal',
  testTypeId: 6,
  emoji: '🦅',
  categories: ['fun', 'personality'],
  estimatedMinutes: 7,
  defaultResult: 'eagle',
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 6;
