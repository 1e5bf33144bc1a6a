import { defineChoiceQuiz, findChosenOptions, sumByKey } from '../choice-quiz';
import {
  egenTetoAreas,
  egenTetoPoles,
  egenTetoQuestions,
  egenTetoStructure,
  type AreaLean,
  type EgenTetoArea,
  type EgenTetoBand,
  type EgenTetoPole,
  type EgenTetoResultType,
  type ExtroversionBand,
} from './egen-teto-structure';

export interface EgenTetoScore {
  resultType: EgenTetoResultType;
  extrovertPercentage: number;
  introvertPercentage: number;
}

/**
 * docs/spec/core.md §4: sum the weights per pole; introvert only when its sum is strictly greater (a tie is
 * extrovert). Sums are whole tenths, so a tie is exact (float sums once made a 50/50 tie "introvert"). The two
 * percentages always add up to 100 (rounding each share separately could give 101).
 */
function scorePoles(sums: Record<EgenTetoPole, number>): EgenTetoScore {
  const total = sums.teto + sums.egen;
  const extrovertPercentage = total === 0 ? 50 : Math.round((sums.teto / total) * 100);
  return {
    resultType: sums.egen > sums.teto ? 'introvert' : 'extrovert',
    extrovertPercentage,
    introvertPercentage: 100 - extrovertPercentage,
  };
}

export function poleOf(resultType: EgenTetoResultType): EgenTetoPole {
  return resultType === 'introvert' ? 'egen' : 'teto';
}

/** The winning side's percentage. */
export function winningPercentage(score: EgenTetoScore): number {
  return score.resultType === 'introvert' ? score.introvertPercentage : score.extrovertPercentage;
}

/** Result-view tier by the winning percentage: 80+ is 1, 65-79 is 2, below 65 is 3. */
export function tierOf(percentage: number): 1 | 2 | 3 {
  if (percentage >= 80) return 1;
  if (percentage >= 65) return 2;
  return 3;
}

/** Tier title key: a near tie (below 55) gets the balanced title instead of tier 3's (docs/decisions/0010). */
export function tierTitleKeyOf(percentage: number): '1' | '2' | '3' | 'balanced' {
  return percentage < 55 ? 'balanced' : (String(tierOf(percentage)) as '1' | '2' | '3');
}

/** Description-table band: 50-59, 60-69, 70-79, 80-89, exactly 90, 91 and above. */
export function bandOf(percentage: number): EgenTetoBand {
  if (percentage >= 91) return '91';
  if (percentage >= 90) return '90';
  if (percentage >= 80) return '80';
  if (percentage >= 70) return '70';
  if (percentage >= 60) return '60';
  return '50';
}

export function extroversionBandOf(extrovertPercentage: number): ExtroversionBand {
  if (extrovertPercentage >= 80) return 'very-high';
  if (extrovertPercentage >= 65) return 'high';
  if (extrovertPercentage >= 50) return 'moderate';
  if (extrovertPercentage >= 35) return 'balanced-introvert';
  return 'strongly-introvert';
}

/** Teto share per area, from the visitor's own answers to that area's six questions. */
export function scoreAreas(answers: readonly string[]): Record<EgenTetoArea, number> {
  const chosen = findChosenOptions(egenTetoStructure, answers);
  const options = chosen.ok ? chosen.options : [];
  return Object.fromEntries(
    egenTetoAreas.map((area) => {
      const inArea = options.filter((_option, index) => egenTetoQuestions[index]!.area === area);
      return [area, scorePoles(sumByKey(egenTetoPoles, inArea)).extrovertPercentage];
    }),
  ) as Record<EgenTetoArea, number>;
}

/** An area reads as one side from 60 % on, and as both sides in between (40-60 %). */
export function areaLeanOf(tetoPercentage: number): AreaLean {
  if (tetoPercentage >= 60) return 'teto';
  if (tetoPercentage <= 40) return 'egen';
  return 'both';
}

/** A stable index into the 20-item emoji lists, from the result id. */
export function emojiIndexOf(resultId: string, listLength: number): number {
  let hash = 0;
  for (const character of resultId) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash % listLength;
}

// Spec section 7: the egen/teto submission has no resultData.
export const egenTetoQuizDefinition = defineChoiceQuiz(egenTetoStructure, (options) => ({
  ...scorePoles(sumByKey(egenTetoPoles, options)),
  resultData: null,
}));
