import type { ChoiceOption, ChoiceQuestion, ChoiceQuizStructure } from '../choice-quiz';
import { egenTetoManifest } from './egen-teto-manifest';

/**
 * The egen/teto test's canonical structure, shared by all nine languages (docs/spec/product-rules.md D1): question ids,
 * option ids with their pole and weight, the area each question measures, and the emoji. Text lives in
 * content/{language}.json.
 *
 * Poles: "teto" is the extrovert side, "egen" the introvert side (docs/spec/core.md §4).
 */
export const egenTetoTestTypeId = egenTetoManifest.testTypeId;

export type EgenTetoPole = 'teto' | 'egen';
/** The API's name for the poles (spec: resultType extrovert | introvert). */
export type EgenTetoResultType = 'extrovert' | 'introvert';

export const egenTetoAreas = ['social-energy', 'expression', 'decision', 'daily-rhythm', 'relationships'] as const;
export type EgenTetoArea = (typeof egenTetoAreas)[number];

/** Which side an area's own bar leans to, or both when it is near even (areaLeanOf in score-egen-teto.ts). */
export const areaLeans = ['teto', 'egen', 'both'] as const;
export type AreaLean = (typeof areaLeans)[number];

/** An option of the shared choice model whose result key is a pole, weighted 0.7 to 1 (in tenths). */
export type EgenTetoOption = ChoiceOption<EgenTetoPole>;

/** A question of the shared choice model that also names the area it measures. */
export interface EgenTetoQuestion extends ChoiceQuestion<EgenTetoPole> {
  area: EgenTetoArea;
  options: readonly [EgenTetoOption, EgenTetoOption, EgenTetoOption, EgenTetoOption];
}

const questionEmoji = [
  '🎉', '📱', '🏖️', '🎤', '👥', '🔋',
  '😢', '💬', '🎁', '😤', '📸', '💌',
  '🧭', '🛒', '🗺️', '⚖️', '🍽️', '🎲',
  '⏰', '🧹', '🏠', '🌃', '🏃', '📅',
  '💘', '🤝', '📞', '🎂', '🫂', '🌹',
] as const;

/**
 * a/b lean teto, c/d lean egen; a and c are the strong answers. Weights alternate by question so that neither
 * pole can collect more weight than the other over the whole test.
 */
function buildQuestion(index: number): EgenTetoQuestion {
  const id = `q${index + 1}`;
  const even = index % 2 === 0;
  return {
    id,
    area: egenTetoAreas[Math.floor(index / 6)]!,
    emoji: questionEmoji[index]!,
    options: [
      { id: `${id}-a`, key: 'teto', weightTenths: even ? 10 : 9 },
      { id: `${id}-b`, key: 'teto', weightTenths: even ? 7 : 8 },
      { id: `${id}-c`, key: 'egen', weightTenths: even ? 9 : 10 },
      { id: `${id}-d`, key: 'egen', weightTenths: even ? 8 : 7 },
    ],
  };
}

export const egenTetoQuestions: readonly EgenTetoQuestion[] = Array.from({ length: 30 }, (_, index) => buildQuestion(index));

export const egenTetoPoles = ['teto', 'egen'] as const satisfies readonly EgenTetoPole[];

/** The test on the shared choice model: the same answer check and sums as the five choice quizzes. */
export const egenTetoStructure: ChoiceQuizStructure<EgenTetoPole> = {
  resultKeys: egenTetoPoles,
  questions: egenTetoQuestions,
};

/** 20-item lists by gender and pole; a result's emoji is picked by its id (core §4). */
export const egenTetoEmoji = {
  male: {
    teto: ['💪', '🔥', '🦁', '⚡', '🏋️', '🚀', '🐯', '🎸', '🏆', '🌋', '🦅', '🥊', '🏄', '🏍️', '⛰️', '🐺', '🎯', '🏈', '🌞', '🧗'],
    egen: ['🌙', '📚', '🎧', '☕', '🌿', '🐱', '🎨', '🍃', '🧸', '🌌', '🎹', '🐢', '🕯️', '🌧️', '🍵', '🦢', '📝', '🌸', '🔭', '🐚'],
  },
  female: {
    teto: ['💃', '🔥', '👑', '⚡', '🌟', '🦋', '🎤', '🌹', '🚀', '🏆', '🌞', '🍒', '💥', '🦊', '🎯', '🌈', '🐆', '💎', '🎉', '🏄'],
    egen: ['🌸', '🌙', '🍰', '🐰', '🎀', '☕', '📖', '🌷', '🕊️', '🍓', '🌿', '🎐', '🧁', '🌼', '💫', '🐚', '🎻', '🫧', '🦢', '🍑'],
  },
} as const satisfies Record<'male' | 'female', Record<EgenTetoPole, readonly string[]>>;

/** Description-table bands of the winning side's percentage (core §4). */
export const egenTetoBands = ['50', '60', '70', '80', '90', '91'] as const;
export type EgenTetoBand = (typeof egenTetoBands)[number];

/** The five extroversion bands, by the extrovert (teto) percentage. */
export const extroversionBands = ['very-high', 'high', 'moderate', 'balanced-introvert', 'strongly-introvert'] as const;
export type ExtroversionBand = (typeof extroversionBands)[number];
