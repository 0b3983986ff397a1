/**
 * One part of the search indexes, written by a process of its own so that the build's next steps (and
 * the other parts) run beside it: the API's index files (src/quran/search/index-files.ts) of a run of
 * the editions (part 0 also the Quran's), and, from the same editions' indexes, their words for the
 * translations' site search index (src/site/edition-index.ts), v8-serialized into `<words file>`; the
 * build joins the parts' words and writes the site's index. Each edition's text is split once, for both.
 *
 *   node --import tsx scripts/write-search-indexes.ts <index folder> <words file> <part> <parts>
 *
 * Prints one JSON line: the API's files and bytes, the site's words and the seconds.
 */
import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { writeSearchIndexFiles } from '../src/quran/search/index-files';
import { PREBUILT_SEARCH_EDITIONS } from '../src/quran/search/translations';
import { INDEXED_EDITIONS, editionWordsCollector } from '../src/site/edition-index';

const [indexDir, wordsFile, partText, partsText] = process.argv.slice(2);
const part = Number(partText);
const parts = Number(partsText);
if (!indexDir || !wordsFile || !Number.isInteger(part) || !Number.isInteger(parts) || part < 0 || part >= parts) {
  console.error('usage: node --import tsx scripts/write-search-indexes.ts <index folder> <words file> <part> <parts>');
  process.exit(2);
}
const started = performance.now();
/** Part i's editions: a run of PREBUILT_SEARCH_EDITIONS of about the same count as the others'. */
const runOf = (i: number) => PREBUILT_SEARCH_EDITIONS.slice(Math.round((i * PREBUILT_SEARCH_EDITIONS.length) / parts), Math.round(((i + 1) * PREBUILT_SEARCH_EDITIONS.length) / parts));
const editions = runOf(part);
const site = editionWordsCollector(INDEXED_EDITIONS, INDEXED_EDITIONS.filter((edition) => editions.includes(edition.id)));
const written = writeSearchIndexFiles(indexDir, editions, (index) => site.add(index), { quran: part === 0 });
const words = site.done();
writeFileSync(wordsFile, v8.serialize(words));
const api = { files: written.length, bytes: written.reduce((sum, file) => sum + file.bytes, 0) };
process.stdout.write(JSON.stringify({ api, words: words.size, seconds: (performance.now() - started) / 1000 }) + '\n');
