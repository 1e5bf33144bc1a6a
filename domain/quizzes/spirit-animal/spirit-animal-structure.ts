import { rotateKeysOverQuestions, type ChoiceQuizStructure } from '../choice-quiz';

/**
 * Spirit animal (test type 6): one animal set for every language (docs/spec/product-rules.md D1), the nine animals
 * the spec gives profiles and lucky numbers for. 8 questions; option slot i (over all 32) names animal i mod 9, so
 * each question offers four different animals and every animal can win.
 */
export const spiritAnimals = ['eagle', 'wolf', 'butterfly', 'owl', 'bear', 'lion', 'fox', 'turtle', 'rabbit'] as const;
export type SpiritAnimal = (typeof spiritAnimals)[number];

const questionEmoji = ['🌅', '🌲', '⛈️', '🗝️', '🔥', '🌊', '✨', '🌙'] as const;

export const spiritAnimalStructure: ChoiceQuizStructure<SpiritAnimal> = {
  resultKeys: spiritAnimals,
  questions: rotateKeysOverQuestions(questionEmoji, spiritAnimals),
};

/** Emoji and lucky number (docs/spec/quizzes-and-photo.md §3: eagle 7, wolf 3, butterfly 5, owl 9, bear 4, lion 1, fox 9, turtle 8, rabbit 6). */
export const spiritAnimalProfiles: Record<SpiritAnimal, { emoji: string; luckyNumber: number }> = {
  eagle: { emoji: '🦅', luckyNumber: 7 },
  wolf: { emoji: '🐺', luckyNumber: 3 },
  butterfly: { emoji: '🦋', luckyNumber: 5 },
  owl: { emoji: '🦉', luckyNumber: 9 },
  bear: { emoji: '🐻', luckyNumber: 4 },
  lion: { emoji: '🦁', luckyNumber: 1 },
  fox: { emoji: '🦊', luckyNumber: 9 },
  turtle: { emoji: '🐢', luckyNumber: 8 },
  rabbit: { emoji: '🐰', luckyNumber: 6 },
};
