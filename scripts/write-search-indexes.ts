/**
 * The search indexes of the Quran and of every edition (src/quran/search/index-files.ts), written by a
 * process of its own so that the build's other steps run beside it.
 *
 *   node --import tsx scripts/write-search-indexes.ts <folder>
 *
 * Prints one JSON line: indexes, bytes, seconds.
 */
import { writeSearchIndexFiles } from '../src/quran/search/index-files';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: node --import tsx scripts/write-search-indexes.ts <folder>');
  process.exit(2);
}
const started = performance.now();
const written = writeSearchIndexFiles(dir);
const bytes = written.reduce((sum, file) => sum + file.bytes, 0);
process.stdout.write(JSON.stringify({ indexes: written.length, bytes, seconds: (performance.now() - started) / 1000 }) + '\n');
