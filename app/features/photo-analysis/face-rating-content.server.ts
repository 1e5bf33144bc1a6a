import type { LanguageCode } from '../../../domain/languages';
import { aiFaceRatingContents } from '../../../domain/quizzes/ai-face-rating/content/index';

/** Server only: the rating page receives its text in its own language through its loader. */
export function loadFaceRatingPage(language: LanguageCode) {
  return aiFaceRatingContents[language];
}
