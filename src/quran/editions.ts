/**
 * Editions (contract §8): the translations, the transliteration and the two tafsirs we pass on, read
 * from data/translations/ (verbatim copies of the publishers' releases, scripts/import-translations.ts)
 * at first use and checked: sha256 against the provenance record, 114 surahs, 6,236 ayahs, every
 * footnote marker with its footnote.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findAbove } from '../shared/find-above';
import { AYAH_COUNT, SURAH_COUNT } from './sources';
import { EDITION_PROVENANCE, EDITIONS, type Edition, type EditionProvenance, type UnplacedNote } from './editions-list';

export { EDITIONS, EDITION_PROVENANCE, type Edition };

/** A footnote as the edition ayah carries it: the marker exactly as it stands in the text, and its text. */
export interface Footnote {
  marker: string;
  text: string;
}

/** `GET /api/v1/editions`. */
export function editionsResponse() {
  return { count: EDITIONS.length, editions: EDITIONS.map((edition) => ({ ...edition, ...unplacedNotesOf(edition.id) })) };
}

/**
 * The publisher's notes whose place in the text the copy lost (served on no ayah), for the editions list only:
 * the edition object every ayah answer carries stays small.
 */
export function unplacedNotesOf(id: string): { unplaced_notes?: UnplacedNote[] } {
  const notes = EDITION_PROVENANCE.find((record) => record.id === id)?.unplaced_notes;
  return notes?.length ? { unplaced_notes: notes } : {};
}


/** The folder holding data/translations, found upward from this module (src/quran, or dist/ once bundled). */
const translationsDir = (): string => path.dirname(findAbove(import.meta.url, 'data/translations/editions.json'));

interface EditionText {
  /** [surah - 1][ayah - 1] */
  texts: string[][];
  /** [surah - 1][ayah - 1], only for editions with footnotes. */
  footnotes: Footnote[][][] | null;
}

/** Ayah counts by surah, from the Tanzil file's own numbering (checked against the corpus elsewhere). */
function bySurah<T>(flat: T[], counts: number[]): T[][] {
  const out: T[][] = [];
  let at = 0;
  for (const count of counts) {
    out.push(flat.slice(at, at + count));
    at += count;
  }
  return out;
}

/** Tanzil's text format: `sura|aya|text` lines, then its header as `#` comments. */
export function parseTanzilText(text: string, label: string): { texts: string[][] } {
  const surahs: string[][] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(\d+)\|(\d+)\|(.*)$/s.exec(line);
    if (!match) throw new Error(`${label}: not a Tanzil line: ${line.slice(0, 60)}`);
    const surah = Number(match[1]);
    const ayah = Number(match[2]);
    if (surah === surahs.length + 1) surahs.push([]);
    const current = surahs[surah - 1];
    if (!current || ayah !== current.length + 1) throw new Error(`${label}: ${surah}:${ayah} out of order`);
    current.push(match[3]!);
  }
  return { texts: surahs };
}

const FOOTNOTE_MARKER = /\[\^(\d+)\]/g;

/**
 * Where the copy's links between markers and notes were read to be wrong (copies-compared.json, `footnotes`):
 * a marker given another note or none, and notes that the copy cut into pieces, joined back.
 */
export interface FootnotePlacement {
  footnote_links?: FootnoteLink[];
  joined_notes?: JoinedNote[];
}

/** `note` null: the marker's note is not a note of its own in the copy, so the marker is served without one. */
export interface FootnoteLink {
  ayah: string;
  marker: string;
  note: number | null;
}

export interface JoinedNote {
  note: number;
  parts: number[];
  /** What the cut removed before each part (the list numbers), restored when joining. */
  separators: string[];
}

/**
 * For every marker of every ayah, the number of the note served at it, or null: the copy's `[^n]` unless a
 * link says otherwise. Reading order, as [global ayah - 1][marker index].
 */
export function footnoteNumbers(texts: string[], placement: FootnotePlacement, ayahKey: (index: number) => string): (number | null)[][] {
  const links = new Map((placement.footnote_links ?? []).map((link) => [`${link.ayah} ${link.marker}`, link.note]));
  const used = new Set<string>();
  const numbers = texts.map((text, i) =>
    [...text.matchAll(FOOTNOTE_MARKER)].map(([marker, number]) => {
      const key = `${ayahKey(i)} ${marker}`;
      if (!links.has(key)) return Number(number);
      used.add(key);
      return links.get(key)!;
    }),
  );
  const unused = [...links.keys()].filter((key) => !used.has(key));
  if (unused.length > 0) throw new Error(`footnote links to markers not in the text: ${unused.join(', ')}`);
  return numbers;
}

/** The mirror's QuranEnc JSON: `translations` by global ayah number, `footnotes` by number, markers `[^n]`. */
export function parseQuranEncJson(json: string, counts: number[], label: string, placement: FootnotePlacement = {}): EditionText {
  const parsed = JSON.parse(json) as { translations: Record<string, string>; footnotes?: Record<string, string> };
  const flat: string[] = [];
  for (let n = 1; n <= AYAH_COUNT; n++) {
    const text = parsed.translations[String(n)];
    if (typeof text !== 'string') throw new Error(`${label}: no text for ayah ${n}`);
    flat.push(text);
  }
  const notes: Record<string, string> = { ...parsed.footnotes };
  for (const joined of placement.joined_notes ?? []) {
    notes[joined.note] = joined.parts.reduce((text, part, k) => `${text}${joined.separators[k]}${notes[part]}`, notes[joined.note]!);
  }
  const hasNotes = Object.keys(notes).length > 0;
  const keys = flat.map((_, i) => ayahKeyOf(i, counts));
  const numbers = footnoteNumbers(flat, placement, (i) => keys[i]!);
  const flatNotes = flat.map((text, i) => {
    const markers = [...text.matchAll(FOOTNOTE_MARKER)].map((match) => match[0]);
    return markers.flatMap((marker, k) => {
      const number = numbers[i]![k];
      if (number === null) return [];
      const note = notes[number!];
      if (note === undefined) throw new Error(`${label}: marker ${marker} has no footnote`);
      return [{ marker, text: note }];
    });
  });
  return { texts: bySurah(flat, counts), footnotes: hasNotes ? bySurah(flatNotes, counts) : null };
}

/** `surah:ayah` of a global ayah index (0-based). */
export function ayahKeyOf(index: number, counts: number[]): string {
  let rest = index;
  for (let s = 0; s < counts.length; s++) {
    if (rest < counts[s]!) return `${s + 1}:${rest + 1}`;
    rest -= counts[s]!;
  }
  throw new Error(`ayah index ${index} beyond the last surah`);
}

/** Ayah counts by surah: the Tanzil files' own numbering, the same for every Tanzil edition. */
let ayahCounts: number[] | undefined;
function surahAyahCounts(): number[] {
  if (ayahCounts) return ayahCounts;
  const text = readEdition(EDITION_PROVENANCE.find((record) => record.id === 'en-sahih')!);
  ayahCounts = parseTanzilText(text, 'en-sahih').texts.map((surah) => surah.length);
  return ayahCounts;
}

function readEdition(record: EditionProvenance): string {
  const bytes = readFileSync(path.join(translationsDir(), record.file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== record.sha256) throw new Error(`data/translations/${record.file}: sha256 ${sha256}, expected ${record.sha256}`);
  return bytes.toString('utf8');
}

const loaded = new Map<string, EditionText>();

function editionText(id: string): EditionText {
  const cached = loaded.get(id);
  if (cached) return cached;
  const record = EDITION_PROVENANCE.find((candidate) => candidate.id === id);
  if (!record) throw new Error(`no provenance record for edition ${id}`);
  const raw = readEdition(record);
  const result: EditionText = record.publisher === 'tanzil' ? { ...parseTanzilText(raw, record.file), footnotes: null } : parseQuranEncJson(raw, surahAyahCounts(), record.file, record);
  if (result.texts.length !== SURAH_COUNT) throw new Error(`${record.file}: ${result.texts.length} surahs`);
  const total = result.texts.reduce((sum, surah) => sum + surah.length, 0);
  if (total !== AYAH_COUNT) throw new Error(`${record.file}: ${total} ayahs, expected ${AYAH_COUNT}`);
  loaded.set(id, result);
  return result;
}

/** Every text of an edition, as [surah - 1][ayah - 1], read once and checked. */
export function editionTexts(id: string): string[][] {
  return editionText(id).texts;
}

/** Every ayah's footnotes, as [surah - 1][ayah - 1], or null when the edition has none. */
export function editionFootnotes(id: string): Footnote[][][] | null {
  return editionText(id).footnotes;
}
