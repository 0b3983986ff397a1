/**
 * Search in every translation's language. Each query was written by reading the edition's text of
 * the ayahs listed (quran-json 3.1.2): they must be among the results, and a phrase found in one
 * ayah only must give exactly that ayah.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATION_SEARCH_LANGS, defaultSearchEdition, translationIndex } from './translations';
import { answerSearch } from '../../api/routes/quran-search';

// Each language's index is built on first use (0.3-0.5 s, more on a busy machine): built here, not in a test.
beforeAll(() => {
  for (const lang of TRANSLATION_SEARCH_LANGS) translationIndex(defaultSearchEdition(lang)!);
}, 120_000);

const found = (q: string, lang: string) => answerSearch({ q, lang, limit: '500' }).results.map((result) => `${result.surah_number}:${result.ayah_number}`);

describe.each([
  // [lang, query, ayahs that hold it, exactly those?]
  ['fr', [["le Tout Miséricordieux, le Très Miséricordieux", ['1:1'], false], ['misericordieux', ['1:1', '1:3'], false], ["Il est Allah, Unique", ['112:1'], true], ['PRIERE', ['2:125'], false], ["accordé l'Abondance", ['108:1'], true]]],
  ['es', [['el Compasivo con toda la creación', ['1:1'], false], ['misericordioso', ['1:1'], false], ['Él es Al-lah, Uno', ['112:1'], true], ['la abundancia', ['108:1'], false], ['el viviente', ['2:255'], false]]],
  ['id', [['Maha Pengasih, Maha Penyayang', ['1:1'], false], ['dialah allah yang maha esa', ['112:1'], true], ['Yang Mahahidup', ['2:255'], false], ['nikmat yang banyak', ['108:1'], false], ['DENGAN NAMA ALLAH', ['1:1'], false]]],
  ['ru', [['Милостивого, Милосердного', ['1:1'], false], ['Аллах Единый', ['112:1'], false], ['ни дремота', ['2:255'], false], ['аль-Каусар', ['108:1'], false], ['во имя аллаха', ['1:1'], false]]],
  ['sv', [['den nåderikes', ['1:1'], false], ['DEN BARMHÄRTIGES NAMN', ['1:1'], false], ['Han är Gud - En', ['112:1'], true], ['det goda i överflöd', ['108:1'], true], ['skapelsens evige', ['2:255'], false]]],
  ['tr', [['Rahman ve Rahim olan', ['1:1'], false], ["ALLAH'IN ADIYLA", ['1:1'], false], ['O Allah bir tektir', ['112:1'], true], ['uyuklama ve uyku', ['2:255'], false], ['pek çok nimet vermişizdir', ['108:1'], true]]],
  ['bn', [['পরম করুণাময়', ['1:1'], false], ['তিনি আল্লাহ, এক', ['112:1'], false], ['কাওসার', ['108:1'], false], ['সবকিছুর ধারক', ['2:255'], false], ['আল্লাহর নামে', ['1:1'], false]]],
  ['ur', [['رحمان و رحیم', ['1:1'], false], ['وہ اللہ ہے، یکتا', ['112:1'], false], ['کوثر عطا', ['108:1'], false], ['زندہ جاوید', ['2:255'], false], ['اللہ کے نام سے', ['1:1'], false]]],
  ['zh', [['至仁至慈', ['1:1'], false], ['独一的主', ['112:1'], false], ['多福', ['108:1'], false], ['永生不灭', ['2:255'], false], ['仁慈', [], false]]],
] as const)('lang=%s', (lang, cases) => {
  it.each(cases.map(([q, ayahs, exact]) => [q, ayahs, exact] as const))('%s finds %j', (q, ayahs, exact) => {
    const results = found(q, lang);
    if (exact) expect(results).toEqual(ayahs);
    else expect(results).toEqual(expect.arrayContaining([...ayahs]));
    expect(results.length).toBeGreaterThan(0);
  });
});

describe('translation search', () => {
  it('names the edition searched and gives its text with the matched words', () => {
    const answer = answerSearch({ q: 'misericordieux', lang: 'fr', limit: '1' });
    expect(answer).toMatchObject({ lang: 'fr', edition: 'fr-hamidullah', normalized_query: 'misericordieux' });
    expect(answer.results[0]).toMatchObject({ surah_number: 1, ayah_number: 1, text: "Au nom d'Allah, le Tout Miséricordieux, le Très Miséricordieux.", matched_words: [5, 8] });
  });

  it('matches whole words only: "unique" does not find "uniquement"', () => {
    for (const text of answerSearch({ q: 'unique', lang: 'fr', limit: '500' }).results.map((result) => result.text!)) {
      expect(text.toLowerCase()).toMatch(/(^|[^\p{L}])unique([^\p{L}]|$)/u);
    }
  });

  it('folds the Turkish dotted and dotless i, capital or not, into one letter', () => {
    expect(found('ALLAH\'IN', 'tr')).toEqual(found("allah'ın", 'tr'));
    expect(found('Ibrahim', 'tr')).toEqual(found('İbrahim', 'tr'));
    expect(found('Ibrahim', 'tr').length).toBeGreaterThan(50);
  });
});
