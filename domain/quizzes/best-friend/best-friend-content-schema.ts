import type { z } from 'zod';
import { choiceQuizContentSchema, contentText, profileSchema, variableList } from '../content-schema';
import { deepProfileWithMatchesSchema } from '../deep-profile';
import { bestFriendStructure, friendTypes } from './best-friend-structure';

/** The sections of a friend type's page, in reading order (headings: `profile.section.{key}`). */
export const bestFriendSectionKeys = ['firstImpression', 'inTheGroupChat', 'whenFriendsStruggle', 'dayInLife'] as const;

const bestFriendProfileSchema = profileSchema({
  /** Short name of the type, used where another result names it (best and hardest match, recent list). */
  name: contentText,
  traits: variableList(5),
  deep: deepProfileWithMatchesSchema(bestFriendSectionKeys, friendTypes),
});

export const bestFriendContentSchema = choiceQuizContentSchema(bestFriendStructure, friendTypes, bestFriendProfileSchema);
export type BestFriendProfile = z.infer<typeof bestFriendProfileSchema>;
