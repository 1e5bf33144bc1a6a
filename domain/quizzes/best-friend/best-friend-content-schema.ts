import { z } from 'zod';
import { choiceQuizContentSchema, contentList, contentText } from '../content-schema';
import { bestFriendStructure, friendTypes } from './best-friend-structure';

const bestFriendProfileSchema = z
  .object({
    /** Short name of the type, used where another result names it (compatible types). */
    name: contentText,
    title: contentText,
    description: contentText,
    traits: contentList(5),
    friendshipStyle: contentText,
    advice: contentText,
  })
  .strict();

export const bestFriendContentSchema = choiceQuizContentSchema(bestFriendStructure, friendTypes, bestFriendProfileSchema);
export type BestFriendProfile = z.infer<typeof bestFriendProfileSchema>;
