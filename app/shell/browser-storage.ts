import { useSyncExternalStore } from 'react';

/** Local and session storage for the quizzes; every access is guarded (private modes throw). */

export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
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

export interface ProgressStore<Progress> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Progress | null;
  set(progress: Progress | null): void;
}

/**
 * A quiz run kept in session storage (it survives a reload) as an external store, so components read it without
 * copying it into state. One store per quiz, under its own key.
 */
export function createProgressStore<Progress>(key: string): ProgressStore<Progress> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedProgress: Progress | null = null;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      const raw = readStored('session', key);
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cachedProgress = raw ? safely(() => JSON.parse(raw) as Progress, null) : null;
      }
      return cachedProgress;
    },
    set(progress) {
      writeStored('session', key, progress ? JSON.stringify(progress) : null);
      for (const listener of listeners) listener();
    },
  };
}

/** A progress store's value as React state: null on the server and during hydration. */
export function useProgressOf<Progress>(store: ProgressStore<Progress>): Progress | null {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
}


export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
