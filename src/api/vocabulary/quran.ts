/** The Quran's parameters: a surah, an ayah within it, a division's number, an edition. */
import { InputError } from '../../shared/input-error';
import { parseCanonicalInteger } from '../../shared/integers';
import { corpus, type Ayah, type Surah } from '../../quran/corpus';
import { DIVISION_COUNTS, type DivisionKind } from '../../quran/divisions';
import { EDITIONS, type Edition } from '../../quran/editions';
import { SURAH_COUNT } from '../../quran/sources';
import { defineParam, type ReadText } from './param';

const SURAH_DOC = {
  description: `a surah by its number, 1 to ${SURAH_COUNT}`,
  example: '2',
  schema: { type: 'integer', minimum: 1, maximum: SURAH_COUNT },
  codes: ['invalid_surah', 'surah_not_found'],
} as const;

const readSurah: ReadText<Surah> = (raw, _earlier, name) => {
  const surahs = corpus();
  const number = parseCanonicalInteger(raw);
  if (number === null) throw new InputError('invalid_surah', `${name} must be a whole number from 1 to ${surahs.length}, got '${raw}'`, name);
  const surah = surahs[number - 1];
  if (!surah) throw new InputError('surah_not_found', `there is no surah ${number}; surahs are numbered 1 to ${surahs.length}`, name);
  return surah;
};

/** A surah by its number: 400 invalid_surah when not a whole number, 404 surah_not_found outside 1-114. */
export const SURAH = defineParam({ ...SURAH_DOC, required: true, read: readSurah });

/** The same, optional: a filter that keeps one surah. */
export const SURAH_FILTER = defineParam({ ...SURAH_DOC, description: `only this surah (its number, 1 to ${SURAH_COUNT}); every surah when left out`, read: readSurah });

/** An ayah of the surah read before it (a parameter named `surah`): 400 invalid_ayah, or 404 ayah_not_found. */
export const AYAH = defineParam({
  description: 'an ayah by its number within the surah, from 1 to its ayah count',
  example: '255',
  schema: { type: 'integer', minimum: 1, maximum: 286 },
  codes: ['invalid_ayah', 'ayah_not_found'],
  required: true,
  after: ['surah'],
  read: (raw, earlier, name): Ayah => {
    const surah = earlier.surah as Surah;
    const number = parseCanonicalInteger(raw);
    const count = surah.ayahs.length;
    if (number === null) throw new InputError('invalid_ayah', `${name} must be a whole number from 1 to ${count} for surah ${surah.number}, got '${raw}'`, name);
    const ayah = surah.ayahs[number - 1];
    if (!ayah) throw new InputError('ayah_not_found', `surah ${surah.number} (${surah.transliteration}) has ayahs 1 to ${count}; there is no ayah ${number}`, name);
    return ayah;
  },
});

/** The number of one division of the mushaf: 400 invalid_number, or 404 `{kind}_not_found`. */
export function divisionNumber(kind: DivisionKind) {
  const count = DIVISION_COUNTS[kind];
  return defineParam({
    description: `a ${kind} by its number, 1 to ${count}`,
    example: String(Math.min(count, 30)),
    schema: { type: 'integer', minimum: 1, maximum: count },
    codes: ['invalid_number', `${kind}_not_found`],
    required: true,
    read: (raw, _earlier, name) => {
      const number = parseCanonicalInteger(raw);
      if (number === null) throw new InputError('invalid_number', `the ${kind} number must be a whole number from 1 to ${count} written plainly, got '${raw.slice(0, 40)}'`, name);
      if (number < 1 || number > count) throw new InputError(`${kind}_not_found`, `there is no ${kind} ${number}; they are numbered 1 to ${count}`, name);
      return number;
    },
  });
}

/**
 * An edition by its id, compared exactly (ids are lower-case, so that a static host on a
 * case-sensitive disk answers the same URL): 404 edition_not_found, naming the id meant when only
 * the case differs, and the list of ids.
 */
export const EDITION_ID = defineParam({
  description: 'an edition by its id, as listed by /api/v1/editions',
  example: 'en-sahih',
  schema: { type: 'string', enum: EDITIONS.map((edition) => edition.id) },
  codes: ['edition_not_found'],
  required: true,
  read: (raw, _earlier, name): Edition => {
    const edition = EDITIONS.find((candidate) => candidate.id === raw);
    if (edition) return edition;
    const meant = EDITIONS.find((candidate) => candidate.id === raw.toLowerCase());
    const hint = meant ? `ids are lower-case: did you mean '${meant.id}'? ` : '';
    throw new InputError(
      'edition_not_found',
      `there is no edition '${raw.slice(0, 40)}'; ${hint}the editions are ${EDITIONS.map((e) => e.id).join(', ')} (see /api/v1/editions)`,
      name,
    );
  },
});
