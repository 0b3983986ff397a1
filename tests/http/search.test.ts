/**
 * GET /api/v1/search over HTTP, against the built server (tests/support/global-setup.ts). Every
 * 200, 400 and 404 answer is also checked against the OpenAPI document by the `get` helper.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpus } from '../../src/quran/corpus';
import { editionTexts } from '../../src/quran/editions';
import { editionFile, quranIndexFile, quranTexts, readSearchIndexFile } from '../../src/quran/search/index-files';
import { PREBUILT_SEARCH_EDITIONS } from '../../src/quran/search/translations';
import { expectProblemShape, expectThirtyASecond, get, request } from '../support/api';

const search = (query: string, options: Parameters<typeof get>[1] = {}) => get(`/api/v1/search?${query}`, options);
const enc = encodeURIComponent;
const keysOf = (json: any): string[] => json.results.map((r: any) => `${r.surah_number}:${r.ayah_number}`);

describe('GET /api/v1/search', () => {
  it('finds الصلاة in the Uthmani ٱلصَّلَوٰةَ, with JSON, CORS and a one-day cache', async () => {
    const result = await search(`q=${enc('الصلاة')}`);
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(result.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(result.json).toMatchObject({ query: 'الصلاة', lang: 'ar', normalized_query: 'الصلاه', count: 61, limit: 50, offset: 0, surah: null });
    expect(result.json.results).toHaveLength(50);
    const first = result.json.results[0];
    expect(`${first.surah_number}:${first.ayah_number}`).toBe('2:3');
    expect(first.arabic_text.split(' ')[first.matched_words[0]].normalize('NFC')).toBe('ٱلصَّلَوٰةَ'.normalize('NFC'));
  });

  it('finds the joined vocative يَٰٓأَيُّهَا for the typed يا أيها, as a phrase', async () => {
    const { json } = await search(`q=${enc('يا أيها الذين آمنوا')}&limit=500`);
    expect(json.count).toBe(89);
    expect(keysOf(json)).toContain('2:104');
  });

  it('answers English by whole words, with the language detected', async () => {
    const { json } = await search('q=Ever-Living');
    expect(json).toMatchObject({ lang: 'en', normalized_query: 'ever living', count: 5 });
    expect(keysOf(json)).toEqual(['2:255', '3:2', '20:111', '25:58', '40:65']);
  });

  it('reads + and %20 as spaces', async () => {
    const plus = await search('q=lord+of+the+worlds');
    const percent = await search('q=lord%20of%20the%20worlds');
    expect(plus.text).not.toBe('');
    expect(plus.json.count).toBe(42);
    expect(percent.json.count).toBe(42);
  });

  it('pages with limit and offset, keeps mushaf order and filters by surah', async () => {
    const all = await search(`q=${enc('الرحمن')}&limit=500`);
    const page = await search(`q=${enc('الرحمن')}&limit=5&offset=10`);
    expect(page.json.count).toBe(all.json.count);
    expect(keysOf(page.json)).toEqual(keysOf(all.json).slice(10, 15));
    const inside = await search(`q=${enc('الرحمن')}&surah=19&limit=500`);
    expect(inside.json.surah).toBe(19);
    expect(keysOf(inside.json)).toEqual(keysOf(all.json).filter((key) => key.startsWith('19:')));
  });

  it('answers a query that matches nothing with 200 and count 0', async () => {
    const result = await search('q=zzyzx');
    expect(result.status).toBe(200);
    expect(result.json).toMatchObject({ count: 0, results: [] });
  });

  it('gives the same bytes from the file-serving server and from the generator', async () => {
    const path = `q=${enc('الحمد لله رب العالمين')}`;
    const main = await search(path);
    const dynamic = await search(path, { server: 'dynamic' });
    expect(dynamic.text).toBe(main.text);
    expect(dynamic.headers.get('etag')).toBe(main.headers.get('etag'));
  });

  it('answers If-None-Match with 304 and no body', async () => {
    const first = await search('q=mercy');
    const again = await request('/api/v1/search?q=mercy', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('has no static file form', async () => {
    expectProblemShape(await get('/api/v1/search.json?q=mercy', { skipOpenApi: true }), 404, 'not_found');
  });
});

describe('GET /api/v1/search as people type it, in every language', () => {
  const countOf = async (query: string) => {
    const result = await search(`${query}&limit=1`);
    expect(result.status).toBe(200);
    return result.json;
  };

  it('finds with the curly apostrophe what the straight one finds: d’Allah, Allah’ın', async () => {
    const straight = await countOf(`q=${enc("d'Allah")}&lang=fr`);
    expect(straight.count).toBeGreaterThan(100);
    expect((await countOf(`q=${enc('d’Allah')}&lang=fr`)).count).toBe(straight.count);
    const turkish = await countOf(`q=${enc("Allah'ın")}&lang=tr`);
    expect(turkish.count).toBeGreaterThan(100);
    expect((await countOf(`q=${enc('Allah’ın')}&lang=tr`)).count).toBe(turkish.count);
  });

  it.each([
    ['fr', /(^|[^\p{L}])Allah($|[^\p{L}])/u],
    ['tr', /(^|[^\p{L}])Allah($|[^\p{L}])/u],
  ])('finds Allah (lang=%s) in every ayah of the edition that has the name, elided or suffixed', async (lang, pattern) => {
    const answer = await countOf(`q=Allah&lang=${lang}`);
    // Count the ayahs by reading the edition itself, surah by surah.
    let expected = 0;
    for (let n = 1; n <= 114; n++) {
      const { json } = await get(`/api/v1/editions/${answer.edition}/surah/${n}`, { skipOpenApi: true });
      expected += json.ayahs.filter((ayah: { text: string }) => pattern.test(ayah.text)).length;
    }
    expect(answer.count).toBe(expected);
  });

  it('folds Turkish letters: Ibrahim finds what İbrahim finds, sukur what şükür finds', async () => {
    const dotted = await countOf(`q=${enc('İbrahim')}&lang=tr`);
    expect(dotted.count).toBeGreaterThan(20);
    expect((await countOf('q=Ibrahim&lang=tr')).count).toBe(dotted.count);
    expect((await countOf('q=ibrahim&lang=tr')).count).toBe(dotted.count);
    expect((await countOf('q=sukur&lang=tr')).count).toBe((await countOf(`q=${enc('şükür')}&lang=tr`)).count);
  });

  it('reads Urdu keyboard letters and words typed joined in Arabic search', async () => {
    expect((await countOf(`q=${enc('رسول اللہ')}`)).count).toBe((await countOf(`q=${enc('رسول الله')}`)).count);
    expect((await countOf(`q=${enc('الصلوۃ')}`)).count).toBe(61);
    const joined = await countOf(`q=${enc('ماشاءالله')}`);
    expect(joined.count).toBeGreaterThan(0);
    expect(joined.count).toBe((await countOf(`q=${enc('ما شاء الله')}`)).count);
  });

  it('searches the edition named, and refuses one in another language than lang', async () => {
    const french = await countOf('q=Allah&lang=fr');
    const named = await countOf(`q=Allah&edition=${french.edition}`);
    expect(named).toMatchObject({ lang: 'fr', edition: french.edition, count: french.count });
    expectProblemShape(await search(`q=Allah&lang=tr&edition=${french.edition}`), 400, 'edition_lang_mismatch');
  });
});

describe('GET /api/v1/search with bad input', () => {
  it.each([
    ['', 400, 'missing_parameter', 'q'],
    ['q=', 400, 'missing_parameter', 'q'],
    ['q=%20%20', 400, 'empty_query', 'q'],
    [`q=${enc('ًٌٍ')}`, 400, 'empty_query', 'q'],
    ['q=.*', 400, 'empty_query', 'q'],
    ['q=(', 400, 'empty_query', 'q'],
    ['q=%5C', 400, 'empty_query', 'q'],
    [`q=${enc('ب'.repeat(201))}`, 400, 'query_too_long', 'q'],
    ['q=%00', 400, 'invalid_query', 'q'],
    ['q=mercy%00', 400, 'invalid_query', 'q'],
    ['q=x&lang=xx', 400, 'invalid_lang', 'lang'],
    ['q=x&lang=fr&edition=xx-nothing', 404, 'edition_not_found', 'edition'],
    [`q=${enc('الله')}&lang=ru`, 400, 'lang_mismatch', 'q'],
    ['q=x&limit=0', 400, 'invalid_limit', 'limit'],
    ['q=x&limit=501', 400, 'invalid_limit', 'limit'],
    ['q=x&limit=abc', 400, 'invalid_limit', 'limit'],
    ['q=x&offset=-1', 400, 'invalid_offset', 'offset'],
    ['q=x&surah=abc', 400, 'invalid_surah', 'surah'],
    ['q=x&surah=115', 404, 'surah_not_found', 'surah'],
    ['q=x&sort=asc', 400, 'unknown_parameter', 'sort'],
    ['q=x&q=y', 400, 'duplicate_parameter', 'q'],
    ['q=%E0%A4%A', 400, 'invalid_encoding', 'q'],
  ])('answers ?%s with %i %s', async (query, status, code, param) => {
    const problem = expectProblemShape(await search(query), status, code);
    expect(problem.param).toBe(param);
  });

  it('accepts q of exactly 200 characters', async () => {
    expect((await search(`q=${enc('ب'.repeat(200))}`)).status).toBe(200);
  });

  it('treats regex characters as separators, never as patterns', async () => {
    const plain = await search(`q=${enc('الله')}`);
    const regex = await search(`q=${enc('الله.*')}`);
    expect(regex.status).toBe(200);
    expect(regex.json.count).toBe(plain.json.count);
    expect((await search(`q=${enc('lord(')}`)).json.count).toBe((await search('q=lord')).json.count);
  });
});

describe('GET /api/v1/search rate limit', () => {
  it('answers exactly 30 search requests of a client in a second, then 429 with Retry-After', async () => {
    // A repeated query is answered from the cache: 40 take far less than a second.
    const results = await expectThirtyASecond(() => search('q=mercy', { key: null, client: '203.0.113.77', skipOpenApi: true }));
    expect(results[30]!.headers.get('retry-after')).toBe('1');
  });
});

describe('the prebuilt search indexes the server reads at start', () => {
  const dir = path.resolve(import.meta.dirname, '../../dist/search-indexes');
  it('are written by the build for the Quran and each edition searched since the first release, and this Node reads each', () => {
    const heard: string[] = [];
    expect(readSearchIndexFile(dir, quranIndexFile, () => quranTexts(corpus()), (m) => heard.push(m))).toBeDefined();
    for (const id of PREBUILT_SEARCH_EDITIONS) expect(readSearchIndexFile(dir, editionFile(id), () => editionTexts(id).flat(), (m) => heard.push(m)), id).toBeDefined();
    expect(heard).toEqual([]);
  });
});

