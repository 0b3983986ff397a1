import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
});
