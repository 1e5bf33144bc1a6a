import { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText } from '../content-schema';
import { spiritAnimalStructure, spiritAnimals } from './spirit-animal-structure';

const spiritAnimalProfileSchema = z
  .object({
    /** The animal's name on its own. */
    name: contentText,
    title: contentText,
    description: contentText,
    powers: contentList(4),
    personality: contentText,
    luckyColor: contentText,
    message: contentText,
  })
  .strict();

export const spiritAnimalContentSchema = choiceQuizContentSchema(spiritAnimalStructure, spiritAnimals, spiritAnimalProfileSchema);
export type SpiritAnimalProfile = z.infer<typeof spiritAnimalProfileSchema>;
