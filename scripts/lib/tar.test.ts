import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { GZIP_LEVEL, TAR_END, tarEntryBlocks } from './tar-format.mjs';
import { TarGzWriter, writeTarGz, type TarEntry } from './tar';

const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const longPath = `api/v1/${'a'.repeat(90)}/${'b'.repeat(60)}/file.json`;
const entries = [
  { path: 'v1/hijri/month/1445/9.json', bytes: Buffer.from('{"x":1}') },
  { path: 'api/v1/ayah/2/255.json', bytes: Buffer.from('آية الكرسي'.repeat(100)) },
  { path: longPath, bytes: Buffer.alloc(512, 7) },
  { path: 'empty.json', bytes: Buffer.alloc(0) },
];

/** The same entries as one tar stream gzipped in one go: what any batching must give, byte for byte. */
const inOneGo = (list: readonly TarEntry[]) => gzipSync(Buffer.concat([...list.flatMap((entry) => tarEntryBlocks(entry.path, entry.bytes)), TAR_END]), { level: GZIP_LEVEL });

/** Many entries of every size, some compressible and some not, enough for many batches. */
function manyEntries(): TarEntry[] {
  const list: TarEntry[] = [];
  for (let i = 0; i < 3000; i++) {
    const size = i % 97 === 0 ? 70_000 : (i * 37) % 1500;
    const bytes = i % 5 === 0 ? createHash('sha512').update(String(i)).digest().subarray(0, 64) : Buffer.from(`{"n":${i},"text":"${'x'.repeat(size)}"}`);
    // Some paths long enough for ustar's prefix field, some with letters of more than one byte.
    const folder = i % 7 === 0 ? `api/v1/${'طويل'.repeat(12)}/${'long-name-'.repeat(9)}` : `api/v1/many/${i % 41}`;
    list.push({ path: `${folder}/${i}.json`, bytes });
  }
  return list;
}

describe('writeTarGz', () => {
  it('writes an archive GNU tar lists and extracts with the same bytes, entries in the order given', async () => {
    const file = path.join(dir, 'a.tar.gz');
    await writeTarGz(file, entries);
    const listing = execFileSync('tar', ['-tzvf', file], { encoding: 'utf8' }).trim().split('\n');
    expect(listing.map((line) => line.split(/\s+/).at(-1))).toEqual(entries.map((entry) => entry.path));
    expect(listing[0]).toMatch(/^-rw-r--r-- 0\/0 +7 1985-10-26/);
    const out = path.join(dir, 'out');
    mkdirSync(out);
    execFileSync('tar', ['-xzf', file, '-C', out]);
    for (const entry of entries) expect(readFileSync(path.join(out, entry.path)).equals(Buffer.from(entry.bytes))).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('gives the same bytes and sha256 for the same entries, those of gzipping the tar stream in one go', async () => {
    const first = await writeTarGz(path.join(dir, 'b.tar.gz'), entries);
    const second = await writeTarGz(path.join(dir, 'c.tar.gz'), entries);
    expect(second).toEqual(first);
    const bytes = readFileSync(path.join(dir, 'b.tar.gz'));
    expect(bytes.equals(readFileSync(path.join(dir, 'c.tar.gz')))).toBe(true);
    expect(bytes.equals(inOneGo(entries))).toBe(true);
    expect(bytes.length).toBe(first.bytes);
    expect(execFileSync('sha256sum', [path.join(dir, 'b.tar.gz')], { encoding: 'utf8' }).split(' ')[0]).toBe(first.sha256);
  });
});

describe('TarGzWriter', () => {
  it('writes several .tar.gz at once from entries given in batches, each byte-identical to its entries gzipped in one go', async () => {
    const many = manyEntries();
    for (const batch of [{ files: 1, bytes: 1 }, { files: 7, bytes: 10_000 }, { files: 1e9, bytes: 1e12 }]) {
      const writer = new TarGzWriter(batch);
      const all = writer.open(path.join(dir, 'all.tar.gz'));
      const odd = writer.open(path.join(dir, 'odd.tgz'));
      await writer.add(Buffer.from('{"name":"p"}\n'), [{ tar: odd, path: 'package/package.json' }]);
      // Each entry goes to the first .tar.gz, every other one to the second too, under another path.
      for (const [i, entry] of many.entries()) await writer.add(entry.bytes, i % 2 ? [{ tar: all, path: entry.path }, { tar: odd, path: `package/${entry.path}` }] : [{ tar: all, path: entry.path }]);
      const written = await writer.finish(all);
      await writer.add(Buffer.from('last'), [{ tar: odd, path: 'package/manifest.json' }]);
      const oddWritten = await writer.finish(odd);

      const allBytes = readFileSync(path.join(dir, 'all.tar.gz'));
      expect(allBytes.equals(inOneGo(many)), JSON.stringify(batch)).toBe(true);
      expect(written).toEqual({ bytes: allBytes.length, sha256: createHash('sha256').update(allBytes).digest('hex') });
      const oddEntries = [{ path: 'package/package.json', bytes: Buffer.from('{"name":"p"}\n') }, ...many.filter((_, i) => i % 2).map((entry) => ({ path: `package/${entry.path}`, bytes: entry.bytes })), { path: 'package/manifest.json', bytes: Buffer.from('last') }];
      const oddBytes = readFileSync(path.join(dir, 'odd.tgz'));
      expect(oddBytes.equals(inOneGo(oddEntries)), JSON.stringify(batch)).toBe(true);
      expect(oddWritten.sha256).toBe(createHash('sha256').update(oddBytes).digest('hex'));
    }
    const listing = execFileSync('tar', ['-tzf', path.join(dir, 'odd.tgz')], { encoding: 'utf8', maxBuffer: 64 << 20 }).trim().split('\n');
    expect(listing.length).toBe(1 + 1500 + 1);
    expect(listing.at(-1)).toBe('package/manifest.json');
  });

  it('rejects when a file cannot be written', async () => {
    writeFileSync(path.join(dir, 'taken'), 'a file where a folder should be');
    const writer = new TarGzWriter({ files: 1, bytes: 1 });
    const tar = writer.open(path.join(dir, 'taken', 'x.tar.gz'));
    const adding = (async () => {
      for (let i = 0; i < 100; i++) await writer.add(Buffer.from('x'), [{ tar, path: `${i}.json` }]);
      return writer.finish(tar);
    })();
    await expect(adding).rejects.toThrow(/taken/);
  });

  it('rejects an entry whose path tar cannot hold', async () => {
    const writer = new TarGzWriter();
    const tar = writer.open(path.join(dir, 'long.tar.gz'));
    await writer.add(Buffer.from('x'), [{ tar, path: 'x'.repeat(300) }]);
    await expect(writer.finish(tar)).rejects.toThrow(/too long/);
    expect(existsSync(path.join(dir, 'long.tar.gz'))).toBe(false);
  });
});
