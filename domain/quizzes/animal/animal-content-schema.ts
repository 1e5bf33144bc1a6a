import type { z } from 'zod';
import { choiceQuizContentSchema, contentText, profileSchema, variableList } from '../content-schema';
import { deepProfileWithMatchesSchema } from '../deep-profile';
import { animalKeys, animalStructure } from './animal-structure';

/** The sections of an animal's page, in reading order (headings: `profile.section.{key}`). */
export const animalSectionKeys = ['firstImpression', 'withFriends', 'inLove', 'dayInLife'] as const;

const animalProfileSchema = profileSchema({
  /** The animal's name, used where another result names it (best and hardest match, recent list). */
  name: contentText,
  traits: variableList(5),
  deep: deepProfileWithMatchesSchema(animalSectionKeys, animalKeys),
});

export const animalContentSchema = choiceQuizContentSchema(animalStructure, animalKeys, animalProfileSchema);
export type AnimalProfile = z.infer<typeof animalProfileSchema>;
