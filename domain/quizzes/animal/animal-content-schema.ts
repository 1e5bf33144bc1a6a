import type { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText, profileSchema } from '../content-schema';
import { animalKeys, animalStructure } from './animal-structure';

const animalProfileSchema = profileSchema({
  /** The animal's name, used where another result names it (compatible animals). */
  name: contentText,
  traits: contentList(5),
  matchingPersonality: contentText,
});

export const animalContentSchema = choiceQuizContentSchema(animalStructure, animalKeys, animalProfileSchema);
export type AnimalProfile = z.infer<typeof animalProfileSchema>;
