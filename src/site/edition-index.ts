/**
 * The site search's index of the translations (/edition-search/): every word of every translation,
 * so a word in any edition's language finds its ayahs on the site, opened in the reader with that
 * edition chosen (`/quran/2/?edition=id-affairs#255`). The search box reads it with
 * public/pagefind-ranked/edition-search.js and shows its results after the site's own pages
 * (Pagefind's index). Saheeh International is in the reader pages themselves, not here.
 *
 * The words are the API's search units (foldEditionText: the translation search's folding, in each
 * edition's language), as the search box folds the query (foldEditionQuery). Each word has the list
 * of ayahs holding it, across all editions; the words, sorted, are cut into chunks of about
 * CHUNK_BYTES, each a file named by its contents (cacheable for ever), and `index.json` names the
 * first word of each chunk, so a query fetches the entry and one chunk per word (a few for a prefix).
 *
 * The build makes it from the API's search indexes as it writes them (editionWordsCollector): no text is
 * split twice. It writes ~20 MB in ~400 files.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { corpus } from '../quran/corpus';
import { EDITIONS, editionTexts } from '../quran/editions';
import { EDITION_PROVENANCE } from '../quran/editions-list';
import { AYAH_COUNT } from '../quran/sources';
import { searchProfile } from '../quran/search/search-profile';
import type { SearchWords } from '../quran/search/words';
import type { BuiltTranslationIndex } from '../quran/search/translation-index';
import { foldEditionText } from './search-terms';

/** The editions indexed here: every translation, but the one the reader pages carry. */
export const INDEXED_EDITIONS = EDITIONS.filter((edition) => edition.kind === 'translation' && edition.id !== 'en-sahih');

/** The index's folder in the site, and the format version the search box reads. */
export const EDITION_SEARCH_DIR = 'edition-search';
export const EDITION_SEARCH_FORMAT = 1;

/** A chunk is cut once its JSON passes this size: one fetch of ~12 KB compressed per word typed. */
export const CHUNK_BYTES = 48 * 1024;

/** The language's own name for itself (Bahasa Indonesia, Türkçe, اردو), shown with each result. */
function endonym(lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** QuranEnc's files carry no name of their own: those whose `name` is an English phrase, in the edition's language. */
const OWN_NAMES: Record<string, string> = { 'id-affairs': 'Kementerian Agama Republik Indonesia' };

/**
 * An edition's name in its own language, shown with its search results in the interfaces other than
 * English: the name its Tanzil file's header gives (جالندہری, Diyanet İşleri), else OWN_NAMES, else
 * its name; an edition named only by its language (Japanese) by the language's own name (日本語).
 */
export function editionOwnName(edition: Pick<(typeof EDITIONS)[number], 'id' | 'name' | 'language'>): string {
  const named = OWN_NAMES[edition.id] ?? EDITION_PROVENANCE.find((record) => record.id === edition.id)?.tanzil_header?.Name ?? edition.name;
  let englishLanguage: string | undefined;
  try {
    englishLanguage = new Intl.DisplayNames(['en'], { type: 'language' }).of(edition.language);
  } catch {
    englishLanguage = undefined;
  }
  return named === englishLanguage ? endonym(edition.language) : named;
}

/**
 * An ayah of an edition as one number: the edition's place in INDEXED_EDITIONS times AYAH_COUNT,
 * plus the ayah's place in the mushaf (0 for 1:1, 6235 for 114:6). Each word's list is sorted.
 */
export const postingOf = (editionIndex: number, ayahIndex: number) => editionIndex * AYAH_COUNT + ayahIndex;

/** Every indexed word and the sorted ayahs (postingOf) holding it, folded as the API's translation search folds. */
export function editionWords(editions: readonly (typeof INDEXED_EDITIONS)[number][] = INDEXED_EDITIONS): Map<string, number[]> {
  const words = new Map<string, number[]>();
  editions.forEach((edition, editionIndex) => {
    const texts = editionTexts(edition.id).flat();
    // The edition's profile from all its text, as the API's search reads it; each distinct word split once.
    const profile = searchProfile(texts, edition.language);
    const memo = new Map<string, SearchWords>();
    texts.forEach((text, ayahIndex) => {
      const posting = postingOf(editionIndex, ayahIndex);
      for (const unit of foldEditionText(text, edition.language, profile, memo).split(' ')) {
        if (unit === '') continue;
        const list = words.get(unit);
        if (!list) words.set(unit, [posting]);
        else if (list[list.length - 1] !== posting) list.push(posting);
      }
    });
  });
  return words;
}

/** The keys and postings of an edition's search index as built (src/quran/search/translations.ts). */
type IndexPostings = Pick<BuiltTranslationIndex, 'id' | 'vocabulary' | 'postingStart' | 'postingIds'>;

/**
 * editionWords made from the API's own search indexes as the build writes them (the same units: both split
 * each text with searchWords and the edition's profile), so the build splits every edition's text once.
 * It takes the indexes of `expected` (a run of `editions`, all of them by default), in their order; the
 * indexes of other editions are passed over. Postings number the editions by their place in `editions`,
 * so the words of consecutive runs join by appending (joinEditionWords).
 */
export function editionWordsCollector(editions: readonly (typeof INDEXED_EDITIONS)[number][] = INDEXED_EDITIONS, expected: readonly (typeof INDEXED_EDITIONS)[number][] = editions) {
  const words = new Map<string, number[]>();
  let next = 0;
  return {
    add(index: IndexPostings): void {
      if (!expected.some((edition) => edition.id === index.id)) return;
      if (expected[next]?.id !== index.id) throw new Error(`edition ${index.id} came out of order: expected ${expected[next]?.id}`);
      next += 1;
      const editionIndex = editions.findIndex((edition) => edition.id === index.id);
      for (const [key, id] of index.vocabulary) {
        if (key === '') continue;
        let list = words.get(key);
        if (!list) words.set(key, (list = []));
        for (let at = index.postingStart[id]!; at < index.postingStart[id + 1]!; at++) list.push(postingOf(editionIndex, index.postingIds[at]!));
      }
    },
    done(): Map<string, number[]> {
      if (next !== expected.length) throw new Error(`the site's edition index has ${next} of ${expected.length} editions`);
      return words;
    },
  };
}

/** The words of consecutive runs of editions (each an editionWordsCollector's), in the runs' order, as one. */
export function joinEditionWords(runs: readonly Map<string, number[]>[]): Map<string, number[]> {
  const [first, ...rest] = runs;
  const words = first ?? new Map<string, number[]>();
  for (const run of rest) {
    for (const [word, postings] of run) {
      const list = words.get(word);
      if (!list) words.set(word, postings);
      else for (const posting of postings) list.push(posting);
    }
  }
  return words;
}

/** What `index.json` holds: enough to turn a posting into a result, and where each chunk begins. */
export interface EditionSearchEntry {
  format: number;
  /** The ayahs of each surah, in order (to turn an ayah's place in the mushaf into surah and ayah). */
  ayahs: number[];
  /** Each surah's transliterated name, for the result's title. */
  surahs: string[];
  /** Each surah's Arabic name, for the result's title in the Arabic and Urdu interfaces. */
  surahs_ar: string[];
  /** `name` in English; `own_name` (editionOwnName) in the other interfaces. */
  editions: { id: string; name: string; own_name: string; lang: string; dir: 'ltr' | 'rtl'; language: string }[];
  /** The chunks in word order: the first word of each and its file (in this folder). */
  chunks: { first: string; file: string }[];
}

/** One chunk file: words in order and, for each, its postings as differences from the one before. */
export interface EditionSearchChunk {
  words: string[];
  postings: number[][];
}

const deltas = (list: readonly number[]) => list.map((value, i) => value - (i === 0 ? 0 : list[i - 1]!));

/** The entry and the chunks (file name and JSON text) of the words given. */
export function editionSearchFiles(words: Map<string, number[]>, editions: readonly (typeof INDEXED_EDITIONS)[number][] = INDEXED_EDITIONS) {
  // Code-unit order, the order of the search box's string comparisons.
  const sorted = [...words.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const chunks: { first: string; file: string; json: string }[] = [];
  let current: EditionSearchChunk = { words: [], postings: [] };
  let size = 0;
  const close = () => {
    const json = JSON.stringify(current);
    const file = `${createHash('sha256').update(json).digest('hex').slice(0, 16)}.json`;
    chunks.push({ first: current.words[0]!, file, json });
    current = { words: [], postings: [] };
    size = 0;
  };
  for (const word of sorted) {
    const postings = deltas(words.get(word)!);
    current.words.push(word);
    current.postings.push(postings);
    size += word.length + 4 + postings.length * 3;
    if (size >= CHUNK_BYTES) close();
  }
  if (current.words.length > 0) close();
  const entry: EditionSearchEntry = {
    format: EDITION_SEARCH_FORMAT,
    ayahs: corpus().map((surah) => surah.ayahs.length),
    surahs: corpus().map((surah) => surah.transliteration),
    surahs_ar: corpus().map((surah) => surah.name),
    editions: editions.map((edition) => ({ id: edition.id, name: edition.name, own_name: editionOwnName(edition), lang: edition.language, dir: edition.direction, language: endonym(edition.language) })),
    chunks: chunks.map(({ first, file }) => ({ first, file })),
  };
  return { entry, chunks };
}

/** Writes the index of `words` (editionWords, every indexed edition) into `<siteDir>/edition-search/`; returns its words, chunks and bytes. */
export function writeEditionIndex(siteDir: string, words: Map<string, number[]>): { words: number; chunks: number; bytes: number } {
  const { entry, chunks } = editionSearchFiles(words);
  const dir = path.join(siteDir, EDITION_SEARCH_DIR);
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const chunk of chunks) {
    writeFileSync(path.join(dir, chunk.file), chunk.json);
    bytes += Buffer.byteLength(chunk.json);
  }
  const entryJson = JSON.stringify(entry);
  writeFileSync(path.join(dir, 'index.json'), entryJson);
  bytes += Buffer.byteLength(entryJson);
  return { words: words.size, chunks: chunks.length, bytes };
}
