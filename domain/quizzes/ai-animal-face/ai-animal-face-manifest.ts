import { definePhotoQuizManifest } from '../quiz-manifest';

export const aiAnimalFaceManifest = definePhotoQuizManifest({
  id: 'ai-animal-face',
  emoji: '🦊',
  categories: ['ai', 'animal-face'],
  estimatedMinutes: 2,
  isNew: true,
  // /ai-animal-face-result/{animal}: what a shared result links to, since the photo never leaves the device.
  withTypePages: true,
  // In the spec's menu the face rating stands here; it takes the place back when its page exists (issue 13).
  menuRank: 3,
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 7;
