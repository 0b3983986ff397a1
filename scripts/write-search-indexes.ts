/**
 * The search indexes, written by a process of its own so that the build's next steps run beside it:
 * the API's (the Quran's and every edition's, into `<index folder>`: src/quran/search/index-files.ts) and,
 * from the same editions' indexes, the translations' site search index (`<site folder>/edition-search/`:
 * src/site/edition-index.ts). Each edition's text is split once, for both.
 *
 *   node --import tsx scripts/write-search-indexes.ts <index folder> <site folder>
 *
 * Prints one JSON line: the API's files and bytes, the site index's words, chunks and bytes, and the seconds.
 */
import { performance } from 'node:perf_hooks';
import { writeSearchIndexFiles } from '../src/quran/search/index-files';
import { editionWordsCollector, writeEditionIndex } from '../src/site/edition-index';

const [indexDir, siteDir] = process.argv.slice(2);
if (!indexDir || !siteDir) {
  console.error('usage: node --import tsx scripts/write-search-indexes.ts <index folder> <site folder>');
  process.exit(2);
}
const started = performance.now();
const site = editionWordsCollector();
const written = writeSearchIndexFiles(indexDir, undefined, (index) => site.add(index));
const edition = writeEditionIndex(siteDir, site.done());
const api = { files: written.length, bytes: written.reduce((sum, file) => sum + file.bytes, 0) };
process.stdout.write(JSON.stringify({ api, site: edition, seconds: (performance.now() - started) / 1000 }) + '\n');
