/**
 * The translations' site search index (src/site/edition-index.ts), written by a process of its own
 * so that the build's next steps run beside it: folding every edition's text takes about 18 s.
 *
 *   node --import tsx scripts/write-edition-index.ts <site folder>
 *
 * Prints one JSON line: words, chunks, bytes, seconds.
 */
import { writeEditionIndex } from '../src/site/edition-index';

const [siteDir] = process.argv.slice(2);
if (!siteDir) {
  console.error('usage: node --import tsx scripts/write-edition-index.ts <site folder>');
  process.exit(2);
}
process.stdout.write(JSON.stringify(writeEditionIndex(siteDir)) + '\n');
