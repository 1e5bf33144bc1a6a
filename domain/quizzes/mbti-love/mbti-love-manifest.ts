import { defineChoiceQuizManifest } from '../quiz-manifest';

export const mbtiLoveManifest = defineChoiceQuizManifest({
  id: 'mbti-love',
  testTypeId: 5,
  emoji: '💘',
  categories: ['dating', 'personality'],
  estimatedMinutes: 12,
  isNew: true,
  menuRank: 4,
  defaultResult: 'ENFP',
});

/** Its place in the catalogue; only the list generator reads it (tooling/quiz-lists.ts), so no page carries it. */
export const catalogueRank = 3;
