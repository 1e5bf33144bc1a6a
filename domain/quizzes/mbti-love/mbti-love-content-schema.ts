import { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText } from '../content-schema';
import { mbtiLoveStructure, mbtiTypes } from './mbti-love-structure';

const mbtiLoveProfileSchema = z
  .object({
    title: contentText,
    description: contentText,
    loveStyle: contentText,
    strengths: contentList(4),
    weaknesses: contentList(4),
    advice: contentText,
  })
  .strict();

export const mbtiLoveContentSchema = choiceQuizContentSchema(mbtiLoveStructure, mbtiTypes, mbtiLoveProfileSchema);
export type MbtiLoveProfile = z.infer<typeof mbtiLoveProfileSchema>;
