import type { PhotoQuizManifest } from '../quiz-manifest';

export const aiFaceReadingManifest: PhotoQuizManifest<'ai-face-reading'> = {
  kind: 'photo',
  id: 'ai-face-reading',
  testTypeId: null,
  emoji: '🔮',
  categories: ['ai', 'fun'],
  estimatedMinutes: 2,
  isNew: true,
  isPopular: false,
  path: '/ai-face-reading',
};
