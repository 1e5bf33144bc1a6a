import { useCallback, useEffect } from 'react';
import type { QuestionForPage } from '../../components/question-types';
import { usePacedAnswers } from '../../components/use-paced-answers';
import { shuffle, useProgressOf, type ProgressStore } from '../../shell/browser-storage';

/** What every quiz run keeps in session storage: the answers so far, and the option order it showed. */
export interface QuizRun {
  answers: string[];
  /** Option ids per question in the order shown, shuffled once per run so a reload shows the same order. */
  optionOrder: Record<string, string[]>;
}

/** A new run of these questions: no answers, each question's options in a fresh random order. */
export function startQuizRun(questions: readonly QuestionForPage[]): QuizRun {
  return {
    answers: [],
    optionOrder: Object.fromEntries(questions.map((question) => [question.id, shuffle(question.options.map((option) => option.id))])),
  };
}

interface QuizRunOptions<Run extends QuizRun> {
  store: ProgressStore<Run>;
  questions: readonly QuestionForPage[];
  /** Whether a stored run belongs to this page (the same gender, not finished); otherwise there is no run. */
  isResumable(run: Run): boolean;
  /** The last answer was given (after the pause before the next question). */
  onFinished(run: Run): void;
  /** Back on the first question; without it, Back does nothing there. */
  onBackFromFirst?: () => void;
  /** For a page that starts its run by itself (egen/teto: the gender is in the URL): a fresh run when none fits. */
  startRun?: () => Run;
}

/**
 * One quiz run, shared by every quiz (egen/teto and the choice quizzes): the stored run, resumed after a
 * reload; the current question with its options in the run's order; answers paced by the 300 ms pause; Back.
 */
export function useQuizRun<Run extends QuizRun>({ store, questions, isResumable, onFinished, onBackFromFirst, startRun }: QuizRunOptions<Run>) {
  const fits = useCallback(
    (candidate: Run | null): candidate is Run => candidate !== null && candidate.answers.length < questions.length && isResumable(candidate),
    [isResumable, questions.length],
  );
  const stored = useProgressOf(store);
  const run = fits(stored) ? stored : null;

  // Session storage survives a reload, so a run resumes where it was; a finished or foreign one starts over.
  useEffect(() => {
    if (startRun && !fits(store.getSnapshot())) store.set(startRun());
  }, [fits, startRun, store]);

  const onAnswered = useCallback(
    (next: Run, isLast: boolean) => {
      if (isLast) onFinished(next);
      else store.set(next);
    },
    [onFinished, store],
  );
  const { answer, isBusy } = usePacedAnswers(run, questions.length, onAnswered);

  const back = useCallback(() => {
    if (isBusy() || !run) return;
    if (run.answers.length > 0) store.set({ ...run, answers: run.answers.slice(0, -1) });
    else onBackFromFirst?.();
  }, [isBusy, onBackFromFirst, run, store]);

  const index = run ? run.answers.length : 0;
  const question = questions[index]!;
  const order = run?.optionOrder[question.id] ?? question.options.map((option) => option.id);
  const options = order.map((id) => question.options.find((option) => option.id === id)!);
  // What the question card shows and does; `ready` is false until a run exists (before hydration on egen/teto).
  const card = {
    ready: run !== null,
    animate: run !== null && run.answers.length > 0,
    number: index + 1,
    total: questions.length,
    question,
    options,
    onAnswer: answer,
    onBack: back,
  };
  return { run, card };
}
