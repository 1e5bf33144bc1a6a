import { z } from 'zod';
import { faceMeasurementNames } from '../../domain/face/measure-face';
import { lookAlikeAnimals } from '../../domain/quizzes/ai-animal-face/animal-look-alike';
import { boundedText, genderSchema, textLimits } from './text-fields';

import { maximumPhotoBytes } from '../photo/face-engine-config';

export { maximumPhotoBytes };

/** Base64 without the `data:` prefix (spec section 3); its decoded size is checked against the limit. */
const base64Image = z
  .string()
  .min(1, 'must not be empty')
  .max(Math.ceil(maximumPhotoBytes / 3) * 4 + 4, 'File size must be 5MB or less')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64 without a data: prefix');

/** POST /api/photo/analyze (spec section 3). Only the animal look-alike exists so far (issue 12). */
export const analyzePhotoBodySchema = z
  .object({
    type: z.literal('animal_face', { message: 'type must be animal_face (face_rating and face_reading are not available yet)' }),
    image: base64Image,
    name: boundedText(textLimits.quizName),
    gender: genderSchema,
  })
  .strict();

const measurementsSchema = z.object(Object.fromEntries(faceMeasurementNames.map((name) => [name, z.number()])) as Record<(typeof faceMeasurementNames)[number], z.ZodNumber>).strict();

export const animalFaceAnalysisSchema = z
  .object({
    name: z.string(),
    resultType: z.enum(lookAlikeAnimals),
    /** The top animal's percentage. */
    score: z.number().int().min(0).max(100),
    animalPercentages: z.array(z.object({ animal: z.enum(lookAlikeAnimals), percentage: z.number().int().min(0).max(100) }).strict()).length(20),
    /** What was measured, and the measurements that brought the face to its animal (decision 0025). */
    measurements: measurementsSchema,
    reasons: z.array(z.object({ measurement: z.enum(faceMeasurementNames), value: z.number(), direction: z.enum(['more', 'less']) }).strict()).max(3),
    /** More than one face: the largest was analysed. */
    faceCount: z.number().int().min(1),
    /** The face reads strongly as the other gender than the one given. */
    genderWarning: z.boolean(),
    completedAt: z.string(),
  })
  .strict();
export type AnimalFaceAnalysis = z.infer<typeof animalFaceAnalysisSchema>;
