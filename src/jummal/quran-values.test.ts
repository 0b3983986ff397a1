import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { countAbjad } from './count';
import { DEFAULT_OPTIONS, type JummalOptions } from './options';
import { ayahJummal, surahJummal } from './quran-values';

const surah = (n: number) => corpus()[n - 1]!;
const ayah = (s: number, a: number) => ayahJummal(surah(s), surah(s).ayahs[a - 1]!, DEFAULT_OPTIONS);

describe('the abjad value of ayahs', () => {
  // Totals by hand from the Mashriqi table, letter by letter of the Uthmani text (marks count nothing).
  it.each([
    [1, 1, 786], // بسم 102 + الله 66 + الرحمن 329 + الرحيم 289
    [112, 1, 220], // قل 130 + هو 11 + الله 66 + أحد 13
    [112, 2, 231], // الله 66 + الصمد 165
    [112, 3, 240], // لم 70 + يلد 44 + ولم 76 + يولد 50
    [112, 4, 311], // ولم 76 + يكن 80 + له(ۥ) 35 + كفوا 107 + أحد(ۢ) 13
  ])('%i:%i is %i', (s, a, expected) => {
    expect(ayah(s, a).total).toBe(expected);
  });

  it('answers like /v1/jummal on the text, with where it stands', () => {
    const answer = ayah(1, 1);
    expect(answer).toMatchObject({ surah_number: 1, ayah_number: 1, text: surah(1).ayahs[0]!.arabic, options: DEFAULT_OPTIONS });
    expect(answer.breakdown).toEqual(countAbjad(surah(1).ayahs[0]!.arabic).breakdown);
  });

  it('counts an ayah of any length: 2:282, the longest, has no limit', () => {
    expect([...surah(2).ayahs[281]!.arabic].length).toBeGreaterThan(1000);
    expect(ayah(2, 282).total).toBeGreaterThan(10_000);
  });
});

describe('how the Uthmani marks count', () => {
  it.each([
    ['ٱلرَّحۡمَٰنِ', 329, 'the dagger alif counts nothing; ٱ is an alif'],
    ['بِهِۦ', 7, 'the small waw counts nothing'],
    ['فِيهِۦ', 95, 'the small ya after a ha counts nothing (ف80 ي10 ه5)'],
    ['شَيۡـٔٗا', 321, 'a hamza on a tatweel is the ئ of ordinary spelling (ش300 ي10 ئ10 ا1)'],
    ['ٱلۡقُرۡءَانُ', 383, 'a seatless hamza counts 1 (ا1 ل30 ق100 ر200 ء1 ا1 ن50)'],
    ['يُؤۡمِنُونَ', 162, 'ؤ counts as its seat و (ي10 ؤ6 م40 ن50 و6 ن50)'],
    ['فَٱدَّـٰرَٰٔتُمۡ', 726, 'a hamza on the dagger alif counts as ء (ف80 ا1 د4 ر200 ء1 ت400 م40)'],
    ['تِلۡقَآيِٕ', 541, 'a hamza below a ya is ئ, counted as its seat (ت400 ل30 ق100 ا1 ئ10)'],
  ])('%s is %i: %s', (word, expected) => {
    expect(countAbjad(word).total).toBe(expected);
  });
});

/** Every code point that writes a hamza: the lone hamza, the letters carrying one, the combining and high hamza. */
const WRITTEN_HAMZA = /[\u0621\u0623-\u0626\u0654\u0655\u0674-\u0678\u0672\u0673\u06C2\u06D3]/gu;
/** The letters of a breakdown that hold a written hamza. */
const HAMZA_LETTERS = new Set([...'ءأإؤئٵٶٷٸٲٳۂۓ']);

describe('every written hamza of the Quran text', () => {
  // Each hamza counted once, whatever its seat (alif, waw, ya, a tooth written as a tatweel, the dagger
  // alif), under each hamza option; under seated_hamza=seat_and_hamza the seated ones twice (seat and hamza).
  it.each<JummalOptions>([
    { ...DEFAULT_OPTIONS, hamza: 1 },
    { ...DEFAULT_OPTIONS, hamza: 0 },
    { ...DEFAULT_OPTIONS, hamza: 1, seated_hamza: 'seat_and_hamza' },
    { ...DEFAULT_OPTIONS, hamza: 0, seated_hamza: 'seat_and_hamza', shadda: 'double' },
  ])('is counted once in every ayah, hamza=$hamza seated_hamza=$seated_hamza', (options) => {
    let hamzas = 0;
    const forms = new Map<string, number>();
    for (const s of corpus()) {
      for (const a of s.ayahs) {
        const written = a.arabic.match(WRITTEN_HAMZA) ?? [];
        for (const form of written) forms.set(form, (forms.get(form) ?? 0) + 1);
        const { breakdown } = countAbjad(a.arabic, options);
        const counted = breakdown.filter((entry) => HAMZA_LETTERS.has(entry.letter) && !entry.seated);
        expect(counted.length, `${s.number}:${a.number}`).toBe(written.length);
        for (const entry of counted) if (entry.letter === 'ء') expect(entry.value).toBe(options.hamza);
        if (options.seated_hamza === 'seat_and_hamza') {
          const seated = counted.filter((entry) => 'ؤئۂۓ'.includes(entry.letter)).length;
          expect(breakdown.filter((entry) => entry.seated).length, `${s.number}:${a.number}`).toBe(seated);
        }
        hamzas += written.length;
      }
    }
    // The forms the text writes: ء أ إ ؤ ئ, and the combining hamza above (on a tatweel, on the dagger
    // alif of 2:72) and below (on a waw or ya, 10:15 56:23).
    expect([...forms.keys()].sort()).toEqual(['\u0621', '\u0623', '\u0624', '\u0625', '\u0626', '\u0654', '\u0655']);
    expect(forms.get('\u0655')).toBe(14);
    expect(hamzas).toBeGreaterThan(15_000);
  });

  it('2:72 counts the hamza of فَٱدَّـٰرَٰٔتُمۡ: 5072, as its written letters give', () => {
    expect(ayah(2, 72).total).toBe(5072);
  });
});

describe('the abjad value of surahs', () => {
  it('is the sum of its ayahs, each listed: Al-Ikhlas is 1002', () => {
    expect(surahJummal(surah(112), DEFAULT_OPTIONS)).toEqual({
      surah_number: 112,
      name: surah(112).name,
      total: 1002,
      ayahs: [
        { ayah_number: 1, total: 220 },
        { ayah_number: 2, total: 231 },
        { ayah_number: 3, total: 240 },
        { ayah_number: 4, total: 311 },
      ],
      options: DEFAULT_OPTIONS,
    });
  });
});
