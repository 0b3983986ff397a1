/** How decomposed letters, presentation forms and ligatures count: as the letters they are. The default rules and the options: count.test.ts. */
import { describe, expect, it } from 'vitest';
import { countAbjad } from './count';
import { DEFAULT_OPTIONS } from './options';
import { everyConvention, letters, total } from '../../tests/support/abjad-count';

describe('decomposed letters', () => {
  const pairs: [string, string][] = [
    ['آ', 'ا\u0653'],
    ['أ', 'ا\u0654'],
    ['إ', 'ا\u0655'],
    ['ؤ', 'و\u0654'],
    ['ئ', 'ي\u0654'],
    ['ئ', 'ی\u0654'],
    ['ئ', 'ى\u0654'],
    ['ۀ', 'ە\u0654'],
    ['ۀ', 'ه\u0654'],
    ['ۂ', 'ہ\u0654'],
    ['ۓ', 'ے\u0654'],
    ['ٵ', 'اٴ'],
  ];

  it.each(pairs)('count %s written as its parts the same under every convention', (composed, parts) => {
    for (const options of everyConvention) {
      expect(countAbjad(`ب${parts}ت`, options).total).toBe(countAbjad(`ب${composed}ت`, options).total);
    }
  });

  it.each(pairs)('show %s in the breakdown as the composed letter, with what was written', (composed, parts) => {
    expect(countAbjad(parts).breakdown).toEqual([{ letter: composed, value: countAbjad(composed).total, written: parts }]);
  });

  it('compose across a vowel sign between the letter and the hamza', () => {
    expect(letters('ا\u064E\u0654')).toBe('أ');
    expect(letters('ا\u0651\u064E\u0654')).toBe('أ');
    expect(total('قرا\u064E\u0653ن', { madda: 2 })).toBe(352);
  });

  it('compose across a mark exactly when Unicode does: a mark of a lower combining class, not one of the same', () => {
    expect(letters('ا\u0656\u0654')).toBe('أ');
    expect(('ا\u0656\u0654').normalize('NFC')).toBe('أ\u0656');
    expect(letters('ا\u06DF\u0654')).toBe('ا');
    expect(('ا\u06DF\u0654').normalize('NFC')).toBe('ا\u06DF\u0654');
  });

  it('do not compose across a tatweel or a ZWNJ', () => {
    expect(letters('اـ\u0653', { madda: 2 })).toBe('ا');
    expect(total('ا\u200C\u0653', { madda: 2 })).toBe(1);
  });

  it('count ی + hamza as ئ (10), not as alif maqsura', () => {
    expect(total('ى\u0654', { alef_maqsura: 1 })).toBe(10);
  });

  it('count the Uthmani hamza on a tatweel as ئ, as in the ordinary spelling', () => {
    expect(total('شَيۡـٔٗا')).toBe(total('شيئا'));
    expect(total('أَنۢبِـُٔونِي')).toBe(total('أنبئوني'));
    expect(countAbjad('لِـَٔلَّا').breakdown.map((entry) => entry.letter)).toEqual(['ل', 'ئ', 'ل', 'ا']);
  });

  it('leave a hamza sign that composes with nothing uncounted', () => {
    expect(total('ك\u0654')).toBe(20);
    expect(total('\u0654')).toBe(0);
  });

  it('count a whole text the same in NFC and NFD', () => {
    for (const text of ['قُرْآنٌ', 'إِبْرَاهِيم', 'سُؤَال', 'رَئِيس', 'أَحْمَد']) {
      for (const options of [DEFAULT_OPTIONS, { ...DEFAULT_OPTIONS, madda: 2 as const, alef_maqsura: 1 as const }]) {
        expect(countAbjad(text.normalize('NFD'), options).total).toBe(countAbjad(text.normalize('NFC'), options).total);
      }
    }
  });
});

describe('presentation forms and ligatures', () => {
  it('count shaped letters as the letters they shape, showing what was written', () => {
    const result = countAbjad('ﺑﺴﻢ');
    expect(result.total).toBe(102);
    expect(result.breakdown).toEqual([
      { letter: 'ب', value: 2, written: 'ﺑ' },
      { letter: 'س', value: 60, written: 'ﺴ' },
      { letter: 'م', value: 40, written: 'ﻢ' },
    ]);
  });

  it('count ﻻ as ل + ا and its hamza and madda forms likewise', () => {
    expect(countAbjad('ﻻ').breakdown).toEqual([
      { letter: 'ل', value: 30, written: 'ﻻ' },
      { letter: 'ا', value: 1, written: 'ﻻ' },
    ]);
    expect(letters('ﻷ ﻹ ﻵ')).toBe('لألإلآ');
    expect(total('ﻵ', { madda: 2 })).toBe(32);
  });

  it('count ﷲ as الله', () => {
    expect(total('ﷲ')).toBe(66);
    expect(countAbjad('ﷲ').breakdown.every((entry) => entry.written === 'ﷲ')).toBe(true);
  });

  it('count ﷽ as the basmala, 786, one word of 19 letters', () => {
    const result = countAbjad('﷽');
    expect(result.total).toBe(786);
    expect(result.breakdown).toHaveLength(19);
    expect(result.breakdown.map((entry) => entry.letter).join('')).toBe('بسماللهالرحمنالرحيم');
    expect(result.breakdown.every((entry) => entry.written === '﷽')).toBe(true);
    expect(result.words).toEqual([{ word: '﷽', total: 786 }]);
    expect(total('﷽', { system: 'maghribi' })).toBe(1026);
  });

  it('count ﷺ and the honorific ligatures as the words they write', () => {
    expect(total('ﷺ')).toBe(total('صلى الله عليه وسلم'));
    expect(total('ﷻ')).toBe(total('جل جلاله'));
    expect(total('\uFD47')).toBe(total('عليه السلام'));
  });

  it('count the rial sign and the Quranic pause-sign ligatures as nothing', () => {
    expect(total('ب ﷼ \uFDF0 \uFDF1')).toBe(2);
  });

  it('count the Arabic mathematical letters as the letters they stand for', () => {
    expect(total('\u{1EE00}\u{1EE01}')).toBe(3);
  });
});
