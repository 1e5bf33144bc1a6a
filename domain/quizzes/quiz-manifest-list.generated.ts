// Written by tooling/generate-quiz-lists.ts from the folders of domain/quizzes; do not edit (npm run typecheck rewrites it).
// Every page loads this list: manifests only, in catalogue order.
import { aiAnimalFaceManifest } from './ai-animal-face/ai-animal-face-manifest';
import { aiFaceRatingManifest } from './ai-face-rating/ai-face-rating-manifest';
import { aiFaceReadingManifest } from './ai-face-reading/ai-face-reading-manifest';
import { animalManifest } from './animal/animal-manifest';
import { bestFriendManifest } from './best-friend/best-friend-manifest';
import { egenTetoManifest } from './egen-teto/egen-teto-manifest';
import { mbtiLoveManifest } from './mbti-love/mbti-love-manifest';
import { spiritAnimalManifest } from './spirit-animal/spirit-animal-manifest';
import { thinkingFeelingManifest } from './thinking-feeling/thinking-feeling-manifest';

export const generatedQuizManifests = [
  egenTetoManifest,
  animalManifest,
  mbtiLoveManifest,
  thinkingFeelingManifest,
  bestFriendManifest,
  spiritAnimalManifest,
  aiAnimalFaceManifest,
  aiFaceRatingManifest,
  aiFaceReadingManifest,
] as const;
