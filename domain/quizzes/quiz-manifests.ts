import { generatedQuizManifests } from './quiz-manifest-list.generated';
import type { ChoiceQuizManifest } from './quiz-manifest';

/**
 * Every quiz of the site, in catalogue order, written from the quiz folders by tooling/generate-quiz-lists.ts:
 * adding a quiz is adding its folder (docs/decisions/0024).
 */
export const quizManifests = generatedQuizManifests;

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

export function isPhotoQuizId(value: string): value is PhotoQuizId {
  return photoQuizManifests.some((manifest) => manifest.id === value);
}

/** The choice quiz a clean path belongs to, by its first segment (/animal-test, /animal-result/cat, /animal-types). */
export function findChoiceQuizByPath(cleanPath: string): ChoiceQuizManifest<ChoiceQuizId> | undefined {
  const segment = `/${cleanPath.split('/')[1] ?? ''}`;
  return choiceQuizManifests.find((manifest) => manifest.path === segment || manifest.resultPath === segment || manifest.typesPath === segment);
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
