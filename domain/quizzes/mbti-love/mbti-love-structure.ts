import { buildChoiceQuestions, type ChoiceQuizStructure } from '../choice-quiz';

/** Love-style MBTI (test type 5): 10 questions, each about one letter pair; options carry one letter. */
export const mbtiLetters = ['E', 'I', 'S', 'N', 'T', 'F', 'J', 'P'] as const;
export type MbtiLetter = (typeof mbtiLetters)[number];

export const mbtiTypes = [
  'INTJ', 'INTP', 'ENTJ', 'ENTP', 'INFJ', 'INFP', 'ENFJ', 'ENFP',
  'ISTJ', 'ISFJ', 'ESTJ', 'ESFJ', 'ISTP', 'ISFP', 'ESTP', 'ESFP',
] as const;
export type MbtiType = (typeof mbtiTypes)[number];

/** The four pairs; the first letter wins a pair only with a strictly greater sum (spec: ties go to I, N, F, P). */
export const mbtiPairs = [['E', 'I'], ['S', 'N'], ['T', 'F'], ['J', 'P']] as const;

const questionPairs = [0, 1, 2, 3, 0, 1, 2, 3, 0, 2] as const;
const questionEmoji = ['💃', '🔮', '💔', '📅', '📱', '🌹', '🤔', '✈️', '🎂', '💬'] as const;

/** a/b lean to the pair's first letter, c/d to the second; a and c are the strong answers. */
export const mbtiLoveStructure: ChoiceQuizStructure<MbtiLetter> = {
  resultKeys: mbtiLetters,
  questions: buildChoiceQuestions(
    questionPairs.map((pair, index) => {
      const [first, second] = mbtiPairs[pair];
      const even = index % 2 === 0;
      return [
        questionEmoji[index]!,
        [[first, even ? 10 : 9], [first, even ? 7 : 8], [second, even ? 9 : 10], [second, even ? 8 : 7]],
      ] as const;
    }),
  ),
};

/** Emoji and the three types that suit each type in love. */
export const mbtiLoveProfiles: Record<MbtiType, { emoji: string; compatibility: readonly MbtiType[] }> = {
  INTJ: { emoji: '♟️', compatibility: ['ENFP', 'ENTP', 'INFJ'] },
  INTP: { emoji: '🧪', compatibility: ['ENTJ', 'ENFJ', 'INTJ'] },
  ENTJ: { emoji: '👑', compatibility: ['INTP', 'INFP', 'ENTP'] },
  ENTP: { emoji: '💡', compatibility: ['INFJ', 'INTJ', 'ENFP'] },
  INFJ: { emoji: '🌙', compatibility: ['ENFP', 'ENTP', 'INFP'] },
  INFP: { emoji: '🌷', compatibility: ['ENFJ', 'ENTJ', 'INFJ'] },
  ENFJ: { emoji: '🌞', compatibility: ['INFP', 'ISFP', 'INTP'] },
  ENFP: { emoji: '🦄', compatibility: ['INFJ', 'INTJ', 'ENFJ'] },
  ISTJ: { emoji: '🗝️', compatibility: ['ESFP', 'ESTP', 'ISFJ'] },
  ISFJ: { emoji: '🧸', compatibility: ['ESFP', 'ESTP', 'ISTJ'] },
  ESTJ: { emoji: '📋', compatibility: ['ISTP', 'ISFP', 'ESFJ'] },
  ESFJ: { emoji: '💝', compatibility: ['ISFP', 'ISTP', 'ESTJ'] },
  ISTP: { emoji: '🛠️', compatibility: ['ESTJ', 'ESFJ', 'ISFP'] },
  ISFP: { emoji: '🎨', compatibility: ['ENFJ', 'ESFJ', 'ESTJ'] },
  ESTP: { emoji: '🏍️', compatibility: ['ISFJ', 'ISTJ', 'ESFP'] },
  ESFP: { emoji: '🎉', compatibility: ['ISFJ', 'ISTJ', 'ESTP'] },
};
