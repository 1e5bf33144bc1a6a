import { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText } from '../content-schema';
import { thinkingFeelingKeys, thinkingFeelingStructure } from './thinking-feeling-structure';

const thinkingFeelingProfileSchema = z
  .object({
    title: contentText,
    description: contentText,
    traits: contentList(5),
    strengths: contentList(4),
    weaknesses: contentList(4),
    advice: contentText,
  })
  .strict();

export const thinkingFeelingContentSchema = choiceQuizContentSchema(thinkingFeelingStructure, thinkingFeelingKeys, thinkingFeelingProfileSchema);
export type ThinkingFeelingProfile = z.infer<typeof thinkingFeelingProfileSchema>;
