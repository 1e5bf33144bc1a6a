import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A Vitest setup file of the unit, integration and API tiers (vitest.config.ts): a test that writes to
 * console.error fails, so an error nobody expected cannot scroll by in a passing run. A test that expects one
 * replaces console.error itself (`vi.spyOn(console, 'error').mockImplementation(...)`) and asserts on the spy; a
 * spy that calls through still counts here.
 */
const unexpectedErrors: string[] = [];
let printError: typeof console.error = console.error;

function recordConsoleError(...values: unknown[]): void {
  unexpectedErrors.push(values.map((value) => (value instanceof Error ? value.stack ?? value.message : String(value))).join(' '));
  printError(...values);
}

function takeUnexpectedErrors(where: string): void {
  if (unexpectedErrors.length === 0) return;
  const errors = unexpectedErrors.splice(0);
  throw new Error(`console.error was called ${where} (spy on it in the test if the error is expected):\n${errors.join('\n')}`);
}

beforeAll(() => {
  printError = console.error;
  console.error = recordConsoleError;
});

afterEach(() => takeUnexpectedErrors('during the test or a hook before it'));

afterAll(() => {
  console.error = printError;
  takeUnexpectedErrors('after the last test of the file');
});
