/**
 * What users ask, each asked once, against a small static file in the same run: `npx tsx bench/http.bench.ts
 * [seconds, 3] [rounds, 3]` after `npm run build`; `SERVER=file.mjs` measures another server bundle over
 * this build (bench/lib/bundle-server.ts: e.g. the commit before a change), `PROFILE=off` skips the profile,
 * `ONLY=words` (or any part of a row's name) measures and profiles those rows alone, `TOP=20` lists
 * that many functions of the profile.
 *
 * Driven by wrk (bench/lib/wrk.ts: one thread, 16 keep-alive connections, `Accept-Encoding: gzip,
 * deflate, br` as browsers send; wrk on a CPU of its own, the server on the other). The server runs as
 * `npm start` runs it, rate limiting on, with a key whose limits are out of reach. Rows, each measured
 * right before the small file (/api/v1/ayah/2/255.json, sent in br), the ratio of each pair taken:
 *   - a distinct search in Arabic, English and French (tests/support/distinct-queries.ts: word pairs,
 *     single words, prefixes as typed; the default 50 results), no query asked twice in the whole run,
 *     so every answer is made and compressed anew: targets >= 0.3x the file's rate;
 *   - the prayer times of a new place and day each request (a point on land or sea, a date in
 *     2026-2029, the default method): target >= 0.5x;
 *   - the words of an ayah, a root's or a lemma's words, each asked once (prebuilt files, each read
 *     from disk the first time it is asked; the bench reads them first, so that they come from the
 *     system's page cache as on a server that has run a while; the server's file cache is 1 MB, so
 *     that one asked again once the list ran out is read again as the first time): target >= 0.5x.
 * Per row: requests/s, the ratio, the server's CPU per request (/proc schedstat) and wrk's p99, for each
 * round, then the medians. Then a CPU profile of the distinct searches, or of the rows ONLY names (node
 * --cpu-prof on the server from its source): the share of its CPU in matching, the JSON, compression,
 * reading files, the HTTP path and GC, and the functions with the most samples.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { benchKey, indexesLoaded, startBuiltServer, startBundle } from './lib/server';
import { distinctQueries, searchPath, type QueryLanguage } from '../tests/support/distinct-queries';
import { profileShares } from './lib/profile-shares';
import { median } from './lib/stats';
import { ensureWrk, keepLoadApart, wrk, type WrkResult } from './lib/wrk';

const seconds = Number(process.argv[2] ?? '3');
const rounds = Number(process.argv[3] ?? '3');
const wrkPath = ensureWrk();
if (!wrkPath) {
  console.log('The HTTP bench needs wrk: not run.');
  process.exit(2);
}
const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist/client');
const smallFile = '/api/v1/ayah/2/255.json';
const listDir = mkdtempSync(path.join(tmpdir(), 'http-bench-'));

/** A list of request paths, each asked once: wrk's Lua takes the next one from `start` on. */
class PathList {
  private next = 0;
  /** Paths asked a second time once the list ran out (said beside the row: those were not first answers). */
  repeated = 0;
  private readonly file: string;
  constructor(
    readonly name: string,
    private readonly paths: string[],
  ) {
    this.file = path.join(listDir, `${name.replace(/\W+/g, '-')}.txt`);
    writeFileSync(this.file, paths.join('\n') + '\n');
  }
  /** The Lua for a run from where the last one stopped; `used` is told how many it took. */
  script(): string {
    return `
local paths = {}
for line in io.lines("${this.file}") do paths[#paths + 1] = line end
local i = ${this.next}
request = function()
  i = i + 1
  if i > #paths then i = 1 end
  return wrk.format(nil, paths[i])
end
local bad = 0
response = function(status, headers, body)
  if status >= 400 and bad < 2 then
    bad = bad + 1
    local f = io.open("${path.join(listDir, 'refused.txt')}", "a")
    f:write("${this.name}: " .. status .. " " .. body:sub(1, 300) .. "\\n")
    f:close()
  end
end
`;
  }
  used(requests: number): void {
    // wrk asks request() for up to one more per connection than it completes.
    this.next += requests + 32;
    if (this.next >= this.paths.length) {
      this.repeated += this.next - this.paths.length;
      this.next %= this.paths.length;
    }
  }
}

/** Places on a grid over the inhabited latitudes and every longitude, each with its own day of 2026-2029. */
function prayerPaths(count: number): string[] {
  const paths: string[] = [];
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    const lat = (-55 + ((i * 7919) % 11_000) / 100).toFixed(2);
    const lng = (-180 + ((i * 104_729) % 36_000) / 100).toFixed(2);
    const date = new Date(start + ((i * 37) % 1461) * 86_400_000).toISOString().slice(0, 10);
    paths.push(`/v1/prayer-times?lat=${lat}&lng=${lng}&date=${date}`);
  }
  return paths;
}

/** Every ayah's words, every root and every lemma, as their prebuilt files, shuffled together. */
function wordPaths(): string[] {
  const paths: string[] = [];
  for (const surah of readdirSync(path.join(DIST, 'api/v1/words'))) {
    if (!/^\d+$/.test(surah)) continue;
    for (const file of readdirSync(path.join(DIST, 'api/v1/words', surah))) if (file.endsWith('.json')) paths.push(`/api/v1/words/${surah}/${file.slice(0, -'.json'.length)}`);
  }
  for (const kind of ['roots', 'lemmas']) {
    for (const file of readdirSync(path.join(DIST, 'api/v1', kind))) {
      if (file.endsWith('.json')) paths.push(`/api/v1/${kind}/${encodeURIComponent(file.slice(0, -'.json'.length))}`);
    }
  }
  // Read once here so that the system's page cache holds them: the rate measured is the server's, not the disk's.
  for (const urlPath of paths) {
    const file = path.join(DIST, decodeURIComponent(urlPath) + '.json');
    for (const variant of [file, file + '.br', file + '.gz']) if (existsSync(variant)) readFileSync(variant);
  }
  let state = 56;
  for (let i = paths.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [paths[i], paths[j]] = [paths[j]!, paths[i]!];
  }
  return paths;
}

interface Row { list: PathList; target: number }
const search = (lang: QueryLanguage, name: string): Row => ({ list: new PathList(name, distinctQueries(lang).map((query) => searchPath(query, lang))), target: 0.3 });
const only = process.env.ONLY?.toLowerCase();
const rows: Row[] = [
  search('ar', 'Search ar, distinct'),
  search('en', 'Search en, distinct'),
  search('fr', 'Search fr, distinct'),
  { list: new PathList('Prayer, new place and day', prayerPaths(200_000)), target: 0.5 },
  { list: new PathList('Words, roots, lemmas, first', wordPaths()), target: 0.5 },
].filter((row) => !only || row.list.name.toLowerCase().includes(only));
if (rows.length === 0) throw new Error(`ONLY=${only} names no row`);

const { file: keysFile, key } = benchKey();
// A file cache of 1 MB: the words files (12,711) run out within a run, and one asked again is read from disk
// again, as the first time; the small file, asked in turn, stays in it.
const env = { API_KEYS_FILE: keysFile, PROCESS_BUDGET_MS: '100000', FILE_CACHE_MB: '1' };
const headers = { 'X-API-Key': key, 'Accept-Encoding': 'gzip, deflate, br' };
const server = process.env.SERVER ? await startBundle(process.env.SERVER, { ...env, DIST_DIR: path.join(ROOT, 'dist') }) : await startBuiltServer(env);
await indexesLoaded(server);
const pid = server.child.pid!;
keepLoadApart()?.(pid);

const run = async (target: string, script?: string, runSeconds = seconds): Promise<WrkResult> => {
  const result = await wrk(wrkPath, server.url + target, { connections: 16, seconds: runSeconds, headers, pid, requestScript: script });
  if (result.socketErrors) throw new Error(`${target}: ${result.socketErrors} socket errors`);
  return result;
};
const measured = new Map<Row, { row: WrkResult; file: WrkResult }[]>(rows.map((row) => [row, []]));
const loads: number[] = [];
const missed: string[] = [];
try {
  console.log(`${process.env.SERVER ?? 'dist/server.mjs'}: wrk (1 thread, 16 connections), ${seconds} s a measurement, ${rounds} rounds, Accept-Encoding: gzip, deflate, br`);
  await run(smallFile, undefined, 1);
  for (const row of rows) row.list.used((await run('/', row.list.script(), 1)).requests); // warm up each route
  for (let round = 0; round < rounds; round++) {
    for (const row of rows) {
      const answer = await run('/', row.list.script());
      row.list.used(answer.requests);
      const file = await run(smallFile);
      measured.get(row)!.push({ row: answer, file });
    }
    loads.push(os.loadavg()[0]!);
  }
} finally {
  server.child.kill();
}

const list = (values: number[], digits = 0) => values.map((value) => value.toFixed(digits)).join(', ');
console.log(`load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} over the rounds\n`);
for (const row of rows) {
  const runs = measured.get(row)!;
  const ratios = runs.map((r) => r.row.rps / r.file.rps);
  const ratio = median(ratios);
  const met = ratio >= row.target;
  if (!met) missed.push(`${row.list.name} ${ratio.toFixed(2)}x < ${row.target}x`);
  const repeats = row.list.repeated ? `; ${row.list.repeated} paths asked again after the list ran out` : '';
  console.log(`${row.list.name}: ${ratio.toFixed(2)}x the file (rounds ${list(ratios, 2)}; target >= ${row.target}x: ${met ? 'met' : 'MISSED'}${repeats})`);
  console.log(`  req/s ${list(runs.map((r) => r.row.rps))} against ${list(runs.map((r) => r.file.rps))}`);
  const refused = runs.reduce((sum, r) => sum + r.row.badStatuses + r.file.badStatuses, 0);
  if (refused) missed.push(`${row.list.name}: ${refused} answers of status 400 or more`);
  console.log(`  CPU µs/req ${list(runs.map((r) => r.row.serverCpuUs!), 1)} against ${list(runs.map((r) => r.file.serverCpuUs!), 1)}; p99 ${list(runs.map((r) => r.row.p99ms), 2)} ms against ${list(runs.map((r) => r.file.p99ms), 2)} ms`);
}

if (process.env.PROFILE !== 'off' && !process.env.SERVER) {
  const profiled = (only ? rows : rows.slice(0, 3)).map((row) => row.list);
  const shares = await profileShares(env, async (url, serverPid) => {
    for (const list of profiled) {
      const result = await wrk(wrkPath, url + '/', { connections: 16, seconds, headers, pid: serverPid, requestScript: list.script() });
      list.used(result.requests);
    }
  }, Number(process.env.TOP ?? 8));
  console.log(`\nCPU profile of ${profiled.map((list) => list.name).join('; ')} (${seconds} s each; the server from its source, node --cpu-prof):`);
  console.log(`  ${shares}`);
}
if (existsSync(path.join(listDir, 'refused.txt'))) console.log(`\nRefused (the first of each run):\n${readFileSync(path.join(listDir, 'refused.txt'), 'utf8')}`);
console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;
