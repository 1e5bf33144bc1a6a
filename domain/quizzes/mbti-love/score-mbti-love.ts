import { defineChoiceQuiz, sumByKey, type ChoiceOption } from '../choice-quiz';
import { mbtiLetters, mbtiLoveStructure, mbtiPairs, type MbtiLetter, type MbtiType } from './mbti-love-structure';

/** Spec: each letter collects its options' weights; the pair's first letter wins only when strictly greater. */
export function pickMbtiType(options: readonly ChoiceOption<MbtiLetter>[]): MbtiType {
  const sums = sumByKey(mbtiLetters, options);
  return mbtiPairs.map(([first, second]) => (sums[first] > sums[second] ? first : second)).join('') as MbtiType;
}

export const mbtiLoveQuizDefinition = defineChoiceQuiz(mbtiLoveStructure, (options) => {
  const mbtiType = pickMbtiType(options);
  return { resultType: mbtiType, resultData: { mbtiType }, extrovertPercentage: 50, introvertPercentage: 50 };
});
