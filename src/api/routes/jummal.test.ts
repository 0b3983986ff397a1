/** GET /v1/jummal answered in-process, through the same dispatcher the server uses. */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';
import { DEFAULT_OPTIONS } from '../../jummal/options';
import { corpus } from '../../quran/corpus';

const ask = (rawQuery: string, ifNoneMatch?: string) => callApi(`/v1/jummal${rawQuery.startsWith('?') ? rawQuery : `?${rawQuery}`}`, { ifNoneMatch });
const text = (value: string) => `?text=${encodeURIComponent(value)}`;

function expectProblem(rawQuery: string, code: string, param?: string) {
  const answer = ask(rawQuery);
  expect(answer.status).toBe(400);
  expect(answer.headers['Content-Type']).toMatch(/^application\/problem\+json/);
  expect(answer.json).toMatchObject({ type: `/docs/errors#${code}`, status: 400, code });
  if (param !== undefined) expect(answer.json.param).toBe(param);
  expect(answer.json.detail.length).toBeGreaterThan(20);
  return answer.json;
}

describe('GET /v1/jummal', () => {
  it('answers the text, its breakdown, the total, the words and the options used, in that order', () => {
    const answer = ask(text('بسم الله الرحمن الرحيم'));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['text', 'breakdown', 'total', 'words', 'options']);
    expect(answer.json.text).toBe('بسم الله الرحمن الرحيم');
    expect(answer.json.total).toBe(786);
    expect(answer.json.breakdown).toHaveLength(19);
    expect(answer.json.breakdown[0]).toEqual({ letter: 'ب', value: 2 });
    expect(answer.json.words).toEqual([
      { word: 'بسم', total: 102 },
      { word: 'الله', total: 66 },
      { word: 'الرحمن', total: 329 },
      { word: 'الرحيم', total: 289 },
    ]);
    expect(answer.json.options).toEqual(DEFAULT_OPTIONS);
  });

  it('echoes every option, chosen or default', () => {
    const answer = ask(`${text('فاطمة')}&system=maghribi&hamza=0&madda=2&ta_marbuta=400&alef_maqsura=1&shadda=double&seated_hamza=seat_and_hamza`);
    expect(answer.json.options).toEqual({ system: 'maghribi', hamza: 0, madda: 2, ta_marbuta: 400, alef_maqsura: 1, shadda: 'double', seated_hamza: 'seat_and_hamza' });
    expect(answer.json.total).toBe(530);
  });

  it('echoes the text exactly as received after URL decoding, + as a space', () => {
    expect(ask('?text=%D8%A8+%D8%A8').json.text).toBe('ب ب');
    expect(ask(`${text('  محمّد ٣ ')}`).json.text).toBe('  محمّد ٣ ');
  });

  it('is cacheable for a day with an ETag, and answers a matching If-None-Match with 304', () => {
    const first = ask(text('محمد'));
    expect(first.headers['Cache-Control']).toBe('public, max-age=86400');
    expect(first.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const second = ask(text('محمد'), first.headers.ETag);
    expect(second.status).toBe(304);
    expect(second.body).toBe('');
    expect(ask(text('محمد') + '&shadda=double').headers.ETag).not.toBe(first.headers.ETag);
  });
});

describe('the text limits', () => {
  it('accepts 1000 characters and refuses 1001 with text_too_long', () => {
    expect(ask(text('ب'.repeat(1000))).json.total).toBe(2000);
    const problem = expectProblem(text('ب'.repeat(1001)), 'text_too_long', 'text');
    expect(problem.detail).toContain('1001');
  });

  it('counts code points, not UTF-16 units: 1000 letters outside the BMP pass', () => {
    const alef = '\u{1EE00}'; // ARABIC MATHEMATICAL ALEF: two UTF-16 units, one code point
    expect(alef.length).toBe(2);
    const answer = ask(text(alef.repeat(1000)));
    expect(answer.status).toBe(200);
    expect(answer.json.total).toBe(1000);
    expectProblem(text(alef.repeat(1001)), 'text_too_long', 'text');
    expect(ask(text('ب'.repeat(999) + '😀')).status).toBe(200);
    expectProblem(text('ب'.repeat(1000) + '😀'), 'text_too_long', 'text');
  });

  it('counts combining marks as characters of their own', () => {
    expect(ask(text('بَ'.repeat(500))).status).toBe(200);
    expectProblem(text('بَ'.repeat(500) + 'ب'), 'text_too_long', 'text');
  });

  it('refuses a missing or empty text with missing_parameter', () => {
    expectProblem('', 'missing_parameter', 'text');
    expectProblem('?system=maghribi', 'missing_parameter', 'text');
    expectProblem('?text=', 'missing_parameter', 'text');
    expectProblem('?text', 'missing_parameter', 'text');
  });

  it.each(['hello', '123', '   ', '+', '١٢٣', 'ـَ', '\u200C', '😀', '﷼'])('refuses %j, which has no Arabic letter, with no_arabic_letters', (value) => {
    expectProblem(text(value), 'no_arabic_letters', 'text');
  });

  it('refuses malformed percent-encoding with invalid_encoding', () => {
    expectProblem('?text=%D9', 'invalid_encoding', 'text');
    expectProblem('?text=%E0%A4%A', 'invalid_encoding', 'text');
    expectProblem('?text=%ZZ', 'invalid_encoding', 'text');
    expectProblem('?text=%ED%A0%80', 'invalid_encoding', 'text');
  });

  it('refuses a letter with no value it can stand behind with unsupported_letter', () => {
    const problem = expectProblem(text('ٮسم'), 'unsupported_letter', 'text');
    expect(problem).toMatchObject({ letter: 'ٮ', code_point: 'U+066E' });
  });
});

describe('the option errors', () => {
  it.each([
    ['system', 'eastern', 'mashriqi, maghribi'],
    ['hamza', 'yes', '1, 0'],
    ['madda', '3', '1, 2'],
    ['ta_marbuta', '4', '5, 400'],
    ['alef_maqsura', '0', '10, 1'],
    ['shadda', '2', 'once, double'],
  ])('refuses %s=%s with invalid_option listing %s', (name, value, allowed) => {
    const problem = expectProblem(`${text('محمد')}&${name}=${value}`, 'invalid_option', name);
    expect(problem.detail).toContain(allowed);
    expect(problem.allowed).toEqual(allowed.split(', '));
  });

  it('refuses an empty option value instead of using the default', () => {
    expectProblem(`${text('محمد')}&system=`, 'invalid_option', 'system');
  });

  it('refuses an unknown parameter and a parameter given twice', () => {
    expectProblem(`${text('محمد')}&txt=1`, 'unknown_parameter', 'txt');
    expectProblem(`${text('محمد')}&system=maghribi&system=mashriqi`, 'duplicate_parameter', 'system');
    expectProblem(`${text('محمد')}&text=علي`, 'duplicate_parameter', 'text');
  });
});

describe('robustness', () => {
  it('never answers 500, whatever the text', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const ranges: [number, number][] = [[0x0600, 0x06ff], [0x0750, 0x077f], [0x0870, 0x08ff], [0xfb50, 0xfdff], [0xfe70, 0xfeff], [0x1ee00, 0x1eeff], [0x20, 0x7e], [0x2000, 0x206f]];
    for (let run = 0; run < 500; run++) {
      let value = '';
      const length = 1 + Math.floor(random() * 30);
      for (let i = 0; i < length; i++) {
        const [from, to] = ranges[Math.floor(random() * ranges.length)]!;
        value += String.fromCodePoint(from + Math.floor(random() * (to - from + 1)));
      }
      const answer = callApi(`/v1/jummal${text(value)}`, { skipOpenApi: true });
      expect([200, 400], value).toContain(answer.status);
    }
  });
});

describe('GET /v1/jummal/quran/{surah}/{ayah} and /v1/jummal/quran/{surah}', () => {
  const get = (pathname: string, rawQuery = '') => callApi(pathname + rawQuery);

  it('gives every ayah the /v1/jummal answer for its text wherever that fits in 1000 characters, file and contract form alike', () => {
    const differences: string[] = [];
    let compared = 0;
    for (const surah of corpus()) {
      for (const ayah of surah.ayahs) {
        const file = callApi(`/v1/jummal/quran/${surah.number}/${ayah.number}.json`, { skipOpenApi: true });
        const contract = callApi(`/v1/jummal/quran/${surah.number}/${ayah.number}`, { skipOpenApi: true });
        if (file.body !== contract.body) differences.push(`${surah.number}:${ayah.number} file differs from contract form`);
        if ([...ayah.arabic].length > 1000) continue;
        const free = callApi(`/v1/jummal?text=${encodeURIComponent(ayah.arabic)}`, { skipOpenApi: true }).json;
        const { surah_number, ayah_number, sources, ...rest } = JSON.parse(file.body);
        if (sources?.text?.id !== 'quran-json') differences.push(`${surah.number}:${ayah.number} without the text's terms`);
        if (surah_number !== surah.number || ayah_number !== ayah.number || JSON.stringify(rest) !== JSON.stringify(free)) differences.push(`${surah.number}:${ayah.number}`);
        compared++;
      }
    }
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(6200);
  });

  it('answers 2:282, too long for /v1/jummal', () => {
    expect(get('/v1/jummal/quran/2/282').json).toMatchObject({ surah_number: 2, ayah_number: 282 });
    expect(get('/v1/jummal', `?text=${encodeURIComponent(corpus()[1]!.ayahs[281]!.arabic)}`).json.code).toBe('text_too_long');
  });

  it('takes every option, and a surah total is the sum of its ayahs under them', () => {
    const options = '?system=maghribi&seated_hamza=seat_and_hamza&alef_maqsura=1';
    const surah = get('/v1/jummal/quran/2', options).json;
    expect(surah.options).toMatchObject({ system: 'maghribi', seated_hamza: 'seat_and_hamza', alef_maqsura: 1 });
    const first = get('/v1/jummal/quran/2/1', options).json;
    expect(surah.ayahs[0]).toEqual({ ayah_number: 1, total: first.total });
    expect(surah.total).toBe(surah.ayahs.reduce((sum: number, entry: { total: number }) => sum + entry.total, 0));
  });

  it.each([
    ['/v1/jummal/quran/115', 404, 'surah_not_found'],
    ['/v1/jummal/quran/0/1', 404, 'surah_not_found'],
    ['/v1/jummal/quran/1/8', 404, 'ayah_not_found'],
    ['/v1/jummal/quran/abc', 400, 'invalid_surah'],
    ['/v1/jummal/quran/2/07', 400, 'invalid_ayah'],
    ['/v1/jummal/quran/1/1?shadda=triple', 400, 'invalid_option'],
    ['/v1/jummal/quran/1/1?text=x', 400, 'unknown_parameter'],
  ])('%s is %i %s', (request, status, code) => {
    const [pathname, query = ''] = request.split('?');
    const answer = get(pathname!, query ? `?${query}` : '');
    expect(answer.status).toBe(status);
    expect(answer.json.code).toBe(code);
  });
});
