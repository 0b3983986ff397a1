/**
 * Starts the built server twice for the HTTP tests:
 *  - `main`: as `npm start` runs it (static files on, rate limits on), trusting X-Forwarded-For so
 *    that a test can act as a client of its own, with an API key of high limits for ordinary tests;
 *  - `dynamic`: fast path off, so every contract-form API answer is generated live,
 *    which lets the tests compare the live generator with the files the build wrote.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createKey, revokeKey } from '../../server/limits/api-keys';
import { startBuiltServer } from './built-server';
import { staleReason } from '../../scripts/lib/build-stamp';

const ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    mainUrl: string;
    dynamicUrl: string;
    testKey: string;
    limitedKey: string;
    revokedKey: string;
  }
}

export default async function setup(project: TestProject) {
  // Never test a stale build: rebuild when any source changed since dist/ was written.
  const stale = staleReason();
  if (stale !== null) {
    console.log(`Building before the ${project.name} tests (${stale})...`);
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the build failed; the HTTP and browser tests need a current build');
  }
  const keyDir = mkdtempSync(path.join(tmpdir(), 'itk-keys-'));
  const keysFile = path.join(keyDir, 'api-keys.json');
  const testKey = createKey(keysFile, 'tests', 1000).key;
  const limitedKey = createKey(keysFile, 'rate-limit tests', 1).key;
  const revoked = createKey(keysFile, 'revoked');
  revokeKey(keysFile, revoked.record.id);

  // The tests' one key does the work of every test file at once: the process-wide ceiling of work (tested
  // on servers of its own in server/ and tests/http/) would turn it away as the heaviest client.
  const main = await startBuiltServer({ API_KEYS_FILE: keysFile, TRUST_PROXY: 'on', RATE_LIMITS: 'on', FAST_PATH: 'on', PROCESS_BUDGET_MS: '999999' });
  const dynamic = await startBuiltServer({ API_KEYS_FILE: keysFile, RATE_LIMITS: 'off', FAST_PATH: 'off' });
  project.provide('mainUrl', main.url);
  project.provide('dynamicUrl', dynamic.url);
  project.provide('testKey', testKey);
  project.provide('limitedKey', limitedKey);
  project.provide('revokedKey', revoked.key);

  return () => {
    main.child.kill();
    dynamic.child.kill();
    rmSync(keyDir, { recursive: true, force: true });
  };
}
