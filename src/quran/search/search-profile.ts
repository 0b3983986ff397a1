/**
 * What the translation search knows of an edition's scripts (words.ts reads it): each script's rules
 * (spaceless, marks stripped), the script of a letter, and an edition's profile: the scripts of its
 * letters and the Arabic-script keyboard letters it folds into one. Plain data and pure functions:
 * the site computes a profile at build time and folds queries with it in the browser.
 */

const LETTER = /\p{L}/u;

/** A script's rules, by Unicode script name. */
export interface ScriptRule {
  /** Written without spaces between words: matched by grapheme clusters. */
  spaceless: boolean;
  /** Combining marks removed (accents, harakat, niqqud). */
  stripMarks: boolean;
}

const rule = (spaceless: boolean, stripMarks: boolean): ScriptRule => ({ spaceless, stripMarks });

/**
 * Every script the editions are written in, and the scripts of the languages likely to come. A
 * letter of a script not listed is compared as it is (cased, marks kept), never lost; the unit test
 * checks that every letter of every edition has a script listed here.
 */
export const SCRIPT_RULES: Readonly<Record<string, ScriptRule>> = {
  Latin: rule(false, true),
  Cyrillic: rule(false, true),
  Greek: rule(false, true),
  Hebrew: rule(false, true),
  Arabic: rule(false, true),
  Syriac: rule(false, true),
  Armenian: rule(false, false),
  Georgian: rule(false, false),
  Thaana: rule(false, false),
  Ethiopic: rule(false, false),
  Tifinagh: rule(false, false),
  Devanagari: rule(false, false),
  Bengali: rule(false, false),
  Gurmukhi: rule(false, false),
  Gujarati: rule(false, false),
  Oriya: rule(false, false),
  Tamil: rule(false, false),
  Telugu: rule(false, false),
  Kannada: rule(false, false),
  Malayalam: rule(false, false),
  Sinhala: rule(false, false),
  Hangul: rule(false, false),
  Mongolian: rule(false, false),
  Cherokee: rule(false, false),
  Han: rule(true, false),
  Hiragana: rule(true, false),
  Katakana: rule(true, false),
  Thai: rule(true, false),
  Lao: rule(true, false),
  Khmer: rule(true, false),
  Myanmar: rule(true, false),
  Tibetan: rule(true, false),
};

const SCRIPT_TESTS = Object.keys(SCRIPT_RULES).map((name) => [name, new RegExp(`\\p{Script_Extensions=${name}}`, 'u')] as const);
/**
 * Bounded: queries choose the code points (1.1 million of them), so past SCRIPT_CACHE_SIZE the cache
 * starts over; the editions' own letters (a few thousand even in Chinese) fit in it.
 */
const SCRIPT_CACHE_SIZE = 16_384;
const scriptCache = new Map<string, string | null>();

/** The script of a letter or mark (marks of the Inherited script take the script of no letter: null). */
export function scriptOf(char: string): string | null {
  let script = scriptCache.get(char);
  if (script === undefined) {
    script = SCRIPT_TESTS.find(([, test]) => test.test(char))?.[0] ?? null;
    if (scriptCache.size >= SCRIPT_CACHE_SIZE) scriptCache.clear();
    scriptCache.set(char, script);
  }
  return script;
}

/** Entries in scriptOf's cache now (for the test that it stays bounded). */
export const scriptCacheSize = (): number => scriptCache.size;

/**
 * What the search needs to know about one edition, derived from its text: the scripts its letters are
 * written in (a query must have a letter of one of them) and the Arabic-script keyboard pairs it folds.
 * Plain data, so the site can compute it at build time and fold queries in the browser.
 */
export interface SearchProfile {
  /** Scripts with at least 1% of the edition's letters, most used first. */
  scripts: string[];
  /** Code point → the one it is compared as. */
  folds: Record<string, string>;
}

/** Pairs of code points that different keyboards type for one Arabic-script letter (the first is kept). */
export const ARABIC_KEYBOARD_PAIRS: readonly (readonly [string, string])[] = [
  ['ک', 'ك'],
  ['ی', 'ي'],
  ['ی', 'ى'],
  ['ه', 'ہ'],
  ['ه', 'ە'],
  ['ة', 'ۃ'],
];

/**
 * How each language writes the keyboard letters, decided from the inventory of its editions
 * (src/quran/search/keyboard-letters.json, written by scripts/keyboard-letters.ts). `same`: groups that
 * are one letter of the language, typed as either by different keyboards, folded to the first
 * whatever their share in a text. `apart`: groups whose letters are letters of their own, never
 * folded. A pair a language does not decide is read from the text: folded unless both are used
 * (each at least 5% of the two).
 */
export const KEYBOARD_LETTERS: Readonly<Record<string, { same: readonly string[]; apart: readonly string[]; why: string }>> = {
  ar: {
    same: ['كک', 'هہە', 'ةۃ'],
    apart: ['يى'],
    why: 'Arabic has one kaf, one heh and one ta marbuta: the Persian and Urdu forms are keyboard variants. ي (ya) and ى (alif maqsura) are two letters.',
  },
  fa: {
    same: ['کك', 'یيى'],
    apart: [],
    why: 'Persian has one kaf (ک) and one ye (ی); ك, ي and ى are what Arabic keyboards type for them (fa-ih mixes ك with ک and ى with ی in one word: كسانى, براى).',
  },
  ur: {
    same: ['کك', 'یيى', 'ہه', 'ۃة'],
    apart: [],
    why: 'Urdu has one kaf (ک), one choti ye (ی) and one gol he (ہ); ك, ي, ى and ه are what Arabic keyboards type for them (ur-junagarhi writes وه, راه, گناه with ه 4,191 times and ہ elsewhere; every edition writes الله with ه). ے (bari ye) and ھ (do-chashmi he) are letters of their own and are not in these groups.',
  },
  ps: {
    same: ['کك', 'هہ', 'ةۃ'],
    apart: ['يیى'],
    why: 'Pashto has one kaf and one he; ي, ی and ى are three letters (y/i, the ay ending, the masculine ending), each used thousands of times in ps-abdulwali.',
  },
};

/** The profile of an edition from its texts, and its language's decisions on the keyboard letters. */
export function searchProfile(texts: readonly string[], lang?: string): SearchProfile {
  const letters = new Map<string, number>();
  const chars = new Map<string, number>();
  let total = 0;
  for (const text of texts) {
    for (const char of text) {
      chars.set(char, (chars.get(char) ?? 0) + 1);
    }
  }
  for (const [char, count] of chars) {
    if (!LETTER.test(char)) continue;
    const script = scriptOf(char);
    if (script === null) continue;
    letters.set(script, (letters.get(script) ?? 0) + count);
    total += count;
  }
  const scripts = [...letters].filter(([, count]) => count >= total / 100).sort((a, b) => b[1] - a[1]).map(([script]) => script);
  // Keyboard pairs join into groups of one letter, as long as no two letters of a group are both
  // used as letters of their own (each at least 5% of the two): Arabic keeps ي and ى apart, and
  // Uyghur and Pashto theirs; Persian reads ي as ی.
  const used = (char: string) => chars.get(char) ?? 0;
  const decided = lang === undefined ? undefined : KEYBOARD_LETTERS[lang];
  const inGroup = (groups: readonly string[] | undefined, a: string, b: string) => groups?.some((group) => group.includes(a) && group.includes(b)) ?? false;
  const distinct = (a: string, b: string) => {
    if (inGroup(decided?.same, a, b)) return false;
    if (inGroup(decided?.apart, a, b)) return true;
    return Math.min(used(a), used(b)) >= 0.05 * (used(a) + used(b)) && used(a) > 0;
  };
  const groups: string[][] = (decided?.same ?? []).map((group) => [...group]);
  const groupOf = (char: string) => groups.find((group) => group.includes(char));
  for (const [a, b] of ARABIC_KEYBOARD_PAIRS) {
    const first = groupOf(a) ?? [a];
    const second = groupOf(b) ?? [b];
    if (first === second || first.some((x) => second.some((y) => distinct(x, y)))) continue;
    if (!groups.includes(first)) groups.push(first);
    first.push(...second);
    if (groups.includes(second)) groups.splice(groups.indexOf(second), 1);
  }
  const folds: Record<string, string> = {};
  for (const group of groups) for (const char of group.slice(1)) folds[char] = group[0]!;
  return { scripts, folds };
}
