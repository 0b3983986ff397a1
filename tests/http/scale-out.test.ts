/**
 * Two server processes sharing one Redis: one rate limit between them, keys seen by both
 * within a second, and serving on when Redis goes away.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type RunningServer } from '../support/built-server';
import { startRedis, type RunningRedis } from '../support/redis';

const ROOT = path.resolve(import.meta.dirname, '../..');
let redis: RunningRedis;
let servers: RunningServer[] = [];
const keyDir = mkdtempSync(path.join(tmpdir(), 'itk-scale-'));
const env = () => ({ REDIS_URL: redis.url, TRUST_PROXY: 'on', RATE_LIMITS: 'on', API_KEYS_FILE: path.join(keyDir, 'keys.json') });

beforeAll(async () => {
  redis = await startRedis();
  servers = await Promise.all([startBuiltServer(env()), startBuiltServer(env())]);
}, 120_000);

afterAll(async () => {
  for (const server of servers) server.child.kill();
  await redis?.stop().catch(() => {});
  rmSync(keyDir, { recursive: true, force: true });
});

const hit = (server: RunningServer, client: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/v1/hijri/from-gregorian?date=2024-03-11`, { headers: { 'X-Forwarded-For': client, ...headers } });

describe('two processes, one Redis', () => {
  it('are ready with shared limits', async () => {
    // On a busy machine a command may miss its 250 ms deadline; the process probes Redis each second
    // and is ready again when it answers, so each is given a few seconds to say so.
    for (const server of servers) {
      let readiness: unknown;
      for (const started = Date.now(); Date.now() - started < 5_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
        readiness = await (await fetch(server.url + '/readyz')).json();
        if ((readiness as { status: string }).status === 'ready') break;
      }
      expect(readiness).toMatchObject({ status: 'ready', redis: 'connected', rate_limits: 'shared (redis)' });
    }
  });

  it('hold one limit of 30 a second between them, within 10%', async () => {
    const responses = await Promise.all(Array.from({ length: 80 }, (_, i) => hit(servers[i % 2]!, '198.51.100.200')));
    const allowed = responses.filter((response) => response.status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(27);
    expect(allowed).toBeLessThanOrEqual(33);
    expect(responses.find((response) => response.status === 429)?.headers.get('ratelimit-policy')).toBe('30;w=1');
  });

  it('both see a key created while they run, within about a second', async () => {
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--name', 'scale test', '--multiplier', '10'], { cwd: ROOT, env: { ...process.env, ...env() } }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    const key = /Key \(shown only now; store it safely\): (\S+)/.exec(stdout)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const server of servers) {
      const response = await hit(server, '198.51.100.201', { 'X-API-Key': key });
      expect(response.status).toBe(200);
      expect(response.headers.get('ratelimit-limit')).toBe('300');
    }
  }, 60_000);

  it('keep serving when Redis stops, each on its own limits, and say degraded', async () => {
    await redis.stop();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const server of servers) {
      expect((await hit(server, '198.51.100.202')).status).toBe(200);
      const ready = await (await fetch(server.url + '/readyz')).json();
      expect(ready).toMatchObject({ status: 'degraded', redis: 'unreachable', rate_limits: 'memory (per process)' });
    }
  });
});
