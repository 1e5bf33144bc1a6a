import type { EgenTetoContent } from './egen-teto-content-schema';
import { egenTetoAreas, egenTetoEmoji, type EgenTetoArea, type EgenTetoPole, type EgenTetoResultType } from './egen-teto-structure';
import {
  bandOf,
  emojiIndexOf,
  extroversionBandOf,
  poleOf,
  scoreAreas,
  tierOf,
  tierTitleKeyOf,
  winningPercentage,
} from './score-egen-teto';

export interface EgenTetoResultInput {
  id: string;
  gender: 'male' | 'female';
  answers: readonly string[];
  resultType: EgenTetoResultType;
  extrovertPercentage: number;
  introvertPercentage: number;
}

export interface EgenTetoAreaView {
  area: EgenTetoArea;
  name: string;
  tetoLabel: string;
  egenLabel: string;
  tetoPercentage: number;
}

/** Everything the result page shows, in one language, computed from the stored session. */
export interface EgenTetoResultView {
  pole: EgenTetoPole;
  tier: 1 | 2 | 3;
  tierTitle: string;
  title: string;
  description: string;
  extroversion: string;
  emoji: string;
  percentage: number;
  tetoPercentage: number;
  egenPercentage: number;
  areas: EgenTetoAreaView[];
  profile: EgenTetoContent['profiles'][EgenTetoPole];
}

export function describeEgenTetoResult(input: EgenTetoResultInput, content: EgenTetoContent): EgenTetoResultView {
  const pole = poleOf(input.resultType);
  const percentage = winningPercentage(input);
  const emojiList = egenTetoEmoji[input.gender][pole];
  const areaScores = scoreAreas(input.answers);
  const entry = content.descriptions[input.gender][pole][bandOf(percentage)];
  return {
    pole,
    tier: tierOf(percentage),
    tierTitle: content.tierTitles[input.gender][pole][tierTitleKeyOf(percentage)],
    title: entry.title,
    description: entry.description,
    extroversion: content.extroversionBands[extroversionBandOf(input.extrovertPercentage)],
    emoji: emojiList[emojiIndexOf(input.id, emojiList.length)]!,
    percentage,
    tetoPercentage: input.extrovertPercentage,
    egenPercentage: input.introvertPercentage,
    areas: egenTetoAreas.map((area) => ({ area, ...content.areas[area], tetoPercentage: areaScores[area] })),
    profile: content.profiles[pole],
  };
}
