import type { TestTypeId } from './quiz-manifest';
import { quizManifests, type QuizId } from './quiz-manifests';
import { generatedQuizDefinitions } from './quiz-server-list.generated';

export type ResultData = Readonly<Record<string, string | number>>;

/** What the server stores for a scored submission; recomputed from the answers, never trusted from the client. */
export interface QuizOutcome {
  resultType: string;
  resultData: ResultData | null;
  extrovertPercentage: number;
  introvertPercentage: number;
}

export type ScoreResult = { ok: true; outcome: QuizOutcome } | { ok: false; reason: string };

/**
 * A saved quiz plugs into the server's answer check by providing this; its test type id is its manifest's.
 * `answers` are the chosen option ids in question order, one per question (docs/spec/product-rules.md D2).
 */
export interface QuizDefinition {
  scoreAnswers(answers: readonly string[]): ScoreResult;
}

export interface QuizRegistry {
  find(testTypeId: TestTypeId): QuizDefinition | undefined;
}

/**
 * A registry for the saved quizzes of `manifests`: each one with a test type id must have a scoring definition for
 * that id. A missing one is an error at start-up, never "store what the client sent".
 */
export function createQuizRegistryFromManifests(
  manifests: readonly { id: string; testTypeId: TestTypeId | null }[],
  definitions: Readonly<Partial<Record<string, QuizDefinition>>>,
): QuizRegistry {
  const byTestType = new Map<TestTypeId, QuizDefinition>();
  for (const manifest of manifests) {
    if (manifest.testTypeId === null) continue;
    const definition = definitions[manifest.id];
    if (!definition) throw new Error(`Quiz ${manifest.id} has test type ${manifest.testTypeId} but no scoring definition`);
    if (byTestType.has(manifest.testTypeId)) throw new Error(`Two quizzes have test type ${manifest.testTypeId}`);
    byTestType.set(manifest.testTypeId, definition);
  }
  return { find: (testTypeId) => byTestType.get(testTypeId) };
}

const scoringByQuiz: Partial<Record<QuizId, QuizDefinition>> = generatedQuizDefinitions;

/** Every saved quiz; the server rejects answers that do not fit one of these. */
export const quizRegistry: QuizRegistry = createQuizRegistryFromManifests(quizManifests, scoringByQuiz);
