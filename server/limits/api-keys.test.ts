import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
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
    const root = path.resolve(import.meta.dirname, '../..');
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

  describe('a key file that is not valid', () => {
    it('stops the start, saying what is wrong', () => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
      writeFileSync(file, '{"keys": [');
      expect(() => new KeyStore(file)).toThrow(/key file .*keys\.json is not valid JSON/);
      writeFileSync(file, '{"keys": [{"id": "a"}]}');
      expect(() => new KeyStore(file)).toThrow(/keys\[0\] is not a key record/);
    });

    it('at a reload is refused loudly: the last good set stays, the log and `problem` say why, until it is fixed', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
        const { key } = createKey(file, 'app');
        const logged: string[] = [];
        const store = new KeyStore(file, (message) => logged.push(message));
        writeFileSync(file, 'not json at all, and a different length');
        vi.setSystemTime(Date.now() + 1500);
        expect(store.lookup(key)).not.toBeNull();
        expect(store.problem).toMatch(/not valid JSON.*still using the 1 keys last read/);
        expect(logged).toHaveLength(1);
        const second = createKey(`${file}.new`, 'second');
        renameSync(`${file}.new`, file);
        vi.setSystemTime(Date.now() + 1500);
        expect(store.lookup(second.key)).not.toBeNull();
        expect(store.lookup(key)).toBeNull();
        expect(store.problem).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('takes over at once a lock left by a process that is gone', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    // A pid that cannot be running: above Linux's pid_max.
    writeFileSync(`${file}.lock`, '99999999');
    const started = Date.now();
    createKey(file, 'app');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});

