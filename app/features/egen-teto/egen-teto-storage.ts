import { createProgressStore, useProgressOf } from '../../shell/browser-storage';

/** Browser storage of the egen/teto flow (spec-core section 3). */
export const storageKeys = {
  userName: 'user-name',
  progress: 'egen-teto-progress',
  justCompleted: 'justCompleted',
  ownerToken: (sessionId: string) => `owner-token:${sessionId}`,
} as const;

export interface EgenTetoProgress {
  gender: 'male' | 'female';
  answers: string[];
  /** Option ids per question in the order shown, shuffled once per run so a reload shows the same order. */
  optionOrder: Record<string, string[]>;
}

export const progressStore = createProgressStore<EgenTetoProgress>(storageKeys.progress);

export function useProgress(): EgenTetoProgress | null {
  return useProgressOf(progressStore);
}
