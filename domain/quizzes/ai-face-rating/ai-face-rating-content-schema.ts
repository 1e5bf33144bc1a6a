import { z } from 'zod';
import { contentText, exactRecord, genderedText, photoQuizPageSchema, quizCardSchema } from '../content-schema';
import { oneSidedFactors, ratingBands, ratingFactors, ratingParts, type RatingFactor } from './face-rating';

/**
 * How a factor raised or lowered its part's score. `close`: near the classical proportion; `more` / `less`: above
 * or below it, with `{difference}` (a percentage the page formats) or, for the eye tilt, `{value}` (degrees).
 * Symmetry and the skin are best at zero, so they have no `less`. Every sentence is kind: a difference is a trait.
 */
const twoSidedReason = z.object({ close: contentText, more: contentText, less: contentText }).strict();
const oneSidedReason = z.object({ close: contentText, more: contentText }).strict();
const isOneSided = (factor: RatingFactor) => (oneSidedFactors as readonly RatingFactor[]).includes(factor);

/** One language's text of the AI face rating (decision 0027); the same shape for all nine. */
export const aiFaceRatingContentSchema = z
  .object({
    card: quizCardSchema,
    page: photoQuizPageSchema,
    labels: z
      .object({
        resultOf: contentText,
        partsTitle: contentText,
        whyTitle: contentText,
        whyNote: contentText,
        kindNote: contentText,
        /** The band's page, what a shared rating opens: the line above its emoji. */
        typePageLead: contentText,
        /** A band's scores, `{low}` and `{high}` (formatted numbers): under the emoji on its page and on its share card. */
        scoreRange: contentText,
        /** The heading of the other bands on a band's page: side by side, never above or below one another. */
        otherBands: contentText,
      })
      .strict(),
    bands: exactRecord(
      ratingBands,
      z
        .object({
          title: genderedText,
          description: genderedText,
          /** The band's page and share card, where a description pointing at the result's reasons ("below") has none to point at. */
          typePageDescription: genderedText.optional(),
        })
        .strict(),
    ),
    parts: exactRecord(ratingParts, contentText),
    reasons: z
      .object(Object.fromEntries(ratingFactors.map((factor) => [factor, isOneSided(factor) ? oneSidedReason : twoSidedReason])) as Record<RatingFactor, typeof twoSidedReason | typeof oneSidedReason>)
      .strict(),
  })
  .strict();

export type AiFaceRatingContent = Omit<z.infer<typeof aiFaceRatingContentSchema>, 'reasons'> & {
  reasons: Record<RatingFactor, { close: string; more: string; less?: string }>;
};
