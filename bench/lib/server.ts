import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKey } from '../../server/api-keys';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A key with limits high enough that the benchmark measures the server, not the limiter's refusals. */
export function benchKey(): { file: string; key: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-keys-')), 'keys.json');
  return { file, key: createKey(file, 'benchmark', 1_000_000).key };
}

/** Starts the built server (as `npm start` runs it, with `env` on top) on a free loopback port. */
export function startBuiltServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
}
