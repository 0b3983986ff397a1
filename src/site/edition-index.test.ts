import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { EDITIONS, editionTexts } from '../quran/editions';
import { buildTranslationIndex } from '../quran/search/translation-index';
import { searchTranslationIndex } from '../quran/search/translation-match';
import { translationIndex } from '../quran/search/translations';
// The search box's own module (plain JavaScript, served as is).
import { PREFIX_MIN, createEditionSearch } from '../../public/pagefind-ranked/edition-search.js';
import { CHUNK_BYTES, INDEXED_EDITIONS, editionSearchFiles, editionWords, editionWordsCollector, joinEditionWords } from './edition-index';
import { foldEditionQuery } from './search-terms';

interface ResultData {
  url: string;
  meta: { title: string; lang: string; dir: string };
  sub_results: { title: string; url: string }[];
  ayahs: number[];
  whole: number[];
}
type Result = { id: string; data: () => Promise<ResultData> };

describe('the translations\' site search index', () => {
  it('holds every translation but the one the reader pages carry', () => {
    expect(INDEXED_EDITIONS.map((edition) => edition.id)).toEqual(EDITIONS.filter((edition) => edition.kind === 'translation' && edition.id !== 'en-sahih').map((edition) => edition.id));
    expect(INDEXED_EDITIONS.length).toBeGreaterThan(30);
  });

  // Two editions of different languages and scripts, searched as the search box does.
  const editions = INDEXED_EDITIONS.filter((edition) => ['id-affairs', 'tr-diyanet', 'ur-jalandhry'].includes(edition.id));
  const words = editionWords(editions);
  const { entry, chunks } = editionSearchFiles(words, editions);
  const files = new Map([['index.json', JSON.stringify(entry)], ...chunks.map((chunk) => [chunk.file, chunk.json] as [string, string])]);
  const fetched: string[] = [];
  const search = createEditionSearch({
    loadJson: async (file: string) => {
      fetched.push(file);
      return JSON.parse(files.get(file)!);
    },
    ayahText: async (id: string, surah: number, ayah: number) => editionTexts(id)[surah - 1]![ayah - 1]!,
    baseUrl: '/',
  }) as { search: (term: string) => Promise<Result[]> };

  it('is made the same from the API\'s search indexes as by folding every text (the build makes it that way)', () => {
    const collector = editionWordsCollector(editions);
    for (const edition of EDITIONS) {
      if (!editions.includes(edition as (typeof editions)[number])) continue;
      collector.add(buildTranslationIndex(edition.id, edition.language, editionTexts(edition.id).flat()));
    }
    const fromIndexes = collector.done();
    expect(fromIndexes.size).toBe(words.size);
    for (const [word, postings] of words) expect(fromIndexes.get(word), word).toEqual(postings);
    expect(editionSearchFiles(fromIndexes, editions).chunks.map((chunk) => chunk.file)).toEqual(chunks.map((chunk) => chunk.file));
  });

  it('is the same made in two runs of editions and joined', () => {
    const built = editions.map((edition) => buildTranslationIndex(edition.id, edition.language, editionTexts(edition.id).flat()));
    const runs = [editions.slice(0, 1), editions.slice(1)].map((run) => {
      const collector = editionWordsCollector(editions, run);
      for (const index of built) collector.add(index);
      return collector.done();
    });
    const joined = joinEditionWords(runs);
    expect(joined.size).toBe(words.size);
    for (const [word, postings] of words) expect(joined.get(word), word).toEqual(postings);
  });

  it('takes the editions\' indexes in their order only', () => {
    const collector = editionWordsCollector(editions);
    const [first, second] = editions;
    expect(() => collector.add(buildTranslationIndex(second!.id, second!.language, editionTexts(second!.id).flat()))).toThrow(/out of order/);
    expect(() => editionWordsCollector([first!]).done()).toThrow(/0 of 1 editions/);
  });

  it('cuts the sorted words into chunks of about CHUNK_BYTES, each named by its contents', () => {
    expect(editions).toHaveLength(3);
    expect(chunks.length).toBeGreaterThan(10);
    const firsts = entry.chunks.map((chunk) => chunk.first);
    expect([...firsts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(firsts);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.json.length).toBeLessThan(CHUNK_BYTES * 3);
    expect(new Set(chunks.map((chunk) => chunk.file)).size).toBe(chunks.length);
    expect(entry.ayahs.reduce((sum, count) => sum + count, 0)).toBe(6236);
  });

  // Expected values from the API's translation search (src/quran/search/translations.ts, its own index of each edition).
  const apiAyahs = (editionId: string, query: string) => {
    const edition = EDITIONS.find((candidate) => candidate.id === editionId)!;
    const ids = searchTranslationIndex(translationIndex(edition), query, [0, 6236]).ids;
    const refs = new Set<string>();
    let start = 0;
    corpus().forEach((surah) => {
      for (const id of ids) if (id >= start && id < start + surah.ayahs.length) refs.add(`${surah.number}:${id - start + 1}`);
      start += surah.ayahs.length;
    });
    return refs;
  };
  const siteAyahs = async (editionId: string, query: string, lang: string) => {
    const results = await search.search(foldEditionQuery(query, lang));
    const whole = new Set<string>();
    const any = new Set<string>();
    for (const result of results.filter((candidate) => candidate.id.startsWith(`${editionId}/`))) {
      const data = await result.data();
      const surah = Number(/\/quran\/(\d+)\//.exec(data.url)![1]);
      for (const ayah of data.whole) whole.add(`${surah}:${ayah}`);
      for (const ayah of data.ayahs) any.add(`${surah}:${ayah}`);
    }
    return { whole, any };
  };

  // Words of each edition's text, a spread of frequent and rare ones (every 97th distinct word).
  for (const edition of editions) {
    it(`finds each word of ${edition.id} in the ayahs the API's search finds it in, whole, and more by its beginning`, async () => {
      const distinct = [...new Set(editionTexts(edition.id).flat().join(' ').split(/\s+/))].filter((word) => /^\p{L}+$/u.test(word));
      const sample = distinct.filter((_, i) => i % 97 === 0).slice(0, 25);
      expect(sample.length).toBeGreaterThan(10);
      for (const word of sample) {
        const expected = apiAyahs(edition.id, word);
        const { whole, any } = await siteAyahs(edition.id, word, edition.language);
        expect([...whole].sort(), `${edition.id} ${word}`).toEqual([...expected].sort());
        for (const ref of expected) expect(any.has(ref)).toBe(true);
      }
    });
  }

  it('finds the ayahs holding every word of a query of two words, as the API does for each', async () => {
    const both = [...apiAyahs('id-affairs', 'beriman')].filter((ref) => apiAyahs('id-affairs', 'Allah').has(ref));
    const { whole } = await siteAyahs('id-affairs', 'beriman Allah', 'id');
    expect(both.length).toBeGreaterThan(20);
    expect([...whole].sort()).toEqual(both.sort());
  });

  it('matches the words a typed beginning starts, from PREFIX_MIN letters, below the whole words', async () => {
    const results = await search.search('berima');
    expect(results.length).toBeGreaterThan(0);
    const data = await results[0]!.data();
    expect(data.whole).toEqual([]);
    expect(data.ayahs.length).toBeGreaterThan(0);
    expect(await search.search('be'.slice(0, PREFIX_MIN - 1))).toEqual([]);
  });

  it('gives results Pagefind\'s UI shows: an edition\'s surah, its best ayahs as sub-results linking into the reader', async () => {
    fetched.length = 0;
    const results = await search.search('beriman');
    const data = await results[0]!.data();
    expect(data.url).toMatch(/^\/quran\/\d+\/\?edition=id-affairs$/);
    expect(data.meta).toMatchObject({ lang: 'id', dir: 'ltr' });
    expect(data.meta.title).toContain('Indonesian');
    expect(data.sub_results.length).toBeGreaterThan(0);
    expect(data.sub_results.length).toBeLessThanOrEqual(3);
    for (const sub of data.sub_results) {
      const [, surah, ayah] = /^\/quran\/(\d+)\/\?edition=id-affairs#(\d+)$/.exec(sub.url)!;
      expect(sub.title).toBe(`${surah}:${ayah} ${editionTexts('id-affairs')[Number(surah) - 1]![Number(ayah) - 1]}`);
    }
    // The entry once and one chunk for the word: nothing else is fetched.
    expect(fetched.length).toBeLessThanOrEqual(2);
  });

  it('puts the editions of the interface\'s language first among results of one score', async () => {
    const preferring = (lang: string) => createEditionSearch({ loadJson: async (file: string) => JSON.parse(files.get(file)!), ayahText: async () => '', preferLang: lang }) as typeof search;
    const scored = (results: Result[]) => results.map((result) => ({ edition: result.id.split('/')[0]!, score: (result as Result & { score: number }).score }));
    const plain = scored(await search.search('allah'));
    for (const [lang, id] of [['tr', 'tr-diyanet'], ['id', 'id-affairs']] as const) {
      const preferred = scored(await preferring(lang).search('allah'));
      expect(preferred.map((result) => result.edition).sort()).toEqual(plain.map((result) => result.edition).sort());
      const top = preferred.filter((result) => result.score === preferred[0]!.score);
      const firstOther = top.findIndex((result) => result.edition !== id);
      expect(firstOther, lang).toBeGreaterThan(0);
      expect(top.slice(firstOther).every((result) => result.edition !== id), lang).toBe(true);
    }
  });

  it('finds nothing for a word no edition has, and nothing for an empty query', async () => {
    expect(await search.search('qqqzzzxw')).toEqual([]);
    expect(await search.search('   ')).toEqual([]);
  });
});
