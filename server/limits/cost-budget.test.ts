/** The budget of work per client: the bucket's arithmetic, and the edge answering 429 past it. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateAnswer, matchApiRequest } from '../../src/api/dispatch';
import { readApiConfig } from '../../src/api/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CostBudget, MAX_IN_FLIGHT } from './cost-budget';
import { startRedis, type RunningRedis } from '../../tests/support/redis';
import { connectSharedState } from './shared-state';
import { createApp } from '../app';
import { readServerConfig } from '../process/config';
import { memoryState } from './shared-state';
import { bodyJson, header, makeEdgeFixture } from '../../tests/support/edge-fixture';

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

  it('refuses a refused client\'s next query at once, before reading it (a bad parameter is not even looked at)', async () => {
    let refused = false;
    for (let sent = 0; sent < 200 && !refused; sent++) refused = (await app.request(costly(sent + 500), { remoteAddress: '192.0.2.20' })).status === 429;
    expect(refused).toBe(true);
    const next = await app.request('/v1/jummal?text=%D8%A7&bogus=1', { remoteAddress: '192.0.2.20' });
    expect(next.status).toBe(429);
    expect(Number(header(next, 'retry-after'))).toBeGreaterThanOrEqual(1);
    // Another client's bad parameter is read, and refused for what it is.
    expect((await app.request('/v1/jummal?text=%D8%A7&bogus=1', { remoteAddress: '192.0.2.21' })).status).toBe(400);
    clock.now += 60_000;
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

describe('the edge with a budget of work, for an answer made already', () => {
  const fixture = makeEdgeFixture();
  afterAll(() => rmSync(fixture.dist, { recursive: true, force: true }));
  const shared = memoryState(() => 1_000_000, 5);
  const calls: string[] = [];
  const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), {
    shared: { ...shared, admitCost: (client, multiplier) => (calls.push('admit'), shared.admitCost(client, multiplier)), chargeCost: (client, ms, multiplier, reserved) => (calls.push('charge'), shared.chargeCost(client, ms, multiplier, reserved)) },
  });

  it('neither reserves nor charges work for an answer the cache holds, as for a file; a new one pays both', async () => {
    const text = `/v1/jummal?text=${encodeURIComponent('\uFDFD'.repeat(50))}`;
    // Made once and not kept, made again and kept: the two answers that cost work.
    for (let i = 0; i < 2; i++) expect((await app.request(text, { remoteAddress: '192.0.2.30' })).status).toBe(200);
    expect(calls).toEqual(['admit', 'charge', 'admit', 'charge']);
    // A file read from disk is charged the first time (a miss of the file cache), not once kept.
    expect((await app.request('/v1/hijri/month/1445/9.json', { remoteAddress: '192.0.2.30' })).status).toBe(200);
    calls.length = 0;
    for (let i = 0; i < 5; i++) expect((await app.request(text, { remoteAddress: '192.0.2.31' })).status).toBe(200);
    expect((await app.request('/v1/hijri/month/1445/9.json', { remoteAddress: '192.0.2.31' })).status).toBe(200);
    expect(calls).toEqual([]);
    expect((await app.request(`${text}%D8%A7`, { remoteAddress: '192.0.2.31' })).status).toBe(200);
    expect(calls).toEqual(['admit', 'charge']);
  });
});

describe('CostBudget.admit: charged before the work, and a ceiling for the process', () => {
  it('reserves what a client\'s answers cost lately, so a pipeline is refused before any of it is charged', () => {
    let now = 0;
    const budget = new CostBudget(100, () => now);
    // Lately 200 ms an answer; then a minute and a half later, a full bucket of 1,000 ms, the typical cost kept.
    for (let i = 0; i < 20; i++) budget.charge('a', 200, 1);
    now += 100_000;
    const admitted = [];
    for (let i = 0; i < 8; i++) admitted.push(budget.admit('a', 1));
    // About 1,000 ms of tokens, about 200 ms reserved each: the one that overdraws passes, the seventh
    // is refused with nothing charged yet.
    expect(admitted.filter((admission) => admission.wait === 0)).toHaveLength(6);
    expect(admitted.at(-1)).toMatchObject({ refusedBy: 'client' });
    // A release gives the reservation back.
    for (const admission of admitted) budget.release('a', admission.reserved);
    expect(budget.admit('a', 1).wait).toBe(0);
  });

  it('admits at most MAX_IN_FLIGHT uncharged requests of one client at once', () => {
    const budget = new CostBudget(100, () => 0);
    const admitted = Array.from({ length: MAX_IN_FLIGHT + 3 }, () => budget.admit('a', 1));
    expect(admitted.filter((admission) => admission.wait === 0)).toHaveLength(MAX_IN_FLIGHT);
    expect(admitted.at(-1)).toMatchObject({ wait: 1, refusedBy: 'in-flight' });
  });

  it('past the process\'s ceiling refuses the heaviest clients first, never a light one', () => {
    let now = 0;
    const budget = new CostBudget(100, () => now, 100_000, 300);
    const heavy = Array.from({ length: 20 }, (_, i) => `heavy-${i}`);
    const refusals: Record<string, number> = {};
    let lightRefused = 0;
    for (let tick = 0; tick < 200; tick++) {
      now += 50;
      for (const client of heavy) {
        const admission = budget.admit(client, 1);
        if (admission.wait === 0) budget.charge(client, 20, 1, admission.reserved);
        else refusals[admission.refusedBy!] = (refusals[admission.refusedBy!] ?? 0) + 1;
      }
      const light = budget.admit('light', 1);
      if (light.wait > 0) lightRefused++;
      else budget.charge('light', 0.5, 1, light.reserved);
    }
    expect(lightRefused).toBe(0);
    expect(refusals.process).toBeGreaterThan(0);
    // 20 heavy clients each allowed 100 ms a second would take 2 s of work a second; the process's
    // ceiling holds them together near 300 ms a second (plus what the light client used).
  });
});

describe('pipelined costly requests through Redis (charged before the awaited count)', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  }, 30_000);
  afterAll(async () => {
    await redis?.stop();
  });

  it('lets through at most the in-flight share of 40 costly requests sent at once by one client', async () => {
    const fixture = makeEdgeFixture();
    const shared = await connectSharedState(redis.url, () => {}, 5);
    try {
      const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared });
      const costly = (i: number) => `/v1/jummal?text=${encodeURIComponent('\uFDFD'.repeat(990) + [...String(i)].map((digit) => 'ابجدهوزحطي'[Number(digit)]).join(''))}`;
      // All sent before any answer: each passes the budget's check, then awaits Redis's count.
      const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => app.request(costly(i + 100), { remoteAddress: '192.0.2.50' })))).map((r) => r.status);
      const answered = statuses.filter((status) => status === 200).length;
      expect(answered).toBeGreaterThan(0);
      expect(answered).toBeLessThanOrEqual(MAX_IN_FLIGHT);
    } finally {
      await shared.close();
      rmSync(fixture.dist, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the edge with a budget of work, for files read from disk', () => {
  const fixture = makeEdgeFixture();
  afterAll(() => rmSync(fixture.dist, { recursive: true, force: true }));
  // Every ayah of al-Baqarah as the build writes it: 286 files, none asked before.
  const context = { now: new Date(0), config: readApiConfig() };
  const ayahs = Array.from({ length: 286 }, (_, i) => `/api/v1/ayah/2/${i + 1}.json`);
  for (const url of ayahs) {
    const file = path.join(fixture.dist, 'client', url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, generateAnswer(matchApiRequest(url, ''), context).body);
  }
  const clock = { now: 1_000_000 };
  // 1 ms a second, a burst of 10 ms: a few dozen reads from disk use it up.
  const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared: memoryState(() => clock.now, 1) });

  it('charges a miss of the file cache to its client, refuses the next misses past its budget, and still serves it what the cache holds', async () => {
    const kept = '/api/v1/ayah/2/1.json';
    expect((await app.request(kept, { remoteAddress: '192.0.2.60' })).status).toBe(200);
    // The first answer of a process costs its warming up: refilled after it.
    clock.now += 60_000;
    const statuses: number[] = [];
    for (const url of ayahs.slice(1)) statuses.push((await app.request(url, { remoteAddress: '192.0.2.60' })).status);
    const refused = statuses.indexOf(429);
    expect(refused, 'a client cycling distinct files is refused once its budget is used').toBeGreaterThan(0);
    expect(statuses.slice(refused).every((status) => status === 429)).toBe(true);
    const refusal = await app.request(ayahs.at(-1)!, { remoteAddress: '192.0.2.60' });
    expect(bodyJson(refusal)).toMatchObject({ code: 'rate_limited' });
    expect(Number(header(refusal, 'retry-after'))).toBeGreaterThan(0);
    // What the cache holds costs nothing: still answered; another client is answered from disk as before.
    expect((await app.request(kept, { remoteAddress: '192.0.2.60' })).status).toBe(200);
    expect((await app.request(ayahs.at(-1)!, { remoteAddress: '192.0.2.61' })).status).toBe(200);
    // Refilled, the client is served from disk again.
    clock.now += 60_000;
    expect((await app.request(ayahs.at(-2)!, { remoteAddress: '192.0.2.60' })).status).toBe(200);
  });
});
