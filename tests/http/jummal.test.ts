/**
 * GET /v1/jummal over HTTP, against the built server (see tests/support/global-setup.ts). The
 * counting rules themselves are tested in src/jummal/*.test.ts; here: the contract at the wire.
 */
import { describe, expect, it } from 'vitest';
import vectorData from '../../src/jummal/testdata/abjad-vectors.json' with { type: 'json' };
import { expectProblemShape, get, request, staticFile } from '../support/api';

const BASMALA = 'بسم الله الرحمن الرحيم';
const jummal = (text: string, extra = '') => `/v1/jummal?text=${encodeURIComponent(text)}${extra}`;
const vectors = (vectorData as unknown as { vectors: { text: string; total: number; variants: Record<string, number> }[] }).vectors;

describe('GET /v1/jummal', () => {
  it('answers the basmala with 786, its breakdown, its words and the options used', async () => {
    const { status, json, headers } = await get(jummal(BASMALA));
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(Object.keys(json)).toEqual(['text', 'breakdown', 'total', 'words', 'options']);
    expect(json.text).toBe(BASMALA);
    expect(json.total).toBe(786);
    expect(json.breakdown).toHaveLength(19);
    expect(json.breakdown.slice(0, 3)).toEqual([
      { letter: 'ب', value: 2 },
      { letter: 'س', value: 60 },
      { letter: 'م', value: 40 },
    ]);
    expect(json.words.map((word: { total: number }) => word.total)).toEqual([102, 66, 329, 289]);
    expect(json.options).toEqual({ system: 'mashriqi', hamza: 1, madda: 1, ta_marbuta: 5, alef_maqsura: 10, shadda: 'once', seated_hamza: 'seat' });
  });

  it.each(vectors.map((vector) => [vector.text, vector.total] as const))('counts %s as %i', async (text, total) => {
    const { status, json } = await get(jummal(text));
    expect(status).toBe(200);
    expect(json.total).toBe(total);
  });

  it.each(vectors.flatMap((vector) => Object.entries(vector.variants).map(([option, total]) => [vector.text, option, total] as const)))(
    'counts %s under %s as %i',
    async (text, option, total) => {
      const { json } = await get(jummal(text, `&${option}`));
      expect(json.total).toBe(total);
    },
  );

  it('echoes each option it was given', async () => {
    const { json } = await get(jummal('فاطمة', '&system=maghribi&hamza=0&madda=2&ta_marbuta=400&alef_maqsura=1&shadda=double&seated_hamza=seat_and_hamza'));
    expect(json.options).toEqual({
      system: 'maghribi',
      hamza: 0,
      madda: 2,
      ta_marbuta: 400,
      alef_maqsura: 1,
      shadda: 'double',
      seated_hamza: 'seat_and_hamza',
    });
    expect(json.total).toBe(530);
  });

  it('shows a doubled shadda as a second entry, even with a vowel between the letter and the shadda', async () => {
    const { json } = await get(jummal('مُحَمَّدٌ', '&shadda=double'));
    expect(json.total).toBe(132);
    expect(json.breakdown.filter((entry: { shadda?: boolean }) => entry.shadda)).toEqual([{ letter: 'م', value: 40, shadda: true }]);
  });

  it('counts ٱ as 1, ignores ZWNJ and tatweel, and folds ﻻ, ﷲ and ﷽', async () => {
    expect((await get(jummal('ٱ'))).json.total).toBe(1);
    expect((await get(jummal('می\u200Cکنیم'))).json.total).toBe(170);
    expect((await get(jummal('فاطمــة'))).json.total).toBe(135);
    expect((await get(jummal('ﻻ'))).json.total).toBe(31);
    expect((await get(jummal('ﷲ'))).json.total).toBe(66);
    expect((await get(jummal('﷽'))).json.total).toBe(786);
  });

  it('counts decomposed letters as the composed ones', async () => {
    const composed = await get(jummal('قرآن', '&madda=2'));
    const decomposed = await get(jummal('قرا\u0653ن', '&madda=2'));
    expect(decomposed.json.total).toBe(composed.json.total);
    expect(decomposed.json.breakdown[2]).toEqual({ letter: 'آ', value: 2, written: 'ا\u0653' });
  });

  it('reads + as a space and %2B as a plus sign', async () => {
    expect((await get('/v1/jummal?text=%D8%A8+%D8%A8')).json.text).toBe('ب ب');
    expect((await get('/v1/jummal?text=%D8%A8%2B%D8%A8')).json.text).toBe('ب+ب');
  });

  it('is cacheable for a day with an ETag and CORS, on both servers, with the same bytes', async () => {
    const main = await get(jummal(BASMALA));
    const dynamic = await get(jummal(BASMALA), { server: 'dynamic' });
    for (const result of [main, dynamic]) {
      expect(result.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(result.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(result.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect(dynamic.text).toBe(main.text);
    expect(dynamic.headers.get('etag')).toBe(main.headers.get('etag'));
  });

  it('answers If-None-Match with 304 and HEAD with the headers of GET', async () => {
    const first = await get(jummal('محمد'));
    const etag = first.headers.get('etag')!;
    const again = await request(jummal('محمد'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const head = await request(jummal('محمد'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('etag')).toBe(etag);
  });

  it('carries the Jummal rate limit of 60 requests per second for a client without a key', async () => {
    const result = await get(jummal('محمد'), { key: null, client: '203.0.113.60' });
    expect(result.status).toBe(200);
    expect(result.headers.get('ratelimit-limit')).toBe('60');
  });

  it('answers exactly 60 of 70 requests in a second, then 429 with Retry-After', async () => {
    // The limiter is a sliding window of one second: 70 requests one after another take far less,
    // so exactly the first 60 pass.
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 70; i++) results.push(await request(jummal('علي'), { key: null, client: '203.0.113.61', skipOpenApi: true }));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(results.map((result) => result.status)).toEqual([...Array(60).fill(200), ...Array(10).fill(429)]);
    expect(results[60]!.headers.get('retry-after')).toBe('1');
    expectProblemShape(results[60]!, 429, 'rate_limited');
  });
});

describe('GET /v1/jummal errors', () => {
  it('accepts 1000 characters and refuses 1001 with text_too_long', async () => {
    const ok = await get(jummal('ب'.repeat(1000)));
    expect(ok.status).toBe(200);
    expect(ok.json.total).toBe(2000);
    const problem = expectProblemShape(await get(jummal('ب'.repeat(1001))), 400, 'text_too_long');
    expect(problem.param).toBe('text');
  });

  it('counts the limit in code points, not UTF-16 units', async () => {
    const alef = '\u{1EE00}'; // two UTF-16 units, one code point
    expect((await get(jummal(alef.repeat(1000)))).status).toBe(200);
    expectProblemShape(await get(jummal(alef.repeat(1001))), 400, 'text_too_long');
  });

  it.each([
    ['/v1/jummal', 'missing_parameter', 'text'],
    ['/v1/jummal?text=', 'missing_parameter', 'text'],
    ['/v1/jummal?system=maghribi', 'missing_parameter', 'text'],
    [jummal('hello 123'), 'no_arabic_letters', 'text'],
    [jummal('ـَ ١٢٣'), 'no_arabic_letters', 'text'],
    ['/v1/jummal?text=%D9', 'invalid_encoding', 'text'],
    ['/v1/jummal?text=%E0%A4%A', 'invalid_encoding', 'text'],
    [jummal('محمد', '&system=western'), 'invalid_option', 'system'],
    [jummal('محمد', '&hamza=2'), 'invalid_option', 'hamza'],
    [jummal('محمد', '&madda=0'), 'invalid_option', 'madda'],
    [jummal('محمد', '&ta_marbuta=40'), 'invalid_option', 'ta_marbuta'],
    [jummal('محمد', '&alef_maqsura=0'), 'invalid_option', 'alef_maqsura'],
    [jummal('محمد', '&shadda=triple'), 'invalid_option', 'shadda'],
    [jummal('محمد', '&seated_hamza=hamza'), 'invalid_option', 'seated_hamza'],
    [jummal('محمد', '&lang=ar'), 'unknown_parameter', 'lang'],
    [jummal('محمد', '&text=علي'), 'duplicate_parameter', 'text'],
    [jummal('ٮسم'), 'unsupported_letter', 'text'],
  ])('answers %s with 400 %s naming %s', async (path, code, param) => {
    const problem = expectProblemShape(await get(path), 400, code);
    expect(problem.param).toBe(param);
  });

  it('lists the allowed values of a bad option', async () => {
    const problem = expectProblemShape(await get(jummal('محمد', '&ta_marbuta=4')), 400, 'invalid_option');
    expect(problem.allowed).toEqual(['5', '400']);
    expect(problem.detail).toContain('5, 400');
  });
});

describe('seated_hamza over HTTP', () => {
  // By hand, Mashriqi: ؤ = و + ء = 6 + 1, ئ = ي + ء = 10 + 1; أ and إ stay 1.
  it.each([
    ['مؤمن', 136, 137],
    ['سائل', 101, 102],
    ['شيء', 311, 311],
    ['أإ', 2, 2],
    ['بئر', 212, 213],
    ['رءوف', 287, 287],
  ])('counts %s as %i by default and %i with seat_and_hamza', async (text, seat, seatAndHamza) => {
    expect((await get(jummal(text))).json.total).toBe(seat);
    expect((await get(jummal(text, '&seated_hamza=seat_and_hamza'))).json.total).toBe(seatAndHamza);
  });

  it('lists a seated hamza as its seat then a ء marked seated, with alef_maqsura=1 as the per-ayah table counts', async () => {
    const { json } = await get(jummal('مؤمن على', '&alef_maqsura=1&seated_hamza=seat_and_hamza'));
    expect(json.breakdown).toEqual([
      { letter: 'م', value: 40 },
      { letter: 'ؤ', value: 6 },
      { letter: 'ء', value: 1, seated: true },
      { letter: 'م', value: 40 },
      { letter: 'ن', value: 50 },
      { letter: 'ع', value: 70 },
      { letter: 'ل', value: 30 },
      { letter: 'ى', value: 1 },
    ]);
    expect(json.total).toBe(137 + 70 + 30 + 1);
  });
});

describe('GET /v1/jummal/quran/{surah}/{ayah} and /v1/jummal/quran/{surah} over HTTP', () => {
  it('answers al-Fatiha 1:1 with 786, the same bytes as its static file, from both servers', async () => {
    const main = await get('/v1/jummal/quran/1/1');
    expect(main.status).toBe(200);
    expect(main.json).toMatchObject({ surah_number: 1, ayah_number: 1, total: 786 });
    expect(main.text).toBe(staticFile('/v1/jummal/quran/1/1.json'));
    expect((await get('/v1/jummal/quran/1/1', { server: 'dynamic' })).text).toBe(main.text);
    expect((await get('/v1/jummal/quran/1/1.json')).text).toBe(main.text);
  });

  it('answers 2:282, the longest ayah, which /v1/jummal refuses as too long', async () => {
    const ayah = await get('/v1/jummal/quran/2/282');
    expect(ayah.status).toBe(200);
    expect([...ayah.json.text].length).toBeGreaterThan(1000);
    expect(ayah.json.text).toBe((await get('/api/v1/ayah/2/282')).json.arabic_text);
    expectProblemShape(await get(jummal(ayah.json.text)), 400, 'text_too_long');
  });

  it('gives al-Ikhlas the totals 220, 231, 240 and 311, 1002 in all', async () => {
    const surah = await get('/v1/jummal/quran/112');
    expect(surah.json.total).toBe(1002);
    expect(surah.json.ayahs).toEqual([
      { ayah_number: 1, total: 220 },
      { ayah_number: 2, total: 231 },
      { ayah_number: 3, total: 240 },
      { ayah_number: 4, total: 311 },
    ]);
    expect(surah.text).toBe(staticFile('/v1/jummal/quran/112.json'));
    expect((await get('/v1/jummal/quran/112', { server: 'dynamic' })).text).toBe(surah.text);
  });

  it('takes the options live and agrees with /v1/jummal on the same text', async () => {
    const options = '&system=maghribi&seated_hamza=seat_and_hamza&alef_maqsura=1';
    const ayah = await get(`/v1/jummal/quran/2/3?${options.slice(1)}`);
    expect(ayah.json.options).toMatchObject({ system: 'maghribi', seated_hamza: 'seat_and_hamza', alef_maqsura: 1 });
    const free = await get(jummal(ayah.json.text, options));
    expect(ayah.json.total).toBe(free.json.total);
    expect(ayah.json.breakdown).toEqual(free.json.breakdown);
  });

  it('every static ayah file holds the /v1/jummal answer for its text (a sample over HTTP)', async () => {
    for (const [surah, ayah] of [[1, 7], [2, 255], [36, 1], [55, 13], [114, 6]] as const) {
      const file = JSON.parse(staticFile(`/v1/jummal/quran/${surah}/${ayah}.json`));
      const free = await get(jummal(file.text));
      expect(free.status).toBe(200);
      expect(file.total).toBe(free.json.total);
      expect(file.words).toEqual(free.json.words);
    }
  });

  it.each([
    ['/v1/jummal/quran/115', 404, 'surah_not_found'],
    ['/v1/jummal/quran/1/8', 404, 'ayah_not_found'],
    ['/v1/jummal/quran/x/1', 400, 'invalid_surah'],
    ['/v1/jummal/quran/1/1?seated_hamza=both', 400, 'invalid_option'],
    ['/v1/jummal/quran/1?text=x', 400, 'unknown_parameter'],
  ])('answers %s with %i %s', async (path, status, code) => {
    expectProblemShape(await get(path), status, code);
  });
});
