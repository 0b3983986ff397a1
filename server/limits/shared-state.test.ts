/**
 * Redis that stops answering, with Debian's redis-server on a loopback port:
 * no limited request waits past the deadline, /readyz says `degraded` while it lasts, and shared
 * limits come back when Redis answers again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../../tests/support/redis';
import { KEYS_HASH, REDIS_DEADLINE_MS, connectSharedState, type SharedState } from './shared-state';
import { createClient } from 'redis';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { readServerConfig } from '../process/config';
import { bodyJson, makeEdgeFixture } from '../../tests/support/edge-fixture';

let redis: RunningRedis;
let shared: SharedState;
const messages: string[] = [];
beforeAll(async () => {
  redis = await startRedis();
  shared = await connectSharedState(redis.url, (message) => messages.push(message));
}, 30_000);
afterAll(async () => {
  redis.thaw();
  await shared?.close();
  await redis?.stop();
});

describe('a Redis that stops answering', () => {
  it('costs a limited request at most the deadline, says degraded, and shares limits again once it answers', async () => {
    const fixture = makeEdgeFixture();
    const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared });
    expect(shared.state()).toBe('connected');
    expect((await shared.check('ip:192.0.2.1', 'hijri', 1))?.remaining).toBe(29);
    redis.freeze();
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const started = Date.now();
      const response = await app.request('/v1/hijri/month/1445/9.json', { remoteAddress: '192.0.2.1' });
      times.push(Date.now() - started);
      expect(response.status).toBe(200);
    }
    // The first waits for the deadline; the rest are limited in process at once.
    expect(Math.max(...times)).toBeLessThan(REDIS_DEADLINE_MS + 200);
    expect(times.slice(1).every((ms) => ms < 50)).toBe(true);
    expect(shared.state()).toBe('stalled');
    expect(bodyJson(await app.request('/readyz'))).toMatchObject({ status: 'degraded', rate_limits: 'memory (per process)' });
    // Said once a turn has passed with no answer read either (an answer only waiting to be read is no stall).
    await new Promise((resolve) => setImmediate(resolve));
    expect(messages.join('\n')).toMatch(/no answer within/);
    redis.thaw();
    for (let waited = 0; waited < 5_000 && shared.state() !== 'connected'; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bodyJson(await app.request('/readyz'))).toMatchObject({ status: 'ready', rate_limits: 'shared (redis)' });
  }, 20_000);
});

describe('a Redis restarted empty', () => {
  it('is given the key file again, and a key revoked in the file stays refused', async () => {
    const fixture = makeEdgeFixture();
    const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile }), { shared });
    const flush = createClient({ url: redis.url });
    await flush.connect();
    await flush.flushAll();
    for (let waited = 0; waited < 3_000 && (await flush.hLen(KEYS_HASH)) < 3; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await flush.hLen(KEYS_HASH)).toBe(3);
    await flush.quit();
    expect(messages.join('\n')).toMatch(/3 key records replayed from the key file/);
    const revoked = await app.request('/v1/hijri/month/1445/9.json', { headers: { 'X-API-Key': fixture.keys.revoked } });
    expect(revoked.status).toBe(401);
    const high = await app.request('/v1/hijri/month/1445/9.json', { headers: { 'X-API-Key': fixture.keys.high } });
    expect(high.status).toBe(200);
  }, 20_000);
});

describe('npm run keys with Redis down', () => {
  it('creates the key in the file and prints it, lists the file and revokes in it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'keys-cli-'));
    const env = { ...process.env, API_KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: 'redis://127.0.0.1:1' };
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args], { env, encoding: 'utf8', timeout: 30_000 });
    const created = run('create', '--name', 'offline');
    expect(created.status).toBe(0);
    const key = /Key \(shown only now; store it safely\): (itk_\S+)/.exec(created.stdout)?.[1];
    expect(key).toBeDefined();
    expect(created.stdout).toMatch(/Redis could not be reached/);
    const id = /Created key (\S+)/.exec(created.stdout)![1]!;
    expect(run('list').stdout).toContain(`${id}  x10  active  offline`);
    expect(run('revoke', id).status).toBe(0);
    expect(run('list').stdout).toMatch(new RegExp(`${id}  x10  revoked`));
  }, 60_000);
});

