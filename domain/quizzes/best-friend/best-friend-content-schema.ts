import type { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText, profileSchema } from '../content-schema';
import { bestFriendStructure, friendTypes } from './best-friend-structure';

const bestFriendProfileSchema = profileSchema({
  /** Short name of the type, used where another result names it (compatible types). */
  name: contentText,
  traits: contentList(5),
  friendshipStyle: contentText,
  advice: contentText,
});

export const bestFriendContentSchema = choiceQuizContentSchema(bestFriendStructure, friendTypes, bestFriendProfileSchema);
export type BestFriendProfile = z.infer<typeof bestFriendProfileSchema>;
