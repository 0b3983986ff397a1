/**
 * The translations' Pagefind bundles (src/site/edition-index.ts), written by a process of its own so
 * that the build's next steps run beside it: making the pages (folding every edition's text) takes
 * 15-20 s of this process's time and Pagefind about 50 s of its own, which the build's thread would
 * otherwise wait for. A bundle made from the same pages as the last build's is linked from it.
 *
 *   node --import tsx scripts/write-edition-index.ts <site folder> <dist folder>
 *
 * Prints one JSON line: records, each bundle's key, how many bundles were linked, seconds.
 */
import { writeEditionIndex } from '../src/site/edition-index';
import { readPreviousEditionIndex } from './lib/previous-build';

const [siteDir, dist] = process.argv.slice(2);
if (!siteDir || !dist) {
  console.error('usage: node --import tsx scripts/write-edition-index.ts <site folder> <dist folder>');
  process.exit(2);
}
const written = await writeEditionIndex(siteDir, readPreviousEditionIndex(dist));
process.stdout.write(JSON.stringify(written) + '\n');
