import { choiceQuizScorings } from '../../../domain/quizzes/choice-quiz-scorings';
import type { TestTypeId } from '../../../domain/quizzes/quiz-manifest';
import type { QuizDefinition } from '../../../domain/quizzes/quiz-registry';
import { choiceQuizManifests, type ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';

export { findChoiceQuizByPath, type ChoiceQuizId } from '../../../domain/quizzes/quiz-manifests';

/** What the choice-quiz pages need of one quiz, derived from its manifest and its scoring. */
export interface ChoiceQuizInfo {
  id: ChoiceQuizId;
  /** The quiz's intro and question page, without language prefix (spec-quizzes section 2). */
  testPath: string;
  /** Result route prefix; the result type follows as the last segment. */
  resultPath: string;
  /** The page of all results. */
  typesPath: string;
  /** The result shown when the route has no type (spec: ENFP, loyal, eagle); null: "result not found". */
  defaultResult: string | null;
  testTypeId: TestTypeId;
  /** The server's check, run in the browser too to compute what is submitted. */
  definition: QuizDefinition;
  /** Local storage of name and gender (spec-quizzes section 3), and session storage of a run in progress. */
  storageKeys: { name: string; gender: string; progress: string };
}

export const choiceQuizzes = Object.fromEntries(
  choiceQuizManifests.map((manifest): [ChoiceQuizId, ChoiceQuizInfo] => {
    const { definition } = choiceQuizScorings[manifest.id];
    return [
      manifest.id,
      {
        id: manifest.id,
        testTypeId: manifest.testTypeId,
        testPath: manifest.path,
        resultPath: manifest.resultPath,
        typesPath: manifest.typesPath,
        defaultResult: manifest.defaultResult,
        definition,
        storageKeys: { name: `${manifest.id}-test-name`, gender: `${manifest.id}-test-gender`, progress: `${manifest.id}-test-progress` },
      },
    ];
  }),
) as Record<ChoiceQuizId, ChoiceQuizInfo>;
