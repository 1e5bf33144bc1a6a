import { useSyncExternalStore } from 'react';

/** Browser storage of the egen/teto flow (spec-core section 3); every access is guarded for private modes. */
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

function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readProgress(): EgenTetoProgress | null {
  return safely(() => {
    const stored = sessionStorage.getItem(storageKeys.progress);
    return stored ? (JSON.parse(stored) as EgenTetoProgress) : null;
  }, null);
}

export function writeProgress(progress: EgenTetoProgress | null): void {
  safely(() => {
    if (progress) sessionStorage.setItem(storageKeys.progress, JSON.stringify(progress));
    else sessionStorage.removeItem(storageKeys.progress);
  }, undefined);
}

export function readStored(storage: 'local' | 'session', key: string): string | null {
  return safely(() => (storage === 'local' ? localStorage : sessionStorage).getItem(key), null);
}

export function writeStored(storage: 'local' | 'session', key: string, value: string | null): void {
  safely(() => {
    const target = storage === 'local' ? localStorage : sessionStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  }, undefined);
}

function subscribeToStorageEvents(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** A stored string as React state: null on the server and during hydration, the stored value after. */
export function useStoredValue(storage: 'local' | 'session', key: string): string | null {
  return useSyncExternalStore(subscribeToStorageEvents, () => readStored(storage, key), () => null);
}

/** Quiz progress as an external store, so components read it without copying it into state. */
function createProgressStore() {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedProgress: EgenTetoProgress | null = null;
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): EgenTetoProgress | null {
      const raw = readStored('session', storageKeys.progress);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedProgress = readProgress();
      }
      return cachedProgress;
    },
    set(progress: EgenTetoProgress | null): void {
      writeProgress(progress);
      for (const listener of listeners) listener();
    },
  };
}

export const progressStore = createProgressStore();

export function useProgress(): EgenTetoProgress | null {
  return useSyncExternalStore(progressStore.subscribe, progressStore.getSnapshot, () => null);
}

export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
