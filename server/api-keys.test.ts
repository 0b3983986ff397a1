import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KeyStore, createKey, hashKey, keyFromHeaders, revokeKey } from './api-keys';

describe('API keys', () => {
  it('stores only the hash of a key, and finds the key by it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    const { key, record } = createKey(file, 'app');
    expect(readFileSync(file, 'utf8')).not.toContain(key);
    expect(readFileSync(file, 'utf8')).toContain(hashKey(key));
    expect(record.multiplier).toBe(10);
    expect(new KeyStore(file).lookup(key)?.id).toBe(record.id);
  });

  it('stops accepting a key once it is revoked', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    const { key, record } = createKey(file, 'app', 3);
    revokeKey(file, record.id);
    expect(new KeyStore(file).lookup(key)).toBeNull();
  });

  it('reads a key from X-API-Key or a Bearer token', () => {
    expect(keyFromHeaders(undefined, 'abc')).toBe('abc');
    expect(keyFromHeaders('Bearer xyz', undefined)).toBe('xyz');
    expect(keyFromHeaders(undefined, undefined)).toBeNull();
  });
});

describe('concurrent key writes', () => {
  it('keeps all 12 keys created at once by 12 processes', async () => {
    const { execFile } = await import('node:child_process');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    const root = path.resolve(import.meta.dirname, '..');
    const run = (i: number) =>
      new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['--import', 'tsx', 'scripts/keys.ts', 'create', '--name', `app ${i}`], { cwd: root, env: { ...process.env, API_KEYS_FILE: file } }, (error, stdout) =>
          error ? reject(error) : resolve(stdout),
        ),
      );
    const printed = await Promise.all(Array.from({ length: 12 }, (_, i) => run(i)));
    expect(printed.every((out) => out.includes('Created key'))).toBe(true);
    const stored = JSON.parse(readFileSync(file, 'utf8')).keys as { name: string }[];
    expect(stored.map((record) => record.name).sort()).toEqual(Array.from({ length: 12 }, (_, i) => `app ${i}`).sort());
  }, 120_000);
});
