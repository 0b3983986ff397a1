/**
 * The Uthmani text the API serves (quran-json), with all its marks, small letters and tatweels,
 * must count without a refusal, and agree with the ordinary spelling where the two spell alike.
 */
import { describe, expect, it } from 'vitest';
import quran from 'quran-json/dist/quran_en.json' with { type: 'json' };
import { countAbjad } from './count';
import { DEFAULT_OPTIONS, type JummalOptions } from './options';

const surahs = quran as unknown as { id: number; verses: { id: number; text: string }[] }[];
const ayah = (surah: number, number: number) => surahs[surah - 1]!.verses[number - 1]!.text;

describe('the Uthmani Quran text', () => {
  it('counts every one of the 6236 ayahs under every option, never refusing one', () => {
    const conventions: JummalOptions[] = [DEFAULT_OPTIONS, { system: 'maghribi', hamza: 0, madda: 2, ta_marbuta: 400, alef_maqsura: 1, shadda: 'double', seated_hamza: 'seat_and_hamza' }];
    let count = 0;
    for (const surah of surahs) {
      for (const verse of surah.verses) {
        for (const options of conventions) {
          const result = countAbjad(verse.text, options);
          expect(result.breakdown.length).toBeGreaterThan(0);
          expect(result.words.reduce((sum, word) => sum + word.total, 0)).toBe(result.total);
        }
        count++;
      }
    }
    expect(count).toBe(6236);
  });

  it('counts the basmala of Al-Fatihah as 786, and 1216 with shadda doubled', () => {
    expect(countAbjad(ayah(1, 1)).total).toBe(786);
    expect(countAbjad(ayah(1, 1), { ...DEFAULT_OPTIONS, shadda: 'double' }).total).toBe(1216);
  });

  it('counts the words of Al-Ikhlas as their ordinary spelling', () => {
    // قُلۡ هُوَ ٱللَّهُ أَحَدٌ: no Uthmani letter differs from the ordinary spelling here.
    expect(countAbjad(ayah(112, 1)).total).toBe(countAbjad('قل هو الله أحد').total);
  });
});
