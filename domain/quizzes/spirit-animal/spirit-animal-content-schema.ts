import type { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText, profileSchema } from '../content-schema';
import { spiritAnimalStructure, spiritAnimals } from './spirit-animal-structure';

const spiritAnimalProfileSchema = profileSchema({
  /** The animal's name on its own. */
  name: contentText,
  powers: contentList(4),
  personality: contentText,
  luckyColor: contentText,
  message: contentText,
  /**
   * Where a language names another animal than the structure's emoji shows (Arabic: the owl is a bad omen, so the
   * wise night bird is the hoopoe there, which has no emoji of its own).
   */
  emoji: contentText.optional(),
});

export const spiritAnimalContentSchema = choiceQuizContentSchema(spiritAnimalStructure, spiritAnimals, spiritAnimalProfileSchema);
export type SpiritAnimalProfile = z.infer<typeof spiritAnimalProfileSchema>;
