import { defineChoiceQuizManifest } from '../quiz-manifest';

export const animalManifest = defineChoiceQuizManifest({
  id: 'animal',
  testTypeId: 2,
  emoji: '🐾',
  categories: ['animal-face', 'fun'],
  estimatedMinutes: 10,
  isNew: true,
  isPopular: false,
  menuRank: 2,
  defaultResult: null,
});
