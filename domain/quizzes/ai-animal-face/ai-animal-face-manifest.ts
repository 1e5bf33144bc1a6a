import type { PhotoQuizManifest } from '../quiz-manifest';

export const aiAnimalFaceManifest: PhotoQuizManifest<'ai-animal-face'> = {
  kind: 'photo',
  id: 'ai-animal-face',
  testTypeId: null,
  emoji: '🦊',
  categories: ['ai', 'animal-face'],
  estimatedMinutes: 2,
  isNew: true,
  isPopular: false,
  path: '/ai-animal-face',
};
