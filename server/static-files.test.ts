import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticFiles } from './static-files';
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
    expect(new StaticFiles(root).read('/docs/')?.bytes.toString()).toBe('<p>docs</p>');
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
      expect(files.read('/fixed.json')?.bytes.toString()).toBe('{"broken":1}');
      writeFileSync(path.join(root, 'fixed.json'), '{"fixed":12}');
      writeFileSync(path.join(root, 'fixed.json.br'), 'brotli bytes');
      // Within the second the cached bytes are still served; after it, the new ones.
      expect(files.read('/fixed.json')?.bytes.toString()).toBe('{"broken":1}');
      vi.setSystemTime(Date.now() + 1001);
      const fixed = files.read('/fixed.json');
      expect(fixed?.bytes.toString()).toBe('{"fixed":12}');
      expect(fixed?.etag).toBe(etagOf('{"fixed":12}'));
      expect(fixed?.variants.br?.bytes.toString()).toBe('brotli bytes');
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
});
