export interface EventLoopPressure {
  /** Whether the event loop's last turn started late by more than the bound. */
  isOverloaded(): boolean;
  stop(): void;
}

/**
 * A flood of pages to render kept the only event loop busy: every request, a health check on a fresh connection
 * included, waited its turn behind a second or more of rendering. While the loop runs late, renders a visitor would
 * cause are refused at once (503 with Retry-After), so what is cached and the health checks keep being answered.
 * Measured as a timer's lateness (perf_hooks' delay histogram loses the delay when it is reset just before the
 * late tick is recorded).
 */
export function watchEventLoopPressure({ maxDelayMs = 200, sampleMs = 100 } = {}): EventLoopPressure {
  let overloaded = false;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    overloaded = now - last - sampleMs > maxDelayMs;
    last = now;
  }, sampleMs);
  timer.unref();
  return {
    isOverloaded: () => overloaded,
    stop: () => clearInterval(timer),
  };
}
