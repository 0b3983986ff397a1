/**
 * What holds the server's memory at rest: run with `node --expose-gc --import tsx bench/lib/rss-parts.ts`
 * (bench/start.bench.ts does). Loads what the server loads before it is ready, in order, and prints
 * RSS and V8 heap after each part, with a full GC before each reading.
 */
import path from 'node:path';

const gc = (globalThis as { gc?: () => void }).gc!;
const mb = (bytes: number) => bytes / 1024 / 1024;
let last = 0;
const rows: [string, number, number, number][] = [];
function reading(label: string) {
  gc();
  gc();
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  rows.push([label, mb(rss), mb(rss) - last, mb(heapUsed + external + arrayBuffers)]);
  last = mb(rss);
}

reading('Node itself (tsx loader included)');
const { routeTable } = await import('../../src/api/dispatch');
const { readServerConfig } = await import('../../server/process/config');
const { createApp } = await import('../../server/app');
reading(`code: the route table and server modules (${routeTable.routes.length} routes)`);
const { corpus } = await import('../../src/quran/corpus');
corpus();
reading('the Quran: 6,236 ayahs, Uthmani and Saheeh International texts, metadata');
const { readSearchIndexFilesFrom } = await import('../../src/quran/search/index-files');
readSearchIndexFilesFrom(path.resolve(import.meta.dirname, '../../dist/search-indexes'));
const { searchIndex } = await import('../../src/quran/search/quran-index');
searchIndex();
reading('the Arabic and English search index (prebuilt file)');
const { translationIndex, PREBUILT_SEARCH_EDITIONS } = await import('../../src/quran/search/translations');
const { EDITIONS } = await import('../../src/quran/editions');
for (const id of PREBUILT_SEARCH_EDITIONS) translationIndex(EDITIONS.find((edition) => edition.id === id)!);
reading(`${PREBUILT_SEARCH_EDITIONS.length} translations: their texts and search indexes`);
const app = createApp(readServerConfig({ ...process.env, RATE_LIMITS: 'off' }));
for (const route of routeTable.routes) for (const target of route.warmUp ?? []) await app.request(target);
reading('the other warm-ups (Hijri today, Jummal), the edge, its caches empty');

console.log('part'.padEnd(78) + 'RSS'.padStart(9) + 'added'.padStart(9) + 'JS heap+buffers'.padStart(17));
for (const [label, rss, added, heap] of rows) console.log(label.padEnd(78) + `${rss.toFixed(0)} MB`.padStart(9) + `${added.toFixed(0)} MB`.padStart(9) + `${heap.toFixed(0)} MB`.padStart(17));
