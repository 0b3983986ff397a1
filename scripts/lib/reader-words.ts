/**
 * The reference for scripts/eval-search-languages.ts: which ayahs hold a query, decided the way a
 * reader splits text, written apart from the search code (src/quran/search/words.ts) and without
 * its index, Intl.Segmenter word breaks or unit model. It follows the rules the docs state:
 *
 *   - footnote markers `[^12]` and superscript digits are not text;
 *   - a word is a run of letters, marks and digits; letters and digits meeting end a word; an
 *     apostrophe of any kind between two letters cuts a word into parts, and the parts may be
 *     searched alone, together, or joined without the apostrophe;
 *   - case, and in Latin, Greek, Cyrillic (but the breve of й), Hebrew and Arabic script the
 *     accents, do not count; nukta, zero-width joiners, tatweel and soft hyphens do not count;
 *     digits of any script are their value; the Latin letters that do not decompose are spelled
 *     plainly; an Arabic-script keyboard pair counts as one letter unless the edition uses both;
 *   - Han, kana, Thai, Lao, Khmer, Myanmar and Tibetan are read character by character, and a
 *     phrase there does not run across a space or punctuation unless the query has one there.
 *
 * The text of an ayah becomes one string: words separated by spaces, the parts of a word by `'`,
 * the characters of a script without spaces by `·` when nothing stands between them. A query
 * becomes a regular expression over such strings.
 */

/** A character (grapheme cluster) whose first letter is of a script written without spaces; their digits and punctuation are not. */
const SPACELESS = /^\p{M}*(?=\p{L})[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u;
const ACCENTED = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}]/u;
const APOSTROPHES = "'\u2019\u2018\u02BC\u02BB\u0060\u00B4\u2032";
const PLAIN_LATIN: Record<string, string> = {
  ı: 'i', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', œ: 'oe', ə: 'e', ŋ: 'n', ħ: 'h', ɛ: 'e', ɔ: 'o',
  ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', ŧ: 't', ĸ: 'q', ſ: 's', ɲ: 'n',
};
/** Arabic-script letters that keyboards type for one another: [one, other]. */
const KEYBOARD_PAIRS = [['ک', 'ك'], ['ی', 'ي'], ['ی', 'ى'], ['ه', 'ہ'], ['ه', 'ە'], ['ة', 'ۃ']];

export interface ReaderText {
  /** Per ayah: ` word word's·c·c ` (padded with spaces). */
  lines: string[];
  /** Keyboard letters read as another, decided from the edition's text. */
  same: Map<string, string>;
}

/**
 * `languages`: the documented decisions of src/quran/search/keyboard-letters.json, per language:
 * groups read as one letter whatever their share, groups never read alike.
 */
export function readerText(texts: readonly string[], decided?: { same: readonly string[]; apart: readonly string[] }): ReaderText {
  const counts = new Map<string, number>();
  for (const text of texts) for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  // Join the pairs into sets of letters read alike, never putting together two letters the edition
  // uses both of (each 5% or more of the two).
  const count = (c: string) => counts.get(c) ?? 0;
  const within = (groups: readonly string[] | undefined, a: string, b: string) => groups?.some((group) => group.includes(a) && group.includes(b)) ?? false;
  const apart = (a: string, b: string) =>
    !within(decided?.same, a, b) && (within(decided?.apart, a, b) || (count(a) > 0 && count(b) > 0 && Math.min(count(a), count(b)) >= 0.05 * (count(a) + count(b))));
  const sets = new Map<string, Set<string>>();
  for (const group of decided?.same ?? []) {
    const set = new Set(group);
    for (const c of group) sets.set(c, set);
  }
  for (const [a, b] of KEYBOARD_PAIRS) {
    const one = sets.get(a!) ?? new Set([a!]);
    const other = sets.get(b!) ?? new Set([b!]);
    if (one === other) continue;
    if ([...one].some((x) => [...other].some((y) => apart(x, y)))) continue;
    const merged = new Set([...one, ...other]);
    for (const c of merged) sets.set(c, merged);
  }
  const same = new Map<string, string>();
  for (const [c, set] of sets) same.set(c, [...set].sort()[0]!);
  return { lines: texts.map((text) => ` ${readerLine(text, same)} `), same };
}

interface Piece {
  /** A word part, or one character of a script without spaces. */
  text: string;
  char: boolean;
  /** Cut from the piece before by: a space or other non-letter, an apostrophe, or nothing. */
  after: ' ' | "'" | '';
}

/** The pieces of a text as a reader sees them. */
function readerPieces(text: string, same: Map<string, string>): Piece[] {
  const clean = text
    .replace(/\[\^\d+\]/gu, ' ')
    .replace(/[\u00B9\u00B2\u00B3\u2070-\u2079]/gu, ' ')
    .toLowerCase()
    // An apostrophe between a letter or digit and a letter cuts a word (marked \u0001); any other is punctuation.
    .replace(new RegExp(`(?<=[\\p{L}\\p{M}\\p{N}])[${APOSTROPHES}](?=[\\p{L}\\p{M}])`, 'gu'), '\u0001')
    .replace(new RegExp(`[${APOSTROPHES}]`, 'gu'), ' ');
  const pieces: Piece[] = [];
  let word = '';
  let cut: Piece['after'] = ' ';
  const endPart = (next: Piece['after']) => {
    const folded = word === '' ? '' : foldWord(word, same);
    word = '';
    if (folded !== '') {
      pieces.push({ text: folded, char: false, after: cut });
      cut = next;
    } else if (next === ' ') cut = ' ';
  };
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(clean)) {
    if (SPACELESS.test(segment)) {
      if (word !== '') endPart(' ');
      const folded = foldWord(segment, same);
      if (folded !== '') {
        pieces.push({ text: folded, char: true, after: pieces.length === 0 ? ' ' : cut });
        cut = '';
      }
      continue;
    }
    for (const c of segment) {
      // After a character of a script without spaces the apostrophe is a quotation mark.
      if (c === '\u0001') endPart(word === '' ? ' ' : "'");
      else if (!/[\p{L}\p{M}\p{N}\u200C\u200D\u0640\u00AD]/u.test(c)) endPart(' ');
      else {
        const last = word.at(-1);
        if (last !== undefined && /\p{N}/u.test(c) !== /\p{N}/u.test(last) && !/\p{M}/u.test(c)) endPart(' ');
        word += c;
      }
    }
  }
  endPart(' ');
  return pieces;
}

function readerLine(text: string, same: Map<string, string>): string {
  let line = '';
  let previousChar = false;
  for (const piece of readerPieces(text, same)) {
    if (line !== '') line += piece.char && previousChar && piece.after === '' ? '·' : piece.after === "'" ? "'" : ' ';
    line += piece.text;
    previousChar = piece.char;
  }
  return line;
}

/** Case, accents and the rest of the rules, for one word or character. */
function foldWord(word: string, same: Map<string, string>): string {
  let out = '';
  let base = '';
  // Joiners, tatweel and soft hyphens are not letters; a mark after one belongs to the letter before.
  for (const c of word.replace(/[\u200C\u200D\u0640\u00AD]/gu, '').normalize('NFKC').toLowerCase().normalize('NFD')) {
    if (/\p{M}/u.test(c)) {
      if (/[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u0C3C]/u.test(c)) continue;
      const cyrillicBreve = c === '\u0306' && base === 'и';
      if (ACCENTED.test(base) && !cyrillicBreve) continue;
      out += c;
      continue;
    }
    base = c;
    if (/[\u200C\u200D\u0640\u00AD]/u.test(c)) continue;
    if (/\p{Nd}/u.test(c)) {
      let value = 0;
      const code = c.codePointAt(0)!;
      while (value < 9 && /\p{Nd}/u.test(String.fromCodePoint(code - value - 1))) value++;
      out += String(value);
      continue;
    }
    out += c === 'ς' ? 'σ' : (PLAIN_LATIN[c] ?? same.get(c) ?? c);
  }
  return out.normalize('NFC');
}

/**
 * The expression that finds a query in the lines of `readerText`, or null when the query has no
 * word. Each query word is matched as its parts (`d'allah`: `d` then `allah`, cut by a space or an
 * apostrophe in the text) or as the parts joined (`dallah`), which the text may write with
 * apostrophes anywhere between its letters as one whole word (`d'allah`).
 */
export function readerQuery(query: string, text: ReaderText): RegExp | null {
  const pieces = readerPieces(query, text.same);
  if (pieces.length === 0) return null;
  // Group the parts of each query word.
  const words: Piece[][] = [];
  for (const piece of pieces) {
    if (piece.after === "'" && words.length > 0) words[words.length - 1]!.push(piece);
    else words.push([piece]);
  }
  let source = '(?<=[ ·\'])';
  words.forEach((word, w) => {
    if (w > 0) {
      const previous = words[w - 1]!.at(-1)!;
      const first = word[0]!;
      if (previous.char && first.char) source += first.after === '' ? '·' : '[ ·]';
      else source += "[ ']";
    }
    const split = word.map((piece) => escape(piece.text)).join("[ ']");
    if (word[0]!.char) {
      source += split;
      return;
    }
    const letters = [...word.map((piece) => piece.text).join('')].map(escape);
    // Or joined: a part of the text, or a whole word of it with apostrophes between any letters.
    const joined = letters.join('');
    const whole = letters.join("'?");
    source += `(?:${split}|${joined}(?=[ ']|$)|(?<= )${whole}(?= ))`;
  });
  source += "(?=[ ·']|$)";
  return new RegExp(source, 'u');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/gu, '\\$&');
}
