import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKey } from '../../server/limits/api-keys';
import { YOUNG_GENERATION_FLAGS } from '../../server/process/young-generation';

/** A key with limits high enough that the benchmark measures the server, not the limiter's refusals. */
export function benchKey(): { file: string; key: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-keys-')), 'keys.json');
  return { file, key: createKey(file, 'benchmark', 1_000_000).key };
}

/** A process's resident memory now, in MB (Linux: /proc). */
export const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export { startBuiltServer } from '../../tests/support/built-server';

/**
 * Resolves once a server started by startBuiltServer says its search indexes are loaded (it says
 * ready before, and loads them a slice at a time meanwhile): a bench measuring CPU per request must
 * not count that loading. Gives up after `timeoutMs` and says so. Resolves with the server's last output,
 * which holds its line on the loading.
 */
export function indexesLoaded(server: { child: import('node:child_process').ChildProcess; startupOutput: string }, timeoutMs = 120_000): Promise<string> {
  const { child } = server;
  return new Promise((resolve) => {
    let seen = server.startupOutput.slice(-4096);
    if (/search indexes: \d+ loaded/.test(seen)) return resolve(seen);
    const timer = setTimeout(() => {
      console.log(`  the server did not say its search indexes were loaded within ${timeoutMs / 1000} s: measuring anyway`);
      finish();
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (/search indexes: \d+ loaded/.test(seen)) finish();
    };
    const finish = () => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(seen);
    };
    child.stdout?.on('data', onData);
  });
}

/**
 * Another server bundle (a build of another commit's server/main.ts over this build: bench/lib/bundle-server.ts)
 * on a free loopback port with `env`; resolves once it says it is listening, as startBuiltServer does.
 */
export function startBundle(bundle: string, env: Record<string, string>, nodeFlags: readonly string[] = YOUNG_GENERATION_FLAGS): Promise<{ child: ChildProcess; url: string; startupOutput: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, path.resolve(bundle)], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.length > 100_000) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]!, startupOutput: output });
    });
    child.on('exit', (code) => reject(new Error(`${bundle} exited with code ${code} before listening:\n${output}`)));
  });
}
