/**
 * The AI animal look-alike: each of the 20 animals of the Korean 동물상 family is a prototype face in the
 * space of the ten face measurements; a face is most like the animals whose direction it shares.
 * Model, reference ranges and calibration: docs/decisions/0025-face-measurements.md.
 */
import { faceMeasurementNames, roundTo, type FaceMeasurementName, type FaceMeasurements } from '../../face/measure-face';
import { referenceFace } from '../../face/reference-face';

export const lookAlikeAnimals = [
  'puppy', 'cat', 'fox', 'rabbit', 'bear', 'deer', 'dinosaur', 'wolf', 'squirrel', 'hamster',
  'tiger', 'horse', 'otter', 'seal', 'turtle', 'eagle', 'duck', 'koala', 'panda', 'penguin',
] as const;
export type LookAlikeAnimal = (typeof lookAlikeAnimals)[number];

/** The same in every language, so not part of the texts. */
export const lookAlikeEmoji: Readonly<Record<LookAlikeAnimal, string>> = {
  puppy: '🐶', cat: '🐱', fox: '🦊', rabbit: '🐰', bear: '🐻', deer: '🦌', dinosaur: '🦖', wolf: '🐺', squirrel: '🐿️', hamster: '🐹',
  tiger: '🐯', horse: '🐴', otter: '🦦', seal: '🦭', turtle: '🐢', eagle: '🦅', duck: '🦆', koala: '🐨', panda: '🐼', penguin: '🐧',
};

/**
 * How much each measurement counts. The robust proportions count fully; openness and lips move with expression
 * and count less (docs/notes/face-engine.md).
 */
export const measurementWeights: Readonly<Record<FaceMeasurementName, number>> = {
  canthalTilt: 1,
  eyeOpenness: 0.7,
  eyeSize: 0.8,
  faceWidth: 1,
  jawWidth: 1,
  noseWidth: 0.9,
  mouthWidth: 0.9,
  lipFullness: 0.6,
  lowerThird: 1,
  eyeSpacing: 0.9,
};

type Leaning = readonly [
  canthalTilt: number,
  eyeOpenness: number,
  eyeSize: number,
  faceWidth: number,
  jawWidth: number,
  noseWidth: number,
  mouthWidth: number,
  lipFullness: number,
  lowerThird: number,
  eyeSpacing: number,
];

/**
 * Which way each animal's face leans from the typical one, per measurement in the order of
 * `faceMeasurementNames` (-1 much less, +1 much more). A fox: eyes tilted up and narrow, a slim tapered face; a
 * puppy: eyes tilted down and round; a hamster: a wide face with a short lower third.
 */
const leanings: Readonly<Record<LookAlikeAnimal, Leaning>> = {
  puppy: [-1, 0.8, 0.5, 0.3, -0.2, 0, 0, 0.3, -0.5, 0.2],
  cat: [1, 0.2, 0.4, -0.3, -0.8, -0.5, -0.3, 0, 0, 0],
  fox: [1.2, -0.8, -0.2, -0.8, -0.8, -0.6, 0, -0.3, 0.3, -0.2],
  rabbit: [0, 1, 0.8, -0.2, -0.4, -0.4, -0.8, 0.5, -0.6, 0.3],
  bear: [-0.4, -0.3, -0.6, 1.1, 1, 1, 0.3, 0.3, 0.2, 0],
  deer: [-0.3, 1, 1, -0.9, -0.6, -0.8, -0.2, 0, 0.3, 0.5],
  dinosaur: [0, -0.8, -0.6, -0.3, 0.9, 0.8, 1, 0.5, 0.9, -0.3],
  wolf: [0.6, -1, -0.3, -0.4, 0.5, 0.3, 0.2, -0.8, 0.4, -0.6],
  squirrel: [0.3, 0.6, 0.3, 0.2, -1, -0.4, -0.6, 0.2, -0.8, -0.3],
  hamster: [-0.2, 0.4, -0.2, 1.2, 0.2, -0.2, -0.7, 0, -1, 0.6],
  tiger: [0.8, -0.4, 0.2, 0.6, 0.9, 0.6, 0.3, -0.2, 0, -0.4],
  horse: [-0.2, 0, 0, -1.2, 0.3, 0.5, 0.4, 0.4, 1.2, 0.3],
  otter: [-0.6, 0.2, -0.4, 0.6, -0.3, 0.4, 0.6, -0.5, -0.4, 0.5],
  seal: [-0.8, 0.4, 0.2, 0.8, 0, 0.2, -0.2, 0.8, -0.2, 0.9],
  turtle: [-0.5, -0.6, -0.3, 0, 0.4, -0.6, 0.8, -0.6, 0.5, 1],
  eagle: [0.5, -0.3, 0.5, -0.6, 0.2, 0.9, -0.3, -0.6, 0.6, -0.9],
  duck: [0, 0, 0, -0.2, -0.5, 0.2, 0.9, 1.2, 0.2, 0],
  koala: [-0.6, -0.5, -0.8, 0.9, -0.2, 1.2, -0.4, 0, -0.3, -0.2],
  panda: [-1, -0.2, 0.6, 0.7, 0.5, 0, -0.2, -0.3, -0.5, 0.6],
  penguin: [0.2, 0.5, -0.5, -0.5, 0.2, 0, 0.5, -0.2, -0.2, -0.8],
};

/**
 * Every prototype lies at the same weighted distance from the typical face, so that no animal owns a larger share
 * of faces just because its leaning is stronger (the share test in animal-look-alike.test.ts).
 */
const prototypeDistance = 1.5;
/** Lower: the top animal takes more of the 100 %. Chosen so a clear look-alike scores about 20-35 %. */
const temperature = 2.5;

/**
 * Lowers (or raises) each animal's distance so each is the closest for a twentieth of faces shaped like real
 * ones: fitted by `npm run faces:fit -- --balance` on the training faces' own spread and correlations
 * (decision 0040). Without it the measurements' correlations hand some prototypes many more faces.
 */
const animalBalance: Readonly<Record<LookAlikeAnimal, number>> = {
  puppy: 0.71, cat: -0.79, fox: 0.58, rabbit: -0.68, bear: -0.44, deer: -0.03, dinosaur: -0.09, wolf: 0.99, squirrel: -1.07, hamster: -0.2,
  tiger: -0.92, horse: -0.25, otter: 0.14, seal: 0.03, turtle: -0.2, eagle: -0.15, duck: 0.72, koala: 0.41, panda: 0.45, penguin: 0.81,
};

const weightOf = (name: FaceMeasurementName) => measurementWeights[name];

export const animalPrototypes: Readonly<Record<LookAlikeAnimal, Readonly<Record<FaceMeasurementName, number>>>> = Object.fromEntries(
  lookAlikeAnimals.map((animal) => {
    const leaning = leanings[animal];
    const length = Math.sqrt(faceMeasurementNames.reduce((sum, name, index) => sum + weightOf(name) * leaning[index]! ** 2, 0));
    return [animal, Object.fromEntries(faceMeasurementNames.map((name, index) => [name, (leaning[index]! / length) * prototypeDistance]))];
  }),
) as Record<LookAlikeAnimal, Record<FaceMeasurementName, number>>;

/** Standard scores of a face, clamped to ±3 so that one odd measurement cannot decide alone. */
export function standardizeFace(measurements: FaceMeasurements): Record<FaceMeasurementName, number> {
  return Object.fromEntries(
    faceMeasurementNames.map((name) => {
      const { typical, spread } = referenceFace[name];
      return [name, Math.max(-3, Math.min(3, (measurements[name] - typical) / spread))];
    }),
  ) as Record<FaceMeasurementName, number>;
}

export interface AnimalPercentage {
  animal: LookAlikeAnimal;
  percentage: number;
}

/** Orders by `key` descending; values closer than float noise count as equal and keep the list order. */
const byDescending = <Item extends { order: number }>(key: (item: Item) => number) => (first: Item, second: Item) => {
  const difference = key(second) - key(first);
  return Math.abs(difference) > 1e-9 ? difference : first.order - second.order;
};

/** Whole percentages that add up to 100 (largest remainder), in descending order of share; ties keep the list order. */
export function toWholePercentages(shares: readonly { animal: LookAlikeAnimal; share: number }[]): AnimalPercentage[] {
  const total = shares.reduce((sum, item) => sum + item.share, 0);
  const items = shares.map((item, order) => {
    const value = (item.share / total) * 100;
    return { animal: item.animal, order, value, percentage: Math.floor(value) };
  });
  let missing = 100 - items.reduce((sum, item) => sum + item.percentage, 0);
  for (const item of [...items].sort(byDescending((candidate) => candidate.value - candidate.percentage))) {
    if (missing === 0) break;
    item.percentage += 1;
    missing -= 1;
  }
  return items.sort(byDescending((item) => item.value)).map(({ animal, percentage }) => ({ animal, percentage }));
}

export interface MeasurementReason {
  measurement: FaceMeasurementName;
  value: number;
  /** Which way the face differs from the typical one, as the top animal's does. */
  direction: 'more' | 'less';
}

export interface AnimalLookAlike {
  top: LookAlikeAnimal;
  /**
   * How far the face leans the way its top animal's type does, 50-100: the (weighted) cosine between the face's
   * standard scores and the type's, as 50 + 50 x cosine. 100: exactly the type's way; 50: a face that leans no way.
   * The headline reads it ("78 % match"), not the top animal's share of the 100 % split over the 20 animals.
   */
  similarity: number;
  percentages: AnimalPercentage[];
  /** The two or three measurements that brought the face closest to its top animal, strongest first. */
  reasons: MeasurementReason[];
}

function measureSimilarity(scores: Record<FaceMeasurementName, number>, prototype: Readonly<Record<FaceMeasurementName, number>>): number {
  const weighted = (first: Readonly<Record<FaceMeasurementName, number>>, second: Readonly<Record<FaceMeasurementName, number>>) =>
    faceMeasurementNames.reduce((sum, name) => sum + weightOf(name) * first[name] * second[name], 0);
  const lengths = Math.sqrt(weighted(scores, scores) * weighted(prototype, prototype));
  // The closest type has the largest product (every type lies as far from the typical face), so it is not negative.
  return Math.round(50 + 50 * (lengths === 0 ? 0 : Math.max(0, weighted(scores, prototype) / lengths)));
}

/** The 20 animals for one face's measurements: deterministic, the same numbers give the same answer. */
export function findAnimalLookAlike(measurements: FaceMeasurements): AnimalLookAlike {
  const scores = standardizeFace(measurements);
  const distances = lookAlikeAnimals.map((animal) => ({
    animal,
    distance: faceMeasurementNames.reduce((sum, name) => sum + weightOf(name) * (scores[name] - animalPrototypes[animal][name]) ** 2, 0) - animalBalance[animal],
  }));
  const closest = Math.min(...distances.map((item) => item.distance));
  const percentages = toWholePercentages(distances.map(({ animal, distance }) => ({ animal, share: Math.exp(-(distance - closest) / temperature) })));
  const top = distances.find((item) => item.distance === closest)!.animal;
  const prototype = animalPrototypes[top];
  const reasons = faceMeasurementNames
    .map((name) => ({ name, agreement: weightOf(name) * scores[name] * prototype[name] }))
    .filter((item) => item.agreement > 0 && Math.abs(prototype[item.name]) >= 0.2)
    .sort((first, second) => second.agreement - first.agreement)
    .slice(0, 3)
    .map(({ name }) => ({ measurement: name, value: roundTo(measurements[name], 3), direction: scores[name] > 0 ? ('more' as const) : ('less' as const) }));
  return { top, similarity: measureSimilarity(scores, prototype), percentages, reasons };
}
