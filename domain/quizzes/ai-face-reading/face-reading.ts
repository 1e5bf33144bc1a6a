/**
 * The AI face reading: fixed rules in the manner of traditional physiognomy (관상, 面相) from the face
 * measurements and symmetry to four fortunes, an overall fortune and a reading type. Entertainment, and labelled
 * so. Rules and weights: docs/decisions/0028-face-reading.md.
 */
import type { FaceMeasurementName, FaceMeasurements } from '../../face/measure-face';
import { differenceFromTypical, referenceFace, referenceSymmetry } from '../../face/reference-face';

export const readingFortunes = ['love', 'money', 'marriage', 'career'] as const;
export type ReadingFortune = (typeof readingFortunes)[number];

/** The spec's reading types (noble helper, luck, wealth, virtue, wisdom, art). */
export const readingTypes = ['nobleHelper', 'luck', 'wealth', 'virtue', 'wisdom', 'art'] as const;
export type ReadingType = (typeof readingTypes)[number];

/** The same in every language, so not part of the texts (spec: the emoji follows the type). */
export const readingTypeEmoji: Readonly<Record<ReadingType, string>> = { nobleHelper: '🤝', luck: '🍀', wealth: '💰', virtue: '🌿', wisdom: '📚', art: '🎨' };

/** What a rule reads: a measurement, or the face's symmetry. */
export type ReadingFeature = FaceMeasurementName | 'symmetry';
export const readingFeatures = [
  'canthalTilt', 'eyeOpenness', 'eyeSize', 'eyeSpacing', 'noseWidth', 'mouthWidth', 'lipFullness', 'faceWidth', 'jawWidth', 'lowerThird', 'symmetry',
] as const satisfies readonly ReadingFeature[];

type Rule = readonly (readonly [ReadingFeature, number])[];

/**
 * Which features each fortune reads, as physiognomy tells it: the eyes and lips for love, the nose (the "palace of
 * wealth") for money, the jaw and chin (later life, the home) and the lips for marriage, the eyes' tilt, the
 * mouth and balance for career.
 */
const fortuneRules: Readonly<Record<ReadingFortune, Rule>> = {
  love: [['eyeOpenness', 0.35], ['lipFullness', 0.35], ['canthalTilt', 0.15], ['faceWidth', 0.15]],
  money: [['noseWidth', 0.5], ['lowerThird', 0.25], ['jawWidth', 0.25]],
  marriage: [['jawWidth', 0.35], ['lipFullness', 0.25], ['symmetry', 0.2], ['lowerThird', 0.2]],
  career: [['canthalTilt', 0.3], ['mouthWidth', 0.3], ['eyeSpacing', 0.2], ['symmetry', 0.2]],
};

/**
 * Which features make each reading type: open-set eyes and a wide mouth draw helpers; a full, round face is
 * luck; a broad nose, wealth; balance and a steady jaw, virtue; long eyes set wide, wisdom; large, round eyes in a
 * slim face, art. Every type reads two features with weights of the same size, so no type wins more faces just
 * because its rule is stronger (the share test in face-reading.test.ts).
 */
const typeRules: Readonly<Record<ReadingType, Rule>> = {
  nobleHelper: [['eyeSpacing', 0.6], ['mouthWidth', 0.6]],
  luck: [['faceWidth', 0.6], ['lipFullness', 0.6]],
  wealth: [['noseWidth', 0.6], ['lowerThird', 0.6]],
  virtue: [['symmetry', 0.6], ['jawWidth', 0.6]],
  wisdom: [['eyeSize', 0.6], ['eyeOpenness', -0.6]],
  art: [['eyeOpenness', 0.6], ['faceWidth', -0.6]],
};



export interface FaceReadingInput {
  measurements: FaceMeasurements;
  asymmetry: number;
}

/** What a fortune reads most in this face, and which way. */
export interface ReadingReason {
  fortune: ReadingFortune;
  feature: ReadingFeature;
  direction: 'high' | 'low';
  value: number;
  /** Whole per cent from a typical face (the tilt's reason shows its angle instead). */
  difference: number;
}

export interface FaceReading {
  type: ReadingType;
  scores: Record<ReadingFortune | 'overall', number>;
  reasons: ReadingReason[];
}

export const fortuneLabels = ['great', 'medium', 'fortune'] as const;
export type FortuneLabel = (typeof fortuneLabels)[number];

/** The spec's label: 'great fortune' at 90+, 'medium fortune' at 85+, otherwise 'fortune'. */
export function findFortuneLabel(overall: number): FortuneLabel {
  return overall >= 90 ? 'great' : overall >= 85 ? 'medium' : 'fortune';
}

/** Standard scores, clamped so one extreme measurement cannot decide everything. */
function standardize({ measurements, asymmetry }: FaceReadingInput): Record<ReadingFeature, number> {
  const clamp = (value: number) => Math.max(-2.5, Math.min(2.5, value));
  const scores = Object.fromEntries(Object.entries(referenceFace).map(([name, { typical, spread }]) => [name, clamp((measurements[name as FaceMeasurementName] - typical) / spread)]));
  // Less asymmetry reads as more balance, so its score is turned around.
  return { ...(scores as Record<FaceMeasurementName, number>), symmetry: clamp((referenceSymmetry.typical - asymmetry) / referenceSymmetry.spread) };
}

const weigh = (rule: Rule, scores: Record<ReadingFeature, number>) => rule.reduce((sum, [feature, weight]) => sum + weight * scores[feature], 0);

/** Kind like the rating: every fortune lies between 72 and 98; a typical face reads 85. */
function toFortuneScore(leaning: number): number {
  return Math.round(72 + 26 / (1 + Math.exp(-1.6 * leaning)));
}

/**
 * A fortune is explained by the feature that weighs most in it, among those no earlier fortune used: the same
 * feature under two fortunes read as one explanation said twice. Every rule has three or four features.
 */
function explainFortune(fortune: ReadingFortune, input: FaceReadingInput, scores: Record<ReadingFeature, number>, used: ReadonlySet<ReadingFeature>): ReadingReason {
  const ranked = fortuneRules[fortune].map(([name, weight]) => [name, Math.abs(weight * scores[name])] as const).sort((first, second) => second[1] - first[1]);
  const [feature] = ranked.find(([name]) => !used.has(name)) ?? ranked[0]!;
  const value = feature === 'symmetry' ? input.asymmetry : input.measurements[feature];
  const typical = feature === 'symmetry' ? referenceSymmetry.typical : referenceFace[feature].typical;
  return { fortune, feature, direction: scores[feature] >= 0 ? 'high' : 'low', value, difference: differenceFromTypical(value, typical) };
}

/** The reading of one face: the same input gives the same reading on every machine. */
export function readFace(input: FaceReadingInput): FaceReading {
  const scores = standardize(input);
  const fortunes = Object.fromEntries(readingFortunes.map((fortune) => [fortune, toFortuneScore(weigh(fortuneRules[fortune], scores))])) as Record<ReadingFortune, number>;
  const overall = Math.round(readingFortunes.reduce((sum, fortune) => sum + fortunes[fortune], 0) / readingFortunes.length);
  // The first of equals, in the spec's order.
  const type = readingTypes.reduce((best, candidate) => (weigh(typeRules[candidate], scores) > weigh(typeRules[best], scores) ? candidate : best));
  const used = new Set<ReadingFeature>();
  const reasons = readingFortunes.map((fortune) => {
    const reason = explainFortune(fortune, input, scores, used);
    used.add(reason.feature);
    return reason;
  });
  return { type, scores: { ...fortunes, overall }, reasons };
}
