import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { normalizeArabic } from '../quran/normalize';
import { ayahResult, markWords, normalizeQuery } from './search-terms';

const ayah = (surah: number, number: number) => corpus()[surah - 1]!.ayahs[number - 1]!.arabic;

describe('the site search of the Quran reader', () => {
  it('folds a typed query with the API\'s own normalization', () => {
    expect(normalizeQuery('الصلاة')).toBe(normalizeArabic('الصلاة'));
    expect(normalizeQuery('Sovereign of the Day')).toBe('Sovereign of the Day');
  });

  it('marks the written words of 2:3 that hold الصلاة, leaving the text as written', () => {
    const marked = markWords(ayah(2, 3), normalizeQuery('الصلاة'));
    expect(normalizeArabic(ayah(2, 3).split(' ')[4]!)).toBe(normalizeArabic('الصلاة'));
    expect(marked).toContain(`<mark>${ayah(2, 3).split(' ')[4]}</mark>`);
    expect(marked.replace(/<\/?mark>/g, '')).toBe(ayah(2, 3));
    expect(marked.match(/<mark>/g)).toHaveLength(1);
  });

  it('rewrites a reader result: ayah references as titles, phrase matches first, other pages untouched', () => {
    const result = {
      url: '/quran/1/',
      excerpt: 'folded',
      sub_results: [
        { url: '/quran/1/#3', title: `1:3 ${ayah(1, 3)}`, excerpt: 'x' },
        { url: '/quran/1/#1', title: `1:1 ${ayah(1, 1)}`, excerpt: 'x' },
      ],
    };
    const query = normalizeQuery('بسم الله');
    const rewritten = ayahResult(result, query);
    expect(rewritten.sub_results.map((sub) => sub.title)).toEqual(['1:1']);
    expect(rewritten.sub_results[0]!.excerpt).toContain('<mark>بِسۡمِ</mark>');
    const rewrittenMercy = ayahResult(result, normalizeQuery('الرحمن الرحيم'));
    expect(rewrittenMercy.sub_results.map((sub) => sub.title)).toEqual(['1:1', '1:3']);
    const docs = { url: '/docs/search/', excerpt: 'e', sub_results: [{ url: '/docs/search/#q', title: 'q', excerpt: 'e' }] };
    expect(ayahResult(docs, query)).toBe(docs);
  });
});
