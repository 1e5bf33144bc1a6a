import type { TestTypeId } from '../test-catalogue';
import { animalQuizDefinition } from './animal/score-animal';
import { bestFriendQuizDefinition } from './best-friend/score-best-friend';
import { egenTetoQuizDefinition } from './egen-teto/score-egen-teto';
import { mbtiLoveQuizDefinition } from './mbti-love/score-mbti-love';
import { spiritAnimalQuizDefinition } from './spirit-animal/score-spirit-animal';
import { thinkingFeelingQuizDefinition } from './thinking-feeling/score-thinking-feeling';

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
 * A saved quiz plugs into the server's answer check by providing this.
 * `answers` are the chosen option ids in question order, one per question (decisions.md D2).
 */
export interface QuizDefinition {
  testTypeId: TestTypeId;
  scoreAnswers(answers: readonly string[]): ScoreResult;
}

export interface QuizRegistry {
  find(testTypeId: TestTypeId): QuizDefinition | undefined;
}

export function createQuizRegistry(definitions: readonly QuizDefinition[]): QuizRegistry {
  const byTestType = new Map<TestTypeId, QuizDefinition>();
  for (const definition of definitions) {
    if (byTestType.has(definition.testTypeId)) {
      throw new Error(`Two quiz definitions for test type ${definition.testTypeId}`);
    }
    byTestType.set(definition.testTypeId, definition);
  }
  return { find: (testTypeId) => byTestType.get(testTypeId) };
}

/** Every saved quiz; the server rejects answers that do not fit one of these. */
export const quizRegistry: QuizRegistry = createQuizRegistry([
  egenTetoQuizDefinition,
  animalQuizDefinition,
  thinkingFeelingQuizDefinition,
  bestFriendQuizDefinition,
  mbtiLoveQuizDefinition,
  spiritAnimalQuizDefinition,
]);
