import { describe, expect, it } from 'vitest';
import { ABJAD_LETTERS, ABJAD_MNEMONICS, BASE_VALUES, PLACE_VALUES } from './letters';

describe('the abjad table', () => {
  it('has the 28 letters, each once', () => {
    expect(ABJAD_LETTERS).toHaveLength(28);
    expect(new Set(ABJAD_LETTERS.map((entry) => entry.letter)).size).toBe(28);
  });

  it('gives each letter the place value of its position in the Mashriqi mnemonic', () => {
    const order = [...ABJAD_MNEMONICS.mashriqi.join('')];
    expect(order).toHaveLength(28);
    for (const entry of ABJAD_LETTERS) expect(entry.mashriqi).toBe(PLACE_VALUES[order.indexOf(entry.letter)]);
  });

  it('gives each letter the place value of its position in the Maghribi mnemonic', () => {
    const order = [...ABJAD_MNEMONICS.maghribi.join('')];
    expect(order).toHaveLength(28);
    for (const entry of ABJAD_LETTERS) expect(entry.maghribi).toBe(PLACE_VALUES[order.indexOf(entry.letter)]);
  });

  it('uses the same 28 letters in both orders', () => {
    expect([...ABJAD_MNEMONICS.maghribi.join('')].sort()).toEqual([...ABJAD_MNEMONICS.mashriqi.join('')].sort());
  });

  it('has the contract values of the Mashriqi table', () => {
    expect(BASE_VALUES.mashriqi).toMatchObject({
      ا: 1, ب: 2, ج: 3, د: 4, ه: 5, و: 6, ز: 7, ح: 8, ط: 9, ي: 10, ك: 20, ل: 30, م: 40, ن: 50,
      س: 60, ع: 70, ف: 80, ص: 90, ق: 100, ر: 200, ش: 300, ت: 400, ث: 500, خ: 600, ذ: 700, ض: 800, ظ: 900, غ: 1000,
    });
  });

  it('differs in the Maghribi table only in ص ض س ظ غ ش, with the contract values', () => {
    const changed = ABJAD_LETTERS.filter((entry) => entry.mashriqi !== entry.maghribi).map((entry) => entry.letter);
    expect(changed.sort()).toEqual(['ص', 'ض', 'س', 'ظ', 'غ', 'ش'].sort());
    expect(BASE_VALUES.maghribi).toMatchObject({ ص: 60, ض: 90, س: 300, ظ: 800, غ: 900, ش: 1000 });
  });

  it('adds up to 5995 in both systems', () => {
    const sum = (values: Record<string, number>) => Object.values(values).reduce((a, b) => a + b, 0);
    expect(sum(BASE_VALUES.mashriqi)).toBe(5995);
    expect(sum(BASE_VALUES.maghribi)).toBe(5995);
  });
});
