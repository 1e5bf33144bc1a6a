import { animalQuizContent } from './animal/animal-quiz-content';
import { bestFriendQuizContent } from './best-friend/best-friend-quiz-content';
import type { ChoiceQuizContentModule } from './choice-result-view';
import { mbtiLoveQuizContent } from './mbti-love/mbti-love-quiz-content';
import type { ChoiceQuizId } from './quiz-manifests';
import { spiritAnimalQuizContent } from './spirit-animal/spirit-animal-quiz-content';
import { thinkingFeelingQuizContent } from './thinking-feeling/thinking-feeling-quiz-content';

/**
 * The text and result pages of each choice quiz, by id: a choice quiz in `quizManifests` without an entry here
 * does not type-check. Loaded by the server only (pages receive one language of one quiz through their loader).
 */
export const choiceQuizContents: Record<ChoiceQuizId, ChoiceQuizContentModule> = {
  animal: animalQuizContent,
  'mbti-love': mbtiLoveQuizContent,
  'thinking-feeling': thinkingFeelingQuizContent,
  'best-friend': bestFriendQuizContent,
  'spirit-animal': spiritAnimalQuizContent,
};
