import { aiAnimalFaceManifest } from './ai-animal-face/ai-animal-face-manifest';
import { aiFaceRatingManifest } from './ai-face-rating/ai-face-rating-manifest';
import { aiFaceReadingManifest } from './ai-face-reading/ai-face-reading-manifest';
import { animalManifest } from './animal/animal-manifest';
import { bestFriendManifest } from './best-friend/best-friend-manifest';
import { egenTetoManifest } from './egen-teto/egen-teto-manifest';
import { mbtiLoveManifest } from './mbti-love/mbti-love-manifest';
import type { ChoiceQuizManifest } from './quiz-manifest';
import { spiritAnimalManifest } from './spirit-animal/spirit-animal-manifest';
import { thinkingFeelingManifest } from './thinking-feeling/thinking-feeling-manifest';

/** Every quiz of the site, in catalogue order. Adding a quiz starts here (docs/decisions/0021). */
export const quizManifests = [
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

type AnyManifest = (typeof quizManifests)[number];
export type QuizId = AnyManifest['id'];
export type ChoiceQuizId = Extract<AnyManifest, { kind: 'choice' }>['id'];
export type PhotoQuizId = Extract<AnyManifest, { kind: 'photo' }>['id'];

export const choiceQuizManifests = /* @__PURE__ */ quizManifests.filter((manifest): manifest is Extract<AnyManifest, { kind: 'choice' }> => manifest.kind === 'choice');
export const photoQuizManifests = /* @__PURE__ */ quizManifests.filter((manifest): manifest is Extract<AnyManifest, { kind: 'photo' }> => manifest.kind === 'photo');
export const choiceQuizIds: readonly ChoiceQuizId[] = /* @__PURE__ */ choiceQuizManifests.map((manifest) => manifest.id);

export function isChoiceQuizId(value: string): value is ChoiceQuizId {
  return (choiceQuizIds as readonly string[]).includes(value);
}

/** The choice quiz a clean path belongs to, by its first segment (/animal-test, /animal-result/cat, ...). */
export function findChoiceQuizByPath(cleanPath: string): ChoiceQuizManifest<ChoiceQuizId> | undefined {
  const segment = `/${cleanPath.split('/')[1] ?? ''}`;
  return choiceQuizManifests.find((manifest) => manifest.path === segment || manifest.resultPath === segment);
}

/** The choice quiz that stores results under a test type id, for /result/{id} of a saved session. */
export function findChoiceQuizByTestType(testTypeId: number): ChoiceQuizManifest<ChoiceQuizId> | undefined {
  return choiceQuizManifests.find((manifest) => manifest.testTypeId === testTypeId);
}

/** The home menu's short list of popular tests, in its order (a function: only the menu's own chunk pays for it). */
export function listMenuQuizzes() {
  return quizManifests
    .filter((manifest) => manifest.menuRank !== undefined)
    .sort((first, second) => (first.menuRank ?? 0) - (second.menuRank ?? 0));
}
