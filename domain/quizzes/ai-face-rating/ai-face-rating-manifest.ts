import type { PhotoQuizManifest } from '../quiz-manifest';

export const aiFaceRatingManifest: PhotoQuizManifest<'ai-face-rating'> = {
  kind: 'photo',
  id: 'ai-face-rating',
  testTypeId: null,
  emoji: '✨',
  categories: ['ai', 'fun'],
  estimatedMinutes: 2,
  isNew: true,
  isPopular: false,
  menuRank: 3,
  path: '/ai-face-rating',
};
