import { animalStructure } from './animal/animal-structure';
import { animalQuizDefinition } from './animal/score-animal';
import { bestFriendStructure } from './best-friend/best-friend-structure';
import { bestFriendQuizDefinition } from './best-friend/score-best-friend';
import type { ChoiceQuizStructure } from './choice-quiz';
import { mbtiLoveStructure } from './mbti-love/mbti-love-structure';
import { mbtiLoveQuizDefinition } from './mbti-love/score-mbti-love';
import type { QuizDefinition } from './quiz-registry';
import type { ChoiceQuizId } from './quiz-manifests';
import { spiritAnimalQuizDefinition } from './spirit-animal/score-spirit-animal';
import { spiritAnimalStructure } from './spirit-animal/spirit-animal-structure';
import { thinkingFeelingQuizDefinition } from './thinking-feeling/score-thinking-feeling';
import { thinkingFeelingStructure } from './thinking-feeling/thinking-feeling-structure';

export interface ChoiceQuizScoring {
  structure: ChoiceQuizStructure<string>;
  /** The server's check, run in the browser too to compute what is submitted. */
  definition: QuizDefinition;
}

/**
 * Structure and scoring of each choice quiz, by id: a choice quiz in `quizManifests` without an entry here does
 * not type-check. The quiz pages load this (not the egen/teto scoring) to score in the browser.
 */
export const choiceQuizScorings: Record<ChoiceQuizId, ChoiceQuizScoring> = {
  animal: { structure: animalStructure, definition: animalQuizDefinition },
  'mbti-love': { structure: mbtiLoveStructure, definition: mbtiLoveQuizDefinition },
  'thinking-feeling': { structure: thinkingFeelingStructure, definition: thinkingFeelingQuizDefinition },
  'best-friend': { structure: bestFriendStructure, definition: bestFriendQuizDefinition },
  'spirit-animal': { structure: spiritAnimalStructure, definition: spiritAnimalQuizDefinition },
};
