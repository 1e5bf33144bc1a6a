import { z } from 'zod';
import { contentText, exactRecord, genderedText, photoQuizPageSchema, quizCardSchema } from '../content-schema';
import { fortuneLabels, readingFeatures, readingFortunes, readingTypes } from './face-reading';

/**
 * What a feature says in the reading. `high` / `low`: the face measures more or less than a typical one (for
 * symmetry: more or less balanced), told by its shape, never by a percentage (decision 0046); the eye tilt's
 * carries `{value}` (degrees). In each language's own physiognomy vocabulary, and kind either way.
 */
const featureReadingSchema = z.object({ high: contentText, low: contentText }).strict();

/** One language's text of the AI face reading (decision 0028); the same shape for all nine. */
export const aiFaceReadingContentSchema = z
  .object({
    card: quizCardSchema,
    page: photoQuizPageSchema,
    labels: z
      .object({
        resultOf: contentText,
        scoresTitle: contentText,
        whyTitle: contentText,
        whyNote: contentText,
        entertainmentNote: contentText,
        typePageLead: contentText,
        otherTypes: contentText,
      })
      .strict(),
    /** The spec's label by overall score: great fortune (90+), medium fortune (85+), fortune. */
    fortuneLabels: exactRecord(fortuneLabels, contentText),
    fortunes: exactRecord([...readingFortunes, 'overall'] as const, contentText),
    types: exactRecord(readingTypes, z.object({ name: contentText, title: genderedText, description: genderedText }).strict()),
    features: exactRecord(readingFeatures, featureReadingSchema),
  })
  .strict();
export type AiFaceReadingContent = z.infer<typeof aiFaceReadingContentSchema>;
