import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { normalizeArabic } from '../quran/normalize';
import { searchTranslationIndex } from '../quran/search/translation-match';
import { defaultSearchEdition, translationIndex } from '../quran/search/translations';
import { editionTexts } from '../quran/editions';
import { editionWords, postingOf } from './edition-index';
import { ayahResult, editionResult, foldEditionQuery, foldEditionText, foldQuery, markWords, normalizeQuery } from './search-terms';

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

describe('the site search of the translations', () => {
  it('folds a typed word by the translation search\'s own rules (src/quran/search/words.ts)', () => {
    expect(foldEditionQuery('Prière')).toBe('priere');
    // I, ı, i and İ find each other, as in the API.
    expect(foldEditionQuery('Iblis', 'tr')).toBe(foldEditionQuery('ıblis', 'tr'));
    expect(foldEditionQuery('İbrahim', 'tr')).toBe('ibrahim');
    expect(foldEditionQuery('РАЙ')).toBe('рай');
    // The site's own pages are indexed as written: a word of other scripts goes to them as typed.
    expect(foldQuery('surah_not_found')).toBe('surah_not_found');
    // Arabic script: the Quran search's normalization for the reader pages, the translation units for the editions.
    expect(foldQuery('الصلاة')).toBe(normalizeArabic('الصلاة'));
    expect(foldEditionQuery('اللہ')).toBe(foldEditionText('اللہ', 'en'));
    // Chinese by characters, as the API searches it.
    expect(foldEditionQuery('真主')).toBe('真 主');
  });

  // A query the API's translation search answers is in the site's index (src/site/edition-index.ts),
  // folded the same way, for every ayah the API finds: the site search finds what the API finds.
  for (const [lang, query] of [['id', 'orang-orang yang beriman'], ['tr', 'Rahman'], ['ur', 'اللہ'], ['fr', 'priere'], ['ru', 'Аллах'], ['zh', '真主'], ['bn', 'আল্লাহ']] as const) {
    it(`indexes every ayah the API finds for ${lang} "${query}" with the query's folded words`, () => {
      const edition = defaultSearchEdition(lang)!;
      const found = searchTranslationIndex(translationIndex(edition), query, [0, 6236]);
      expect(found.ids.length).toBeGreaterThan(0);
      const folded = foldEditionQuery(query, lang);
      const words = editionWords([edition]);
      const missing: number[] = [];
      // The index's postings of edition 0 are the ayahs' places in the mushaf, the API's ids.
      for (const id of [...found.ids].slice(0, 40)) {
        if (!folded.split(' ').every((word) => words.get(word)?.includes(postingOf(0, id)))) missing.push(id);
      }
      expect(missing).toEqual([]);
    });
  }

  it('shows an edition result as written, the matched words marked, in the edition\'s language and direction', () => {
    const heading = `2:3 ${editionTexts(defaultSearchEdition('id')!.id)[1]![2]}`;
    const result = { url: '/quran/2/?edition=id-affairs', meta: { lang: 'id', dir: 'ltr' }, excerpt: '', sub_results: [{ url: '/quran/2/?edition=id-affairs#3', title: heading, excerpt: 'x' }] };
    const shown = editionResult(result, foldEditionQuery('salat'), 'id');
    expect(shown.sub_results[0]!.title).toBe('2:3');
    expect(shown.sub_results[0]!.excerpt).toMatch(/^<span lang="id" dir="ltr" class="edition-text">/);
    expect(shown.sub_results[0]!.excerpt).toMatch(/<mark>salat/i);
    expect(ayahResult(result, foldEditionQuery('salat')).sub_results[0]!.title).toBe('2:3');
  });

  it("reads a reader page's ayah heading as written (its Arabic with the ayah's number), the place from its address", () => {
    const result = { url: '/ur/quran/2/', excerpt: '', sub_results: [{ url: '/ur/quran/2/#43', title: 'وَأَقِيمُوا۟ ٱلصَّلَوٰةَ وَءَاتُوا۟ ٱلزَّكَوٰةَ ﴿٤٣﴾', excerpt: '' }] };
    const rewritten = ayahResult(result, foldQuery('الصلاة'));
    expect(rewritten.sub_results[0]!.title).toBe('2:43');
    expect(rewritten.sub_results[0]!.excerpt).toContain('<mark>ٱلصَّلَوٰةَ</mark>');
    expect(rewritten.sub_results[0]!.excerpt).not.toContain('﴿');
  });
});
