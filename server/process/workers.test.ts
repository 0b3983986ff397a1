/** WORKERS: limits that stay the documented ones, and a clear exit when workers cannot start. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';

describe('WORKERS', () => {
  it('refuses more than one process with rate limits on and no REDIS_URL, which would multiply every limit', () => {
    expect(() => readServerConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs REDIS_URL.*2x the documented limits/);
    expect(() => readServerConfig({ WORKERS: 'auto', REDIS_URL: 'redis://127.0.0.1:6379' })).not.toThrow();
    expect(readServerConfig({ WORKERS: '2', RATE_LIMITS: 'off' }).workers).toBe(2);
  });

  it('on a port in use, restarts workers with backoff and exits 1 instead of forking forever', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    const fixture = makeEdgeFixture();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, WORKERS: '2', RATE_LIMITS: 'off', ACCESS_LOG: 'off', HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const started = Date.now();
    const code = await Promise.race([
      new Promise<number | null>((resolve) => child.on('exit', resolve)),
      // Each worker compiles the server from its source: seconds apiece on a busy machine.
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 240_000)),
    ]);
    child.kill('SIGKILL');
    taken.close();
    expect(code).toBe(1);
    const restarts = output.match(/starting another in \d+ ms/g) ?? [];
    expect(restarts.length).toBeLessThan(5);
    expect(output).toMatch(/starting another in 200 ms/);
    expect(output).toMatch(/5 workers in a row exited before they were ready/);
    expect(Date.now() - started).toBeLessThan(240_000);
  }, 250_000);
});
