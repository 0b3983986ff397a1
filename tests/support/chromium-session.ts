/**
 * Chromium for the tests of one describe block: called at the top of the block, it launches the
 * browser before its tests and closes it after them, with every context opened through `newContext`.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from './chromium';

export interface ChromiumSession {
  /** The browser, once the block's tests run. */
  readonly browser: Browser;
  /** A context closed with the browser after the block. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export function chromiumSession(): ChromiumSession {
  let launched: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await launched?.close();
  });
  const session: ChromiumSession = {
    get browser() {
      if (!launched) throw new Error('chromium is launched before the tests of the block: use the session in a test or a hook');
      return launched;
    },
    async newContext(options) {
      const context = await session.browser.newContext(options);
      contexts.push(context);
      return context;
    },
  };
  return session;
}
