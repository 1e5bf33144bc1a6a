import { describe, expect, it } from 'vitest';
import { lookAlikeAnimals } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { ratingBands } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { readingTypes } from '../../../domain/quizzes/ai-face-reading/face-reading';
import { animalFaceTypePages, faceRatingTypePages, faceReadingTypePages, type PhotoTypePages } from './photo-type-pages';

/** Each quiz's pages, read with any string: what a URL or a card key gives them. */
const anyType = <Type extends string>(pages: PhotoTypePages<Type>) => pages as unknown as PhotoTypePages<string>;

describe.each([
  ['ai-animal-face', anyType(animalFaceTypePages), lookAlikeAnimals],
  ['ai-face-reading', anyType(faceReadingTypePages), readingTypes],
  ['ai-face-rating', anyType(faceRatingTypePages), ratingBands],
] as const)('the type pages of %s', (quiz, pages, types) => {
  it('put every type in both genders at its own address and card key, and read them back', () => {
    for (const type of types) {
      for (const gender of ['female', 'male'] as const) {
        expect(pages.buildPath({ type, gender })).toBe(`/${quiz}-result/${type}/${gender}`);
        expect(pages.read(type, gender)).toEqual({ type, gender });
        expect(pages.parseShareKey(pages.buildShareKey({ type, gender }))).toEqual({ type, gender });
      }
    }
  });

  it('read a missing gender as female and refuse an unknown type or gender', () => {
    expect(pages.read(types[0], undefined)).toEqual({ type: types[0], gender: 'female' });
    for (const [type, gender] of [['dragon', 'male'], [types[0], 'robot'], [undefined, 'male'], ['', undefined]] as const) {
      expect(pages.read(type, gender), `${type}/${gender}`).toBeNull();
    }
    for (const key of ['dragon-female', types[0], `${types[0]}-other`, `${types[0]}-male-male`]) {
      expect(pages.parseShareKey(key), key).toBeNull();
    }
  });
});

describe('the face rating’s band pages', () => {
  it('are one per band, the same five the rating gives (spec: 90+, 85+, 80+, 75+, below 75)', () => {
    expect(faceRatingTypePages.types).toEqual(['radiant', 'striking', 'charming', 'appealing', 'natural']);
    expect(faceRatingTypePages.buildPath({ type: 'striking', gender: 'male' })).toBe('/ai-face-rating-result/striking/male');
    expect(faceRatingTypePages.buildShareKey({ type: 'natural', gender: 'female' })).toBe('natural-female');
  });
});
