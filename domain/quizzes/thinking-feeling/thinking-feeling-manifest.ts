import { defineChoiceQuizManifest } from '../quiz-manifest';

export const thinkingFeelingManifest = defineChoiceQuizManifest({
  id: 'thinking-feeling',
  testTypeId: 3,
  emoji: '⚖️',
  categories: ['personality', 'relationships'],
  estimatedMinutes: 8,
  isNew: false,
  isPopular: true,
  defaultResult: null,
});
