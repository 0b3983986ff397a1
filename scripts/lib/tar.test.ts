import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { tarKey, writeTarGz } from './tar';

const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longPath = `api/v1/${'a'.repeat(90)}/${'b'.repeat(60)}/file.json`;
const entries = [
  { path: 'v1/hijri/month/1445/9.json', bytes: Buffer.from('{"x":1}') },
  { path: 'api/v1/ayah/2/255.json', bytes: Buffer.from('آية الكرسي'.repeat(100)) },
  { path: longPath, bytes: Buffer.alloc(512, 7) },
  { path: 'empty.json', bytes: Buffer.alloc(0) },
];

describe('writeTarGz', () => {
  it('writes an archive GNU tar lists and extracts with the same bytes', async () => {
    const file = path.join(dir, 'a.tar.gz');
    await writeTarGz(file, entries);
    const listing = execFileSync('tar', ['-tzvf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing.map((line) => line.split(/\s+/).at(-1))).toEqual(entries.map((entry) => entry.path));
    expect(listing[0]).toMatch(/^-rw-r--r-- 0\/0 +7 1985-10-26/);
    const out = path.join(dir, 'out');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    for (const entry of entries) expect(readFileSync(path.join(out, entry.path)).equals(Buffer.from(entry.bytes))).toBe(true);
  });

  it('gives the same bytes and sha256 for the same entries', async () => {
    const first = await writeTarGz(path.join(dir, 'b.tar.gz'), entries);
    const second = await writeTarGz(path.join(dir, 'c.tar.gz'), entries);
    expect(second).toEqual(first);
    expect(readFileSync(path.join(dir, 'b.tar.gz')).equals(readFileSync(path.join(dir, 'c.tar.gz')))).toBe(true);
    expect(execFileSync('sha256sum', [path.join(dir, 'b.tar.gz')], { encoding: 'utf8' }).split(' ')[0]).toBe(first.sha256);
  });
});

describe('tarKey', () => {
  const keyed = (list: typeof entries) => list.map((entry) => ({ path: entry.path, sha256: createHash('sha256').update(entry.bytes).digest('base64') }));

  it('is the same for the same entries and changes with any path, byte or order', () => {
    const key = tarKey(keyed(entries));
    expect(tarKey(keyed(entries))).toBe(key);
    expect(tarKey(keyed([{ ...entries[0]!, bytes: Buffer.from('{"x":2}') }, ...entries.slice(1)]))).not.toBe(key);
    expect(tarKey(keyed([{ ...entries[0]!, path: 'v1/hijri/month/1445/10.json' }, ...entries.slice(1)]))).not.toBe(key);
    expect(tarKey(keyed([...entries].reverse()))).not.toBe(key);
    expect(tarKey(keyed(entries.slice(1)))).not.toBe(key);
    // Paths and hashes cannot run into each other.
    expect(tarKey([{ path: 'a', sha256: 'bc' }])).not.toBe(tarKey([{ path: 'ab', sha256: 'c' }]));
  });
});
