import { useCallback, useRef } from 'react';

/** docs/spec/core.md §4, step 2: the next question comes 300 ms after an answer. */
export const nextQuestionDelayMs = 300;

/**
 * Records an answer, then after the pause hands on the run with it, saying whether it was the last one. A click
 * while an answer is being processed is ignored (double taps, keys held down); `isBusy` lets Back wait too.
 */
export function usePacedAnswers<Run extends { answers: string[] }>(
  run: Run | null,
  total: number,
  onAnswered: (next: Run, isLast: boolean) => void,
): { answer(optionId: string): void; isBusy(): boolean } {
  const busy = useRef(false);
  const answer = useCallback(
    (optionId: string) => {
      if (busy.current || !run) return;
      busy.current = true;
      const next = { ...run, answers: [...run.answers, optionId] };
      setTimeout(() => {
        busy.current = false;
        onAnswered(next, next.answers.length >= total);
      }, nextQuestionDelayMs);
    },
    [onAnswered, run, total],
  );
  const isBusy = useCallback(() => busy.current, []);
  return { answer, isBusy };
}
