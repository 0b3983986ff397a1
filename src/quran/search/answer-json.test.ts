/**
 * The search answer written from fragments (answer-json.ts) is byte for byte JSON.stringify of the
 * answer object, for every kind of search, option and page, and through the route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITIONS } from '../editions';
import { textSources } from '../credits';
import { searchQuran, type SearchOptions } from './index';
import { searchQuranBytes, searchQuranJson, sourcesFragment } from './answer-json';
import { TRANSLATION_SEARCH_LANGS, defaultSearchEdition, translationIndex, warmUpQuery } from './translations';
import { answerSearch, answerSearchJson } from '../../api/routes/quran-search';
import { answerApiRequest } from '../../api/dispatch';
import { distinctQueries, type QueryLanguage } from '../../../tests/support/distinct-queries';

beforeAll(() => {
  for (const lang of TRANSLATION_SEARCH_LANGS) translationIndex(defaultSearchEdition(lang)!);
}, 120_000);

const editionOf = (id: string) => EDITIONS.find((edition) => edition.id === id)!;
const whole = (query: string, more: Partial<SearchOptions> = {}): SearchOptions => ({ query, limit: 50, offset: 0, surah: null, ...more });

/** The written bytes are the UTF-8 of JSON.stringify of the answer object, byte for byte; its text returned. */
function expectSameBytes(options: SearchOptions): string {
  const bytes = searchQuranBytes(options);
  const expected = JSON.stringify(searchQuran(options));
  if (!bytes.equals(Buffer.from(expected, 'utf8'))) expect(bytes.toString('utf8')).toBe(expected);
  expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);
  expect(searchQuranJson(options)).toBe(expected);
  return expected;
}

describe('the search answer written from fragments', () => {
  it('is JSON.stringify of the answer for every page of a common Arabic word, the last page and past it', () => {
    const { count } = searchQuran(whole('الله', { limit: 1 }));
    expect(count).toBeGreaterThan(1000);
    for (let offset = 0; offset <= count + 3; offset += 97) {
      for (const limit of [1, 20, 23]) expectSameBytes(whole('الله', { limit, offset }));
    }
    const last = expectSameBytes(whole('الله', { limit: 20, offset: count - 7 }));
    expect(JSON.parse(last).results).toHaveLength(7);
    expect(JSON.parse(expectSameBytes(whole('الله', { limit: 500, offset: count }))).results).toEqual([]);
    expectSameBytes(whole('الله', { limit: 500, offset: 1000 }));
  });

  it.each([
    ['الصلاة', {}],
    ['الله', { surah: 2 }],
    ['الله', { surah: 114 }],
    ['رب العالمين', {}],
    ['الحمدلله', {}],
    ['ابرهيم', {}],
    ['بِسْمِ اللَّهِ', { lang: 'ar' }],
    ['الله', { lang: 'AR', surah: 1 }],
    ['قزقزقز', {}],
    ['mercy', {}],
    ['Mercy', { lang: 'en', limit: 7, offset: 3 }],
    ['"He is" Allah', { lang: 'en' }],
    ['mercy', { edition: editionOf('en-sahih') }],
    ['zzqxv', {}],
    ['misericordieux', { lang: 'fr' }],
    ['Allah', { lang: 'tr', surah: 112 }],
    ['Allah', { edition: editionOf('tr-diyanet'), limit: 2, offset: 5 }],
    ['至仁至慈', { lang: 'zh' }],
    ['رحمان و رحیم', { lang: 'ur' }],
    ['Аллах', { lang: 'ru', limit: 500 }],
    ['tidak ada', { lang: 'id', limit: 500, offset: 100 }],
  ] as [string, Partial<SearchOptions>][])('%s %j: the same bytes', (query, more) => {
    expectSameBytes(whole(query, more));
  });

  it('carries a hint, and no results, the same way', () => {
    const asked = JSON.parse(expectSameBytes(whole('zzqxv', { lang: 'en' })));
    expect(asked.count).toBe(0);
    expect(asked.hint).toBeUndefined();
    const latin = JSON.parse(expectSameBytes(whole('misericordieuxqq')));
    expect(latin.results).toEqual([]);
    expect(typeof latin.hint).toBe('string');
  });

  it.each(TRANSLATION_SEARCH_LANGS)('lang=%s: pages of its own text, with the edition text of each result', (lang) => {
    const query = warmUpQuery(lang);
    const { count } = searchQuran(whole(query, { lang, limit: 1 }));
    expect(count).toBeGreaterThan(0);
    for (const offset of [0, Math.floor(count / 2), Math.max(0, count - 1)]) {
      const answer = JSON.parse(expectSameBytes(whole(query, { lang, limit: 30, offset })));
      if (answer.searched.field === 'text') expect(typeof answer.results[0].text).toBe('string');
    }
  });

  it('hands out bytes of their own, which the next answer leaves as they were', () => {
    const first = searchQuranBytes(whole('الله', { limit: 3 }));
    const copy = Buffer.from(first);
    const second = searchQuranBytes(whole('الله', { limit: 500 }));
    expect(second.length).toBeGreaterThan(64 * 1024);
    expect(first.equals(copy)).toBe(true);
    for (const bytes of [first, second]) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.length);
    }
    expectSameBytes(whole('الله', { limit: 3 }));
  });

  it('keeps what does not change from page to page per search: queries, languages and surahs asked in turn do not mix', () => {
    // Spelled differently, the same once normalized: each answer still says its own query.
    const asked: SearchOptions[] = [];
    for (const query of ['الله', 'اللَّه', 'اللّه', 'mercy', 'Mercy']) {
      for (const more of [{}, { surah: 2 }, { surah: 3 }, { lang: query.startsWith('m') || query.startsWith('M') ? 'en' : 'ar' }, { edition: editionOf('en-sahih') }]) {
        if ('edition' in more && !/^m/i.test(query)) continue;
        asked.push(whole(query, { ...more, limit: 3 }));
      }
    }
    for (let round = 0; round < 3; round++) {
      for (const [i, options] of asked.entries()) expectSameBytes({ ...options, offset: round * 5 + i, limit: 2 + round });
    }
  });

  it('names the sources of every edition as the answer object does', () => {
    expect(sourcesFragment(undefined)).toBe(JSON.stringify(textSources({ arabic_text: true, english_text: true })));
    for (const edition of EDITIONS) {
      expect(sourcesFragment(edition.id)).toBe(JSON.stringify(textSources({ arabic_text: true, english_text: true, text: edition.id })));
    }
  });
});

describe('distinct searches as users ask them', () => {
  // Adjacent word pairs, single words and prefixes as typed, each asked once (tests/support/distinct-queries.ts):
  // every search is new to the writer, as most of a server's are, then its second page.
  it.each(['ar', 'en', 'fr'] as QueryLanguage[])('lang=%s: 150 distinct queries, the first page and the second, the same bytes', (lang) => {
    for (const query of distinctQueries(lang).slice(0, 150)) {
      expectSameBytes(whole(query, { lang }));
      expectSameBytes(whole(query, { lang, limit: 20, offset: 20 }));
    }
  });
});

describe('the route', () => {
  it.each<Record<string, string>>([
    { q: 'الله', limit: '20', offset: '40' },
    { q: 'الله', surah: '2', limit: '500' },
    { q: 'mercy' },
    { q: 'mercy', lang: 'en', offset: '10', limit: '5' },
    { q: 'Allah', edition: 'tr-diyanet', surah: '112' },
    { q: 'misericordieux', lang: 'fr', limit: '3' },
    { root: 'رحم', limit: '5' },
    { lemma: 'رَحْمَة', q: 'الرحمن', offset: '2' },
  ])('%j: writes JSON.stringify of its answer object, and sends it', (args) => {
    const written = answerSearchJson(args);
    expect(written).toBe(JSON.stringify(answerSearch(args)));
    const rawQuery = new URLSearchParams(args).toString();
    const sent = answerApiRequest({ pathname: '/api/v1/search', rawQuery, context: { now: new Date(), config: { defaultTimeZone: 'UTC' } } });
    expect(sent.status).toBe(200);
    expect(sent.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sent.body).toBe(written);
  });
});
