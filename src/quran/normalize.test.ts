import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import { NORMALIZATION_STEPS, normalizeArabic, normalizeArabicWord, splitWords } from './normalize';

describe('normalizeArabic', () => {
  for (const step of NORMALIZATION_STEPS) {
    describe(step.title.toLowerCase(), () => {
      it.each(step.examples.map(([input, output, note]) => [input, output, note ?? '']))(
        'maps %s to "%s" %s',
        (input, output) => {
          expect(normalizeArabic(input)).toBe(output);
        },
      );
    });
  }

  it('maps the Uthmani spellings named in the issue to the typed ones', () => {
    expect(normalizeArabic('ٱلصَّلَوٰةَ')).toBe(normalizeArabic('الصلاة'));
    expect(normalizeArabic('ٱلۡعَٰلَمِينَ')).toBe(normalizeArabic('العالمين'));
    expect(normalizeArabic('ٱلرَّحۡمَٰنِ')).toBe(normalizeArabic('الرحمن'));
    expect(normalizeArabic('يَـٰٓأَيُّهَا')).toBe(normalizeArabic('يا أيها'));
  });

  it('gives text pasted with the diacritics of other editions the form of the typed text', () => {
    // Tanzil's vocalized Simple text (sukun U+0652) and Uthmani text (silent mark U+06DF).
    expect(normalizeArabic('يَا أَيُّهَا الَّذِينَ آمَنُوا')).toBe('يا ايها الذين امنوا');
    expect(normalizeArabic('يَسْـَٔلُونَكَ')).toBe('يسالونك');
    expect(normalizeArabic('شَيْئًا')).toBe(normalizeArabic('شيئا'));
    expect(normalizeArabic('قَالُوٓا۟')).toBe('قالوا');
    expect(normalizeArabic('أُو۟لَـٰٓئِكَ')).toBe(normalizeArabic('أولئك'));
    expect(normalizeArabic('اللَّيْلِ')).toBe('الليل');
    expect(normalizeArabic('الرَّحْمَٰنِ الرَّحِيمِ')).toBe('الرحمن الرحيم');
  });

  it('is idempotent: normalizing normalized text changes nothing', () => {
    for (const surah of corpus()) {
      for (const ayah of surah.ayahs) {
        const once = normalizeArabic(ayah.arabic);
        expect(normalizeArabic(once)).toBe(once);
      }
    }
  });

  it('returns an empty string for text with no letter or digit', () => {
    expect(normalizeArabic('')).toBe('');
    expect(normalizeArabic('   ')).toBe('');
    expect(normalizeArabic('ًٌٍَُِّْ')).toBe('');
    expect(normalizeArabic('.*(\\)[]')).toBe('');
    expect(normalizeArabic('۞ ۩')).toBe('');
  });

  it('normalizes a whole ayah the same as its words one by one', () => {
    for (const surah of corpus()) {
      for (const ayah of surah.ayahs) {
        const byWord = splitWords(ayah.arabic).map((word) => normalizeArabicWord(word)).filter(Boolean).join(' ');
        expect(byWord).toBe(normalizeArabic(ayah.arabic));
      }
    }
  });

  it('changes no word of the Quran through the typed-spelling table except بمصيطر', () => {
    // The table maps what people type; the Quran text must already be in the modern spelling.
    const changed = new Set<string>();
    for (const surah of corpus()) {
      for (const ayah of surah.ayahs) {
        for (const word of splitWords(ayah.arabic)) {
          if (normalizeArabicWord(word, { typedSpellings: false }) !== normalizeArabicWord(word)) changed.add(word);
        }
      }
    }
    // 88:22 بِمُصَيۡطِرٍ is written with sad, 52:37 ٱلۡمُصَۜيۡطِرُونَ with the small seen that says "read seen".
    expect([...changed]).toEqual(['بِمُصَيۡطِرٍ']);
  });

  it('leaves only letters, digits and single spaces in the normalized Quran text', () => {
    const alphabet = new Set<string>();
    for (const surah of corpus()) for (const ayah of surah.ayahs) for (const char of normalizeArabic(ayah.arabic)) alphabet.add(char);
    expect([...alphabet].filter((char) => !/^[\u0621-\u064A ]$/u.test(char))).toEqual([]);
    expect([...alphabet].filter((char) => 'أإآٱةىؤ'.includes(char))).toEqual([]);
  });
});
