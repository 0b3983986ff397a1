/**
 * The abjad value of the Quran's ayahs and surahs (contract §10): the Uthmani text as served by
 * `/api/v1/ayah`, counted by the same `countAbjad` as `/v1/jummal`, with no length limit.
 *
 * How the Uthmani spelling counts, by the rules of count.ts (each is tested in quran-values.test.ts):
 *  - ٱ (alif wasla) is an alif: 1.
 *  - The dagger alif (ٰ, U+0670) is a mark, not a written letter: it counts nothing (ٱلرَّحۡمَٰنِ = 329).
 *  - The small waw and ya (ۥ ۦ, U+06E5 U+06E6) lengthen a vowel but are not written letters: nothing.
 *  - A seatless hamza (ء) counts as ء, and so does a hamza on the dagger alif (فَٱدَّـٰرَٰٔتُمۡ 2:72);
 *    a hamza sign on a tatweel (شَيۡـًٔا) is the ئ of ordinary spelling; a hamza above an alif, waw
 *    or ya, or below a waw or ya (تِلۡقَآيِٕ), composes with it as in ordinary text.
 */
import type { Ayah, Surah } from '../quran/corpus';
import { countAbjad, type BreakdownEntry, type WordTotal } from './count';
import type { JummalOptions } from './options';

/** `GET /v1/jummal/quran/{surah}/{ayah}`: the `/v1/jummal` answer for the ayah's text, and where it is. */
export interface AyahJummalResponse {
  surah_number: number;
  ayah_number: number;
  text: string;
  breakdown: BreakdownEntry[];
  total: number;
  words: WordTotal[];
  options: JummalOptions;
}

/** `GET /v1/jummal/quran/{surah}`: the surah's total and each ayah's. */
export interface SurahJummalResponse {
  surah_number: number;
  name: string;
  total: number;
  ayahs: { ayah_number: number; total: number }[];
  options: JummalOptions;
}

/**
 * @example ayahJummal(surahs[0], surahs[0].ayahs[0], DEFAULT_OPTIONS).total //=> 786 (بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ)
 */
export function ayahJummal(surah: Surah, ayah: Ayah, options: JummalOptions): AyahJummalResponse {
  const { breakdown, total, words } = countAbjad(ayah.arabic, options);
  return { surah_number: surah.number, ayah_number: ayah.number, text: ayah.arabic, breakdown, total, words, options: { ...options } };
}

export function surahJummal(surah: Surah, options: JummalOptions): SurahJummalResponse {
  const ayahs = surah.ayahs.map((ayah) => ({ ayah_number: ayah.number, total: countAbjad(ayah.arabic, options).total }));
  const total = ayahs.reduce((sum, ayah) => sum + ayah.total, 0);
  return { surah_number: surah.number, name: surah.name, total, ayahs, options: { ...options } };
}
