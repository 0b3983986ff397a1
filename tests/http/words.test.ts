/**
 * The words, roots and lemmas over real HTTP against the built server: the answers the issue names,
 * every file form byte-identical to the live answer and to the file the build wrote, bad input as
 * problems, and the words package carrying the corpus's notice.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, staticFile } from '../support/api';

const enc = encodeURIComponent;
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('GET /api/v1/words/{surah}/{ayah}', () => {
  it('lists the 4 words of 1:1 with segments, roots and lemmas, the same bytes as its static file', async () => {
    const live = await get('/api/v1/words/1/1');
    expect(live.status).toBe(200);
    expect(live.json.words.map((w: any) => [w.position, w.root, w.segments.length])).toEqual([[1, 'سمو', 2], [2, 'ءله', 1], [3, 'رحم', 2], [4, 'رحم', 2]]);
    expect((await get('/api/v1/words/1/1.json')).text).toBe(live.text);
    expect(staticFile('/api/v1/words/1/1.json')).toBe(live.text);
  });

  it('answers 2:282, the longest ayah, as its file', async () => {
    const live = await get('/api/v1/words/2/282');
    expect(live.json.count).toBe(live.json.words.length);
    expect(staticFile('/api/v1/words/2/282.json')).toBe(live.text);
  });
});

describe('GET /api/v1/roots and /api/v1/roots/{root}', () => {
  it('lists رحم with its 339 occurrences, spaced or not, the same bytes as its file', async () => {
    const live = await get(`/api/v1/roots/${enc('رحم')}`);
    expect(live.status).toBe(200);
    expect(live.json.occurrences).toBe(339);
    expect((await get(`/api/v1/roots/${enc('ر ح م')}`)).text).toBe(live.text);
    expect((await get(`/api/v1/roots/${enc('رحم')}.json`)).text).toBe(live.text);
    expect(staticFile('/api/v1/roots/رحم.json')).toBe(live.text);
  });

  it('has a file for every root it lists', async () => {
    const { json } = await get('/api/v1/roots');
    expect(json.count).toBe(1642);
    for (const root of json.roots.slice(0, 50)) expect(JSON.parse(staticFile(`${root.url}.json`)).occurrences).toBe(root.occurrences);
  });

  it.each([
    ['كتك', 404, 'root_not_found'],
    ['رحمة', 400, 'invalid_root'],
  ])('answers %s with %i %s', async (root, status, code) => {
    expectProblemShape(await get(`/api/v1/roots/${enc(root)}`), status, code);
  });
});

describe('GET /api/v1/lemmas/{lemma}', () => {
  it('answers a lemma as its file', async () => {
    const live = await get(`/api/v1/lemmas/${enc('رَحْمَة')}`);
    expect(live.json.occurrences).toBe(114);
    expect(staticFile('/api/v1/lemmas/رَحْمَة.json')).toBe(live.text);
    expect((await get(`/api/v1/lemmas/${enc('رحمة')}`)).text).toBe(live.text);
  });
});

describe('GET /api/v1/search?root=', () => {
  it('answers root=رحم&q=الرحمن', async () => {
    const { status, json } = await get(`/api/v1/search?root=${enc('رحم')}&q=${enc('الرحمن')}`);
    expect(status).toBe(200);
    expect(json.root).toBe('رحم');
    expect(json.count).toBeGreaterThan(40);
    expect(json.results[0]).toMatchObject({ surah_number: 1, ayah_number: 1 });
  });
  it('refuses root= with lang=en', async () => {
    expectProblemShape(await get(`/api/v1/search?root=${enc('رحم')}&lang=en`), 400, 'root_needs_arabic');
  });
});

describe('the words package', () => {
  it('holds the words, roots and lemmas under 100 MB, with the Quranic Arabic Corpus notice', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist', 'client', 'api', 'v1', 'manifest.json'), 'utf8'));
    const pack = manifest.data_packages.find((p: any) => p.name === 'islamic-tools-api-words');
    expect(pack.bytes).toBeLessThan(100e6);
    const tarball = path.join(ROOT, 'dist', `islamic-tools-api-words-${manifest.version}.tgz`);
    const notice = execFileSync('tar', ['-xzOf', tarball, 'package/NOTICE.md'], { encoding: 'utf8' });
    expect(notice).toContain('Copyright (C) 2011 Kais Dukes');
    expect(notice).toContain('http://corpus.quran.com');
    expect(execFileSync('tar', ['-xzOf', tarball, 'package/api/v1/words/1/1.json'], { encoding: 'utf8' })).toBe(staticFile('/api/v1/words/1/1.json'));
  });
});
