/**
 * The search indexes as files: the build writes the Quran's index and every translation's
 * (PREBUILT_SEARCH_EDITIONS) into `dist/search-indexes/`, and the server reads them back instead of
 * building them (20-60 ms each instead of 0.5-2 s of blocking CPU), so that no request builds one.
 *
 * A file is Node's structured-clone serialization (`node:v8`) of the index data with the format
 * below and the sha256 of the texts it indexes. A file of another format, of other texts, or that
 * this Node cannot read (one written by a newer V8) is passed over: built outside a server, never in one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { corpus, type Surah } from '../corpus';
import { editionTexts, EDITIONS } from '../editions';
import { buildSearchIndexData, readSearchIndexDataWith, type SearchIndexData } from './quran-index';
import { buildTranslationIndex, PREBUILT_SEARCH_EDITIONS, readTranslationIndexDataWith, type TranslationIndexData } from './translations';

/** Bumped whenever the shape of the index data changes. */
export const SEARCH_INDEX_FORMAT = 2;
const QURAN_FILE = 'quran.v8';

interface StoredIndex<T> {
  format: number;
  /** sha256 of the indexed texts, one per line. */
  texts: string;
  data: T;
}

const textsHash = (texts: readonly string[]) => createHash('sha256').update(texts.join('\n')).digest('hex');
const quranTexts = (surahs: readonly Surah[]) => surahs.flatMap((surah) => surah.ayahs.flatMap((ayah) => [ayah.arabic, ayah.english]));
const editionFile = (id: string) => `${id}.v8`;

/** Writes the Quran's index and the editions' into `dir`; returns the files written and their sizes. */
export function writeSearchIndexFiles(dir: string, editions: readonly string[] = PREBUILT_SEARCH_EDITIONS): { file: string; bytes: number }[] {
  mkdirSync(dir, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  const write = <T>(file: string, texts: readonly string[], data: T) => {
    const stored: StoredIndex<T> = { format: SEARCH_INDEX_FORMAT, texts: textsHash(texts), data };
    const bytes = v8.serialize(stored);
    writeFileSync(path.join(dir, file), bytes);
    written.push({ file, bytes: bytes.length });
  };
  const surahs = corpus();
  write(QURAN_FILE, quranTexts(surahs), buildSearchIndexData(surahs));
  for (const id of editions) {
    const edition = EDITIONS.find((candidate) => candidate.id === id)!;
    const texts = editionTexts(id).flat();
    const { texts: _texts, ...data } = buildTranslationIndex(id, edition.language, texts);
    write(editionFile(id), texts, data satisfies TranslationIndexData);
  }
  return written;
}

/**
 * The data of one index file in `dir`, or undefined when there is none, or it is of another format,
 * of other texts than `texts`, or unreadable by this Node (`warn` hears which).
 */
export function readSearchIndexFile<T>(dir: string, file: string, texts: () => readonly string[], warn: (message: string) => void): T | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(dir, file));
  } catch {
    return undefined; // not written for this edition: not worth a word, the index is built
  }
  let stored: StoredIndex<T>;
  try {
    stored = v8.deserialize(bytes) as StoredIndex<T>;
  } catch (error) {
    warn(`search index ${file} cannot be read by Node ${process.version} (${(error as Error).message})`);
    return undefined;
  }
  if (stored?.format !== SEARCH_INDEX_FORMAT) {
    warn(`search index ${file} has format ${String(stored?.format)}, this server reads ${SEARCH_INDEX_FORMAT}`);
    return undefined;
  }
  if (stored.texts !== textsHash(texts())) {
    warn(`search index ${file} indexes other texts than this server's`);
    return undefined;
  }
  return stored.data;
}

export const quranIndexFile = QURAN_FILE;
export { editionFile, quranTexts };

/**
 * Makes the search read its indexes from the files in `dir`, each when first needed. With
 * `buildMissing` false (the server), a translation whose file cannot be read is never built on a
 * request: its searches answer `unavailable` and `warn` hears why.
 */
export function readSearchIndexFilesFrom(dir: string, warn: (message: string) => void = () => undefined, options: { buildMissing?: boolean } = {}): void {
  readSearchIndexDataWith(() => readSearchIndexFile<SearchIndexData>(dir, QURAN_FILE, () => quranTexts(corpus()), warn));
  readTranslationIndexDataWith((id, texts) => {
    const data = readSearchIndexFile<TranslationIndexData>(dir, editionFile(id), texts, warn);
    if (!data && options.buildMissing === false) warn(`search index ${editionFile(id)} is missing or unreadable in ${dir}: searches of ${id} answer 503 until the build is complete`);
    return data;
  }, options);
}
