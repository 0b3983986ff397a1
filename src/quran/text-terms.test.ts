/**
 * The terms travel with the text: every answer that carries a text we pass on (the Uthmani Arabic, an
 * edition's translation) names that text and carries its licence, over every route kind of the table.
 */
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../api/routes/index';
import { everyStaticFile } from '../api/route';
import { callApi } from '../../tests/support/in-process';
import { EDITIONS } from './editions-list';
import { warmUpQuery } from './search/translations';

/** A request for each route that has no static file. */
const DYNAMIC_SAMPLES: Record<string, string> = {
  'quran.random-ayah': '/api/v1/ayah/random?surah=36',
  'quran.search': '/api/v1/search?q=mercy',
  'hijri.today': '/v1/hijri/today',
  'jummal.count': '/v1/jummal?text=%D8%A8%D8%B3%D9%85',
  'prayer.day': '/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01',
  'prayer.month': '/v1/prayer-times/month?lat=21.4225&lng=39.8262&year=2026&month=3',
  'prayer.month-ics': '/v1/prayer-times.ics?lat=21.4225&lng=39.8262&year=2026&month=3',
  'prayer.qibla': '/v1/qibla?lat=51.5074&lng=-0.1278',
  'prayer.places': '/v1/places?q=London',
  'quran.verify-quote': '/api/v1/verify-quote?text=%D9%82%D9%84%20%D9%87%D9%88%20%D8%A7%D9%84%D9%84%D9%87%20%D8%A3%D8%AD%D8%AF',
};
/** Routes whose `text` field is the caller's own text, not one we pass on. */
const CALLER_TEXT = new Set(['jummal.count']);
/** Answers whose `sources` are the pinned indexes they were built from (no text of a publisher): each with its file's sha256 and its host's terms. */
const INDEX_SOURCES = new Set(['recitations.reciters']);
const TEXT_FIELDS = ['arabic_text', 'english_text', 'text'];

function sampleUrls(): Map<string, string> {
  const samples = new Map(Object.entries(DYNAMIC_SAMPLES));
  for (const { route, url } of everyStaticFile(allRoutes)) if (!samples.has(route.id)) samples.set(route.id, url);
  return samples;
}

/** The names of the text fields anywhere in an answer. */
function textFieldsOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) textFieldsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'sources' || key === 'edition') continue;
      if (TEXT_FIELDS.includes(key) && typeof inner === 'string') found.add(key);
      else textFieldsOf(inner, found);
    }
  }
  return found;
}

function expectTerms(source: { id: string; license: { name: string; url: string; attribution: string } } | undefined, where: string) {
  expect(source, where).toBeDefined();
  expect(source!.id, where).toMatch(/\S/);
  expect(source!.license.name, where).toMatch(/\S/);
  expect(source!.license.url, where).toMatch(/^https:\/\//);
  expect(source!.license.attribution, where).toMatch(/\S/);
}

describe('the terms of the texts an answer carries', () => {
  const samples = sampleUrls();

  it('has a sample of every route of the table', () => {
    expect(allRoutes.map((route) => route.id).filter((id) => !samples.has(id))).toEqual([]);
  });

  it.each([...sampleUrls()])('%s (%s) names each text it carries and its licence', (id, url) => {
    const body = callApi(url, { skipOpenApi: true }).json;
    if (body === undefined) return; // not JSON (the .ics calendar): no text of ours in it
    const fields = CALLER_TEXT.has(id) ? new Set<string>() : textFieldsOf(body);
    if (body.edition && typeof body.edition === 'object') {
      // An edition answer's one text is its edition: `edition` with `edition.license`.
      expectTerms(body.edition, url);
      fields.delete('text');
    }
    for (const field of fields) expectTerms(body.sources?.[field], `${url}: ${field}`);
    if (INDEX_SOURCES.has(id)) {
      for (const source of Object.values(body.sources as Record<string, { sha256: string; repository: string; terms: unknown }>)) {
        expect(source.sha256, url).toMatch(/^[0-9a-f]{64}$/);
        expect(source.repository, url).toMatch(/\S/);
        expect(source.terms, url).toBeDefined();
      }
      return;
    }
    if (fields.size === 0 && body.edition === undefined) expect(body.sources, url).toBeUndefined();
  });

  it('says which edition english_text is, with the publisher terms (Tanzil: non-commercial)', () => {
    const sahih = EDITIONS.find((edition) => edition.id === 'en-sahih')!;
    for (const url of ['/api/v1/ayah/2/255', '/api/v1/surah/1', '/api/v1/juz/30', '/api/v1/page/1', '/api/v1/search?q=mercy']) {
      const { sources } = callApi(url).json;
      expect(sources.english_text, url).toEqual({ id: 'en-sahih', name: sahih.translator, license: sahih.license });
      expect(sources.english_text.license.commercial_use).toBe(false);
      expect(sources.arabic_text.id).toBe('quran-json');
    }
  });

  // A sample of scripts: building a language's index takes seconds; tests/http/search.test.ts covers the rest.
  it.each(['fr', 'id', 'ru', 'zh', 'ur'])('a search in lang=%s names the edition its `text` is and its licence', (lang) => {
    const body = callApi(`/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(warmUpQuery(lang))}`).json;
    const edition = EDITIONS.find((candidate) => candidate.id === body.edition)!;
    expect(body.searched).toEqual({ lang, field: 'text', editions: [edition.id] });
    expect(body.sources.text).toMatchObject({ id: edition.id, license: edition.license });
  });
});

describe('what a search says it searched', () => {
  it('names the language, the field and the text searched', () => {
    expect(callApi('/api/v1/search?q=%D8%A7%D9%84%D9%84%D9%87&limit=1').json.searched).toEqual({ lang: 'ar', field: 'arabic_text', editions: ['quran-json'] });
    expect(callApi('/api/v1/search?q=mercy&limit=1').json.searched).toEqual({ lang: 'en', field: 'english_text', editions: ['en-sahih'] });
  });

  it('refuses a query without lang in a script English is not written in, naming the lang values written in it', () => {
    const cyrillic = callApi(`/api/v1/search?q=${encodeURIComponent('Милостивый')}`);
    expect(cyrillic.status).toBe(400);
    expect(cyrillic.json).toMatchObject({ code: 'lang_mismatch', langs: ['ru', 'tg', 'uz'] });
    expect(cyrillic.json.detail).toContain('lang=ru');
    const chinese = callApi(`/api/v1/search?q=${encodeURIComponent('真主')}`);
    expect(chinese.json).toMatchObject({ code: 'lang_mismatch', langs: ['ja', 'zh'] });
  });

  it('hints at the other Latin-script languages when a query searched as English by default finds nothing', () => {
    const body = callApi(`/api/v1/search?q=${encodeURIComponent('miséricordieux')}`).json;
    expect(body.count).toBe(0);
    expect(body.hint).toContain('lang=fr');
    expect(body.hint).not.toContain('lang=ru');
    expect(callApi('/api/v1/search?q=mercy&limit=1').json.hint).toBeUndefined();
  });
});
