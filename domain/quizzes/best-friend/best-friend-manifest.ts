import { defineChoiceQuizManifest } from '../quiz-manifest';

export const bestFriendManifest = defineChoiceQuizManifest({
  id: 'best-friend',
  testTypeId: 4,
  emoji: '🤝',
  categories: ['relationships', 'fun'],
  estimatedMinutes: 10,
  isNew: false,
  isPopular: false,
  defaultResult: 'loyal',
});
