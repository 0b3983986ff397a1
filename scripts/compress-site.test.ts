import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressSite } from './compress-site';

const root = mkdtempSync(path.join(tmpdir(), 'compress-site-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const page = (text: string) => `<!doctype html><html><body>${text.repeat(200)}</body></html>`;

function site(name: string, pages: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const expectVariantsOf = (file: string) => {
  const bytes = readFileSync(file);
  expect(brotliDecompressSync(readFileSync(file + '.br')).equals(bytes)).toBe(true);
  expect(gunzipSync(readFileSync(file + '.gz')).equals(bytes)).toBe(true);
};

describe('compressSite', () => {
  it('compresses pages of 1 KiB or more, and links the last build\'s variants of a page whose bytes are unchanged', async () => {
    const first = site('first', { 'index.html': page('سلام '), 'quran/2/index.html': page('al-Baqarah '), 'small.html': '<p>hi</p>' });
    expect(await compressSite(first)).toEqual({ written: 2, linked: 0 });
    for (const file of ['index.html', 'quran/2/index.html']) expectVariantsOf(path.join(first, file));
    expect(() => statSync(path.join(first, 'small.html.br'))).toThrow();

    const second = site('second', { 'index.html': page('سلام '), 'quran/2/index.html': page('al-Baqarah, changed ') });
    expect(await compressSite(second, first)).toEqual({ written: 2, linked: 1 });
    // The unchanged page's variants are the very files of the last build; the changed page's are new and right.
    expect(statSync(path.join(second, 'index.html.br')).ino).toBe(statSync(path.join(first, 'index.html.br')).ino);
    expect(statSync(path.join(second, 'quran/2/index.html.br')).ino).not.toBe(statSync(path.join(first, 'quran/2/index.html.br')).ino);
    for (const file of ['index.html', 'quran/2/index.html']) expectVariantsOf(path.join(second, file));
  });
});
