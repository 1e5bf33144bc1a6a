import { z } from 'zod';
import { faceMeasurementNames } from '../../domain/face/measure-face';
import { lookAlikeAnimals } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { ratingBands, ratingFactors, ratingParts } from '../../domain/quizzes/ai-face-rating/face-rating';
import { fortuneLabels, readingFeatures, readingFortunes, readingTypes } from '../../domain/quizzes/ai-face-reading/face-reading';
import { defaultLanguage, languageCodes } from '../../domain/languages';
import { boundedText, genderSchema, textLimits } from './text-fields';

import { maximumPhotoBytes } from '../photo/face-engine-config';

export { maximumPhotoBytes };

/** Base64 without the `data:` prefix (docs/spec/quizzes-and-photo.md §3); its decoded size is checked against the limit. */
const base64Image = z
  .string()
  .min(1, 'must not be empty')
  .max(Math.ceil(maximumPhotoBytes / 3) * 4 + 4, 'File size must be 5MB or less')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 without a data: prefix');

/**
 * POST /api/photo/analyze (quizzes-and-photo §3): the animal look-alike (decision 0025), the face rating
 * (decision 0027) and the face reading (decision 0028).
 */
export const analyzePhotoBodySchema = z
  .object({
    type: z.enum(['animal_face', 'face_rating', 'face_reading'], { message: 'type must be animal_face, face_rating or face_reading' }),
    image: base64Image,
    name: boundedText(textLimits.quizName),
    gender: genderSchema,
    /** The language of `features` and `description`; Korean, the site's own, when absent. */
    language: z.enum(languageCodes).default(defaultLanguage),
  })
  .strict();

/**
 * What every reply says in words (quizzes-and-photo §3), in the request's language and the visitor's gender: the
 * result's description, and `features`, one line per thing the analysis read. `genderWarning` (optional in the
 * spec) is never sent: no reply tells a visitor that their face reads as another gender than the one they gave.
 */
const resultText = { description: z.string().min(1), features: z.array(z.string().min(1)).min(1) };

const measurementsSchema = z.object(Object.fromEntries(faceMeasurementNames.map((name) => [name, z.number()])) as Record<(typeof faceMeasurementNames)[number], z.ZodNumber>).strict();

export const animalFaceAnalysisSchema = z
  .object({
    name: z.string(),
    resultType: z.enum(lookAlikeAnimals),
    /** How close the face is to the top animal's type, 0-100 (the page's headline; animal-look-alike.ts). */
    score: z.number().int().min(0).max(100),
    animalPercentages: z.array(z.object({ animal: z.enum(lookAlikeAnimals), percentage: z.number().int().min(0).max(100) }).strict()).length(20),
    /** What was measured, and the measurements that brought the face to its animal (decision 0025). */
    measurements: measurementsSchema,
    reasons: z.array(z.object({ measurement: z.enum(faceMeasurementNames), value: z.number(), direction: z.enum(['more', 'less']) }).strict()).max(3),
    /** More than one face: the largest was analysed. */
    faceCount: z.number().int().min(1),
    ...resultText,
    completedAt: z.string(),
  })
  .strict();
export type AnimalFaceAnalysis = z.infer<typeof animalFaceAnalysisSchema>;

const wholeScore = (maximum: number) => z.number().int().min(0).max(maximum);

/** The face rating's reply (quizzes-and-photo §3, face_rating), with what raised or lowered each part (decision 0027). */
export const faceRatingAnalysisSchema = z
  .object({
    name: z.string(),
    /** The score's band (quizzes-and-photo §9: 90+, 85+, 80+, 75+, below 75). */
    resultType: z.enum(ratingBands),
    score: wholeScore(100),
    stars: wholeScore(5),
    detailedScores: z.object({ skin: wholeScore(25), eyes: wholeScore(25), nose: wholeScore(20), lips: wholeScore(15), faceShape: wholeScore(15), overall: wholeScore(100) }).strict(),
    genderTypePercentages: z.object({ masculine: wholeScore(100), feminine: wholeScore(100) }).strict(),
    reasons: z
      .array(z.object({ part: z.enum(ratingParts), factor: z.enum(ratingFactors), direction: z.enum(['close', 'more', 'less']), value: z.number(), difference: z.number().int() }).strict())
      .length(ratingParts.length),
    measurements: measurementsSchema,
    faceCount: z.number().int().min(1),
    ...resultText,
    completedAt: z.string(),
  })
  .strict();
export type FaceRatingAnalysis = z.infer<typeof faceRatingAnalysisSchema>;

/** The face reading's reply (quizzes-and-photo §3, face_reading), with what each fortune read in the face (decision 0028). */
export const faceReadingAnalysisSchema = z
  .object({
    name: z.string(),
    /** The reading type (spec: noble helper, luck, wealth, virtue, wisdom, art). */
    resultType: z.enum(readingTypes),
    score: wholeScore(100),
    /** The spec's label by overall score: great (90+), medium (85+), fortune. */
    fortune: z.enum(fortuneLabels),
    faceReadingScores: z.object({ overall: wholeScore(100), love: wholeScore(100), money: wholeScore(100), marriage: wholeScore(100), career: wholeScore(100) }).strict(),
    reasons: z
      .array(z.object({ fortune: z.enum(readingFortunes), feature: z.enum(readingFeatures), direction: z.enum(['high', 'low']), value: z.number(), difference: z.number().int() }).strict())
      .length(readingFortunes.length),
    measurements: measurementsSchema,
    faceCount: z.number().int().min(1),
    ...resultText,
    completedAt: z.string(),
  })
  .strict();
export type FaceReadingAnalysis = z.infer<typeof faceReadingAnalysisSchema>;

export const photoAnalysisSchema = z.union([animalFaceAnalysisSchema, faceRatingAnalysisSchema, faceReadingAnalysisSchema]);
export type PhotoAnalysis = z.infer<typeof photoAnalysisSchema>;

