import { useSyncExternalStore } from 'react';

/** How far the face engine has loaded in this tab, in per cent; null before it starts or after a failed load. */
let progress: number | null = null;
const listeners = new Set<() => void>();

export function reportEngineProgress(percent: number | null): void {
  if (percent === progress) return;
  progress = percent;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The engine's loading progress for a component; null on the server and until loading starts. */
export function useEngineProgress(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => progress,
    () => null,
  );
}
