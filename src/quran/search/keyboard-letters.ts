/**
 * The evidence for the keyboard folds (words.ts KEYBOARD_LETTERS): for every edition whose text has
 * Arabic-script letters, how often it writes each keyboard variant, the words it writes each in, and
 * the folds its search applies. keyboard-letters.json holds the table (scripts/keyboard-letters.ts
 * writes it); the test checks it against the texts and runs every fold it lists.
 */
import { EDITIONS, editionTexts } from '../editions';
import { ARABIC_KEYBOARD_PAIRS, KEYBOARD_LETTERS, searchProfile } from './search-profile';

/** Every letter of a keyboard pair, and the letters kept apart from them (ے bari ye, ھ do-chashmi he, ې ۍ of Pashto). */
export const KEYBOARD_VARIANTS: readonly string[] = [...new Set([...ARABIC_KEYBOARD_PAIRS.flat(), 'ے', 'ھ', 'ې', 'ۍ'])];

export interface EditionKeyboardLetters {
  id: string;
  lang: string;
  /** Occurrences of each variant the text writes. */
  counts: Record<string, number>;
  /** The five words the text writes each variant in most often, with their counts. */
  words: Record<string, string[]>;
  /** Letter → the letter it is searched as. */
  folds: Record<string, string>;
  /** Whose decision the folds are: the language's (KEYBOARD_LETTERS) or the text's use of each pair. */
  decided_by: string;
}

export interface KeyboardLetterTable {
  about: string;
  command: string;
  languages: typeof KEYBOARD_LETTERS;
  editions: EditionKeyboardLetters[];
}

/** A word as the search reads one: letters and marks, with the joiners and tatweel inside it. */
const WORD = /[\p{L}\p{M}\u200C\u200D\u0640]+/gu;

/** Every keyboard variant is in the Arabic block: a text without one has none of them. */
const ARABIC_BLOCK = /[\u0600-\u06FF]/u;

/** The inventory of one edition's text. */
export function editionKeyboardLetters(id: string, lang: string, texts: readonly string[]): EditionKeyboardLetters | null {
  if (!texts.some((text) => ARABIC_BLOCK.test(text))) return null;
  const counts: Record<string, number> = {};
  const words = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const [word] of text.matchAll(WORD)) {
      for (const char of new Set(word)) {
        if (!KEYBOARD_VARIANTS.includes(char)) continue;
        const perWord = words.get(char) ?? new Map<string, number>();
        perWord.set(word, (perWord.get(word) ?? 0) + 1);
        words.set(char, perWord);
      }
      for (const char of word) if (KEYBOARD_VARIANTS.includes(char)) counts[char] = (counts[char] ?? 0) + 1;
    }
  }
  if (Object.keys(counts).length === 0) return null;
  const { folds } = searchProfile(texts, lang);
  const used = Object.fromEntries(Object.entries(folds).filter(([from, to]) => counts[from] !== undefined || counts[to] !== undefined));
  const top = Object.fromEntries(
    KEYBOARD_VARIANTS.filter((char) => words.has(char)).map((char) => [
      char,
      [...words.get(char)!].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5).map(([word, count]) => `${word} ${count}`),
    ]),
  );
  const ordered = Object.fromEntries(KEYBOARD_VARIANTS.filter((char) => counts[char] !== undefined).map((char) => [char, counts[char]!]));
  return { id, lang, counts: ordered, words: top, folds: used, decided_by: KEYBOARD_LETTERS[lang] ? `language (${lang})` : 'text (5% rule)' };
}

export function keyboardLetterInventory(): KeyboardLetterTable {
  const editions = EDITIONS.map((edition) => editionKeyboardLetters(edition.id, edition.language, editionTexts(edition.id).flat())).filter(
    (entry): entry is EditionKeyboardLetters => entry !== null,
  );
  return {
    about:
      'Arabic-script keyboard letters per edition: occurrences, most frequent words, and the folds the search applies (only folds that touch a letter the edition writes). Decisions and reasons: `languages` (src/quran/search/words.ts KEYBOARD_LETTERS).',
    command: 'npx tsx scripts/keyboard-letters.ts --write',
    languages: KEYBOARD_LETTERS,
    editions,
  };
}
