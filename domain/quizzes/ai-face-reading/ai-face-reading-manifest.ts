import { definePhotoQuizManifest } from '../quiz-manifest';

export const aiFaceReadingManifest = definePhotoQuizManifest({
  id: 'ai-face-reading',
  emoji: '🔮',
  categories: ['ai', 'fun'],
  estimatedMinutes: 2,
  isNew: true,
  // /ai-face-reading-result/{type}: what a shared reading links to, since the photo never leaves the device.
  withTypePages: true,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 9;
