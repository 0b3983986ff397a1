/**
 * `npm run keys -- revoke` of a key made on another host (in Redis, not in this host's key file): the
 * revocation is written to the key file, where it outlives a Redis that loses its data, or refused
 * with a message when the file cannot be written. Never a revocation in Redis alone.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RunningRedis } from '../tests/support/redis';
import { readKeysFromRedis, storeKeyInRedis } from '../server/limits/redis-calls';
import type { ApiKeyRecord } from '../server/limits/api-keys';

const ROOT = path.resolve(import.meta.dirname, '..');

function keysCli(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

const madeElsewhere = (id: string): ApiKeyRecord => ({
  id,
  name: 'made on another host',
  sha256: 'ab'.repeat(32),
  multiplier: 10,
  created_at: '2026-01-01T00:00:00.000Z',
  revoked_at: null,
});

let redis: RunningRedis;
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await redis?.stop();
});

describe('revoking a key this host\'s key file lacks', () => {
  it('writes the revocation to the key file, where it lasts, and says so', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    await storeKeyInRedis(redis.url, madeElsewhere('remote01'));
    const { code, out } = await keysCli(['revoke', 'remote01'], { API_KEYS_FILE: file, REDIS_URL: redis.url });
    expect(code, out).toBe(0);
    expect(out).toMatch(/recorded as revoked in .*keys\.json/);
    const stored = (JSON.parse(readFileSync(file, 'utf8')) as { keys: ApiKeyRecord[] }).keys;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: 'remote01', sha256: 'ab'.repeat(32) });
    expect(stored[0]!.revoked_at).not.toBeNull();
    expect((await readKeysFromRedis(redis.url)).find((key) => key.id === 'remote01')?.revoked_at).not.toBeNull();
  }, 60_000);

  it('is refused, Redis untouched, when the key file cannot be written', async () => {
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'a-file');
    writeFileSync(blocker, 'not a folder');
    await storeKeyInRedis(redis.url, madeElsewhere('remote02'));
    const { code, out } = await keysCli(['revoke', 'remote02'], { API_KEYS_FILE: path.join(blocker, 'keys.json'), REDIS_URL: redis.url });
    expect(code).not.toBe(0);
    expect(out).toMatch(/revocation refused: .* cannot be written/);
    expect((await readKeysFromRedis(redis.url)).find((key) => key.id === 'remote02')?.revoked_at).toBeNull();
  }, 60_000);
});
