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
