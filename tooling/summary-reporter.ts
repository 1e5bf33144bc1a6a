import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "Tests: N passed, N failed, N skipped", per tier and in total, so CI logs
 * (and whoever reads them) can count tests without knowing Vitest's own format.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byProject = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const testModule of testModules) {
      const name = testModule.project.name || 'default';
      const counts = byProject.get(name) ?? { passed: 0, failed: 0, skipped: 0 };
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A module that failed to load has no tests to count but must not pass unnoticed.
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) counts.failed += 1;
      byProject.set(name, counts);
    }
    const total = { passed: 0, failed: 0, skipped: 0 };
    const lines = [...byProject.entries()].sort().map(([name, counts]) => {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      return `  ${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
    });
    process.stdout.write(`\nTest tiers:\n${lines.join('\n')}\nTests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped\n`);
  }
}
