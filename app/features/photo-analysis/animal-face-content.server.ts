import type { LanguageCode } from '../../../domain/languages';
import { aiAnimalFaceContents } from '../../../domain/quizzes/ai-animal-face/content/index';
import { lookAlikeAnimals, lookAlikeEmoji } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import type { PhotoQuizId } from '../../../domain/quizzes/quiz-manifests';
import { parseAnimalFaceShareKey, type AnimalFaceType } from './animal-face-type-path';

/** Server only: the page receives the animal look-alike's text in its own language through its loader. */
export function loadAnimalFacePage(language: LanguageCode) {
  return aiAnimalFaceContents[language];
}

/** One animal's profile in the visitor's gender, as the type page and its share card show it. */
export function describeAnimalFaceType(language: LanguageCode, { animal, gender }: AnimalFaceType) {
  const content = aiAnimalFaceContents[language];
  const profile = content.animals[animal];
  return {
    animal,
    gender,
    emoji: lookAlikeEmoji[animal],
    quizName: content.card.name,
    name: profile.name,
    title: profile.title[gender],
    description: profile.description[gender],
    traits: profile.traits[gender],
    otherAnimals: lookAlikeAnimals.filter((other) => other !== animal).map((other) => ({ animal: other, emoji: lookAlikeEmoji[other], name: content.animals[other].name })),
  };
}

export type AnimalFaceTypeView = ReturnType<typeof describeAnimalFaceType>;

/** A photo quiz's share card text by its key ("fox-male"); only the animal look-alike has result types so far. */
export function describePhotoResultCard(quiz: PhotoQuizId, language: LanguageCode, key: string) {
  const type = quiz === 'ai-animal-face' ? parseAnimalFaceShareKey(key) : null;
  if (!type) return null;
  const view = describeAnimalFaceType(language, type);
  return { emoji: view.emoji, title: view.title, subtitle: view.description };
}
