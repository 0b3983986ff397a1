/**
 * GET /api/v1/search answered in process, through the same dispatcher the server and the static
 * build use (src/api/dispatch.ts).
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';

/** GET /api/v1/search with this query, answered in process and checked against the OpenAPI document. */
const call = (rawQuery: string, ifNoneMatch?: string) => callApi(`/api/v1/search?${rawQuery}`, { now: new Date(), ifNoneMatch });

const enc = encodeURIComponent;

describe('GET /api/v1/search in process', () => {
  it('answers an Arabic query with 200, JSON, a one-day cache and an ETag', () => {
    const response = call(`q=${enc('الصلاة')}`);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(response.headers['Cache-Control']).toBe('public, max-age=86400');
    expect(response.headers.ETag).toMatch(/^"[\w-]+"$/);
    expect(response.json).toMatchObject({ query: 'الصلاة', lang: 'ar', count: 61, limit: 50, offset: 0, surah: null });
    expect(response.json.results).toHaveLength(50);
    expect(Object.keys(response.json.results[0])).toEqual([
      'surah_number', 'surah_name', 'ayah_number', 'arabic_text', 'english_text', 'juz', 'page', 'hizb_quarter', 'ruku', 'manzil', 'sajda', 'matched_words',
    ]);
  });

  it('answers an English query, detected from the text, with the same shape', () => {
    const response = call('q=ever+living');
    expect(response.json).toMatchObject({ query: 'ever living', lang: 'en', normalized_query: 'ever living', count: 5 });
  });

  it('answers If-None-Match with the current ETag with 304 and no body', () => {
    const first = call(`q=${enc('الرحمن')}&limit=3`);
    const again = call(`q=${enc('الرحمن')}&limit=3`, first.headers.ETag);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
  });

  it('pages with limit and offset and filters by surah', () => {
    const page = call(`q=${enc('الله')}&limit=2&offset=3&surah=2`).json;
    expect(page).toMatchObject({ limit: 2, offset: 3, surah: 2 });
    expect(page.results.map((r: { ayah_number: number }) => r.ayah_number)).toEqual([10, 15]);
  });

  it('answers a query with no match with 200 and count 0', () => {
    expect(call('q=zzzzqqq').json).toMatchObject({ count: 0, results: [] });
  });

  it('gives the same answer for the same question (deterministic, so cacheable)', () => {
    expect(call(`q=${enc('يا أيها الناس')}`).body).toBe(call(`q=${enc('يا أيها الناس')}`).body);
  });

  it.each([
    ['', 'missing_parameter', 'q'],
    ['q=', 'missing_parameter', 'q'],
    ['lang=ar', 'missing_parameter', 'q'],
    ['q=%20%20%20', 'empty_query', 'q'],
    [`q=${enc('َُِّْ')}`, 'empty_query', 'q'],
    ['q=.*', 'empty_query', 'q'],
    ['q=(', 'empty_query', 'q'],
    ['q=%5C', 'empty_query', 'q'],
    [`q=${enc('ب'.repeat(201))}`, 'query_too_long', 'q'],
    ['q=%00', 'invalid_query', 'q'],
    [`q=${enc('الله')}%00`, 'invalid_query', 'q'],
    ['q=x&lang=el', 'invalid_lang', 'lang'],
    ['q=x&lang=', 'invalid_lang', 'lang'],
    ['q=x&limit=0', 'invalid_limit', 'limit'],
    ['q=x&limit=501', 'invalid_limit', 'limit'],
    ['q=x&limit=abc', 'invalid_limit', 'limit'],
    ['q=x&offset=-1', 'invalid_offset', 'offset'],
    ['q=x&offset=abc', 'invalid_offset', 'offset'],
    ['q=x&surah=abc', 'invalid_surah', 'surah'],
    ['q=x&page=2', 'unknown_parameter', 'page'],
    ['q=x&q=y', 'duplicate_parameter', 'q'],
    ['q=%E0%A4%A', 'invalid_encoding', 'q'],
  ])('answers ?%s with 400 %s on %s', (rawQuery, code, param) => {
    const response = call(rawQuery);
    expect(response.status).toBe(400);
    expect(response.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
    expect(response.json).toMatchObject({ status: 400, code, param, type: `/docs/errors#${code}` });
    expect(response.json.detail.length).toBeGreaterThan(20);
  });

  it('answers a surah number outside 1..114 with 404 surah_not_found', () => {
    const response = call('q=x&surah=115');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'surah_not_found', param: 'surah' });
  });

  it('accepts the limits at their bounds: q of 200 characters, limit 1 and 500', () => {
    expect(call(`q=${enc('ب'.repeat(200))}`).status).toBe(200);
    expect(call('q=mercy&limit=1').json.results).toHaveLength(1);
    expect(call('q=mercy&limit=500').status).toBe(200);
  });

  it('never answers 500 to hostile input', () => {
    for (const q of ['%FF', '%F0%9F%98%80', '((((', '%5B%5D', '%E2%80%AE', '\u0000'.repeat(3), 'a'.repeat(200), '%D9%80%D9%80']) {
      expect(call(`q=${q}`).status).not.toBe(500);
    }
  });
});
