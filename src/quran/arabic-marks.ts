/**
 * The Arabic marks the Quran normalization reads, as code point escapes: most of them are invisible on
 * their own. Shared by the word rules (normalize.ts) and the letter-by-letter spelling (spell-out.ts).
 */
export const FATHA = '\u064E';
export const DAMMA = '\u064F';
export const KASRA = '\u0650';
export const SHADDA = '\u0651';
/** U+0652: the sukun in most texts; in the KFGQPC Uthmani text, on ا و ي, the mark of a silent letter. */
export const ROUND_ZERO = '\u0652';
export const MADDA = '\u0653';
export const HAMZA_ABOVE = '\u0654';
export const HAMZA_BELOW = '\u0655';
export const DAGGER = '\u0670';
export const TATWEEL = '\u0640';
/** U+06DF small high rounded zero: the silent-letter mark of the Tanzil Uthmani encoding. */
export const SILENT_ZERO = '\u06DF';
export const SUKUN_HEAD = '\u06E1';
/** A sukun in either encoding (KFGQPC U+06E1; most other texts U+0652). */
export const SUKUN = [SUKUN_HEAD, ROUND_ZERO];
export const SMALL_WAW = '\u06E5';
export const SMALL_YEH = '\u06E6';
export const SMALL_HIGH_YEH = '\u06E7';
export const SMALL_HIGH_NOON = '\u06E8';

/** Fathatan in its usual code point and in the KFGQPC encoding (U+0657 drawn as open fathatan). */
export const FATHATAN = ['\u064B', '\u0657'];
export const KASRATAN = ['\u064D', '\u0656'];
export const DAMMATAN = ['\u064C', '\u065E'];

/** Combining marks that belong to the preceding letter: harakat, Quranic annotation, dagger alef. */
export const MARK = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u08D3-\u08FF]/u;
/** Quranic annotation marks that may close a word (pause signs and the like; not small waw or ya). */
export const END_MARKS = '[\\u06D6-\\u06E4\\u06E7-\\u06ED]*';
/** Marks and tatweel: what may sit between two letters of one word. */
export const N = `[\\u0610-\\u061A\\u0640\\u064B-\\u065F\\u0670\\u06D6-\\u06DC\\u06DF-\\u06E8\\u06EA-\\u06ED\\u08D3-\\u08FF]*`;
