import { languageCodes, type LanguageCode } from '../../../domain/languages';
import { aiFaceReadingContents as writtenContents } from '../../../domain/quizzes/ai-face-reading/content/index';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';
import { readingTypeEmoji, readingTypes, type ReadingType } from '../../../domain/quizzes/ai-face-reading/face-reading';
import { aiFaceReadingManifest } from '../../../domain/quizzes/ai-face-reading/ai-face-reading-manifest';
import type { PhotoTypeView } from './photo-type-page';
import { faceReadingTypePages, type PhotoResultType } from './photo-type-pages';

/** The texts as pages lay them out (no line break inside a Thai compound, decision 0041); computed once. */
const aiFaceReadingContents = Object.fromEntries(
  languageCodes.map((language) => [language, keepWordsTogetherInContent(writtenContents[language], language)]),
) as typeof writtenContents;

/** Server only: the reading page receives its text in its own language through its loader. */
export function loadFaceReadingPage(language: LanguageCode) {
  return aiFaceReadingContents[language];
}

/** One reading type in the visitor's gender, as its type page and share card show it. */
export function describeFaceReadingType(language: LanguageCode, { type, gender }: PhotoResultType<ReadingType>) {
  const content = aiFaceReadingContents[language];
  const profile = content.types[type];
  return {
    type,
    emoji: readingTypeEmoji[type],
    quizName: content.card.name,
    lead: content.labels.typePageLead.replace('{type}', profile.name),
    title: profile.title[gender],
    description: profile.description[gender],
    quizPath: aiFaceReadingManifest.path,
    otherTypesTitle: content.labels.otherTypes,
    others: readingTypes
      .filter((other) => other !== type)
      .map((other) => ({ type: other, emoji: readingTypeEmoji[other], name: content.types[other].name, path: faceReadingTypePages.buildPath({ type: other, gender }) })),
  } satisfies PhotoTypeView & { quizName: string };
}
