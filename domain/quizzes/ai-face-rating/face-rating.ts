/**
 * The AI face rating: five sub-scores, each a transparent formula over the face measurements, the
 * face's symmetry and what the photo shows of the skin, on a kind scale. Formulas, references and the scale:
 * docs/decisions/0027-face-rating.md.
 */
import type { FaceMeasurementName, FaceMeasurements } from '../../face/measure-face';
import { differenceFromTypical, referenceFace, referenceSymmetry } from '../../face/reference-face';
import type { SkinReading } from '../../face/skin-patches';

/** The spec's detailed scores and their maxima (docs/spec/quizzes-and-photo.md §9); together 100. */
export const ratingPartMaxima = { skin: 25, eyes: 25, nose: 20, lips: 15, faceShape: 15 } as const;
export type RatingPart = keyof typeof ratingPartMaxima;
export const ratingParts = Object.keys(ratingPartMaxima) as RatingPart[];

/** What a sub-score reads: a measurement, the face's symmetry, or the skin's texture and evenness. */
export const ratingFactors = [
  'canthalTilt', 'eyeOpenness', 'eyeSize', 'eyeSpacing', 'noseWidth', 'mouthWidth', 'lipFullness', 'faceWidth', 'jawWidth', 'lowerThird',
  'symmetry', 'skinTexture', 'skinEvenness',
] as const satisfies readonly (FaceMeasurementName | 'symmetry' | 'skinTexture' | 'skinEvenness')[];
export type RatingFactor = (typeof ratingFactors)[number];
/** The factors that count only above their ideal (a typical photo's reading): they can only be more than ideal. */
export const oneSidedFactors = ['symmetry', 'skinTexture', 'skinEvenness'] as const satisfies readonly RatingFactor[];

/** Each part's factors and their weights (summing to 1). */
const partFactors: Readonly<Record<RatingPart, readonly (readonly [RatingFactor, number])[]>> = {
  skin: [['skinTexture', 0.5], ['skinEvenness', 0.5]],
  eyes: [['eyeOpenness', 0.3], ['eyeSize', 0.3], ['eyeSpacing', 0.2], ['canthalTilt', 0.2]],
  nose: [['noseWidth', 0.7], ['symmetry', 0.3]],
  lips: [['mouthWidth', 0.5], ['lipFullness', 0.5]],
  faceShape: [['faceWidth', 0.3], ['jawWidth', 0.25], ['lowerThird', 0.25], ['symmetry', 0.2]],
};

/**
 * Ideal and spread per factor. The proportions' ideal is the reference face (fitted on real faces, decision
 * 0040). Symmetry and the skin's two readings count only above what real photos typically show: their ideal is the
 * training faces' median and their spread the standard deviation (`npm run faces:fit` measures the proportions;
 * these three come from the same photos with their cheek patches, decision 0040), so a typical photo is not marked
 * down, and "your sides differ" is no longer a remark nearly every visitor gets.
 */
const factorReference: Readonly<Record<RatingFactor, { ideal: number; spread: number }>> = {
  ...(Object.fromEntries(Object.entries(referenceFace).map(([name, { typical, spread }]) => [name, { ideal: typical, spread }])) as Record<FaceMeasurementName, { ideal: number; spread: number }>),
  symmetry: { ideal: referenceSymmetry.typical, spread: referenceSymmetry.spread },
  skinTexture: { ideal: 0.014, spread: 0.0135 },
  skinEvenness: { ideal: 0.046, spread: 0.03 },
};

const isOneSided = (factor: RatingFactor) => (oneSidedFactors as readonly RatingFactor[]).includes(factor);

/**
 * The kind scale: every part scores between 70 % and 98 % of its maximum, so the overall score lies between 70
 * and 98 and the stars (score / 20, rounded) are 4 or 5. Nobody is ranked against other people.
 */
export const lowestShare = 0.7;
export const highestShare = 0.98;
/** At or above this closeness a factor reads as "close to the classical proportion". */
const closeEnough = 0.6;

export const ratingBands = ['radiant', 'striking', 'charming', 'appealing', 'natural'] as const;
export type RatingBand = (typeof ratingBands)[number];
/** The spec's colour bands: 90+, 85+, 80+, 75+, below 75. */
const bandFloors: Readonly<Record<RatingBand, number>> = { radiant: 90, striking: 85, charming: 80, appealing: 75, natural: 0 };
/**
 * The same in every language, so not part of the texts: each band praises something different, so no emoji
 * ranks (no medals, no trophies).
 */
export const ratingBandEmoji: Readonly<Record<RatingBand, string>> = { radiant: '🌟', striking: '💫', charming: '🎶', appealing: '🌻', natural: '🌳' };

/**
 * The overall scores a band covers, as its page and share card say them ("85–89"): from its floor (the kind
 * scale's lowest score for the last band) to the next band's floor less one, or the sum of the maxima.
 */
export function ratingBandRange(band: RatingBand): { low: number; high: number } {
  const index = ratingBands.indexOf(band);
  const above = ratingBands[index - 1];
  const highest = Object.values(ratingPartMaxima).reduce((sum, maximum) => sum + maximum, 0);
  return { low: Math.max(bandFloors[band], Math.round(lowestShare * highest)), high: above ? bandFloors[above] - 1 : highest };
}

export interface FaceRatingInput {
  measurements: FaceMeasurements;
  asymmetry: number;
  skin: SkinReading;
  maleProbability: number | null;
}

/** What raised or lowered a part: its closest factor when all are close, otherwise its farthest one. */
export interface RatingReason {
  part: RatingPart;
  factor: RatingFactor;
  direction: 'close' | 'more' | 'less';
  value: number;
  /** Whole per cent from the ideal (for proportions; the tilt's reason shows its angle). */
  difference: number;
}

export interface FaceRating {
  overall: number;
  band: RatingBand;
  stars: number;
  detailedScores: Record<RatingPart, number>;
  reasons: RatingReason[];
  genderTypePercentages: { masculine: number; feminine: number };
}

/**
 * How fast closeness falls off, in spreads: with 0.4 a face one spread from the ideal keeps 4 % of it. Set on
 * the real faces (decision 0040): 0.6, chosen on a synthetic population, put 50 of 65 real faces in the top two
 * bands once the spreads were real; with 0.4 they span four bands (11 %, 37 %, 37 %, 15 %).
 */
const falloff = 0.4;

/** 1 at the ideal, falling off as a bell curve: about 0.25 one spread away, 0.004 two spreads away. */
export function closenessOf(factor: RatingFactor, value: number): number {
  const { ideal, spread } = factorReference[factor];
  if (isOneSided(factor) && value <= ideal) return 1;
  return Math.exp(-0.5 * ((value - ideal) / (spread * falloff)) ** 2);
}

function factorValues({ measurements, asymmetry, skin }: FaceRatingInput): Record<RatingFactor, number> {
  return { ...measurements, symmetry: asymmetry, skinTexture: skin.texture, skinEvenness: skin.unevenness };
}

/**
 * A part is explained by its factor farthest from the classical proportion (or, when all are close, the closest),
 * among those no earlier part used: symmetry weighs in the nose and the face shape, and one sentence under two
 * parts read as a recycled remark.
 */
function explainPart(part: RatingPart, values: Record<RatingFactor, number>, used: ReadonlySet<RatingFactor>): RatingReason {
  const all = partFactors[part].map(([factor]) => ({ factor, closeness: closenessOf(factor, values[factor]) })).sort((first, second) => first.closeness - second.closeness);
  const fresh = all.filter(({ factor }) => !used.has(factor));
  const ranked = fresh.length > 0 ? fresh : all;
  const farthest = ranked[0]!;
  const { factor } = farthest.closeness >= closeEnough ? ranked.at(-1)! : farthest;
  const value = values[factor];
  const { ideal } = factorReference[factor];
  const direction = farthest.closeness >= closeEnough ? 'close' : value > ideal ? 'more' : 'less';
  // The one-sided readings say their own size ("your sides differ by about 4 %"), the proportions their distance from typical.
  const difference = isOneSided(factor) ? Math.round(value * 100) : differenceFromTypical(value, ideal);
  return { part, factor, direction, value, difference };
}

function explainParts(values: Record<RatingFactor, number>): RatingReason[] {
  const used = new Set<RatingFactor>();
  return ratingParts.map((part) => {
    const reason = explainPart(part, values, used);
    used.add(reason.factor);
    return reason;
  });
}

export function findRatingBand(overall: number): RatingBand {
  return ratingBands.find((band) => overall >= bandFloors[band])!;
}

/** The rating of one face: the same input gives the same numbers on every machine. */
export function rateFace(input: FaceRatingInput): FaceRating {
  const values = factorValues(input);
  const detailedScores = Object.fromEntries(
    ratingParts.map((part) => {
      const harmony = partFactors[part].reduce((sum, [factor, weight]) => sum + weight * closenessOf(factor, values[factor]), 0);
      return [part, Math.round(ratingPartMaxima[part] * (lowestShare + (highestShare - lowestShare) * harmony))];
    }),
  ) as Record<RatingPart, number>;
  const overall = ratingParts.reduce((sum, part) => sum + detailedScores[part], 0);
  const masculine = input.maleProbability === null ? 50 : Math.round(input.maleProbability * 100);
  return {
    overall,
    band: findRatingBand(overall),
    stars: Math.round(overall / 20),
    detailedScores,
    reasons: explainParts(values),
    genderTypePercentages: { masculine, feminine: 100 - masculine },
  };
}
