import { defineChoiceQuizManifest } from '../quiz-manifest';

export const thinkingFeelingManifest = defineChoiceQuizManifest({
  id: 'thinking-feeling',
  testTypeId: 3,
  emoji: '⚖️',
  categories: ['personality', 'relationships'],
  estimatedMinutes: 8,
  isPopular: true,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 4;
