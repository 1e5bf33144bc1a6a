import { definePhotoQuizManifest } from '../quiz-manifest';

export const aiFaceRatingManifest = definePhotoQuizManifest({
  id: 'ai-face-rating',
  emoji: '✨',
  categories: ['ai', 'fun'],
  estimatedMinutes: 2,
  isNew: true,
  // The spec's home menu: egen/teto, animal test, AI face rating, love MBTI.
  menuRank: 3,
  // /ai-face-rating-result/{band}: what a shared rating links to, since the photo never leaves the device.
  withTypePages: true,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 8;
