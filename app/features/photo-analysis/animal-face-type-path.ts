import { aiAnimalFaceManifest } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import { lookAlikeAnimals, type LookAlikeAnimal } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import type { Gender } from '../../components/name-gender-form';

export interface AnimalFaceType {
  animal: LookAlikeAnimal;
  gender: Gender;
}

const typePagePath = aiAnimalFaceManifest.resultPath ?? '/ai-animal-face-result';

function isLookAlikeAnimal(value: string): value is LookAlikeAnimal {
  return (lookAlikeAnimals as readonly string[]).includes(value);
}

/**
 * The type page a result is shared as (/ai-animal-face-result/{animal}/{gender}, unprefixed): the gender is part of
 * the path so that each text has its own canonical address and its own link preview.
 */
export function buildAnimalFaceTypePath({ animal, gender }: AnimalFaceType): string {
  return `${typePagePath}/${animal}/${gender}`;
}

/** The route's parameters; no gender reads as female, the form's default. Null for anything else. */
export function readAnimalFaceType(animal: string | undefined, gender: string | undefined): AnimalFaceType | null {
  if (!animal || !isLookAlikeAnimal(animal)) return null;
  if (gender === undefined) return { animal, gender: 'female' };
  return gender === 'male' || gender === 'female' ? { animal, gender } : null;
}

/** The share card's key: "fox-male". */
export function buildAnimalFaceShareKey({ animal, gender }: AnimalFaceType): string {
  return `${animal}-${gender}`;
}

export function parseAnimalFaceShareKey(key: string): AnimalFaceType | null {
  const separator = key.lastIndexOf('-');
  return separator < 0 ? null : readAnimalFaceType(key.slice(0, separator), key.slice(separator + 1));
}
