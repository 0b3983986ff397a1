/**
 * Arabic presentation forms and ligatures: how each is read before counting. A module of constants
 * and one small lookup.
 *
 * Presentation forms (U+FB50-FDFF, U+FE70-FEFF) are the shaped glyphs of letters (ﺏ ﺑ ﺒ ﺐ) and
 * ligatures of several letters (ﻻ, ﷲ, ﷺ); the Arabic mathematical letters (U+1EE00-1EEFF) are
 * letters in mathematical notation. Each is read as the letters of its Unicode compatibility
 * decomposition (NFKD of that one character, never of the whole text: NFKD would also take apart
 * letters that count as one, such as آ, which composition then puts back). Unicode gives no
 * decomposition for the basmala ﷽ and the honorific ligatures added in Unicode 14: those are
 * spelled out here, deliberately. A few characters of these blocks are signs, not writing: they
 * count nothing. Anything else in these blocks that we cannot read is refused (400
 * unsupported_letter), never counted as zero.
 */

/** Code point ranges read through their compatibility decomposition. */
export const FOLDED_RANGES: readonly (readonly [number, number])[] = [
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
  [0x1ee00, 0x1eeff],
];

export interface SpelledLigature {
  char: string;
  code: string;
  name: string;
  /** The words the ligature writes, as counted. */
  spelled: string;
}

/** Ligatures without a Unicode decomposition, spelled out as the phrase each one writes. */
export const SPELLED_LIGATURES: readonly SpelledLigature[] = [
  { char: '\uFDFD', code: 'U+FDFD', name: 'ARABIC LIGATURE BISMILLAH AR-RAHMAN AR-RAHEEM', spelled: 'بسم الله الرحمن الرحيم' },
  { char: '\uFDFE', code: 'U+FDFE', name: 'ARABIC LIGATURE SUBHAANAHU WA TAAALAA', spelled: 'سبحانه وتعالى' },
  { char: '\uFDFF', code: 'U+FDFF', name: 'ARABIC LIGATURE AZZA WA JALL', spelled: 'عز وجل' },
  { char: '\uFD40', code: 'U+FD40', name: 'ARABIC LIGATURE RAHIMAHU ALLAAH', spelled: 'رحمه الله' },
  { char: '\uFD41', code: 'U+FD41', name: 'ARABIC LIGATURE RADI ALLAAHU ANH', spelled: 'رضي الله عنه' },
  { char: '\uFD42', code: 'U+FD42', name: 'ARABIC LIGATURE RADI ALLAAHU ANHAA', spelled: 'رضي الله عنها' },
  { char: '\uFD43', code: 'U+FD43', name: 'ARABIC LIGATURE RADI ALLAAHU ANHUM', spelled: 'رضي الله عنهم' },
  { char: '\uFD44', code: 'U+FD44', name: 'ARABIC LIGATURE RADI ALLAAHU ANHUMAA', spelled: 'رضي الله عنهما' },
  { char: '\uFD45', code: 'U+FD45', name: 'ARABIC LIGATURE RADI ALLAAHU ANHUNNA', spelled: 'رضي الله عنهن' },
  { char: '\uFD46', code: 'U+FD46', name: 'ARABIC LIGATURE SALLALLAAHU ALAYHI WA-AALIH', spelled: 'صلى الله عليه وآله' },
  { char: '\uFD47', code: 'U+FD47', name: 'ARABIC LIGATURE ALAYHI AS-SALAAM', spelled: 'عليه السلام' },
  { char: '\uFD48', code: 'U+FD48', name: 'ARABIC LIGATURE ALAYHIM AS-SALAAM', spelled: 'عليهم السلام' },
  { char: '\uFD49', code: 'U+FD49', name: 'ARABIC LIGATURE ALAYHIMAA AS-SALAAM', spelled: 'عليهما السلام' },
  { char: '\uFD4A', code: 'U+FD4A', name: 'ARABIC LIGATURE ALAYHI AS-SALAATU WAS-SALAAM', spelled: 'عليه الصلاة والسلام' },
  { char: '\uFD4B', code: 'U+FD4B', name: 'ARABIC LIGATURE QUDDISA SIRRAH', spelled: 'قدس سره' },
  { char: '\uFD4C', code: 'U+FD4C', name: 'ARABIC LIGATURE SALLALLAHU ALAYHI WAAALIHEE WA-SALLAM', spelled: 'صلى الله عليه وآله وسلم' },
  { char: '\uFD4D', code: 'U+FD4D', name: 'ARABIC LIGATURE ALAYHAA AS-SALAAM', spelled: 'عليها السلام' },
  { char: '\uFD4E', code: 'U+FD4E', name: 'ARABIC LIGATURE TABAARAKA WA-TAAALAA', spelled: 'تبارك وتعالى' },
  { char: '\uFD4F', code: 'U+FD4F', name: 'ARABIC LIGATURE RAHIMAHUM ALLAAH', spelled: 'رحمهم الله' },
  { char: '\uFDCF', code: 'U+FDCF', name: 'ARABIC LIGATURE SALAAMUHU ALAYNAA', spelled: 'سلامه علينا' },
];

export interface SignWithoutValue {
  /** First and last code point of the run. */
  from: number;
  to: number;
  what: string;
}

/** Characters of the folded blocks that are signs, not writing: they count nothing. */
export const SIGNS_WITHOUT_VALUE: readonly SignWithoutValue[] = [
  { from: 0xfbb2, to: 0xfbc2, what: 'Arabic symbols: dots, rings and small tah shown on their own (﮲ ﮳ …), not letters' },
  { from: 0xfd3e, to: 0xfd3f, what: 'ornate parentheses ﴾ ﴿ (punctuation)' },
  { from: 0xfdf0, to: 0xfdf1, what: 'ﷰ ﷱ: the Quranic pause signs صلے and قلے, which are reading marks like U+06D6 and U+06D7, not words of the text' },
  { from: 0xfdfc, to: 0xfdfc, what: '﷼ the rial sign: a currency symbol like $, part of an amount, which counts nothing like its digits' },
  { from: 0xfe73, to: 0xfe73, what: 'ﹳ the tail fragment: a piece of a glyph, not a letter' },
];

export type PresentationReading =
  /** The characters this one stands for, to be counted by the ordinary rules. */
  | { kind: 'text'; text: string }
  /** A sign that counts nothing. */
  | { kind: 'sign' }
  /** A character of these blocks that we cannot read: refused. */
  | { kind: 'unknown' };

const spelled = new Map(SPELLED_LIGATURES.map((ligature) => [ligature.char, ligature.spelled]));
const MARKS_ONLY = /^\p{M}+$/u;

export function isFolded(codePoint: number): boolean {
  return FOLDED_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/**
 * How one character of the presentation-form or mathematical blocks is read; null for any other
 * character.
 *
 * @example readPresentationForm('ﻻ') //=> { kind: 'text', text: 'لا' }
 * @example readPresentationForm('ﷲ') //=> { kind: 'text', text: 'الله' }
 * @example readPresentationForm('﷽') //=> { kind: 'text', text: 'بسم الله الرحمن الرحيم' }
 * @example readPresentationForm('ﹼ') //=> { kind: 'text', text: 'ّ' } (the shadda, without Unicode's leading space)
 * @example readPresentationForm('ب') //=> null
 */
export function readPresentationForm(char: string): PresentationReading | null {
  const codePoint = char.codePointAt(0)!;
  if (!isFolded(codePoint)) return null;
  const phrase = spelled.get(char);
  if (phrase !== undefined) return { kind: 'text', text: phrase };
  if (SIGNS_WITHOUT_VALUE.some(({ from, to }) => codePoint >= from && codePoint <= to)) return { kind: 'sign' };
  if (/\p{Cf}/u.test(char)) return { kind: 'text', text: char }; // U+FEFF, zero-width no-break space
  const decomposed = char.normalize('NFKD');
  if (decomposed === char) return { kind: 'unknown' };
  // The isolated forms of the vowel signs and shadda decompose to a space and the sign; the space
  // is only there to show the sign alone, and would cut the sign off from the letter it follows.
  if (decomposed.startsWith(' ') && MARKS_ONLY.test(decomposed.slice(1))) return { kind: 'text', text: decomposed.slice(1) };
  return { kind: 'text', text: decomposed };
}
