import { defineChoiceQuiz, pickHighest, sumByKey, type ChoiceOption } from '../choice-quiz';
import { bestFriendStructure, friendTypes, type FriendType } from './best-friend-structure';

/** docs/spec/product-rules.md D2: most picks wins; ties by the order caring, fun, loyal, creative, adventurer, wise. */
export const friendTieOrder: readonly FriendType[] = ['caring', 'fun', 'loyal', 'creative', 'adventurer', 'wise'];

export function pickFriendType(options: readonly ChoiceOption<FriendType>[]): FriendType {
  return pickHighest(sumByKey(friendTypes, options, true), friendTieOrder);
}

export const bestFriendQuizDefinition = defineChoiceQuiz(bestFriendStructure, (options) => {
  const friendType = pickFriendType(options);
  return { resultType: friendType, resultData: { friendType }, extrovertPercentage: 50, introvertPercentage: 50 };
});
