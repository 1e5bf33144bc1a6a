import type { z } from 'zod';
import { choiceQuizContentSchema, contentText, profileSchema, variableList, variableText } from '../content-schema';
import { deepProfileWithMatchesSchema } from '../deep-profile';
import { spiritAnimalStructure, spiritAnimals } from './spirit-animal-structure';

/** The sections of a spirit animal's page, in reading order (headings: `profile.section.{key}`). */
export const spiritAnimalSectionKeys = ['firstImpression', 'innerWorld', 'withFriends', 'inLove'] as const;

const spiritAnimalProfileSchema = profileSchema({
  /** The animal's name on its own. */
  name: contentText,
  powers: variableList(4),
  luckyColor: contentText,
  /**
   * Where a language names another animal than the structure's emoji shows (Arabic: the owl is a bad omen, so the
   * wise night bird is the hoopoe there, which has no emoji of its own).
   */
  emoji: contentText.optional(),
  message: variableText,
  deep: deepProfileWithMatchesSchema(spiritAnimalSectionKeys, spiritAnimals),
});

export const spiritAnimalContentSchema = choiceQuizContentSchema(spiritAnimalStructure, spiritAnimals, spiritAnimalProfileSchema);
export type SpiritAnimalProfile = z.infer<typeof spiritAnimalProfileSchema>;
