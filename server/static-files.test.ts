import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticFiles, canonicalKey, isDiskBody } from './static-files';
import { etagOf } from '../src/api/json';

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
      expect(fixed?.variants.br?.body.toString()).toBe('brotli bytes');
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
