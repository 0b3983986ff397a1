/**
 * The site's translations search index (/edition-search/, src/site/edition-index.ts) from the words the
 * search index processes wrote (scripts/write-search-indexes.ts, one v8-serialized file a part), in a
 * process of its own: the build's process would otherwise keep the memory the parts' words took (about
 * 200 MB of RSS, not given back after they were collected) through the static answers, the build's
 * largest moment of memory.
 *
 *   node --import tsx scripts/write-edition-index.ts <site folder> <words file>...
 *
 * Prints one JSON line: the site index's words, chunks and bytes.
 */
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { joinEditionWords, writeEditionIndex } from '../src/site/edition-index';

const [siteDir, ...wordsFiles] = process.argv.slice(2);
if (!siteDir || wordsFiles.length === 0) {
  console.error('usage: node --import tsx scripts/write-edition-index.ts <site folder> <words file>...');
  process.exit(2);
}
const words = joinEditionWords(wordsFiles.map((file) => v8.deserialize(readFileSync(file)) as Map<string, number[]>));
process.stdout.write(JSON.stringify(writeEditionIndex(siteDir, words)) + '\n');
