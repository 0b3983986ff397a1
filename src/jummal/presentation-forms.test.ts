import { describe, expect, it } from 'vitest';
import { countAbjad } from './count';
import { DEFAULT_OPTIONS, type JummalOptions } from './options';
import { FOLDED_RANGES, SIGNS_WITHOUT_VALUE, SPELLED_LIGATURES, isFolded, readPresentationForm } from './presentation-forms';

/** The total, or the error code when the text is refused (the mathematical dotless ٮ is, like ٮ itself). */
function totalOrRefusal(text: string, options: JummalOptions): number | string {
  try {
    return countAbjad(text, options).total;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

function* foldedCodePoints() {
  for (const [from, to] of FOLDED_RANGES) for (let codePoint = from; codePoint <= to; codePoint++) yield codePoint;
}

describe('reading presentation forms', () => {
  it('reads the lam-alif ligatures as lam then alif', () => {
    expect(readPresentationForm('ﻻ')).toEqual({ kind: 'text', text: 'لا' });
    expect(readPresentationForm('ﻼ')).toEqual({ kind: 'text', text: 'لا' });
    expect(readPresentationForm('ﻷ')).toEqual({ kind: 'text', text: 'لا\u0654' });
  });

  it('reads ﷲ as الله and ﷺ as the four words it writes', () => {
    expect(readPresentationForm('ﷲ')).toEqual({ kind: 'text', text: 'الله' });
    expect(readPresentationForm('ﷺ')).toEqual({ kind: 'text', text: 'صلى الله عليه وسلم' });
  });

  it('reads ﷽, which Unicode does not decompose, as the basmala', () => {
    expect(readPresentationForm('﷽')).toEqual({ kind: 'text', text: 'بسم الله الرحمن الرحيم' });
  });

  it('reads the isolated shadda and vowel forms as the bare sign, without the space Unicode puts first', () => {
    expect(readPresentationForm('\uFE7C')).toEqual({ kind: 'text', text: '\u0651' });
    expect(readPresentationForm('\uFC60')).toEqual({ kind: 'text', text: '\u064E\u0651' });
    expect(readPresentationForm('\uFE7D')).toEqual({ kind: 'text', text: '\u0640\u0651' });
  });

  it('treats the rial sign, the Quranic pause signs and the tail fragment as signs', () => {
    for (const char of ['﷼', '\uFDF0', '\uFDF1', '\uFE73', '﴾', '\uFBB2']) expect(readPresentationForm(char)).toEqual({ kind: 'sign' });
  });

  it('leaves every other character alone', () => {
    for (const char of ['ب', 'a', ' ', '١', 'ـ', '\u200C']) expect(readPresentationForm(char)).toBeNull();
  });

  it('has a reading for every letter of the presentation-form and mathematical blocks', () => {
    const unread: string[] = [];
    for (const codePoint of foldedCodePoints()) {
      const char = String.fromCodePoint(codePoint);
      if (/\p{L}/u.test(char) && readPresentationForm(char)?.kind === 'unknown') unread.push(codePoint.toString(16));
    }
    expect(unread).toEqual([]);
  });

  it('refuses, rather than counts as zero, the assigned characters of these blocks it cannot read', () => {
    for (const codePoint of foldedCodePoints()) {
      const char = String.fromCodePoint(codePoint);
      if (/\p{Cn}/u.test(char) || readPresentationForm(char)?.kind !== 'unknown') continue;
      expect(/\p{S}/u.test(char), codePoint.toString(16)).toBe(true);
      expect(() => countAbjad(`ب${char}`)).toThrow(/no abjad value/);
    }
  });

  it('counts every presentation form exactly as its Unicode compatibility form, under every convention', () => {
    const conventions: JummalOptions[] = [
      DEFAULT_OPTIONS,
      { system: 'maghribi', hamza: 0, madda: 2, ta_marbuta: 400, alef_maqsura: 1, shadda: 'double', seated_hamza: 'seat_and_hamza' },
    ];
    const differences: string[] = [];
    for (const codePoint of foldedCodePoints()) {
      const char = String.fromCodePoint(codePoint);
      const reading = readPresentationForm(char);
      if (reading?.kind !== 'text' || SPELLED_LIGATURES.some((ligature) => ligature.char === char)) continue;
      const compatible = char.normalize('NFKC');
      for (const options of conventions) {
        const folded = totalOrRefusal(char, options);
        const plain = totalOrRefusal(compatible, options);
        if (folded !== plain) differences.push(`${codePoint.toString(16)}: ${folded} vs ${plain}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('spells each ligature with letters only, as words separated by single spaces', () => {
    for (const ligature of SPELLED_LIGATURES) {
      expect(ligature.spelled).toMatch(/^[\u0621-\u064A]+( [\u0621-\u064A]+)*$/u);
      expect(ligature.code).toBe(`U+${ligature.char.codePointAt(0)!.toString(16).toUpperCase()}`);
      expect(isFolded(ligature.char.codePointAt(0)!)).toBe(true);
    }
  });

  it('keeps its list of signs inside the folded blocks', () => {
    for (const sign of SIGNS_WITHOUT_VALUE) {
      expect(isFolded(sign.from) && isFolded(sign.to) && sign.from <= sign.to).toBe(true);
    }
  });
});
