import { languageCodes, type LanguageCode } from '../../../domain/languages';
import { aiFaceRatingContents as writtenContents } from '../../../domain/quizzes/ai-face-rating/content/index';
import { keepWordsTogetherInContent } from '../../../domain/text/keep-words-together';
import { aiFaceRatingManifest } from '../../../domain/quizzes/ai-face-rating/ai-face-rating-manifest';
import { ratingBandEmoji, ratingBandRange, ratingBands, type RatingBand } from '../../../domain/quizzes/ai-face-rating/face-rating';
import { formatInteger } from '../../../domain/text/format-number';
import type { PhotoTypeView } from './photo-type-page';
import { faceRatingTypePages, type PhotoResultType } from './photo-type-pages';

/** The texts as pages lay them out (no line break inside a Thai compound, decision 0041); computed once. */
const aiFaceRatingContents = Object.fromEntries(
  languageCodes.map((language) => [language, keepWordsTogetherInContent(writtenContents[language], language)]),
) as typeof writtenContents;

/** Server only: the rating page receives its text in its own language through its loader. */
export function loadFaceRatingPage(language: LanguageCode) {
  return aiFaceRatingContents[language];
}

/**
 * One rating band in the visitor's gender, as its page and share card show it: what the band praises and the
 * scores it covers, never one visitor's score. The other bands follow in the scale's order, each named by what
 * it praises, without "higher" or "lower".
 */
export function describeFaceRatingBand(language: LanguageCode, { type: band, gender }: PhotoResultType<RatingBand>) {
  const content = aiFaceRatingContents[language];
  const { low, high } = ratingBandRange(band);
  const profile = content.bands[band];
  return {
    type: band,
    emoji: ratingBandEmoji[band],
    quizName: content.card.name,
    lead: content.labels.typePageLead,
    badge: content.labels.scoreRange.replace('{low}', formatInteger(low, language)).replace('{high}', formatInteger(high, language)),
    title: profile.title[gender],
    description: (profile.typePageDescription ?? profile.description)[gender],
    quizPath: aiFaceRatingManifest.path,
    otherTypesTitle: content.labels.otherBands,
    others: ratingBands
      .filter((other) => other !== band)
      .map((other) => ({ type: other, emoji: ratingBandEmoji[other], name: content.bands[other].title[gender], path: faceRatingTypePages.buildPath({ type: other, gender }) })),
  } satisfies PhotoTypeView & { quizName: string };
}
