import type { EgenTetoContent } from './egen-teto-content-schema';
import { chooseGender } from '../gendered-text';
import { egenTetoAreas, egenTetoEmoji, type AreaLean, type EgenTetoArea, type EgenTetoPole, type EgenTetoResultType } from './egen-teto-structure';
import {
  areaLeanOf,
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
  /** The side this area's own bar leans to: its texts are that side's. */
  lean: AreaLean;
  text: string;
  strength: string;
  growthPoint: string;
}

/** Everything the result page shows, in one language, computed from the stored session. */
export interface EgenTetoResultView {
  pole: EgenTetoPole;
  tier: 1 | 2 | 3;
  tierTitle: string;
  title: string;
  subtitle: string;
  description: string;
  extroversion: string;
  emoji: string;
  percentage: number;
  tetoPercentage: number;
  egenPercentage: number;
  areas: EgenTetoAreaView[];
  /** The detailed analysis: the band, the extroversion, then the areas that have no section of their own. */
  analysis: string[];
  communication: string;
  relationships: string;
  work: string;
  /** One per area, the furthest-leaning areas first. */
  strengths: string[];
  /** The three furthest-leaning areas'. */
  growthPoints: string[];
  advice: string;
}

/** Where each area is told: three have a section of their own, the other two close the detailed analysis. */
const sectionAreas = { communication: 'expression', relationships: 'relationships', work: 'decision' } as const satisfies Record<string, EgenTetoArea>;
const analysisAreas = ['social-energy', 'daily-rhythm'] as const satisfies readonly EgenTetoArea[];

export function describeEgenTetoResult(input: EgenTetoResultInput, content: EgenTetoContent): EgenTetoResultView {
  const pole = poleOf(input.resultType);
  const percentage = winningPercentage(input);
  const emojiList = egenTetoEmoji[input.gender][pole];
  const areaScores = scoreAreas(input.answers);
  const band = bandOf(percentage);
  const entry = content.descriptions[input.gender][pole][band];
  const profile = content.profiles[pole];
  const extroversion = content.extroversionBands[extroversionBandOf(input.extrovertPercentage)];
  const areas = egenTetoAreas.map((area): EgenTetoAreaView => {
    const tetoPercentage = areaScores[area];
    const lean = areaLeanOf(tetoPercentage);
    return { area, ...content.areas[area], tetoPercentage, lean, ...chooseGender(content.areaProfiles[area][lean], input.gender) };
  });
  const byArea = Object.fromEntries(areas.map((area) => [area.area, area])) as Record<EgenTetoArea, EgenTetoAreaView>;
  // Stable: areas leaning equally far keep the test's order.
  const furthestFirst = [...areas].sort((first, second) => Math.abs(second.tetoPercentage - 50) - Math.abs(first.tetoPercentage - 50));
  return {
    pole,
    tier: tierOf(percentage),
    tierTitle: content.tierTitles[input.gender][pole][tierTitleKeyOf(percentage)],
    title: entry.title,
    // The low-key band's title says the other side shows too; so does the line under it.
    subtitle: band === '50' ? profile.lowKeySubtitle : profile.subtitle,
    description: entry.description,
    extroversion,
    emoji: emojiList[emojiIndexOf(input.id, emojiList.length)]!,
    percentage,
    tetoPercentage: input.extrovertPercentage,
    egenPercentage: input.introvertPercentage,
    areas,
    analysis: [entry.description, extroversion, ...analysisAreas.map((area) => byArea[area].text)],
    communication: byArea[sectionAreas.communication].text,
    relationships: byArea[sectionAreas.relationships].text,
    work: byArea[sectionAreas.work].text,
    strengths: furthestFirst.map((area) => area.strength),
    growthPoints: furthestFirst.slice(0, 3).map((area) => area.growthPoint),
    advice: profile.advice,
  };
}
