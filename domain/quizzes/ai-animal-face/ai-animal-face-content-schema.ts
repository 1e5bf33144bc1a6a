import { z } from 'zod';
import { faceMeasurementNames } from '../../face/measure-face';
import { contentList, contentText, exactRecord, genderedText, quizCardSchema } from '../content-schema';
import { lookAlikeAnimals } from './animal-look-alike';

const genderedList = (length: number) => z.object({ male: contentList(length), female: contentList(length) }).strict();

/** One animal of the 20: an affectionate name in every culture, and the profile shown when it is the top animal. */
const animalProfileSchema = z
  .object({
    /** The animal's name as the percentage list shows it ("Puppy"). */
    name: contentText,
    /** The heading of the result ("A sweet puppy face"). */
    title: genderedText,
    /** Two or three sentences about the impression this face gives, addressing the visitor. */
    description: genderedText,
    traits: genderedList(4),
  })
  .strict();

/**
 * How each measurement reads, for the explanation under the result. `more` / `less`: the face measures more or
 * less than a typical face. The sentence names the shape and what it gives the face, never a percentage
 * (decision 0046); only the eye tilt's carries `{value}`, the measured angle in degrees, which the page writes in
 * the language's way.
 */
const measurementTextSchema = z.object({ label: contentText, more: contentText, less: contentText }).strict();

/** One language's text of the AI animal look-alike (decision 0025); the same shape for all nine. */
export const aiAnimalFaceContentSchema = z
  .object({
    card: quizCardSchema,
    page: z.object({ metaTitle: contentText, metaDescription: contentText, keywords: contentText, introSubtitle: contentText }).strict(),
    animals: exactRecord(lookAlikeAnimals, animalProfileSchema),
    measurements: exactRecord(faceMeasurementNames, measurementTextSchema),
  })
  .strict();
export type AiAnimalFaceContent = z.infer<typeof aiAnimalFaceContentSchema>;
