/**
 * The mushaf's divisions (contract §8): juz, page, hizb, ruku and manzil, each numbered over the
 * whole Quran, from quran-meta's per-ayah metadata; and the 15 ayahs of prostration.
 */
import type { Ayah, Surah } from './corpus';
import { ayahObject, type AyahObject } from './responses';

export type DivisionKind = 'juz' | 'page' | 'hizb' | 'ruku' | 'manzil';

/** How many of each there are (Hafs, Madinah mushaf). */
export const DIVISION_COUNTS: Record<DivisionKind, number> = { juz: 30, page: 604, hizb: 60, ruku: 556, manzil: 7 };
export const DIVISION_KINDS = Object.keys(DIVISION_COUNTS) as DivisionKind[];

const divisionOf: Record<DivisionKind, (ayah: Ayah) => number> = {
  juz: (ayah) => ayah.juz,
  page: (ayah) => ayah.page,
  // A hizb is four quarters: quarters 1-4 are hizb 1.
  hizb: (ayah) => Math.ceil(ayah.hizbQuarter / 4),
  ruku: (ayah) => ayah.ruku,
  manzil: (ayah) => ayah.manzil,
};

export interface DivisionResponse {
  kind: DivisionKind;
  number: number;
  first: { surah: number; ayah: number };
  last: { surah: number; ayah: number };
  ayah_count: number;
  ayahs: AyahObject[];
}

/**
 * `GET /api/v1/{kind}/{n}`: the ayahs of one division, in mushaf order.
 * @example divisionResponse(corpus(), 'juz', 30).first //=> { surah: 78, ayah: 1 }
 */
export function divisionResponse(surahs: readonly Surah[], kind: DivisionKind, number: number): DivisionResponse {
  const ayahs: AyahObject[] = [];
  for (const surah of surahs) for (const ayah of surah.ayahs) if (divisionOf[kind](ayah) === number) ayahs.push(ayahObject(surah, ayah));
  const first = ayahs[0]!;
  const last = ayahs[ayahs.length - 1]!;
  return {
    kind,
    number,
    first: { surah: first.surah_number, ayah: first.ayah_number },
    last: { surah: last.surah_number, ayah: last.ayah_number },
    ayah_count: ayahs.length,
    ayahs,
  };
}

/** `GET /api/v1/sajda`: the ayahs of prostration. */
export function sajdaResponse(surahs: readonly Surah[]): { count: number; ayahs: AyahObject[] } {
  const ayahs = surahs.flatMap((surah) => surah.ayahs.filter((ayah) => ayah.sajda).map((ayah) => ayahObject(surah, ayah)));
  return { count: ayahs.length, ayahs };
}

/** `GET /api/v1/ayah/random[?surah=N]`: one ayah, each equally likely. `random` returns [0, 1). */
export function randomAyah(surahs: readonly Surah[], random: () => number, within?: Surah): AyahObject {
  if (within) return ayahObject(within, within.ayahs[Math.floor(random() * within.ayahs.length)]!);
  const all = everyAyahOf(surahs);
  const [surah, ayah] = all[Math.floor(random() * all.length)]!;
  return ayahObject(surah, ayah);
}

const flattened = new WeakMap<readonly Surah[], (readonly [Surah, Ayah])[]>();
/** Every ayah with its surah, in mushaf order; made once per corpus. */
function everyAyahOf(surahs: readonly Surah[]): (readonly [Surah, Ayah])[] {
  let all = flattened.get(surahs);
  if (!all) flattened.set(surahs, (all = surahs.flatMap((surah) => surah.ayahs.map((ayah) => [surah, ayah] as const))));
  return all;
}
