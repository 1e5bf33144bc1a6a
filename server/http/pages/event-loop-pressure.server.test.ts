import { describe, expect, it } from 'vitest';
import { watchEventLoopPressure } from './event-loop-pressure.server';

function blockEventLoop(milliseconds: number): void {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // A render that never yields, as a flood of them looks to the event loop.
  }
}

describe('watchEventLoopPressure', () => {
  it('says overloaded once the event loop ran late, and not once it turns freely again', async () => {
    const pressure = watchEventLoopPressure({ maxDelayMs: 100, sampleMs: 50 });
    try {
      expect(pressure.isOverloaded()).toBe(false);
      blockEventLoop(500);
      // The first turn after the block says so; the next, on time again, clears it: looked at every turn or so.
      await expect.poll(() => pressure.isOverloaded(), { interval: 2, timeout: 5000 }).toBe(true);
      await expect.poll(() => pressure.isOverloaded(), { interval: 20, timeout: 5000 }).toBe(false);
    } finally {
      pressure.stop();
    }
  });
});
