import { defineChoiceQuizManifest } from '../quiz-manifest';

export const mbtiLoveManifest = defineChoiceQuizManifest({
  id: 'mbti-love',
  testTypeId: 5,
  emoji: '💘',
  categories: ['dating', 'personality'],
  estimatedMinutes: 12,
  isNew: true,
  isPopular: false,
  menuRank: 4,
  defaultResult: 'ENFP',
});
