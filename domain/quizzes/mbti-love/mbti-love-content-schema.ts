import type { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText, profileSchema } from '../content-schema';
import { mbtiLoveStructure, mbtiTypes } from './mbti-love-structure';

const mbtiLoveProfileSchema = profileSchema({
  // The result page shows the code in its badge and prefixes it where it lists types: the title must not repeat it.
  title: contentText.refine((title) => !/[EI][NS][TF][JP]/.test(title), 'write the title without the type code'),
  loveStyle: contentText,
  strengths: contentList(4),
  weaknesses: contentList(4),
  advice: contentText,
});

export const mbtiLoveContentSchema = choiceQuizContentSchema(mbtiLoveStructure, mbtiTypes, mbtiLoveProfileSchema);
export type MbtiLoveProfile = z.infer<typeof mbtiLoveProfileSchema>;
