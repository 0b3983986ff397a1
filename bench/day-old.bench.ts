/**
 * A server that has run for a day: `npx tsx bench/day-old.bench.ts [distinct] [seconds]`
 * after `npm run build`; default 250,000 distinct requests, 3 s per measurement.
 *
 * On one built server (rate limits on, a benchmark key whose limits are out of reach):
 *   1. fresh: requests/s of a small prebuilt file (`/api/v1/ayah/2/255`) and of one cached search
 *      (the same query again: an answer-cache hit);
 *   2. the warm-up: `distinct` requests none of which repeats, half distinct files (every edition's
 *      ayah files), half distinct searches (each Quran word in each surah), 16 connections;
 *   3. the same two measurements again, and the RSS.
 * Before the bounded caches, a cached search fell from 0.93 to 0.25 of a static file after about 240,000
 * distinct searches, and a small file from 0.39 to 0.13 of nginx after 40,000 distinct files
 * (caches whose hit cost grew with their size). Targets: after the warm-up, each rate at least 0.9x
 * its fresh value, and the cached search at least 0.8x the static file.
 */
import { Agent, request } from 'node:http';
import { EDITIONS } from '../src/quran/editions';
import { corpus } from '../src/quran/corpus';
import { searchIndex } from '../src/quran/search/quran-index';
import { load, type LoadResult } from './lib/load';
import { benchKey, rssOf, startBuiltServer } from './lib/server';

const distinct = Number(process.argv[2] ?? '250000');
const seconds = Number(process.argv[3] ?? '3');
const FILE = '/api/v1/ayah/2/255';
const SEARCH = `/api/v1/search?q=${encodeURIComponent('الرحمن')}&limit=10`;

const { file: keysFile, key } = benchKey();
const headers = { 'X-API-Key': key };
const server = await startBuiltServer({ API_KEYS_FILE: keysFile });

/** Requests every path once over `connections` keep-alive connections; counts the statuses. */
async function sendEach(paths: string[], connections = 16): Promise<Record<number, number>> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const statuses: Record<number, number> = {};
  let next = 0;
  const one = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = request(new URL(path, server.url), { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
  await Promise.all(Array.from({ length: connections }, async () => {
    while (next < paths.length) await one(paths[next++]!);
  }));
  agent.destroy();
  return statuses;
}

/** Distinct files: each edition's ayah files, editions interleaved. */
function distinctFiles(count: number): string[] {
  const ayahs = corpus().flatMap((surah) => surah.ayahs.map((ayah) => `${surah.number}/${ayah.number}`));
  const paths: string[] = [];
  for (const ayah of ayahs) {
    for (const edition of EDITIONS) {
      if (paths.length === count) return paths;
      paths.push(`/api/v1/editions/${edition.id}/ayah/${ayah}.json`);
    }
  }
  return paths;
}

/** Distinct searches: each word of the Arabic vocabulary, in the whole Quran and in each surah. */
function distinctSearches(count: number): string[] {
  const words = searchIndex().arabic.words.filter((word) => !word.includes(' '));
  const paths: string[] = [];
  for (let surah = 0; surah <= 114; surah++) {
    for (const word of words) {
      if (paths.length === count) return paths;
      paths.push(`/api/v1/search?q=${encodeURIComponent(word)}&limit=10${surah ? `&surah=${surah}` : ''}`);
    }
  }
  return paths;
}

async function measure(): Promise<{ file: LoadResult; search: LoadResult }> {
  const runs = { file: [] as LoadResult[], search: [] as LoadResult[] };
  for (let round = 0; round < 2; round++) {
    runs.file.push(await load(server.url, FILE, { connections: 20, seconds, headers }));
    runs.search.push(await load(server.url, SEARCH, { connections: 20, seconds, headers }));
  }
  const median = (results: LoadResult[]) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
  return { file: median(runs.file), search: median(runs.search) };
}

try {
  await sendEach([SEARCH]);
  const fresh = await measure();
  const rssFresh = rssOf(server.child.pid!);
  const files = distinctFiles(Math.ceil(distinct / 2));
  const searches = distinctSearches(distinct - files.length);
  // Interleaved, so that both caches fill together.
  const mixed = files.flatMap((file, i) => (searches[i] ? [file, searches[i]!] : [file]));
  const started = performance.now();
  const statuses = await sendEach(mixed);
  const warmUpSeconds = (performance.now() - started) / 1000;
  const after = await measure();
  const rssAfter = rssOf(server.child.pid!);

  console.log(`A server that has run for a day: Node ${process.version}, 20 connections, ${seconds} s runs, 2 rounds, medians`);
  console.log(`warm-up: ${mixed.length.toLocaleString('en')} distinct requests (${files.length.toLocaleString('en')} files, ${searches.length.toLocaleString('en')} searches) in ${warmUpSeconds.toFixed(0)} s, statuses ${JSON.stringify(statuses)}`);
  const rate = (result: LoadResult) => `${Math.round(result.rps).toLocaleString('en')} req/s, p99 ${result.p99ms.toFixed(2)} ms`;
  console.log(`small file ${FILE}:`.padEnd(36) + `fresh ${rate(fresh.file)}`.padEnd(36) + `after ${rate(after.file)}`);
  console.log(`cached search:`.padEnd(36) + `fresh ${rate(fresh.search)}`.padEnd(36) + `after ${rate(after.search)}`);
  console.log(`RSS: fresh ${rssFresh.toFixed(0)} MB, after ${rssAfter.toFixed(0)} MB`);
  const missed: string[] = [];
  const check = (label: string, value: number, target: number) => {
    const met = value >= target;
    if (!met) missed.push(label);
    console.log(`  ${label.padEnd(52)} ${value.toFixed(2)}x (target ≥ ${target}x) ${met ? 'MET' : 'MISSED'}`);
  };
  check('small file, after / fresh', after.file.rps / fresh.file.rps, 0.9);
  check('cached search, after / fresh', after.search.rps / fresh.search.rps, 0.9);
  check('cached search / small file, after (issue: 0.25)', after.search.rps / after.file.rps, 0.8);
  process.exitCode = missed.length ? 1 : 0;
} finally {
  server.child.kill();
}
