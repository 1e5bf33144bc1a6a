import { languageCodes, type LanguageCode } from '../../../domain/languages';
import { aiAnimalFaceContents as writtenContents } from '../../../domain/quizzes/ai-animal-face/content/index';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';
import { lookAlikeAnimals, lookAlikeEmoji } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { aiAnimalFaceManifest } from '../../../domain/quizzes/ai-animal-face/ai-animal-face-manifest';
import { loadMessages } from '../../i18n/messages.server';
import type { PhotoTypeView } from './photo-type-page';
import type { LookAlikeAnimal } from '../../../domain/quizzes/ai-animal-face/animal-look-alike';
import { animalFaceTypePages, type PhotoResultType } from './photo-type-pages';

/** The texts as pages lay them out (no line break inside a Thai compound, decision 0041); computed once. */
const aiAnimalFaceContents = Object.fromEntries(
  languageCodes.map((language) => [language, keepWordsTogetherInContent(writtenContents[language], language)]),
) as typeof writtenContents;

/** Server only: the page receives the animal look-alike's text in its own language through its loader. */
export function loadAnimalFacePage(language: LanguageCode) {
  return aiAnimalFaceContents[language];
}

/** One animal's profile in the visitor's gender, as the type page and its share card show it. */
export function describeAnimalFaceType(language: LanguageCode, { type: animal, gender }: PhotoResultType<LookAlikeAnimal>) {
  const content = aiAnimalFaceContents[language];
  const { photo } = loadMessages(language);
  const profile = content.animals[animal];
  return {
    type: animal,
    emoji: lookAlikeEmoji[animal],
    quizName: content.card.name,
    lead: photo.typePageLead.replace('{{animal}}', profile.name),
    title: profile.title[gender],
    description: profile.description[gender],
    traits: profile.traits[gender],
    quizPath: aiAnimalFaceManifest.path,
    otherTypesTitle: photo.otherAnimals,
    others: lookAlikeAnimals
      .filter((other) => other !== animal)
      .map((other) => ({ type: other, emoji: lookAlikeEmoji[other], name: content.animals[other].name, path: animalFaceTypePages.buildPath({ type: other, gender }) })),
  } satisfies PhotoTypeView & { quizName: string };
}

