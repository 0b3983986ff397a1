/** The budget of work per client: the bucket's arithmetic, and the edge answering 429 past it. */
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CostBudget } from './cost-budget';
import { createApp } from './app';
import { readServerConfig } from './config';
import { memoryState } from './shared-state';
import { bodyJson, header, makeEdgeFixture } from '../tests/support/edge-fixture';

describe('CostBudget', () => {
  it('allows a burst of ten seconds of budget, then refuses until the overdraft has refilled', () => {
    let now = 0;
    const budget = new CostBudget(100, () => now);
    expect(budget.burstMs).toBe(1_000);
    expect(budget.check('a', 1).wait).toBe(0);
    budget.charge('a', 600, 1);
    expect(budget.check('a', 1).wait).toBe(0);
    // The answer that overdraws is sent; then the client waits until its bucket is above zero again.
    budget.charge('a', 590, 1);
    expect(budget.check('a', 1)).toEqual({ wait: 2, budget: 100 });
    now = 1_400;
    expect(budget.check('a', 1).wait).toBe(1);
    now = 2_000;
    expect(budget.check('a', 1).wait).toBe(0);
    expect(budget.check('b', 1).wait).toBe(0);
    // Refilled at 100 ms a second, never above the burst: a steady client gets a tenth of a core.
    now = 100_000;
    budget.charge('a', 1_000, 1);
    now = 100_500;
    expect(budget.check('a', 1).wait).toBe(0);
    budget.charge('a', 100, 1);
    expect(budget.check('a', 1).wait).toBe(1);
  });

  it('scales with the key multiplier, and forgets the least recent client past its cap', () => {
    const budget = new CostBudget(100, () => 0, 2);
    budget.charge('key', 9_000, 10);
    expect(budget.check('key', 10)).toEqual({ wait: 0, budget: 1000 });
    budget.charge('x', 5_000, 1);
    budget.charge('y', 1, 1);
    budget.charge('z', 1, 1);
    expect(budget.size).toBe(2);
    expect(budget.check('x', 1).wait).toBe(0);
  });
});

describe('the edge with a budget of work', () => {
  const fixture = makeEdgeFixture();
  afterAll(() => rmSync(fixture.dist, { recursive: true, force: true }));
  const clock = { now: 1_000_000 };
  // 5 ms a second: a few long jummal texts use it up (the default is 100 ms; COST_BUDGET_MS).
  const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared: memoryState(() => clock.now, 5) });
  // Each a new text (no cached answer): 995 × ﷽ and the request's number written in letters.
  const costly = (i: number) => `/v1/jummal?text=${encodeURIComponent('\uFDFD'.repeat(995) + [...String(i)].map((digit) => 'ابجدهوزحطي'[Number(digit)]).join(''))}`;

  it('answers a client past its budget 429 within its request limit, and others as before', async () => {
    let refused = null;
    let sent = 0;
    for (; sent < 200 && !refused; sent++) {
      const response = await app.request(costly(sent), { remoteAddress: '192.0.2.10' });
      if (response.status === 429) refused = response;
      else expect(response.status).toBe(200);
    }
    expect(refused).not.toBeNull();
    // Well within the 60 a second of the jummal limit: the budget refused it, not the count.
    expect(sent).toBeLessThan(60);
    const problem = bodyJson(refused!);
    expect(problem.code).toBe('rate_limited');
    expect(problem.detail).toMatch(/budget of work: 5 ms .* per second.*retry after \d+ s, or use an API key/);
    expect(Number(header(refused!, 'retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await app.request('/v1/hijri/month/1445/9.json', { remoteAddress: '192.0.2.11' })).status).toBe(200);
    // Past its budget, the client is still answered from prebuilt files, which cost next to nothing.
    expect((await app.request('/v1/hijri/month/1445/9.json', { remoteAddress: '192.0.2.10' })).status).toBe(200);
    expect((await app.request(costly(1), { remoteAddress: '192.0.2.10' })).status).toBe(429);
    clock.now += 60_000;
    expect((await app.request(costly(0), { remoteAddress: '192.0.2.10' })).status).toBe(200);
  });

  it('tells a client that sent a key to ask for a higher multiplier, not to use a key', async () => {
    let response;
    for (let i = 0; i < 40; i++) {
      response = await app.request('/v1/hijri/month/1445/9.json', { headers: { 'X-API-Key': fixture.keys.plain }, remoteAddress: '192.0.2.12' });
      if (response.status === 429) break;
    }
    expect(response!.status).toBe(429);
    expect(bodyJson(response!).detail).not.toMatch(/use an API key/);
  });
});
