import { defineChoiceQuizManifest } from '../quiz-manifest';

export const bestFriendManifest = defineChoiceQuizManifest({
  id: 'best-friend',
  testTypeId: 4,
  emoji: '🤝',
  categories: ['relationships', 'fun'],
  estimatedMinutes: 10,
  defaultResult: 'loyal',
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 5;
