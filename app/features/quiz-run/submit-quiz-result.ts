import type { LanguageCode } from '../../../domain/languages';
import type { QuizOutcome } from '../../../domain/quizzes/quiz-registry';
import type { Gender } from '../../../shared/contracts/text-fields';
import { callApi } from '../../shell/api-client';
import { forgetRecentResults } from '../recent-results/recent-results';
import { peekFriendResult, rememberSubmittedSession } from './saved-results';

export interface FinishedRun {
  testTypeId: number;
  name: string;
  gender: Gender;
  answers: string[];
  /** Scored in the browser with the quiz's own definition; the server scores the answers again and must agree. */
  outcome: QuizOutcome;
  /** The page language, for the per-language statistics of results (D5). */
  language: LanguageCode;
}

/**
 * The one submit path of every quiz: stores the result, makes the recent lists show it at once and remembers the
 * result as this browser's own (with its owner token, for the personal comment).
 */
export async function submitQuizResult({ testTypeId, name, gender, answers, outcome, language }: FinishedRun) {
  // Taken from a friend's result: that result's page will list this one among the friends who compared.
  const comparedWith = peekFriendResult(testTypeId) ?? undefined;
  const session = await callApi('submitTest', {
    body: { testTypeId, name, gender, answers, ...outcome, completedAt: new Date().toISOString(), language, comparedWith },
  });
  forgetRecentResults(testTypeId);
  rememberSubmittedSession(session);
  return session;
}
