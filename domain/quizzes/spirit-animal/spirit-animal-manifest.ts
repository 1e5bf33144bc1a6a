import { defineChoiceQuizManifest } from '../quiz-manifest';

export const spiritAnimalManifest = defineChoiceQuizManifest({
  id: 'spirit-animal',
  testTypeId: 6,
  emoji: '🦅',
  categories: ['fun', 'personality'],
  estimatedMinutes: 7,
  isNew: false,
  isPopular: false,
  defaultResult: 'eagle',
});
