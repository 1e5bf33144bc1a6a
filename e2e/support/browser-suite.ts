import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { startBuiltServer, type RunningServer } from './built-server';

/**
 * Starts the built server and Chromium for the calling describe block, and stops both after it. The server
 * must end with exit code 0 on SIGTERM: graceful shutdown is checked by every browser suite.
 */
/** `environment`: settings of this suite's server (e.g. a photo suite's allowance of server analyses). */
export function useBrowserSuite(environment: Record<string, string> = {}): { readonly server: RunningServer; readonly browser: Browser } {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startBuiltServer(environment);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (server) expect(await server.stop(), `server output:\n${server.output()}`).toBe(0);
  });
  return {
    get server() {
      if (!server) throw new Error('server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
  };
}
