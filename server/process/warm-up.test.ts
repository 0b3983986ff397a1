/** The warm-up: every request a live route declares is answered, whatever the limits. */
import { readFileSync, rmSync } from 'node:fs';
import { routeTable } from '../../src/api/dispatch';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from './config';
import { memoryState } from '../limits/shared-state';
import { warmUp } from './warm-up';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';

describe('warmUp', () => {
  const fixture = makeEdgeFixture();
  afterAll(() => rmSync(fixture.dist, { recursive: true, force: true }));

  it('answers every warm-up request 200 with the limits on and a budget of work of 1 ms a second', async () => {
    const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, RATE_LIMITS: 'on' }), { shared: memoryState(Date.now, 1) });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { later } = await warmUp(app);
      await later;
      // Before, the indexes loaded by the first requests used up the warm-up's budget: later ones were 429, left cold.
      expect(errors.mock.calls).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  }, 60_000);

  it('knows no domain: the routes declare their own warm-ups, and this file imports nothing of src/', () => {
    const source = readFileSync(new URL('./warm-up.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from '\.\.\/src\/(quran|hijri|jummal)/);
    const declared = routeTable.routes.filter((route) => (route.warmUp ?? []).length > 0).map((route) => route.id);
    expect(declared).toEqual(expect.arrayContaining(['hijri.today', 'quran.search']));
  });
});
