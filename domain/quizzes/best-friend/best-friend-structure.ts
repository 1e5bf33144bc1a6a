import { rotateKeysOverQuestions, type ChoiceQuizStructure } from '../choice-quiz';

/**
 * Best friend (test type 4): 8 questions, each option names one of the six friend types
 * (docs/spec/product-rules.md D1).
 */
export const friendTypes = ['loyal', 'fun', 'caring', 'creative', 'adventurer', 'wise'] as const;
export type FriendType = (typeof friendTypes)[number];

const questionEmoji = ['🎂', '😢', '🏕️', '📱', '🤫', '🎮', '🌧️', '🎁'] as const;

/** Option slot i (over all 32 options) names type i mod 6: four different types per question, each 5 or 6 times. */
export const bestFriendStructure: ChoiceQuizStructure<FriendType> = {
  resultKeys: friendTypes,
  questions: rotateKeysOverQuestions(questionEmoji, friendTypes),
};

/** Emoji and the friend types each type gets along with best. */
export const bestFriendProfiles: Record<FriendType, { emoji: string; compatibility: readonly FriendType[] }> = {
  loyal: { emoji: '🛡️', compatibility: ['adventurer', 'caring'] },
  fun: { emoji: '🤹', compatibility: ['wise', 'caring'] },
  caring: { emoji: '🤗', compatibility: ['fun', 'loyal'] },
  creative: { emoji: '🎨', compatibility: ['adventurer', 'wise'] },
  adventurer: { emoji: '🧗', compatibility: ['creative', 'loyal'] },
  wise: { emoji: '🧭', compatibility: ['fun', 'creative'] },
};
