import { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText } from '../content-schema';
import { animalKeys, animalStructure } from './animal-structure';

const animalProfileSchema = z
  .object({
    /** The animal's name, used where another result names it (compatible animals). */
    name: contentText,
    title: contentText,
    description: contentText,
    traits: contentList(5),
    matchingPersonality: contentText,
  })
  .strict();

export const animalContentSchema = choiceQuizContentSchema(animalStructure, animalKeys, animalProfileSchema);
export type AnimalProfile = z.infer<typeof animalProfileSchema>;
