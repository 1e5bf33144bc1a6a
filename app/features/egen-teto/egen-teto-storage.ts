import { createProgressStore } from '../../shell/browser-storage';
import type { QuizRun } from '../quiz-run/use-quiz-run';

/** Browser storage of the egen/teto flow (docs/spec/core.md §3). */
export const storageKeys = {
  userName: 'user-name',
  progress: 'egen-teto-progress',
  justCompleted: 'justCompleted',
} as const;

export interface EgenTetoProgress extends QuizRun {
  gender: 'male' | 'female';
}

export const progressStore = createProgressStore<EgenTetoProgress>(storageKeys.progress);
