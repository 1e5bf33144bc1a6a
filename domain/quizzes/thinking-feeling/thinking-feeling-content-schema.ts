import type { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText, profileSchema } from '../content-schema';
import { thinkingFeelingKeys, thinkingFeelingStructure } from './thinking-feeling-structure';

const thinkingFeelingProfileSchema = profileSchema({
  traits: contentList(5),
  strengths: contentList(4),
  weaknesses: contentList(4),
  advice: contentText,
});

export const thinkingFeelingContentSchema = choiceQuizContentSchema(thinkingFeelingStructure, thinkingFeelingKeys, thinkingFeelingProfileSchema);
export type ThinkingFeelingProfile = z.infer<typeof thinkingFeelingProfileSchema>;
