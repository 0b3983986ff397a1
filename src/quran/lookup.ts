import { InputError } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import type { Ayah, Surah } from './corpus';

/**
 * Resolves the `surah` path parameter. Not a whole number: 400 invalid_surah; a whole number
 * outside 1..114: 404 surah_not_found (contract §2).
 */
export function findSurah(surahs: readonly Surah[], text: string, param = 'number'): Surah {
  const number = parseCanonicalInteger(text);
  if (number === null) {
    throw new InputError('invalid_surah', `${param} must be a whole number from 1 to ${surahs.length}, got '${text}'`, param);
  }
  const surah = surahs[number - 1];
  if (!surah) {
    throw new InputError('surah_not_found', `there is no surah ${number}; surahs are numbered 1 to ${surahs.length}`, param);
  }
  return surah;
}

/** Resolves the `ayah` path parameter within a surah: 400 invalid_ayah, or 404 ayah_not_found. */
export function findAyah(surah: Surah, text: string): Ayah {
  const number = parseCanonicalInteger(text);
  const count = surah.ayahs.length;
  if (number === null) {
    throw new InputError('invalid_ayah', `ayah must be a whole number from 1 to ${count} for surah ${surah.number}, got '${text}'`, 'ayah');
  }
  const ayah = surah.ayahs[number - 1];
  if (!ayah) {
    throw new InputError(
      'ayah_not_found',
      `surah ${surah.number} (${surah.transliteration}) has ayahs 1 to ${count}; there is no ayah ${number}`,
      'ayah',
    );
  }
  return ayah;
}
