/**
 * What a word is, per script, for search in the translations (contract §8): the one function that
 * turns an edition's text and a typed query into comparable units, so that a match is a plain
 * comparison of unit sequences. No Node-only import: the site folds its queries with it too.
 *
 * The rules (the docs page /docs/search lists them per language, from SCRIPT_RULES in search-profile.ts):
 *   - Footnote markers (`[^12]`, and superscript digits) are never part of a word.
 *   - Words are the word-like segments of `Intl.Segmenter`, cut again wherever a character is not a
 *     letter, mark or digit (the segmenter keeps `e.g`, `1,000`, `2:255` whole) and where letters
 *     meet digits (`sesat30` is a word and a footnote number).
 *   - An apostrophe between letters (' ’ ‘ ʼ ʻ ` ´ ′, all alike) cuts a word into parts: `d’Allah` is
 *     `d` + `allah` (French elision), `Allah'ın` is `allah` + `in` (a Turkish suffix), so `Allah`
 *     finds both. The parts joined (`dallah`, `allahin`, `quran`) also stand for the whole word, so a
 *     query typed without the apostrophe finds it too.
 *   - Scripts written without spaces between words (Han, Hiragana, Katakana, Thai, Lao, Khmer,
 *     Myanmar, Tibetan) match by characters (grapheme clusters): each is a unit, and a phrase may not
 *     run across a space or punctuation in the text unless the query has one there too.
 *   - Comparable form: NFKC, lower case; Latin, Greek, Cyrillic, Hebrew and Arabic-script letters lose
 *     their accents, points and harakat (Cyrillic keeps the breve of й; ў is у); the Latin letters with
 *     no decomposition are spelled plainly (ı → i, ß → ss, ø → o, ə → e...), so `I`, `ı`, `i` and `İ`
 *     find each other; Indic scripts lose the nukta; zero-width (non-)joiners and tatweel go;
 *     every decimal digit becomes its ASCII digit.
 *   - Arabic-script keyboards: code points that different keyboards type for one letter (ك ک, ي ی,
 *     ى ی, ه ہ, ه ە, ة ۃ) are one letter where the edition's language writes them as one
 *     (KEYBOARD_LETTERS in search-profile.ts, decided from the inventory in keyboard-letters.json), whatever their share;
 *     a pair the language does not decide is one letter unless the text uses both as letters of their
 *     own (each at least 5% of the two).
 *   - A ligature that stands for several words (ﷺ, ﷻ) is those words (NFKC); a Thai or Lao am typed
 *     as nikhahit + aa is the one vowel sign.
 */
import { SCRIPT_RULES, scriptOf, type SearchProfile } from './search-profile';

/** One unit of a text: a word part, or one grapheme cluster of a script written without spaces. */
export interface SearchUnit {
  /** The comparable form. */
  key: string;
  /** Index of the space-separated word of the text it lies in (`text.split(' ')`: matched_words). */
  word: number;
  /** A grapheme cluster of a script without spaces. */
  grapheme: boolean;
  /** Something other than a letter (a space, punctuation, a footnote) stands between it and the unit before. */
  gap: boolean;
}

/** A word cut by apostrophes also stands as a whole: `key` spans `span` units from unit `at`. */
export interface JoinedUnit {
  at: number;
  span: number;
  key: string;
}

export interface SearchWords {
  units: SearchUnit[];
  joined: JoinedUnit[];
}

/** QuranEnc footnote markers `[^12]` and superscript digits: never part of a word. */
const FOOTNOTE = /\[\^\d+\]|[\u00B9\u00B2\u00B3\u2070-\u2079]+/gu;
const LETTER = /\p{L}/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}\u200C\u200D\u0640\u00AD]/u;
const DIGIT = /\p{Nd}/u;
const APOSTROPHE = /['\u2019\u2018\u02BC\u02BB\u0060\u00B4\u2032]/u;

const ODD_APOSTROPHES = /[\u0060\u00B4\u2032]/u;
const ODD_APOSTROPHE_BETWEEN = /(?<=[\p{L}\p{M}])[\u0060\u00B4\u2032](?=\p{L})/gu;

const wordSegmenters = new Map<string, Intl.Segmenter>();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function wordSegmenter(lang: string): Intl.Segmenter {
  let segmenter = wordSegmenters.get(lang);
  if (!segmenter) {
    let locale: string | undefined = lang;
    try {
      new Intl.Segmenter(lang);
    } catch {
      locale = undefined;
    }
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    wordSegmenters.set(lang, segmenter);
  }
  return segmenter;
}

/**
 * The units of a text (an ayah's translation, or a query).
 * @example searchWords("d’Allah", 'fr', profile).units.map((u) => u.key) //=> ['d', 'allah']
 * @example searchWords('安拉之名', 'zh', profile).units.map((u) => u.key) //=> ['安', '拉', '之', '名']
 */
export function searchWords(text: string, lang: string, profile: SearchProfile, memo?: Map<string, SearchWords>): SearchWords {
  // Positions are kept: the footnote markers become spaces of the same length, so each character's
  // space-separated word is read from the original text.
  let clean = text.includes('[^') || /[\u00B9\u00B2\u00B3\u2070-\u2079]/u.test(text) ? text.replace(FOOTNOTE, (marker) => ' '.repeat(marker.length)) : text;
  // A Thai or Lao am typed as nikhahit + aa is the one vowel sign (same length: the joiner goes in fold).
  if (DECOMPOSED_AM.test(clean)) clean = clean.replace(DECOMPOSED_AM_ALL, (pair) => (pair[0] === '\u0E4D' ? '\u0E33' : '\u0EB3') + '\u200D');
  // A ligature that stands for several words (ﷺ, ﷻ) is read as those words, all in the text's word it stands in.
  let toText: number[] | null = null;
  if (SPACED_LIGATURE.test(clean)) [clean, toText] = expandLigatures(clean);
  // The segmenter keeps ' and ’ inside a word but cuts at ` ´ ′: make those ' first (same length).
  if (ODD_APOSTROPHES.test(clean)) clean = clean.replace(ODD_APOSTROPHE_BETWEEN, "'");
  const units: SearchUnit[] = [];
  const joined: JoinedUnit[] = [];
  let word = 0;
  let scanned = 0;
  let lastEnd = -1;
  for (const segment of wordSegmenter(lang).segment(clean)) {
    if (!segment.isWordLike) continue;
    const at = toText === null ? segment.index : toText[segment.index]!;
    for (; scanned < at; scanned++) if (text.charCodeAt(scanned) === 32) word++;
    const memoKey = memo ? segment.segment : undefined;
    const cached = memoKey === undefined ? undefined : memo!.get(memoKey);
    const local = cached ?? segmentUnits(segment.segment, profile);
    if (memoKey !== undefined && cached === undefined) memo!.set(memoKey, local);
    const base = units.length;
    for (const unit of local.units) {
      // Within a segment, `word` counts the spaces before the unit (a segment has none) and gap is
      // set where the segment was cut; the first unit's gap depends on what came before.
      units.push({ key: unit.key, grapheme: unit.grapheme, word, gap: unit.word === -1 ? segment.index !== lastEnd : unit.gap });
    }
    for (const join of local.joined) joined.push({ at: base + join.at, span: join.span, key: join.key });
    lastEnd = segment.index + segment.segment.length;
  }
  return { units, joined };
}

const DECOMPOSED_AM = /\u0E4D\u0E32|\u0ECD\u0EB2/u;
const DECOMPOSED_AM_ALL = /\u0E4D\u0E32|\u0ECD\u0EB2/gu;
/** Compatibility ligatures whose NFKC is several words: ﷺ (صلى الله عليه وسلم) and ﷻ (جل جلاله). */
const SPACED_LIGATURE = /[\uFDFA\uFDFB]/u;

/**
 * The text with each spaced ligature written out, its inner spaces as no-break spaces (they cut
 * words but do not count as the text's spaces), and for each index of the result its index in `text`.
 */
function expandLigatures(text: string): [string, number[]] {
  let out = '';
  const toText: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const written = SPACED_LIGATURE.test(char) ? char.normalize('NFKC').replaceAll(' ', '\u00A0') : char;
    out += written;
    for (let k = 0; k < written.length; k++) toText.push(i);
  }
  toText.push(text.length);
  return [out, toText];
}

/**
 * The units of one word-like segment (no spaces in it). The first unit is marked with word -1 so the
 * caller sets its gap.
 */
function segmentUnits(segment: string, profile: SearchProfile): SearchWords {
  const units: SearchUnit[] = [];
  const joined: JoinedUnit[] = [];
  // Runs of word characters; apostrophes between two letters cut a run into parts of one word.
  let parts: string[] = [];
  let part = '';
  let gap = false;
  const flushWord = () => {
    if (part !== '') parts.push(part);
    part = '';
    if (parts.length === 0) return;
    const start = units.length;
    for (const p of parts) pushPart(p, gap);
    if (parts.length > 1 && units.length - start === parts.length && !units[start]!.grapheme) {
      joined.push({ at: start, span: parts.length, key: fold(parts.join(''), profile) });
    }
    parts = [];
    gap = true;
  };
  const pushPart = (p: string, gapBefore: boolean) => {
    // Graphemes of scripts without spaces are units of their own; other runs are one unit.
    let run = '';
    let first = true;
    const flushRun = () => {
      if (run === '') return;
      const key = fold(run, profile);
      if (key !== '') units.push({ key, word: units.length === 0 ? -1 : 0, grapheme: false, gap: first ? gapBefore : false });
      first = false;
      run = '';
    };
    if (!hasSpaceless(p)) {
      run = p;
      flushRun();
      return;
    }
    for (const { segment: cluster } of graphemes.segment(p)) {
      const letter = firstLetter(cluster);
      const script = letter === null ? null : scriptOf(letter);
      if (script !== null && SCRIPT_RULES[script]!.spaceless) {
        flushRun();
        const key = fold(cluster, profile);
        if (key !== '') units.push({ key, word: units.length === 0 ? -1 : 0, grapheme: true, gap: first ? gapBefore : false });
        first = false;
      } else run += cluster;
    }
    flushRun();
  };
  let previous = '';
  const chars = [...segment];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (APOSTROPHE.test(char)) {
      // Between two word characters it cuts the word into parts; elsewhere it is punctuation.
      const next = chars[i + 1];
      if (part !== '' && next !== undefined && WORD_CHAR.test(next) && !DIGIT.test(next)) {
        parts.push(part);
        part = '';
      } else flushWord();
      previous = '';
      continue;
    }
    if (!WORD_CHAR.test(char)) {
      flushWord();
      previous = '';
      continue;
    }
    // Letters meeting digits: a footnote number glued to a word, or a verse number.
    if (previous !== '' && DIGIT.test(char) !== DIGIT.test(previous) && !MARK.test(char)) flushWord();
    part += char;
    previous = char;
  }
  flushWord();
  return { units, joined };
}

const MARK = /\p{M}/u;

/** The first letter of a cluster: a digit or punctuation of a script without spaces is not a character of its text. */
function firstLetter(cluster: string): string | null {
  for (const char of cluster) if (LETTER.test(char)) return char;
  return null;
}

function hasSpaceless(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Below U+0E00 no script is written without spaces: skip the lookup for Latin, Arabic, Indic...
    if (code < 0x0e00) continue;
    const script = scriptOf(char);
    if (script !== null && SCRIPT_RULES[script]!.spaceless) return true;
  }
  return false;
}

/** Latin letters that have no decomposition into a base letter and marks, spelled plainly. */
export const LATIN_LETTERS: Readonly<Record<string, string>> = {
  'ı': 'i', 'ß': 'ss', 'ø': 'o', 'ł': 'l', 'đ': 'd', 'ð': 'd', 'þ': 'th', 'æ': 'ae', 'œ': 'oe', 'ə': 'e', 'ŋ': 'n', 'ħ': 'h',
  'ɛ': 'e', 'ɔ': 'o', 'ɓ': 'b', 'ɗ': 'd', 'ƙ': 'k', 'ƴ': 'y', 'ŧ': 't', 'ĸ': 'q', 'ſ': 's', 'ʻ': '', 'ʼ': '', 'ɲ': 'n',
};

/** The mark that changes a letter rather than accents it: the Cyrillic breve of й (и and й are two letters everywhere; ў is folded to у, as Uzbek is typed on keyboards without it). */
const KEPT_MARK = '\u0306';
const KEPT_MARK_BASE = 'и';
/** Nukta of the Indic scripts: written or left out by different keyboards. */
const NUKTA = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u0C3C]/gu;
const NUKTA_MARK = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u0C3C]/u;
const JOINERS = /[\u200C\u200D\u0640\u00AD]/gu;

/**
 * The comparable form of one word part (no spaces, no apostrophes).
 * @example fold('İbrahim', profile) //=> 'ibrahim'
 * @example fold('Prière', profile) //=> 'priere'
 */
export function fold(part: string, profile: SearchProfile): string {
  let text = part.normalize('NFKC').toLowerCase().replace(JOINERS, '').replace(NUKTA, '');
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text;
  let out = '';
  let strip = false;
  let base = '';
  for (const char of text.normalize('NFD')) {
    if (MARK.test(char)) {
      // A nukta goes in any form, also from a precomposed letter (ऱ is र with a nukta).
      if (NUKTA_MARK.test(char)) continue;
      if (!strip || (char === KEPT_MARK && base === KEPT_MARK_BASE)) out += char;
      continue;
    }
    base = char;
    const script = scriptOf(char);
    strip = script !== null && SCRIPT_RULES[script]!.stripMarks;
    if (DIGIT.test(char)) out += digitValue(char);
    else if (char === 'ς') out += 'σ';
    else out += profile.folds[char] ?? LATIN_LETTERS[char] ?? char;
  }
  text = out.normalize('NFC');
  return text;
}

/** The value of a decimal digit of any script: digits come in runs of ten from zero. */
function digitValue(char: string): string {
  const code = char.codePointAt(0)!;
  if (code <= 0x39) return char;
  let value = 0;
  while (value < 9 && DIGIT.test(String.fromCodePoint(code - value - 1))) value++;
  return String(value);
}
