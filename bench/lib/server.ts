import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createKey } from '../../server/api-keys';

/** A key with limits high enough that the benchmark measures the server, not the limiter's refusals. */
export function benchKey(): { file: string; key: string } {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-keys-')), 'keys.json');
  return { file, key: createKey(file, 'benchmark', 1_000_000).key };
}

/** A process's resident memory now, in MB (Linux: /proc). */
export const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

export { startBuiltServer } from '../../tests/support/built-server';
