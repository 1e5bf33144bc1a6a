import type { QuizOutcome } from '../quiz-registry';
import { defineChoiceQuiz, sumByKey, type ChoiceOption } from '../choice-quiz';
import { thinkingFeelingKeys, thinkingFeelingStructure } from './thinking-feeling-structure';

/**
 * Spec: T when T picks outnumber F picks, else F (a tie is F); percentage = the winner's share of the picks,
 * rounded; extrovertPercentage carries the T share and introvertPercentage the F share.
 */
export function outcomeOfThinkingFeeling(options: readonly ChoiceOption<'T' | 'F'>[]): QuizOutcome {
  const counts = sumByKey(thinkingFeelingKeys, options, true);
  const resultType = counts.T > counts.F ? 'T' : 'F';
  const total = counts.T + counts.F;
  const percentage = total === 0 ? 50 : Math.round((counts[resultType] / total) * 100);
  return {
    resultType,
    resultData: { percentage },
    extrovertPercentage: resultType === 'T' ? percentage : 100 - percentage,
    introvertPercentage: resultType === 'F' ? percentage : 100 - percentage,
  };
}

export const thinkingFeelingQuizDefinition = defineChoiceQuiz(thinkingFeelingStructure, outcomeOfThinkingFeeling);
