/**
 * The word rules of translation search, on verbatim publisher texts (Tanzil and QuranEnc files of
 * ewinsutriandi/data-quran, a sample in testdata/translation-samples.json): the expected ayahs are
 * read off the sample with plain regular expressions over its raw text, not with the search code.
 */
import { describe, expect, it } from 'vitest';
import samples from '../testdata/translation-samples.json';
import { EDITIONS, editionTexts } from '../editions';
import { buildTranslationIndex, type TranslationIndex } from './translation-index';
import { searchTranslationIndex } from './translation-match';
import { SCRIPT_RULES, scriptOf, searchProfile } from './search-profile';
import { fold, searchWords } from './words';

const editions = samples.editions as Record<string, Record<string, string>>;
const numbers = Object.keys(editions['fr-hamidullah-tanzil']!).map(Number);

/** An index over the sample: ayah ids are positions in the sample, reported back as ayah numbers. */
const indexes = new Map<string, TranslationIndex>();
function sample(id: string): TranslationIndex {
  let index = indexes.get(id);
  if (!index) indexes.set(id, (index = buildTranslationIndex(id, id.split('-')[0]!, numbers.map((n) => editions[id]![String(n)]!))));
  return index;
}
const find = (id: string, q: string) => [...searchTranslationIndex(sample(id), q, [0, numbers.length]).ids].map((i) => numbers[i]!);
/** The sample's ayahs whose raw text matches a pattern. */
const where = (id: string, pattern: RegExp) => numbers.filter((n) => pattern.test(editions[id]![String(n)]!));

describe('apostrophes', () => {
  it("finds Allah in d'Allah and l'Allah (French elision), as every ayah with the name", () => {
    const expected = where('fr-hamidullah-tanzil', /(^|[^\p{L}])Allah($|[^\p{L}])/u);
    expect(expected.length).toBeGreaterThan(8);
    expect(expected.some((n) => /[dl]'Allah/u.test(editions['fr-hamidullah-tanzil']![String(n)]!))).toBe(true);
    expect(find('fr-hamidullah-tanzil', 'Allah')).toEqual(expected);
  });

  it('reads the curly apostrophe as the straight one, and the word typed without it', () => {
    const straight = find('fr-hamidullah-tanzil', "d'Allah");
    expect(straight).toEqual(where('fr-hamidullah-tanzil', /d'Allah/u));
    expect(find('fr-hamidullah-tanzil', 'd’Allah')).toEqual(straight);
    expect(find('fr-hamidullah-tanzil', 'dAllah')).toEqual(straight);
    expect(find('fr-hamidullah-tanzil', 'l’invisible')).toEqual([10]);
  });

  it("finds a Turkish name before its suffix (Allah'a, Allah'ın) and the suffixed word typed without the apostrophe", () => {
    expect(find('tr-diyanet-tanzil', 'Allah')).toEqual(where('tr-diyanet-tanzil', /(^|[^\p{L}])Allah($|[^\p{L}])/u));
    expect(find('tr-diyanet-tanzil', "Allah'a")).toContain(9);
    expect(find('tr-diyanet-tanzil', 'Allaha')).toEqual(find('tr-diyanet-tanzil', "Allah'a"));
    expect(find('tr-diyanet-tanzil', 'kitapdır')).toEqual([9]);
  });
});

describe('letters', () => {
  it('folds the Turkish letters, so a query typed without them finds them', () => {
    expect(find('tr-diyanet-tanzil', 'supheye')).toEqual(where('tr-diyanet-tanzil', /şüpheye/iu));
    expect(find('tr-diyanet-tanzil', 'DOGRULUGU')).toEqual([9]);
    expect(find('tr-diyanet-tanzil', 'Ibrahim')).toEqual(find('tr-diyanet-tanzil', 'İbrahim'));
    expect(fold('İbrahim', searchProfile([]))).toBe('ibrahim');
    expect(fold('IŞIK', searchProfile([]))).toBe('isik');
  });

  it('ignores French accents but not letters', () => {
    expect(find('fr-hamidullah-tanzil', 'egares')).toEqual([7]);
    expect(find('fr-hamidullah-tanzil', 'lam')).toEqual(where('fr-hamidullah-tanzil', /Lâm/u));
  });

  it('reads Persian without harakat and zero-width non-joiners: میدارند finds می‌دارند', () => {
    expect(find('fa-ih-quranenc', 'میدارند')).toEqual(where('fa-ih-quranenc', /می‌دارند/u));
    expect(find('fa-ih-quranenc', 'بودن')).toContain(9);
  });

  it('decides the Arabic-script keyboard pairs from the text: Persian reads ي as ی, Pashto and Uyghur keep their letters apart', () => {
    const profile = (id: string) => searchProfile(Object.values(editions[id]!));
    expect(profile('fa-ih-quranenc').folds['ي']).toBe('ی');
    // Urdu writes ہ and not ه: one letter, so an Arabic keyboard's ه finds it.
    expect(profile('ur-maududi-tanzil').folds['ہ']).toBe('ه');
    const pashto = profile('ps-abdulwali-tanzil');
    expect(pashto.folds['ي'] === undefined || pashto.folds['ي'] !== pashto.folds['ی']).toBe(true);
    const uyghur = profile('ug-saleh-tanzil');
    expect((uyghur.folds['ى'] ?? 'ى') === (uyghur.folds['ي'] ?? 'ي')).toBe(false);
  });
});

describe('footnotes', () => {
  it('never makes a footnote marker part of a word: sesat[^3] is the word sesat', () => {
    expect(find('id-affairs-quranenc', 'sesat')).toEqual(where('id-affairs-quranenc', /(^|[^\p{L}])sesat($|[^\p{L}])/iu));
    expect(find('id-affairs-quranenc', 'bertakwa')).toContain(9);
    expect(find('id-affairs-quranenc', '5')).not.toContain(9);
  });

  it('names the word that holds the match, marker included, in text.split(" ")', () => {
    const index = sample('id-affairs-quranenc');
    const id = numbers.indexOf(7);
    const words = searchTranslationIndex(index, 'yang sesat', [0, numbers.length]).matchedWords(id);
    expect(words.map((w) => editions['id-affairs-quranenc']!['7']!.split(' ')[w])).toEqual(['yang', 'sesat[^3].']);
  });
});

describe('scripts without spaces', () => {
  it('matches Chinese by characters, inside a run', () => {
    expect(find('zh-makin-quranenc', '独一')).toEqual(where('zh-makin-quranenc', /独一/u));
    expect(find('zh-makin-quranenc', '安拉')).toEqual(where('zh-makin-quranenc', /安拉/u));
  });

  it('does not run a Chinese phrase across punctuation the query does not have', () => {
    // 1:7 has 路，不是: the two characters stand on both sides of a comma.
    expect(where('zh-makin-quranenc', /路，不/u)).toContain(7);
    expect(find('zh-makin-quranenc', '路不')).toEqual(where('zh-makin-quranenc', /路不/u));
    expect(find('zh-makin-quranenc', '路，不')).toContain(7);
  });

  it('matches Japanese, Thai and Khmer by characters too', () => {
    expect(find('ja-japanese-tanzil', 'アッラー')).toEqual(where('ja-japanese-tanzil', /アッラー/u));
    expect(find('th-thai-tanzil', 'อัลลอฮฺ')).toEqual(where('th-thai-tanzil', /อัลลอฮฺ/u));
    expect(find('km-cambodia-quranenc', 'អល់ឡោះ')).toEqual(where('km-cambodia-quranenc', /អល់ឡោះ/u));
  });

  it('splits a Thai text into grapheme clusters, never a vowel sign from its consonant', () => {
    const keys = searchWords('ที่', 'th', searchProfile([])).units.map((unit) => unit.key);
    expect(keys).toEqual(['ที่']);
  });
});

describe('the script table', () => {
  it('has a rule for the script of nearly every letter of every edition (a stray letter of another script is compared as it is)', () => {
    const check = (id: string, texts: string[]) => {
      let letters = 0;
      const unknown: string[] = [];
      for (const text of texts) {
        for (const char of text) {
          if (!/\p{L}/u.test(char)) continue;
          letters++;
          if (scriptOf(char) === null) unknown.push(char);
        }
      }
      expect(unknown.length, `${id}: ${unknown.slice(0, 10).join(' ')}`).toBeLessThan(Math.max(1, letters / 10_000));
    };
    for (const edition of EDITIONS) check(edition.id, editionTexts(edition.id).flat());
    for (const [id, texts] of Object.entries(editions)) check(id, Object.values(texts));
  });

  it('knows which scripts are written without spaces', () => {
    expect(Object.entries(SCRIPT_RULES).filter(([, rule]) => rule.spaceless).map(([name]) => name).sort()).toEqual(['Han', 'Hiragana', 'Katakana', 'Khmer', 'Lao', 'Myanmar', 'Thai', 'Tibetan']);
  });

  it('gives each edition the scripts of its letters', () => {
    expect(searchProfile(Object.values(editions['ja-japanese-tanzil']!)).scripts.sort()).toEqual(['Han', 'Hiragana', 'Katakana']);
    expect(searchProfile(Object.values(editions['ur-maududi-tanzil']!)).scripts).toEqual(['Arabic']);
  });
});
