/**
 * Editions (contract §8): every translation and the transliteration that quran-json 3.1.2 ships,
 * each with a stable id `<language>-<name>`, the name taken from the package's own credits
 * (its README, "Data Source"). The files are read from the pinned package at first use and checked:
 * sha256 (also verified by the build, scripts/lib/verify-sources.ts), 114 surahs, 6,236 ayahs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { InputError } from '../shared/input-error';
import { AYAH_COUNT, SURAH_COUNT } from './sources';

import { EDITION_SOURCES, EDITIONS, type Edition } from './editions-list';

export { EDITION_SOURCES, EDITIONS, type Edition };

/** `GET /api/v1/editions`. */
export function editionsResponse() {
  return { count: EDITIONS.length, editions: EDITIONS };
}

/** Finds an edition by id: unknown ids are 404 edition_not_found, naming the valid ones. */
export function findEdition(id: string): Edition {
  const edition = EDITIONS.find((candidate) => candidate.id === id);
  if (!edition) {
    throw new InputError('edition_not_found', `there is no edition '${id.slice(0, 40)}'; the editions are ${EDITIONS.map((e) => e.id).join(', ')} (see /api/v1/editions)`, 'id');
  }
  return edition;
}

const require = createRequire(import.meta.url);
const texts = new Map<string, string[][]>();

/** Every text of an edition, as [surah - 1][ayah - 1], read once and checked. */
export function editionTexts(id: string): string[][] {
  const cached = texts.get(id);
  if (cached) return cached;
  const source = EDITION_SOURCES.find((candidate) => candidate.id === id)!;
  const bytes = readFileSync(require.resolve(`quran-json/${source.file}`));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== source.sha256) throw new Error(`quran-json/${source.file}: sha256 ${sha256}, expected ${source.sha256}`);
  const field = source.kind === 'transliteration' ? 'transliteration' : 'translation';
  const surahs = JSON.parse(bytes.toString('utf8')) as { id: number; verses: Record<string, string | number>[] }[];
  if (surahs.length !== SURAH_COUNT) throw new Error(`${source.file}: ${surahs.length} surahs`);
  const result = surahs.map((surah, index) => {
    if (surah.id !== index + 1) throw new Error(`${source.file}: surah ${index + 1} has id ${surah.id}`);
    return surah.verses.map((verse, i) => {
      const text = verse[field];
      if (verse.id !== i + 1 || typeof text !== 'string' || text.trim() === '') throw new Error(`${source.file}: ayah ${index + 1}:${i + 1} has no ${field}`);
      return text;
    });
  });
  const total = result.reduce((sum, surah) => sum + surah.length, 0);
  if (total !== AYAH_COUNT) throw new Error(`${source.file}: ${total} ayahs, expected ${AYAH_COUNT}`);
  texts.set(id, result);
  return result;
}

/** `GET /api/v1/editions/{id}/surah/{n}`: the surah list entry, the edition, and each ayah's text. */
export function editionSurahResponse<T extends object>(entry: T, surahNumber: number, edition: Edition) {
  const surahTexts = editionTexts(edition.id)[surahNumber - 1]!;
  return { ...entry, edition, ayahs: surahTexts.map((text, i) => ({ ayah_number: i + 1, text })) };
}

/** `GET /api/v1/editions/{id}/ayah/{s}/{a}`. */
export function editionAyahResponse(surahNumber: number, surahName: string, ayahNumber: number, edition: Edition) {
  return { surah_number: surahNumber, surah_name: surahName, ayah_number: ayahNumber, edition, text: editionTexts(edition.id)[surahNumber - 1]![ayahNumber - 1]! };
}
