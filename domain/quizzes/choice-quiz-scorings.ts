import type { ChoiceQuizStructure } from './choice-quiz';
import { generatedChoiceQuizScorings } from './choice-quiz-scoring-list.generated';
import type { QuizDefinition } from './quiz-registry';
import type { ChoiceQuizId } from './quiz-manifests';

export interface ChoiceQuizScoring {
  structure: ChoiceQuizStructure<string>;
  /** The server's check, run in the browser too to compute what is submitted. */
  definition: QuizDefinition;
}

/**
 * Structure and scoring of each choice quiz, by id, written from the quiz folders. The quiz pages load this (not
 * the egen/teto scoring) to score in the browser; the type proves every choice quiz has one.
 */
export const choiceQuizScorings: Record<ChoiceQuizId, ChoiceQuizScoring> = generatedChoiceQuizScorings;
