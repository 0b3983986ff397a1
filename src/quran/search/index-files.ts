/**
 * The search indexes as files: the build writes the Quran's index and every edition's
 * (PREBUILT_SEARCH_EDITIONS) into `dist/search-indexes/`, and the server reads them back instead of
 * building them (0.5-2 s of blocking CPU each), so that no request builds one.
 *
 * The Quran's file is its index data in chunks (src/quran/search/index-chunks.ts), an edition's its
 * arrays as they lie in memory (src/quran/search/translation-index-file.ts), each with the format
 * below and the sha256 of the texts it indexes. An edition's file also holds the edition's texts
 * (parsing an edition's source file takes 30-370 ms at once) and the sha256 of that source file. A file of
 * another format, of other texts, or that this Node cannot read (written by a newer V8) is passed
 * over: built outside a server, never in one.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { corpus, type Surah } from '../corpus';
import { EDITION_PROVENANCE, editionTexts, EDITIONS, type Edition } from '../editions';
import { ChunkedReader, chunkedHeader, serializeInChunks, type ChunkedHeader } from './index-chunks';
import { decodeTranslationIndex, encodeTranslationIndex, translationIndexHeader } from './translation-index-file';
import { buildSearchIndexData, readSearchIndexDataWith, searchIndexMade, useSearchIndexData, type SearchIndexData } from './quran-index';
import { searchTarget } from './query';
import { buildTranslationIndex, type BuiltTranslationIndex, type TranslationIndex } from './translation-index';
import { PREBUILT_SEARCH_EDITIONS, readTranslationIndexDataWith, useTranslationIndex } from './translations';

/** Bumped whenever the shape of the index data changes. */
export const SEARCH_INDEX_FORMAT = 4;
const QURAN_FILE = 'quran.index';

interface IndexHeader extends ChunkedHeader {
  /** sha256 of the indexed texts, one per line. */
  texts: string;
  /** An edition's: the sha256 of its source file (data/translations). */
  source?: string;
}

const textsHash = (texts: readonly string[]) => createHash('sha256').update(texts.join('\n')).digest('hex');
const quranTexts = (surahs: readonly Surah[]) => surahs.flatMap((surah) => surah.ayahs.flatMap((ayah) => [ayah.arabic, ayah.english]));
const editionFile = (id: string) => `${id}.index`;
const sourceOf = (id: string) => EDITION_PROVENANCE.find((record) => record.id === id)?.sha256;

/** Writes the Quran's index (unless `quran` is false) and the editions' into `dir`, giving each edition's index as built to `onEdition`; returns the files written and their sizes. */
export function writeSearchIndexFiles(
  dir: string,
  editions: readonly string[] = PREBUILT_SEARCH_EDITIONS,
  onEdition?: (index: BuiltTranslationIndex) => void,
  { quran = true }: { quran?: boolean } = {},
): { file: string; bytes: number }[] {
  mkdirSync(dir, { recursive: true });
  const written: { file: string; bytes: number }[] = [];
  const write = (file: string, bytes: Buffer) => {
    writeFileSync(path.join(dir, file), bytes);
    written.push({ file, bytes: bytes.length });
  };
  const surahs = corpus();
  if (quran) write(QURAN_FILE, serializeInChunks({ format: SEARCH_INDEX_FORMAT, texts: textsHash(quranTexts(surahs)) }, buildSearchIndexData(surahs) as unknown as Record<string, unknown>));
  for (const id of editions) {
    const edition = EDITIONS.find((candidate) => candidate.id === id)!;
    const texts = editionTexts(id).flat();
    const index = buildTranslationIndex(id, edition.language, texts);
    write(editionFile(id), encodeTranslationIndex(index, { format: SEARCH_INDEX_FORMAT, texts: textsHash(texts), source: sourceOf(id) }));
    onEdition?.(index);
  }
  return written;
}

/** Reads a file's data `step(ms)` at a time; returns it once read whole. */
interface IndexReader<T> {
  step(ms: number): T | undefined;
}

/** An edition's file: its decoding steps, as many as fit in `ms` (one at least) per step. */
function editionReader<T>(bytes: Buffer): IndexReader<T> {
  const steps = decodeTranslationIndex(bytes);
  return {
    step(ms) {
      const until = performance.now() + ms;
      for (;;) {
        const next = steps.next();
        if (next.done) return next.value as T;
        if (performance.now() >= until) return undefined;
      }
    },
  };
}

/** A reader of the file's data, or undefined (`warn` hears why) when it is of another format or fails `check`. */
function openIndex<T>(file: string, bytes: Buffer, check: (header: IndexHeader) => string | undefined, warn: (message: string) => void): IndexReader<T> | undefined {
  try {
    const edition = bytes.toString('latin1', 0, 4) === 'QTIX';
    const header = (edition ? translationIndexHeader(bytes) : chunkedHeader(bytes)) as unknown as IndexHeader;
    if (header.format !== SEARCH_INDEX_FORMAT) {
      warn(`search index ${file} has format ${String(header.format)}, this server reads ${SEARCH_INDEX_FORMAT}`);
      return undefined;
    }
    const refused = check(header);
    if (refused) {
      warn(`search index ${file} ${refused}`);
      return undefined;
    }
    return edition ? editionReader<T>(bytes) : new ChunkedReader<T>(bytes);
  } catch (error) {
    warn(`search index ${file} cannot be read by Node ${process.version} (${(error as Error).message})`);
    return undefined;
  }
}

/**
 * The data of one index file in `dir`, read at once, or undefined when there is none, or it is of
 * another format, of other texts than `texts`, or unreadable by this Node (`warn` hears which).
 */
export function readSearchIndexFile<T>(dir: string, file: string, texts: () => readonly string[], warn: (message: string) => void): T | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.join(dir, file));
  } catch {
    return undefined; // not written for this edition: not worth a word
  }
  const reader = openIndex<T>(file, bytes, (header) => (header.texts === textsHash(texts()) ? undefined : "indexes other texts than this server's"), warn);
  try {
    return reader?.step(Infinity);
  } catch (error) {
    warn(`search index ${file} cannot be read by Node ${process.version} (${(error as Error).message})`);
    return undefined;
  }
}

export const quranIndexFile = QURAN_FILE;
export { editionFile, quranTexts };

const sourceCheck = (id: string) => (header: IndexHeader) =>
  header.source !== undefined && header.source === sourceOf(id) ? undefined : `was written from another source file of ${id} than this server's (data/translations)`;
const quranCheck = (header: IndexHeader) => (header.texts === textsHash(quranTexts(corpus())) ? undefined : "indexes other texts than this server's");

/**
 * Makes the search read the indexes not loaded by `loadSearchIndexFiles` from the files in `dir`,
 * each when first needed. With `buildMissing` false (the server), an edition whose file cannot be
 * read is never built on a request: its searches answer `unavailable` and `warn` hears why.
 */
export function readSearchIndexFilesFrom(dir: string, warn: (message: string) => void = () => undefined, options: { buildMissing?: boolean } = {}): void {
  readSearchIndexDataWith(() => readSearchIndexFile<SearchIndexData>(dir, QURAN_FILE, () => quranTexts(corpus()), warn));
  readTranslationIndexDataWith((id) => {
    let data: TranslationIndex | undefined;
    try {
      const reader = openIndex<TranslationIndex>(editionFile(id), readFileSync(path.join(dir, editionFile(id))), sourceCheck(id), warn);
      data = reader?.step(Infinity);
    } catch {
      data = undefined;
    }
    if (!data && options.buildMissing === false) warn(`search index ${editionFile(id)} is missing or unreadable in ${dir}: searches of ${id} answer 503 until the build is complete`);
    return data;
  }, options);
}

export interface IndexLoading {
  /** Files loaded, and those missing or unreadable. */
  loaded: string[];
  failed: string[];
  /** The longest slice of work done in one turn of the event loop (ms), and in which file. */
  longestSliceMs: number;
  longestSliceIn: string;
}

/** The files still to load (QURAN_FILE, then edition ids) while `loadSearchIndexFiles` runs, and the searches waiting for them. */
const queued: string[] = [];
let loadingNow: string | undefined;
const waits = new Map<string, { loaded: Promise<void>; settle: () => void }>();

function waitFor(name: string): Promise<void> | undefined {
  if (name !== loadingNow && !queued.includes(name)) return undefined;
  // Asked for: loaded next, before the editions nobody has asked for.
  const at = queued.indexOf(name);
  if (at > 0) queued.unshift(...queued.splice(at, 1));
  let wait = waits.get(name);
  if (!wait) {
    let settle = () => {};
    const loaded = new Promise<void>((resolve) => (settle = resolve));
    waits.set(name, (wait = { loaded, settle }));
  }
  return wait.loaded;
}

function settleWaitFor(name: string): void {
  waits.get(name)?.settle();
  waits.delete(name);
}

/** Whether `loadSearchIndexFiles` still has files to load: once it has none, no search waits, and its edition need not be read. */
export const searchIndexesPending = (): boolean => loadingNow !== undefined || queued.length > 0;

/**
 * What a search of `edition` (an id, or undefined for the Quran's Arabic and English) waits for
 * while the server loads the indexes after it has said ready: undefined when it can be answered at
 * once, else a promise settled once the Quran's index and the edition's are loaded (or failed to
 * load), the edition's file moved to the front of those still to load. Nothing is built: the
 * search then reads what was loaded.
 */
export function searchIndexesLoading(edition: string | undefined): Promise<void> | undefined {
  const quran = waitFor(QURAN_FILE);
  const own = edition === undefined ? undefined : waitFor(edition);
  if (quran && own) return Promise.all([quran, own]).then(() => undefined);
  return quran ?? own;
}

/** The edition a search by words reads (its `edition`, or the default edition of its `lang`), or undefined for the Quran's own texts or a query refused anyway. */
export function searchedEditionOf(query: string, lang?: string, edition?: Edition): string | undefined {
  try {
    const target = searchTarget(query, lang, edition);
    return target.kind === 'edition' ? target.edition.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads the Quran's index and every edition's from `dir` without holding the event loop: each file
 * is read off the loop and deserialized `sliceMs` at a time (a chunk at least), a turn of the loop
 * between two slices. The Quran's first, then the editions in order, but an edition a search waits
 * for (`searchIndexesLoading`) goes next. Stops early when `stop` says so (a server that is stopping);
 * every search still waiting is then let through (it reads the file itself, or answers `unavailable`).
 */
export async function loadSearchIndexFiles(
  dir: string,
  options: { editions?: readonly string[]; sliceMs?: number; warn?: (message: string) => void; stop?: () => boolean } = {},
): Promise<IndexLoading> {
  const { editions = PREBUILT_SEARCH_EDITIONS, sliceMs = 8, warn = () => undefined, stop = () => false } = options;
  const result: IndexLoading = { loaded: [], failed: [], longestSliceMs: 0, longestSliceIn: '' };
  const sliceEnded = (file: string, started: number) => {
    const ms = performance.now() - started;
    if (ms > result.longestSliceMs) [result.longestSliceMs, result.longestSliceIn] = [ms, file];
  };
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  const load = async <T>(file: string, check: (header: IndexHeader) => string | undefined): Promise<T | undefined> => {
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(dir, file));
    } catch {
      warn(`search index ${file} is missing in ${dir}`);
      result.failed.push(file);
      return undefined;
    }
    await turn();
    const started = performance.now();
    const reader = openIndex<T>(file, bytes, check, warn);
    let data: T | undefined;
    try {
      let sliceStart = started;
      while (reader && !stop() && (data = reader.step(sliceMs)) === undefined) {
        sliceEnded(file, sliceStart);
        await turn();
        sliceStart = performance.now();
      }
      sliceEnded(file, sliceStart);
    } catch (error) {
      warn(`search index ${file} cannot be read by Node ${process.version} (${(error as Error).message})`);
      data = undefined;
    }
    (data ? result.loaded : result.failed).push(file);
    return data;
  };
  // The Quran's index made already (a server makes it before it listens) is not read again.
  queued.splice(0, queued.length, ...(searchIndexMade() ? [] : [QURAN_FILE]), ...editions);
  try {
    while (queued.length > 0 && !stop()) {
      const name = (loadingNow = queued.shift()!);
      if (name === QURAN_FILE) {
        const quran = await load<SearchIndexData>(QURAN_FILE, quranCheck);
        if (quran) {
          await turn();
          const started = performance.now();
          useSearchIndexData(quran);
          sliceEnded('the Quran index from its data', started);
        }
      } else {
        const data = await load<TranslationIndex>(editionFile(name), sourceCheck(name));
        if (data) useTranslationIndex(data);
      }
      loadingNow = undefined;
      settleWaitFor(name);
    }
  } finally {
    loadingNow = undefined;
    queued.length = 0;
    for (const name of [...waits.keys()]) settleWaitFor(name);
  }
  return result;
}
