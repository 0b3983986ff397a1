import type { Ayah, Surah } from './corpus';

/** A surah list entry (contract §5). */
export interface SurahEntry {
  number: number;
  name: string;
  english_name: string;
  transliteration: string;
  revelation_type: 'Meccan' | 'Medinan';
  ayah_count: number;
  revelation_order: number;
}

/** One ayah inside a surah listing. */
export interface SurahAyah {
  ayah_number: number;
  arabic_text: string;
  english_text: string;
  juz: number;
  page: number;
  hizb_quarter: number;
  ruku: number;
  manzil: number;
  sajda: boolean;
}

/** The ayah object: the spec's five fields, then metadata. Search results use the same shape. */
export interface AyahObject {
  surah_number: number;
  surah_name: string;
  ayah_number: number;
  arabic_text: string;
  english_text: string;
  juz: number;
  page: number;
  hizb_quarter: number;
  ruku: number;
  manzil: number;
  sajda: boolean;
}

export function surahEntry(surah: Surah): SurahEntry {
  return {
    number: surah.number,
    name: surah.name,
    english_name: surah.englishName,
    transliteration: surah.transliteration,
    revelation_type: surah.revelationType,
    ayah_count: surah.ayahs.length,
    revelation_order: surah.revelationOrder,
  };
}

/**
 * `GET /api/v1/surah`.
 * @example surahListResponse(corpus()).count //=> 114
 */
export function surahListResponse(surahs: readonly Surah[]): { count: number; surahs: SurahEntry[] } {
  return { count: surahs.length, surahs: surahs.map(surahEntry) };
}

/** `GET /api/v1/surah/{number}`: the list entry plus every ayah. */
export function surahResponse(surah: Surah): SurahEntry & { ayahs: SurahAyah[] } {
  return {
    ...surahEntry(surah),
    ayahs: surah.ayahs.map((ayah) => ({
      ayah_number: ayah.number,
      arabic_text: ayah.arabic,
      english_text: ayah.english,
      juz: ayah.juz,
      page: ayah.page,
      hizb_quarter: ayah.hizbQuarter,
      ruku: ayah.ruku,
      manzil: ayah.manzil,
      sajda: ayah.sajda,
    })),
  };
}

/** `GET /api/v1/ayah/{surah}/{ayah}`. */
export function ayahObject(surah: Surah, ayah: Ayah): AyahObject {
  return {
    surah_number: surah.number,
    surah_name: surah.name,
    ayah_number: ayah.number,
    arabic_text: ayah.arabic,
    english_text: ayah.english,
    juz: ayah.juz,
    page: ayah.page,
    hizb_quarter: ayah.hizbQuarter,
    ruku: ayah.ruku,
    manzil: ayah.manzil,
    sajda: ayah.sajda,
  };
}
