/**
 * The keyboard-letter table (keyboard-letters.json) is the texts' own inventory, and every fold it
 * lists for an edition works in that edition: a word typed with the other letter finds the same ayahs.
 */
import { describe, expect, it } from 'vitest';
import { EDITIONS, editionTexts } from '../editions';
import table from './keyboard-letters.json' with { type: 'json' };
import { keyboardLetterInventory, type EditionKeyboardLetters } from './keyboard-letters';
import { buildTranslationIndex } from './translation-index';
import { searchTranslationIndex } from './translation-match';
import { searchProfile } from './search-profile';
import { fold, searchWords } from './words';

const editionsOfTable = table.editions as unknown as EditionKeyboardLetters[];
const languages = table.languages as Record<string, { same: string[]; apart: string[] } | undefined>;

describe('the keyboard-letter table', () => {
  it('is the inventory of the editions as they are (npx tsx scripts/keyboard-letters.ts --write)', () => {
    expect(keyboardLetterInventory()).toEqual(table);
  }, 120_000);

  it('folds, in every language it decides, each letter of a `same` group whatever its share, and never two of an `apart` group', () => {
    for (const edition of editionsOfTable) {
      const decided = languages[edition.lang];
      if (!decided) continue;
      const as = (char: string) => edition.folds[char] ?? char;
      for (const group of decided.same) for (const char of group) if (edition.counts[char]) expect(as(char), `${edition.id} ${char}`).toBe(as(group[0]!));
      for (const group of decided.apart) {
        const kept = [...group].map(as);
        expect(new Set(kept).size, `${edition.id} ${group}`).toBe(group.length);
      }
    }
  });
});

describe('every documented fold, in every edition it names', () => {
  const editions = editionsOfTable.filter((edition) => Object.keys(edition.folds).length > 0);
  it.each(editions.map((edition) => [edition.id, edition]))('%s', (id, edition) => {
    const lang = EDITIONS.find((entry) => entry.id === id)!.language;
    const texts = editionTexts(id).flat();
    const index = buildTranslationIndex(id, lang, texts);
    const search = (query: string) => searchTranslationIndex(index, query, [0, texts.length]).ids;
    let checked = 0;
    for (const [from, to] of Object.entries(edition.folds)) {
      // The words the text writes with either letter, typed with the other: the same ayahs.
      for (const [written, typed] of [[from, to], [to, from]] as const) {
        const words = edition.words[written] ?? [];
        for (const entry of words) {
          const word = entry.split(' ')[0]!;
          const query = word.replaceAll(written, typed);
          const expected = search(word);
          expect(expected.length, `${id}: ${word}`).toBeGreaterThan(0);
          expect(search(query), `${id}: ${query} for ${word}`).toEqual(expected);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});

describe('the fixed readings of every language', () => {
  const profile = searchProfile([]);
  it('folds ў to у (Uzbek typed without it) and keeps the breve of й', () => {
    expect(fold('Ўзи', profile)).toBe('узи');
    expect(fold('йўл', profile)).toBe('йул');
    expect(fold('Й', profile)).not.toBe(fold('И', profile));
  });

  it('reads a Thai or Lao am typed as nikhahit + aa as the one vowel sign', () => {
    const keys = (text: string) => searchWords(text, 'th', profile).units.map((unit) => unit.key);
    expect(keys('ทํา')).toEqual(keys('ทำ'));
    expect(keys('ທໍາ')).toEqual(keys('ທຳ'));
  });

  it('reads ﷺ and ﷻ as the words they stand for (NFKC), in the word of the text they stand in', () => {
    const urdu = searchProfile(editionTexts('ur-junagarhi').flat(), 'ur');
    const words = searchWords('محمد ﷺ نے', 'ur', urdu);
    expect(words.units.map((unit) => [unit.key, unit.word])).toEqual([
      [fold('محمد', urdu), 0],
      [fold('صلى', urdu), 1],
      [fold('اللہ', urdu), 1],
      [fold('علیہ', urdu), 1],
      [fold('وسلم', urdu), 1],
      [fold('نے', urdu), 2],
    ]);
  });
});
