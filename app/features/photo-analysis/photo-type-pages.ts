import { aiAnimalFaceManifest } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import { lookAlikeAnimals } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { aiFaceRatingManifest } from '../../../domain/quizzes/ai-face-rating/ai-face-rating-manifest';
import { ratingBands } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { aiFaceReadingManifest } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-manifest';
import { readingTypes } from '../../../domain/quizzes/ai-face-reading/face-reading';
import type { Gender } from '../../components/name-gender-form';

export interface PhotoResultType<Type extends string> {
  type: Type;
  gender: Gender;
}

/**
 * A photo quiz's pages per result type (an animal, a reading type, a rating band), which a result is shared as
 * (never the photo): `{resultPath}/{type}/{gender}`, unprefixed. The gender is part of the path so that each text
 * has its own canonical address and link preview; the share card's key is "{type}-{gender}".
 */
function definePhotoTypePages<Type extends string>(resultPath: string | null, types: readonly Type[]) {
  const isType = (value: string): value is Type => (types as readonly string[]).includes(value);
  const read = (type: string | undefined, gender: string | undefined): PhotoResultType<Type> | null => {
    if (!type || !isType(type)) return null;
    // No gender reads as female, the form's default.
    if (gender === undefined) return { type, gender: 'female' };
    return gender === 'male' || gender === 'female' ? { type, gender } : null;
  };
  return {
    types,
    buildPath: ({ type, gender }: PhotoResultType<Type>) => `${resultPath}/${type}/${gender}`,
    read,
    buildShareKey: ({ type, gender }: PhotoResultType<Type>) => `${type}-${gender}`,
    parseShareKey(key: string): PhotoResultType<Type> | null {
      const separator = key.lastIndexOf('-');
      return separator < 0 ? null : read(key.slice(0, separator), key.slice(separator + 1));
    },
  };
}

export type PhotoTypePages<Type extends string> = ReturnType<typeof definePhotoTypePages<Type>>;

export const animalFaceTypePages = definePhotoTypePages(aiAnimalFaceManifest.resultPath, lookAlikeAnimals);
export const faceReadingTypePages = definePhotoTypePages(aiFaceReadingManifest.resultPath, readingTypes);
/** The face rating's bands: a rating is shared as its band's page, never as the visitor's own score or photo. */
export const faceRatingTypePages = definePhotoTypePages(aiFaceRatingManifest.resultPath, ratingBands);
