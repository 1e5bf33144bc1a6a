import type { z } from 'zod';
import { choiceQuizContentSchema, contentText, profileSchema } from '../content-schema';
import { deepProfileWithMatchesSchema } from '../deep-profile';
import { mbtiLoveStructure, mbtiTypes } from './mbti-love-structure';

/** The sections of a type's page, in reading order (headings: `profile.section.{key}`). */
export const mbtiLoveSectionKeys = ['crushSignals', 'onADate', 'inConflict', 'longTerm'] as const;

const mbtiLoveProfileSchema = profileSchema({
  // The result page shows the code in its badge and prefixes it where it lists types: the title must not repeat it.
  title: contentText.refine((title) => !/[EI][NS][TF][JP]/.test(title), 'write the title without the type code'),
  deep: deepProfileWithMatchesSchema(mbtiLoveSectionKeys, mbtiTypes),
});

export const mbtiLoveContentSchema = choiceQuizContentSchema(mbtiLoveStructure, mbtiTypes, mbtiLoveProfileSchema);
export type MbtiLoveProfile = z.infer<typeof mbtiLoveProfileSchema>;
