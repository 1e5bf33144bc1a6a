import { definePhotoQuizManifest } from '../quiz-manifest';

export const aiAnimalFaceManifest = definePhotoQuizManifest({
  id: 'ai-animal-face',
  emoji: '🦊',
  categories: ['ai', 'animal-face'],
  estimatedMinutes: 2,
  isNew: true,
  // /ai-animal-face-result/{animal}: what a shared result links to, since the photo never leaves the device.
  withTypePages: true,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 7;
