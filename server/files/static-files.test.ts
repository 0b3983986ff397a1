import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticFiles, canonicalKey, isDiskBody } from './static-files';
import { etagOf } from '../../src/api/json';
import { writeHashIndex } from './recorded-hashes';

describe('StaticFiles', () => {
  const base = mkdtempSync(path.join(tmpdir(), 'static-'));
  const root = path.join(base, 'client');
  mkdirSync(path.join(root, 'docs'), { recursive: true });
  writeFileSync(path.join(root, 'a.json'), '{"a":1}');
  writeFileSync(path.join(root, 'docs', 'index.html'), '<p>docs</p>');
  writeFileSync(path.join(base, 'secret.txt'), 'secret');

  it('serves a file with its content type and the ETag of its bytes', () => {
    const file = new StaticFiles(root).read('/a.json');
    expect(file?.contentType).toBe('application/json; charset=utf-8');
    expect(file?.etag).toBe(etagOf('{"a":1}'));
  });

  it('serves index.html for a folder', () => {
    expect(new StaticFiles(root).read('/docs/')?.body.toString()).toBe('<p>docs</p>');
  });

  it('refuses to leave its folder', () => {
    const files = new StaticFiles(root);
    expect(files.read('/../secret.txt')).toBeNull();
    expect(files.read('/docs/../../secret.txt')).toBeNull();
    expect(files.read('/a.json\0')).toBeNull();
  });

  describe('a file whose bytes are not those the build recorded', () => {
    // As a build lays it out: its folder is dist/client, and dist/file-hashes.index records each file's sha256.
    const dist = mkdtempSync(path.join(tmpdir(), 'recorded-'));
    const build = path.join(dist, 'client');
    mkdirSync(build);
    const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('base64');
    const write = (name: string, bytes: string | Buffer) => writeFileSync(path.join(build, name), bytes);
    write('good.json', '{"good":1}');
    write('corrupt.json', '{"good":2}\u0000');
    write('variant.json', '{"v":1}');
    write('variant.json.br', Buffer.from([1, 2, 3]));
    write('variant.json.gz', Buffer.from([4, 5, 6]));
    write('unrecorded.json', '{"u":1}');
    const files = { '/good.json': sha256('{"good":1}'), '/corrupt.json': sha256('{"good":2}'), '/variant.json': sha256('{"v":1}'), '/variant.json.br': sha256(Buffer.from([9])), '/variant.json.gz': sha256(Buffer.from([4, 5, 6])) };
    writeHashIndex(dist, build, new Map(Object.entries(files)));

    it('is not served, and says so; a variant that fails is dropped, its file and the other variant kept', () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const served = new StaticFiles(path.join(dist, 'client'));
        expect(served.read('/good.json')?.body.toString()).toBe('{"good":1}');
        expect(served.read('/corrupt.json')).toBeNull();
        expect(errors.mock.calls.join('\n')).toMatch(/corrupt\.json is not the one the build wrote/);
        const variant = served.read('/variant.json');
        expect(variant?.body.toString()).toBe('{"v":1}');
        expect(served.variant(variant!, 'br')).toBeNull();
        expect(served.variant(variant!, 'br')).toBeNull();
        expect(errors.mock.calls.filter((call) => /variant\.json\.br is not the one/.test(String(call[0])))).toHaveLength(1);
        expect(served.variant(variant!, 'gzip')?.body).toEqual(Buffer.from([4, 5, 6]));
        // No record for it: nothing to check it against.
        expect(served.read('/unrecorded.json')?.body.toString()).toBe('{"u":1}');
      } finally {
        errors.mockRestore();
      }
    });

    it('is checked when streamed from disk too (a file above an eighth of the budget)', () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const small = new StaticFiles(path.join(dist, 'client'), 64);
        expect(small.read('/good.json')?.etag).toBe(etagOf('{"good":1}'));
        expect(small.read('/corrupt.json')).toBeNull();
      } finally {
        errors.mockRestore();
      }
    });
  });

  describe('the recorded hashes of builds renamed to dist/client in turn', () => {
    afterEach(() => vi.useRealTimers());
    const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

    it("checks each build against its own record, never against the record of the build before", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const dist = mkdtempSync(path.join(tmpdir(), 'renamed-'));
      const client = path.join(dist, 'client');
      const build = (name: string, text: string) => {
        const dir = path.join(dist, name);
        mkdirSync(dir);
        writeFileSync(path.join(dir, 'a.json'), text);
        return dir;
      };
      try {
        renameSync(build('b1', '{"a":1}'), client);
        writeHashIndex(dist, client, new Map([['/a.json', sha256('{"a":1}')]]));
        const files = new StaticFiles(client);
        expect(files.read('/a.json')?.body.toString()).toBe('{"a":1}');
        // The next build takes the name; its index is not written yet: the old one is not applied to it.
        renameSync(client, path.join(dist, 'b1-old'));
        renameSync(build('b2', '{"a":2}'), client);
        vi.setSystemTime(Date.now() + 1001);
        expect(files.read('/a.json')?.body.toString()).toBe('{"a":2}');
        // Its own index arrives, recording other bytes for a.json: from then on a.json is refused.
        writeHashIndex(dist, client, new Map([['/a.json', sha256('{"a":3}')]]));
        vi.setSystemTime(Date.now() + 2002);
        expect(files.read('/b.json')).toBeNull();
        writeFileSync(path.join(client, 'a.json'), '{"a":4}');
        vi.setSystemTime(Date.now() + 1001);
        expect(files.read('/a.json')).toBeNull();
      } finally {
        errors.mockRestore();
        rmSync(dist, { recursive: true, force: true });
      }
    });
  });

  describe('a file changed on disk', () => {
    afterEach(() => vi.useRealTimers());

    it('is served again within a second of being replaced in place (same size), and its variants with it', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      writeFileSync(path.join(root, 'fixed.json'), '{"broken":1}');
      const files = new StaticFiles(root);
      expect(files.read('/fixed.json')?.body.toString()).toBe('{"broken":1}');
      writeFileSync(path.join(root, 'fixed.json'), '{"fixed":12}');
      writeFileSync(path.join(root, 'fixed.json.br'), 'brotli bytes');
      // Within the second the cached bytes are still served; after it, the new ones.
      expect(files.read('/fixed.json')?.body.toString()).toBe('{"broken":1}');
      vi.setSystemTime(Date.now() + 1001);
      const fixed = files.read('/fixed.json');
      expect(fixed?.body.toString()).toBe('{"fixed":12}');
      expect(fixed?.etag).toBe(etagOf('{"fixed":12}'));
      expect(files.variant(fixed!, 'br')?.body.toString()).toBe('brotli bytes');
    });

    it('is no longer served a second after it is removed', () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      writeFileSync(path.join(root, 'gone.json'), '{}');
      const files = new StaticFiles(root);
      expect(files.read('/gone.json')).not.toBeNull();
      rmSync(path.join(root, 'gone.json'));
      vi.setSystemTime(Date.now() + 1001);
      expect(files.read('/gone.json')).toBeNull();
    });
  });

  describe('memory per client', () => {
    it('keeps one entry for every spelling of a path, and counts its key in the budget', () => {
      const files = new StaticFiles(root);
      const first = files.read('/docs/index.html');
      const { entries, bytes } = files.size;
      for (let slashes = 1; slashes <= 500; slashes++) {
        const spelling = `${'/'.repeat(slashes)}docs${'/'.repeat(slashes)}index.html`;
        expect(files.read(spelling)).toBe(first);
      }
      expect(files.size).toEqual({ entries, bytes });
      expect(bytes).toBeGreaterThan('<p>docs</p>'.length + '/docs/index.html'.length);
    });

    it('never holds more than its budget, keys included, whatever paths are asked for', () => {
      for (let i = 0; i < 300; i++) writeFileSync(path.join(root, `f${i}.txt`), 'x'.repeat(100));
      const files = new StaticFiles(root, 20_000);
      for (let i = 0; i < 300; i++) files.read(`//f${i}.txt`);
      expect(files.size.bytes).toBeLessThanOrEqual(20_000);
      expect(files.size.entries).toBeGreaterThan(5);
    });

    it('streams a file above an eighth of the budget from disk, with the ETag of its bytes hashed once', () => {
      const big = Buffer.alloc(3 * 1024 * 1024 + 17, 'ab');
      writeFileSync(path.join(root, 'big.tar.gz'), big);
      const files = new StaticFiles(root, 8 * 1024 * 1024);
      const file = files.read('/big.tar.gz')!;
      expect(isDiskBody(file.body)).toBe(true);
      expect(file.body).toMatchObject({ path: path.join(root, 'big.tar.gz'), size: big.length });
      expect(file.etag).toBe(etagOf(big));
      // Kept as its ETag and place only: the cache does not grow by the file, and the next request is the same entry.
      expect(files.size.bytes).toBeLessThan(2000);
      expect(files.read('///big.tar.gz')).toBe(file);
    });
  });
});


describe('canonicalKey', () => {
  it.each([
    ['/a/b.json', '/a/b.json'],
    ['/', '/'],
    ['', '/'],
    ['//a//b/', '/a/b/'],
    ['/a/b/', '/a/b/'],
    ['a/b', '/a/b'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/a/..b/c.', '/a/..b/c.'],
    ['/a/./b', null],
    ['/a/../b', null],
    ['/..', null],
    ['/a/.', null],
    ['/a\0.json', null],
  ])('%j is the key %j', (urlPath, key) => {
    expect(canonicalKey(urlPath)).toBe(key);
  });
});
