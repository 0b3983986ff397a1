/**
 * The search index, built once per process on first use: every ayah normalized once, and inverted
 * indexes from which a query finds its candidate ayahs without reading the others.
 *
 *   - Arabic: each ayah's normalized text (src/quran/normalize.ts), a map from every character
 *     position back to the word of `arabic_text` it came from, postings for every 1-, 2- and
 *     3-character sequence (spaces included), and the vocabulary of distinct normalized words with
 *     the ayahs of each and a trigram index over them. A query of up to three characters reads its
 *     postings directly; a longer single word finds the vocabulary words that contain it (trigrams,
 *     then a substring test on those short words) and unites their ayahs: exact, no ayah read; a
 *     phrase intersects the postings of its trigrams and verifies each candidate ayah's text.
 *   - English: each ayah as two token sequences (insertions in brackets kept, and removed) over one
 *     vocabulary, and postings per token. A phrase intersects the postings of its tokens and
 *     verifies that they follow one another in one of the two sequences.
 *
 * Ayahs are numbered 0..6235 in mushaf order, so every posting list is sorted and results come out
 * in mushaf order.
 */
import { corpus, type Ayah, type Surah } from '../corpus';
import { ayahObject, type AyahObject } from '../responses';
import { arabicIndex, buildArabicLists, flattenArabicLists, type ArabicIndex, type ArabicIndexData, type ArabicIndexLists } from './arabic-index';
import { buildEnglishLists, englishIndex, flattenEnglishLists, type EnglishIndex, type EnglishIndexData, type EnglishIndexLists } from './english-index';

export interface IndexedAyah {
  surah: Surah;
  ayah: Ayah;
}

export interface SearchIndex {
  ayahs: IndexedAyah[];
  /** The ayah object of each ayah, built once (search results copy its fields). */
  ayahObjects: AyahObject[];
  /** Index in `ayahs` of the first ayah of each surah (1-based surah number → start), plus the end. */
  surahStart: number[];
  arabic: ArabicIndex;
  english: EnglishIndex;
}

/**
 * What the index is made of beside the corpus itself, as plain data (strings, typed arrays, maps),
 * its many short lists flat (src/quran/search/flat-lists.ts): what the build writes to a file and a
 * server reads back instead of building it (src/quran/search/index-files.ts).
 */
export interface SearchIndexData {
  arabic: ArabicIndexData;
  english: EnglishIndexData;
}

/** The index's data as built, one typed array per list, before `flattenSearchIndexLists`. */
export interface SearchIndexLists {
  arabic: ArabicIndexLists;
  english: EnglishIndexLists;
}

let cached: SearchIndex | undefined;
let prebuiltData: (() => SearchIndexData | undefined) | undefined;

/**
 * Where `searchIndex()` reads its data from before it builds it: the server's reader of the
 * prebuilt files. A reader that finds nothing (no file, another format) leaves the index to be built.
 */
export function readSearchIndexDataWith(read: () => SearchIndexData | undefined): void {
  prebuiltData = read;
}

/** Takes the index's data read from its file (`loadSearchIndexFiles`) as the index. */
export function useSearchIndexData(data: SearchIndexData): void {
  cached = searchIndexFrom(corpus(), data);
}

/** Whether the index is made (read or built) already: a server makes it before it listens. */
export const searchIndexMade = (): boolean => cached !== undefined;

/** The index, read from the prebuilt file or built on first use (about a second), and kept for the life of the process. */
export function searchIndex(): SearchIndex {
  if (!cached) {
    const surahs = corpus();
    const data = prebuiltData?.();
    cached = data ? searchIndexFrom(surahs, data) : buildSearchIndex(surahs);
  }
  return cached;
}

function indexedAyahs(surahs: readonly Surah[]): { ayahs: IndexedAyah[]; surahStart: number[] } {
  const ayahs: IndexedAyah[] = [];
  const surahStart: number[] = [0];
  for (const surah of surahs) {
    surahStart[surah.number] = ayahs.length;
    for (const ayah of surah.ayahs) ayahs.push({ surah, ayah });
  }
  surahStart[surahs.length + 1] = ayahs.length;
  return { ayahs, surahStart };
}

/** The index's data, built from the corpus (about a second). */
export function buildSearchIndexData(surahs: readonly Surah[]): SearchIndexData {
  return flattenSearchIndexLists(buildSearchIndexLists(surahs));
}

/** The index's lists, one typed array each, built from the corpus. */
export function buildSearchIndexLists(surahs: readonly Surah[]): SearchIndexLists {
  const ayahs = surahs.flatMap((surah) => surah.ayahs);
  return { arabic: buildArabicLists(ayahs), english: buildEnglishLists(ayahs) };
}

/** The index's lists packed flat: the data as the index keeps it. */
export function flattenSearchIndexLists({ arabic, english }: SearchIndexLists): SearchIndexData {
  return { arabic: flattenArabicLists(arabic), english: flattenEnglishLists(english) };
}

/** The index over the corpus and its data, built or read back. */
export function searchIndexFrom(surahs: readonly Surah[], data: SearchIndexData): SearchIndex {
  const { ayahs, surahStart } = indexedAyahs(surahs);
  const ayahObjects = ayahs.map(({ surah, ayah }) => ayahObject(surah, ayah));
  return { ayahs, ayahObjects, surahStart, arabic: arabicIndex(data.arabic), english: englishIndex(data.english) };
}

export function buildSearchIndex(surahs: readonly Surah[]): SearchIndex {
  return searchIndexFrom(surahs, buildSearchIndexData(surahs));
}
