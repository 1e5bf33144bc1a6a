import type { TestTypeId } from '../../../domain/quizzes/quiz-manifest';
import { choiceQuizManifests, type ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';

export { findChoiceQuizByPath, type ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';

/**
 * What the choice-quiz pages need of one quiz, derived from its manifest. Its scoring is not here: only the quiz
 * page needs it (`choiceQuizScorings`), and result pages stay lighter without every quiz's tables.
 */
export interface ChoiceQuizInfo {
  id: ChoiceQuizId;
  /** The quiz's intro and question page, without language prefix (docs/spec/quizzes-and-photo.md §2). */
  testPath: string;
  /** Result route prefix; the result type follows as the last segment. */
  resultPath: string;
  /** The page of all results. */
  typesPath: string;
  /** The result shown when the route has no type (spec: ENFP, loyal, eagle); null: "result not found". */
  defaultResult: string | null;
  testTypeId: TestTypeId;
  /** Local storage of name and gender (quizzes-and-photo §3), and session storage of a run in progress. */
  storageKeys: { name: string; gender: string; progress: string };
}

export const choiceQuizzes = Object.fromEntries(
  choiceQuizManifests.map((manifest): [ChoiceQuizId, ChoiceQuizInfo] => [
    manifest.id,
    {
      id: manifest.id,
      testTypeId: manifest.testTypeId,
      testPath: manifest.path,
      resultPath: manifest.resultPath,
      typesPath: manifest.typesPath,
      defaultResult: manifest.defaultResult,
      storageKeys: { name: `${manifest.id}-test-name`, gender: `${manifest.id}-test-gender`, progress: `${manifest.id}-test-progress` },
    },
  ]),
) as Record<ChoiceQuizId, ChoiceQuizInfo>;
