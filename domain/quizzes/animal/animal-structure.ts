import { rotateKeysOverQuestions, type ChoiceQuizStructure } from '../choice-quiz';

/** Animal-face quiz (test type 2): 10 questions, each option names an animal with weight 1, 0.9 or 0.8. */
export const animalKeys = ['cat', 'dog', 'wolf', 'bear', 'rabbit'] as const;
export type AnimalKey = (typeof animalKeys)[number];

/** In tenths: 1, 0.9 and 0.8. */
const weights = [10, 9, 8] as const;
const questionEmoji = ['🪞', '🎉', '🌧️', '🍽️', '📸', '🛋️', '💬', '🎁', '🌙', '🧭'] as const;

/**
 * Option slot i (over all 40 options) names animal i mod 5 with weight i mod 3, so each question offers four
 * different animals and every animal appears eight times with a mix of weights.
 */
export const animalStructure: ChoiceQuizStructure<AnimalKey> = {
  resultKeys: animalKeys,
  questions: rotateKeysOverQuestions(questionEmoji, animalKeys, weights),
};

/** Emoji and the three animals that get along best with each result (docs/spec/quizzes-and-photo.md §3). */
export const animalProfiles: Record<AnimalKey, { emoji: string; compatibility: readonly AnimalKey[] }> = {
  cat: { emoji: '🐱', compatibility: ['rabbit', 'bear', 'wolf'] },
  dog: { emoji: '🐶', compatibility: ['bear', 'rabbit', 'cat'] },
  wolf: { emoji: '🐺', compatibility: ['cat', 'dog', 'bear'] },
  bear: { emoji: '🐻', compatibility: ['dog', 'rabbit', 'wolf'] },
  rabbit: { emoji: '🐰', compatibility: ['bear', 'cat', 'dog'] },
};
