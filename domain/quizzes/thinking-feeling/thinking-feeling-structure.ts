import { buildChoiceQuestions, type ChoiceQuizStructure } from '../choice-quiz';

/** Thinking vs feeling (test type 3): 8 questions, options a/b are T, c/d are F; the result counts picks. */
export const thinkingFeelingKeys = ['T', 'F'] as const;
export type ThinkingFeelingKey = (typeof thinkingFeelingKeys)[number];

const questionEmoji = ['😭', '🎁', '🚗', '💼', '🍰', '📝', '🤝', '🎬'] as const;

export const thinkingFeelingStructure: ChoiceQuizStructure<ThinkingFeelingKey> = {
  resultKeys: thinkingFeelingKeys,
  questions: buildChoiceQuestions(questionEmoji.map((emoji) => [emoji, [['T', 10], ['T', 10], ['F', 10], ['F', 10]]] as const)),
};

export const thinkingFeelingProfiles: Record<ThinkingFeelingKey, { emoji: string }> = {
  T: { emoji: '🧠' },
  F: { emoji: '💗' },
};
