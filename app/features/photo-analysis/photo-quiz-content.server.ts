import type { LanguageCode } from '../../../domain/languages';
import { loadAnimalFacePage } from './animal-face-content.server';
import { loadFaceRatingPage } from './face-rating-content.server';
import { loadFaceReadingPage } from './face-reading-content.server';
import type { PhotoQuizContents, PhotoQuizPageId } from './photo-quizzes';

/** Each photo quiz page's texts in one language: only what the page and its result show, not its type pages'. */
const pageContents: { [Id in PhotoQuizPageId]: (language: LanguageCode) => PhotoQuizContents[Id] } = {
  'ai-animal-face': (language) => {
    const { card, page, animals, measurements } = loadAnimalFacePage(language);
    return { card, page, animals, measurements };
  },
  'ai-face-rating': (language) => {
    const { card, page, labels, bands, parts, reasons } = loadFaceRatingPage(language);
    return { card, page, labels, bands, parts, reasons };
  },
  'ai-face-reading': (language) => {
    const { card, page, labels, fortuneLabels, fortunes, types, features } = loadFaceReadingPage(language);
    return { card, page, labels, fortuneLabels, fortunes, types, features };
  },
};

/** Server only: a photo quiz page receives its texts in its own language through its loader. */
export function loadPhotoQuizPage<Id extends PhotoQuizPageId>(quiz: Id, language: LanguageCode): PhotoQuizContents[Id] {
  return pageContents[quiz](language);
}
