import { describe, expect, it } from 'vitest';
import { ABJAD_LETTERS } from './letters';
import { COMPOSITIONS, UNSUPPORTED_LETTERS, WRITTEN_LETTERS } from './written-letters';

const byChar = new Map(WRITTEN_LETTERS.map((entry) => [entry.char, entry]));
const codeOf = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the table of written letters', () => {
  it('lists each letter once, as one code point whose code is right', () => {
    expect(byChar.size).toBe(WRITTEN_LETTERS.length);
    for (const entry of WRITTEN_LETTERS) {
      expect([...entry.char]).toHaveLength(1);
      expect(entry.code).toBe(codeOf(entry.char));
    }
  });

  it('counts every letter as a base letter or one of the four convention letters', () => {
    const targets = new Set<string>([...ABJAD_LETTERS.map((entry) => entry.letter), 'ء', 'آ', 'ة', 'ى']);
    for (const entry of WRITTEN_LETTERS) expect(targets.has(entry.countsAs), entry.char).toBe(true);
  });

  it('counts each of the 28 letters as itself', () => {
    for (const { letter } of ABJAD_LETTERS) expect(byChar.get(letter)?.countsAs).toBe(letter);
  });

  it('follows the contract for hamza, its seats, alif wasla, ta marbuta and alif maqsura', () => {
    const countsAs = (char: string) => byChar.get(char)?.countsAs;
    expect(['ء', 'آ', 'أ', 'إ', 'ٱ', 'ؤ', 'ئ', 'ة', 'ى'].map(countsAs)).toEqual(['ء', 'آ', 'ا', 'ا', 'ا', 'و', 'ي', 'ة', 'ى']);
  });

  it('counts the Persian and Urdu letters as the Arabic letter they are built on', () => {
    const expected: Record<string, string> = {
      پ: 'ب', چ: 'ج', ژ: 'ز', گ: 'ك', ک: 'ك', ی: 'ي', ٹ: 'ت', ڈ: 'د', ڑ: 'ر', ں: 'ن',
      ہ: 'ه', ھ: 'ه', ۃ: 'ة', ے: 'ي', ۓ: 'ي', ۀ: 'ه', ۂ: 'ه',
    };
    for (const [char, base] of Object.entries(expected)) {
      expect(byChar.get(char)?.countsAs, char).toBe(base);
      expect(byChar.get(char)?.group, char).toBe('persian_urdu');
    }
  });

  it('has a value or a refusal for every Arabic-script letter this runtime knows in the Arabic blocks', () => {
    // Letters added after Unicode 14, whose names the table was made from: refused by the generic
    // rule until someone adds them (see the test below).
    const newer = new Set(['U+088F']);
    const refused = new Set(UNSUPPORTED_LETTERS.map((entry) => entry.char));
    const smallLetters = new Set(['\u0640', '\u06E5', '\u06E6', '\u08C9']);
    const missing: string[] = [];
    for (const [from, to] of [[0x0600, 0x06ff], [0x0750, 0x077f], [0x0870, 0x08ff]] as const) {
      for (let codePoint = from; codePoint <= to; codePoint++) {
        const char = String.fromCodePoint(codePoint);
        if (!/\p{L}/u.test(char) || smallLetters.has(char)) continue;
        if (!byChar.has(char) && !refused.has(char) && !newer.has(codeOf(char))) missing.push(codeOf(char));
      }
    }
    expect(missing).toEqual([]);
  });

  it('never both values and refuses a letter', () => {
    for (const entry of UNSUPPORTED_LETTERS) {
      expect(byChar.has(entry.char)).toBe(false);
      expect(entry.code).toBe(codeOf(entry.char));
    }
  });

  it('composes only into letters of the table, from letters of the table', () => {
    for (const [sign, pairs] of Object.entries(COMPOSITIONS)) {
      for (const [letter, composed] of Object.entries(pairs)) {
        expect(byChar.has(letter), `${letter} + ${codeOf(sign)}`).toBe(true);
        expect(byChar.has(composed), composed).toBe(true);
      }
    }
  });

  it('composes as Unicode does wherever Unicode has a canonical composition', () => {
    for (const [sign, pairs] of Object.entries(COMPOSITIONS)) {
      for (const [letter, composed] of Object.entries(pairs)) {
        const unicode = (letter + sign).normalize('NFC');
        if ([...unicode].length === 1) expect(composed).toBe(unicode);
      }
    }
  });
});
