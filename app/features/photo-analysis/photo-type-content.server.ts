import type { LanguageCode } from '../../../domain/languages';
import type { PhotoQuizId } from '../../../domain/quizzes/quiz-manifests';
import { describeAnimalFaceType } from './animal-face-content.server';
import { describeFaceRatingBand } from './face-rating-content.server';
import { describeFaceReadingType } from './face-reading-content.server';
import type { PhotoTypeView } from './photo-type-page';
import { animalFaceTypePages, faceRatingTypePages, faceReadingTypePages, type PhotoResultType, type PhotoTypePages } from './photo-type-pages';

type TypeView = PhotoTypeView & { quizName: string };

/** Reads a type page's parameters with the quiz's own pages and texts. */
function readTypePage<Type extends string>(pages: PhotoTypePages<Type>, describe: (language: LanguageCode, found: PhotoResultType<Type>) => TypeView) {
  return (language: LanguageCode, type: string | undefined, gender: string | undefined) => {
    const found = pages.read(type, gender);
    return found && { view: describe(language, found), path: pages.buildPath(found), shareKey: pages.buildShareKey(found) };
  };
}

/** The photo quizzes' result types (server only): the animals, the reading types, and the rating's bands. */
const typeQuizzes: Partial<Record<PhotoQuizId, ReturnType<typeof readTypePage>>> = {
  'ai-animal-face': readTypePage(animalFaceTypePages, describeAnimalFaceType),
  'ai-face-rating': readTypePage(faceRatingTypePages, describeFaceRatingBand),
  'ai-face-reading': readTypePage(faceReadingTypePages, describeFaceReadingType),
};

/** A type page from the route's parameters: its view, address and share card key; null for no such type. */
export function describePhotoTypePage(quiz: PhotoQuizId, language: LanguageCode, type: string | undefined, gender: string | undefined) {
  return typeQuizzes[quiz]?.(language, type, gender) ?? null;
}

/** A photo quiz's share card text by its key ("fox-male", "wealth-female", "striking-male"); a band's scores above its title. */
export function describePhotoResultCard(quiz: PhotoQuizId, language: LanguageCode, key: string) {
  const separator = key.lastIndexOf('-');
  const page = separator < 0 ? null : describePhotoTypePage(quiz, language, key.slice(0, separator), key.slice(separator + 1));
  if (!page) return null;
  const { emoji, badge, title, description } = page.view;
  return { emoji, ...(badge ? { eyebrow: badge } : {}), title, subtitle: description };
}
