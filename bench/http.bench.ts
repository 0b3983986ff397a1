/**
 * HTTP throughput of each kind of answer against a prebuilt file served by the same server, in one
 * run, driven by wrk (bench/lib/wrk.ts: one thread, 16 connections), with the server's exact CPU per
 * request beside req/s: `npx tsx bench/http.bench.ts [seconds]` after `npm run build`.
 *
 * The server runs as `npm start` runs it (rate limiting on, with a benchmark key whose limits are
 * out of reach, and the process's ceiling of work too: on a busy machine a distinct search's wall time
 * reaches it, and the one client here, the heaviest, would be answered 429). Each row is paired with
 * a file measured right after it; the ratio is route/file.
 * Every client here accepts br, as browsers do. Rows:
 *   - the live routes against a small file(targets: `today`, jummal >= 0.8x; a cached search >= 0.5x);
 *   - a distinct Arabic search each request (wrk's Lua varies offset and limit: every answer made anew,
 *     as a never-seen query is) against a small file: target >= 0.3x;
 *   - a cached search against a prebuilt file of about its size, both sent in br: its CPU per request
 *     at most the file's (a cached answer costs no more than a file).
 * Then the bytes a client downloads for `/api/v1/surah/2` per encoding.
 *
 * `BASE=dist/base.mjs [OURS=dist/ours.mjs] npx tsx bench/http.bench.ts [seconds] [rounds, 3]`: the two
 * rows with targets on live answers only (a distinct search against a small file, a cached search
 * against a file of its size), for this build's server (or the bundle OURS) and a base bundle over
 * the same build (bench/lib/bundle-server.ts), in rotating rounds; each server's ratios from its own
 * requests, medians of the rounds, and ours against the base.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { benchKey, indexesLoaded, startBuiltServer, startBundle } from './lib/server';
import { median } from './lib/stats';
import { ensureWrk, keepLoadApart, wrk, type WrkResult } from './lib/wrk';

const seconds = Number(process.argv[2] ?? '3');
const wrkPath = ensureWrk();
if (!wrkPath) {
  console.log('The HTTP bench needs wrk: not run.');
  process.exit(2);
}
const ROOT = path.resolve(import.meta.dirname, '..');
const enc = encodeURIComponent;
const smallFile = '/api/v1/ayah/2/255.json';
const cachedSearch = `/api/v1/search?q=${enc('الصلاة')}&limit=20`;

// Each request a distinct answer: offsets 0-1999 of a word in about 2,700 ayahs, the limit one more after each pass.
const distinctSearch = `
counter = 0
request = function()
  counter = counter + 1
  local offset = counter % 2000
  local limit = 20 + math.floor(counter / 2000)
  return wrk.format(nil, "/api/v1/search?q=${enc('الله')}&limit=" .. limit .. "&offset=" .. offset)
end
`;

interface Case { name: string; path: string; file: string; target?: number; script?: string; cpuAtMost?: boolean }
const cases: Case[] = [
  { name: 'Quran ayah 2:255', path: '/api/v1/ayah/2/255', file: smallFile },
  { name: 'Hijri month', path: '/v1/hijri/month?year=1445&month=9', file: '/v1/hijri/month/1445/9.json' },
  { name: 'Hijri today', path: '/v1/hijri/today?tz=Asia/Jakarta', file: smallFile, target: 0.8 },
  { name: 'Jummal (basmala)', path: `/v1/jummal?text=${enc('بسم الله الرحمن الرحيم')}`, file: smallFile, target: 0.8 },
  { name: 'Search ar, cached', path: cachedSearch, file: smallFile, target: 0.5 },
  { name: 'Search en, cached', path: '/api/v1/search?q=mercy&limit=20', file: smallFile, target: 0.5 },
  { name: 'Search ar, distinct', path: '/api/v1/search', file: smallFile, target: 0.3, script: distinctSearch },
];

const { file: keysFile, key } = benchKey();
const limitsOutOfReach = { API_KEYS_FILE: keysFile, PROCESS_BUDGET_MS: '100000' };
const headers = { 'X-API-Key': key, 'Accept-Encoding': 'gzip, deflate, br' };
if (process.env.BASE) {
  process.exitCode = await sideBySide(process.env.BASE, process.env.OURS, Number(process.argv[3] ?? '3'));
  process.exit();
}
const server = await startBuiltServer(limitsOutOfReach);
// It says ready before its search indexes are loaded: their loading is no request's CPU.
await indexesLoaded(server);
const pid = server.child.pid!;
keepLoadApart()?.(pid);
const format = (r: WrkResult) => `${Math.round(r.rps).toString().padStart(6)} req/s  p99 ${r.p99ms.toFixed(2).padStart(6)} ms  CPU ${r.serverCpuUs!.toFixed(1).padStart(6)} µs/req`;
const run = async (pathOrBase: string, script?: string) => {
  const result = await wrk(wrkPath, server.url + pathOrBase, { connections: 16, seconds, headers, pid, requestScript: script });
  if (result.badStatuses || result.socketErrors) throw new Error(`${pathOrBase}: ${result.badStatuses} bad statuses, ${result.socketErrors} socket errors`);
  return result;
};
const missed: string[] = [];
try {
  console.log(`Throughput, wrk (1 thread, 16 connections), ${seconds} s per measurement, Accept-Encoding: gzip, deflate, br, same server and run`);
  await run(smallFile);
  for (const entry of cases) {
    await wrk(wrkPath, server.url + entry.path, { connections: 16, seconds: 1, headers, requestScript: entry.script }); // warm up this route
    const answer = await run(entry.path, entry.script);
    const file = await run(entry.file);
    const ratio = answer.rps / file.rps;
    let verdict = '';
    if (entry.target !== undefined) {
      const met = ratio >= entry.target;
      verdict = `  target >= ${entry.target}x: ${met ? 'met' : 'MISSED'}`;
      if (!met) missed.push(`${entry.name} ${ratio.toFixed(2)}x < ${entry.target}x`);
    }
    console.log(`${entry.name.padEnd(20)} ${format(answer)}  | file ${format(file)}  | ${ratio.toFixed(2)}x${verdict}`);
  }

  // A prebuilt surah of about the cached search's size, both sent in br.
  const sample = await fetch(server.url + cachedSearch, { headers: { 'X-API-Key': key, 'Accept-Encoding': 'identity' } });
  const size = (await sample.arrayBuffer()).byteLength;
  const surahDir = path.join(ROOT, 'dist/client/api/v1/surah');
  const nearest = readdirSync(surahDir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({ name, bytes: statSync(path.join(surahDir, name)).size }))
    .sort((a, b) => Math.abs(a.bytes - size) - Math.abs(b.bytes - size))[0]!;
  const filePath = `/api/v1/surah/${nearest.name}`;
  const cpu: number[][] = [[], []];
  for (let round = 0; round < 3; round++) {
    cpu[0]!.push((await run(cachedSearch)).serverCpuUs!);
    cpu[1]!.push((await run(filePath)).serverCpuUs!);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
  const ratio = median(cpu[0]!.map((value, i) => value / cpu[1]![i]!));
  const met = ratio <= 1.1;
  if (!met) missed.push(`cached search CPU ${ratio.toFixed(2)}x a file of its size`);
  console.log(
    `\nA cached search (${size.toLocaleString('en')} bytes, br) against ${filePath} (${nearest.bytes.toLocaleString('en')} bytes, br), CPU per request, 3 rounds: ` +
      `${cpu[0]!.map((v) => v.toFixed(1)).join(', ')} against ${cpu[1]!.map((v) => v.toFixed(1)).join(', ')} µs: ${ratio.toFixed(2)}x (target ≤ 1x, within the 10% noise): ${met ? 'met' : 'MISSED'}`,
  );

  console.log('\nBytes downloaded for /api/v1/surah/2 (body only)');
  for (const encoding of ['identity', 'gzip', 'br']) {
    const response = await fetch(server.url + '/api/v1/surah/2', { headers: { 'Accept-Encoding': encoding } });
    await response.arrayBuffer();
    const length = Number(response.headers.get('content-length'));
    console.log(`  ${encoding.padEnd(8)} ${length.toLocaleString('en').padStart(9)} bytes  (${response.headers.get('content-encoding') ?? 'uncompressed'})`);
  }
} finally {
  server.child.kill();
}
console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nEvery target met.');
process.exitCode = missed.length ? 1 : 0;

/** The surah file nearest in size to `bytes`, as a path. */
function surahFileNear(bytes: number): { path: string; bytes: number } {
  const surahDir = path.join(ROOT, 'dist/client/api/v1/surah');
  const nearest = readdirSync(surahDir)
    .filter((name) => /^\d+\.json$/.test(name))
    .map((name) => ({ name, bytes: statSync(path.join(surahDir, name)).size }))
    .sort((a, b) => Math.abs(a.bytes - bytes) - Math.abs(b.bytes - bytes))[0]!;
  return { path: `/api/v1/surah/${nearest.name}`, bytes: nearest.bytes };
}

/** The live rows with targets, for ours and a base bundle side by side in rotating rounds; 1 when a target is missed. */
async function sideBySide(baseBundle: string, oursBundle: string | undefined, rounds: number): Promise<number> {
  const env = { ...limitsOutOfReach, DIST_DIR: path.join(ROOT, 'dist') };
  const servers: { name: string; child: import('node:child_process').ChildProcess; url: string }[] = [];
  try {
    for (const [name, bundle] of [['ours', oursBundle], ['base', baseBundle]] as const) {
      const started = bundle ? await startBundle(bundle, env) : await startBuiltServer(limitsOutOfReach);
      await indexesLoaded(started);
      servers.push({ name, child: started.child, url: started.url });
    }
    const placeServer = keepLoadApart();
    if (placeServer) for (const server of servers) placeServer(server.child.pid!);
    const sample = await fetch(servers[0]!.url + cachedSearch, { headers: { 'X-API-Key': key, 'Accept-Encoding': 'identity' } });
    const size = (await sample.arrayBuffer()).byteLength;
    const file = surahFileNear(size);
    const measure = (server: (typeof servers)[number], target: string, script?: string) =>
      wrk(wrkPath!, server.url + target, { connections: 16, seconds, headers, pid: server.child.pid, requestScript: script });
    for (const server of servers) {
      for (const [target, script] of [[smallFile], ['/api/v1/search', distinctSearch], [cachedSearch], [file.path]] as const) {
        await wrk(wrkPath!, server.url + target, { connections: 16, seconds: 1, headers, requestScript: script });
      }
    }
    type Round = { distinct: WrkResult; small: WrkResult; cached: WrkResult; file: WrkResult };
    const results = new Map<string, Round[]>(servers.map((server) => [server.name, []]));
    const loads: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(round + i) % servers.length]!;
        const distinct = await measure(server, '/api/v1/search', distinctSearch);
        const small = await measure(server, smallFile);
        const cached = await measure(server, cachedSearch);
        const sized = await measure(server, file.path);
        for (const [r, what] of [[distinct, 'distinct search'], [small, smallFile], [cached, cachedSearch], [sized, file.path]] as const) {
          if (r.badStatuses || r.socketErrors) throw new Error(`${server.name}, ${what}: ${r.badStatuses} bad statuses, ${r.socketErrors} socket errors`);
        }
        results.get(server.name)!.push({ distinct, small, cached, file: sized });
      }
      loads.push(os.loadavg()[0]!);
    }
    const cpu = (r: WrkResult) => r.serverCpuUs!;
    const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ');
    console.log(`Live answers side by side, wrk (1 thread, 16 connections), ${seconds} s a measurement, ${rounds} rotating rounds, Accept-Encoding: gzip, deflate, br; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`);
    console.log(`A cached search is ${size.toLocaleString('en')} bytes as is; its file of about that size: ${file.path} (${file.bytes.toLocaleString('en')} bytes)`);
    let missed = 0;
    for (const server of servers) {
      const own = results.get(server.name)!;
      const distinctRatio = median(own.map((r) => r.distinct.rps / r.small.rps));
      const distinctCpuRatio = median(own.map((r) => cpu(r.small) / cpu(r.distinct)));
      const cachedRatio = median(own.map((r) => cpu(r.cached) / cpu(r.file)));
      console.log(`\n${server.name}:`);
      console.log(`  Search ar, distinct: CPU ${list(own.map((r) => cpu(r.distinct)))} µs/req, ${list(own.map((r) => r.distinct.rps))} req/s; small file CPU ${list(own.map((r) => cpu(r.small)))} µs/req, ${list(own.map((r) => r.small.rps))} req/s`);
      console.log(`    req/s against the small file ${distinctRatio.toFixed(2)}x, by CPU per request ${distinctCpuRatio.toFixed(2)}x (target >= 0.3x)`);
      console.log(`  Search ar, cached: CPU ${list(own.map((r) => cpu(r.cached)))} µs/req against the file's ${list(own.map((r) => cpu(r.file)))}: ${cachedRatio.toFixed(2)}x (target <= 1x, within the 10% noise)`);
      if (server.name === 'ours' && (distinctRatio < 0.3 || cachedRatio > 1.1)) missed = 1;
    }
    const ours = results.get('ours')!;
    const base = results.get('base')!;
    const against = (pick: (r: Round) => WrkResult) => median(ours.map((r, i) => cpu(pick(r)) / cpu(pick(base[i]!))));
    console.log(`\nours / base, CPU per request, median of per-round ratios: distinct search ${against((r) => r.distinct).toFixed(2)}x, cached search ${against((r) => r.cached).toFixed(2)}x, small file ${against((r) => r.small).toFixed(2)}x, ${file.path} ${against((r) => r.file).toFixed(2)}x`);
    return missed;
  } finally {
    for (const server of servers) server.child.kill();
  }
}
