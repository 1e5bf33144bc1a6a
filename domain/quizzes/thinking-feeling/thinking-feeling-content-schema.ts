import { z } from 'zod';
import { choiceQuizContentSchema, profileSchema, variableList, variableText } from '../content-schema';
import { deepProfileSchema } from '../deep-profile';
import { thinkingFeelingKeys, thinkingFeelingStructure } from './thinking-feeling-structure';

/** The sections of a T or F page, in reading order (headings: `profile.section.{key}`). */
export const thinkingFeelingSectionKeys = ['withFriends', 'inLove', 'atWork', 'inConflict'] as const;

/** How strong a result is, from the share of its pole (decision 0033: a slight T reads differently from a strong T). */
export const resultStrengths = ['slight', 'clear', 'strong'] as const;
export type ResultStrength = (typeof resultStrengths)[number];

const thinkingFeelingProfileSchema = profileSchema({
  traits: variableList(5),
  deep: deepProfileSchema(thinkingFeelingSectionKeys).extend({
    strength: z.object({ slight: variableText, clear: variableText, strong: variableText }).strict(),
  }),
});

export const thinkingFeelingContentSchema = choiceQuizContentSchema(thinkingFeelingStructure, thinkingFeelingKeys, thinkingFeelingProfileSchema);
export type ThinkingFeelingProfile = z.infer<typeof thinkingFeelingProfileSchema>;
