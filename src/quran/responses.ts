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

/** One ayah inside a surah listing: the ayah object without its surah. */
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

/** The ayah object: its surah, then the spec's fields and metadata. Search results add to the same shape. */
export interface AyahObject extends SurahAyah {
  surah_number: number;
  surah_name: string;
}

/**
 * Writes an ayah's fields, in the order every answer gives them, after the fields already in `head`
 * (none in a surah listing, the surah in an ayah object). Assigned in place: a rest-and-spread copy
 * per search result was most of a translation search's time.
 */
export function withAyahFields<Head extends object>(head: Head, ayah: Ayah): Head & SurahAyah {
  const shape = head as Head & SurahAyah;
  shape.ayah_number = ayah.number;
  shape.arabic_text = ayah.arabic;
  shape.english_text = ayah.english;
  shape.juz = ayah.juz;
  shape.page = ayah.page;
  shape.hizb_quarter = ayah.hizbQuarter;
  shape.ruku = ayah.ruku;
  shape.manzil = ayah.manzil;
  shape.sajda = ayah.sajda;
  return shape;
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
    ayahs: surah.ayahs.map((ayah) => withAyahFields({}, ayah)),
  };
}

/** `GET /api/v1/ayah/{surah}/{ayah}`. */
export function ayahObject(surah: Surah, ayah: Ayah): AyahObject {
  return withAyahFields({ surah_number: surah.number, surah_name: surah.name }, ayah);
}
