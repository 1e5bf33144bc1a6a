import type { LanguageCode } from '../../../domain/languages';
import { aiAnimalFaceContents } from '../../../domain/quizzes/ai-animal-face/content/index';

/** Server only: the page receives the animal look-alike's text in its own language through its loader. */
export function loadAnimalFacePage(language: LanguageCode) {
  return aiAnimalFaceContents[language];
}
