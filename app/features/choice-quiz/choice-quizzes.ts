import { animalKeys } from '../../../domain/quizzes/animal/animal-structure';
import { animalQuizDefinition } from '../../../domain/quizzes/animal/score-animal';
import { friendTypes } from '../../../domain/quizzes/best-friend/best-friend-structure';
import { bestFriendQuizDefinition } from '../../../domain/quizzes/best-friend/score-best-friend';
import { mbtiTypes } from '../../../domain/quizzes/mbti-love/mbti-love-structure';
import { mbtiLoveQuizDefinition } from '../../../domain/quizzes/mbti-love/score-mbti-love';
import type { QuizDefinition } from '../../../domain/quizzes/quiz-registry';
import { spiritAnimalQuizDefinition } from '../../../domain/quizzes/spirit-animal/score-spirit-animal';
import { spiritAnimals } from '../../../domain/quizzes/spirit-animal/spirit-animal-structure';
import { thinkingFeelingQuizDefinition } from '../../../domain/quizzes/thinking-feeling/score-thinking-feeling';
import { thinkingFeelingKeys } from '../../../domain/quizzes/thinking-feeling/thinking-feeling-structure';

export const choiceQuizIds = ['animal', 'mbti-love', 'thinking-feeling', 'best-friend', 'spirit-animal'] as const;
export type ChoiceQuizId = (typeof choiceQuizIds)[number];

export interface ChoiceQuizInfo {
  id: ChoiceQuizId;
  /** The quiz's intro and question page, without language prefix (spec-quizzes section 2). */
  testPath: string;
  /** Result route prefix; the result type follows as the last segment. */
  resultPath: string;
  /** The result shown when the route has no type (spec: ENFP, loyal, eagle); null: "result not found". */
  defaultResult: string | null;
  resultKeys: readonly string[];
  /** The server's check, run in the browser too to compute what is submitted. */
  definition: QuizDefinition;
  /** Local storage of name and gender (spec-quizzes section 3), and session storage of a run in progress. */
  storageKeys: { name: string; gender: string; progress: string };
}

function keysFor(id: ChoiceQuizId) {
  return { name: `${id}-test-name`, gender: `${id}-test-gender`, progress: `${id}-test-progress` };
}

export const choiceQuizzes: Record<ChoiceQuizId, ChoiceQuizInfo> = {
  animal: { id: 'animal', testPath: '/animal-test', resultPath: '/animal-result', defaultResult: null, resultKeys: animalKeys, definition: animalQuizDefinition, storageKeys: keysFor('animal') },
  'mbti-love': { id: 'mbti-love', testPath: '/mbti-love-test', resultPath: '/mbti-love-result', defaultResult: 'ENFP', resultKeys: mbtiTypes, definition: mbtiLoveQuizDefinition, storageKeys: keysFor('mbti-love') },
  'thinking-feeling': { id: 'thinking-feeling', testPath: '/thinking-feeling-test', resultPath: '/thinking-feeling-result', defaultResult: null, resultKeys: thinkingFeelingKeys, definition: thinkingFeelingQuizDefinition, storageKeys: keysFor('thinking-feeling') },
  'best-friend': { id: 'best-friend', testPath: '/best-friend-test', resultPath: '/best-friend-result', defaultResult: 'loyal', resultKeys: friendTypes, definition: bestFriendQuizDefinition, storageKeys: keysFor('best-friend') },
  'spirit-animal': { id: 'spirit-animal', testPath: '/spirit-animal-test', resultPath: '/spirit-animal-result', defaultResult: 'eagle', resultKeys: spiritAnimals, definition: spiritAnimalQuizDefinition, storageKeys: keysFor('spirit-animal') },
};

/** The quiz a clean path belongs to, by its first segment (/animal-test, /animal-result/cat, ...). */
export function findChoiceQuizByPath(cleanPath: string): ChoiceQuizInfo | null {
  const segment = `/${cleanPath.split('/')[1] ?? ''}`;
  return Object.values(choiceQuizzes).find((quiz) => quiz.testPath === segment || quiz.resultPath === segment) ?? null;
}
