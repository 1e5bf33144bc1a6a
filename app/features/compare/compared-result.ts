import type { QuizId } from '../../../domain/quizzes/quiz-manifests';
import type { LetterPair, MatchFacts, PairingLevel } from '../../../domain/quizzes/compare-results';

/** One side of a comparison as a quiz feature describes it, in the page's language and its owner's gender. */
export interface ComparedResult {
  sessionId: string;
  testTypeId: number;
  name: string;
  emoji: string;
  /** The MBTI code or the thinking-feeling share. */
  badge: string | null;
  /** The code set letter by letter beside a friend's, where the quiz's results are codes (love MBTI); null elsewhere. */
  code: string | null;
  title: string;
  /** The two poles' shares (egen/teto, thinking/feeling), first pole first, and the pole of the result (a 50/50 split has one too). */
  split: { first: { label: string; percentage: number }; second: { label: string; percentage: number }; lean: 'first' | 'second' } | null;
  /** The first strengths of the result, by name. */
  strengths: string[];
  /** Null where the quiz names no matches (egen/teto). */
  matches: MatchFacts | null;
}

/** What a comparison page and the comparison box show: both results and how they relate, in words. */
export interface ComparisonView {
  /** The quiz both took: its id (for its name in the messages) and its page. */
  quiz: { id: QuizId; path: string };
  people: [ComparedResult, ComparedResult];
  pairing: { level: PairingLevel; label: string; text: string } | null;
  letters: LetterPair[] | null;
  poleLine: string | null;
}

/** A saved result with the test it is of: its id (for its name in the messages) and its page. */
export interface ResultOfQuiz {
  person: ComparedResult;
  quiz: { id: QuizId; path: string };
}

/**
 * What a comparison address shows (decision 0042): the comparison; the one result that was found, to compare with by
 * taking its test; or two results of different tests, each on its own. Null when neither result is there.
 */
export type ComparisonOutcome =
  | { kind: 'comparison'; view: ComparisonView }
  | ({ kind: 'one-found' } & ResultOfQuiz)
  | { kind: 'different-tests'; results: [ResultOfQuiz, ResultOfQuiz] };
