/**
 * Start and memory at rest: `npx tsx bench/start.bench.ts [rounds] [--baseline OTHER_SERVER.mjs]`
 * after `npm run build`.
 *
 * Starts the built server (`node --min-semi-space-size=16 dist/server.mjs`, as `npm start` runs it) and polls it every 10 ms:
 * the time from spawn to the first prebuilt file answered, and to `/readyz` answering 200. Then a
 * search of the last edition the server loads (`edition=`), at once: what a first search costs
 * while the indexes are still loading (it waits for its own index, loaded next). Then what the
 * server says once every index is loaded: when, the longest slice of loading and the longest
 * event-loop delay from listening to then (`monitorEventLoopDelay`, server/main.ts); its RSS at
 * rest, 3 s after that. The load average (`uptime`) at each start.
 *
 * `--baseline` (another tree's server bundle, copied into this dist/ so that it finds the same data
 * above it): the same figures for it in the same run, rounds alternating (A B A B); medians.
 * Targets: ready in under 1.5 s, no event-loop delay over 50 ms. Then what holds the memory, part
 * by part (bench/lib/rss-parts.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EDITIONS, editionTexts } from '../src/quran/editions';
import { PREBUILT_SEARCH_EDITIONS } from '../src/quran/search/translations';
import { rssOf } from './lib/server';
import { median } from './lib/stats';
import { YOUNG_GENERATION_FLAGS } from '../server/process/young-generation';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const rounds = Number(process.argv[2]?.startsWith('--') ? '3' : (process.argv[2] ?? '3'));
const TARGET_READY_MS = 1500;
const TARGET_DELAY_MS = 50;
const baselineSource = arg('baseline');
const baseline = baselineSource ? path.join(DIST, 'start-bench-baseline.mjs') : undefined;
if (baselineSource && baseline) copyFileSync(path.resolve(baselineSource), baseline);

const lastEdition = PREBUILT_SEARCH_EDITIONS.at(-1)!;
const lastEditionWord = editionTexts(lastEdition)[0]![0]!.split(' ').find((word) => /\p{L}/u.test(word))!;
if (!EDITIONS.some((edition) => edition.id === lastEdition)) throw new Error(`no edition ${lastEdition}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A port free now (other processes on this machine listen on ports of their own). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Start {
  load: number;
  fileMs: number;
  readyMs: number;
  /** The first search of the last edition loaded, sent at ready: its status and time. */
  searchStatus: number;
  searchMs: number;
  /** From spawn to the server's line saying every index is loaded. */
  loadedMs: number;
  rssMb: number;
  /** The longest slice of index loading and the longest event-loop delay, as the server says (ms). */
  sliceMs: number;
  sliceIn: string;
  delayMs: number;
}

async function startOnce(bundle: string): Promise<Start> {
  const port = await freePort();
  const load = os.loadavg()[0]!;
  const started = performance.now();
  const child = spawn(process.execPath, [...YOUNG_GENERATION_FLAGS, bundle], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: DIST, ACCESS_LOG: 'off' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  let loadedMs = NaN;
  child.stdout!.on('data', (chunk: Buffer) => {
    said += chunk;
    if (Number.isNaN(loadedMs) && /longest event-loop delay/.test(said)) loadedMs = performance.now() - started;
  });
  const base = `http://127.0.0.1:${port}`;
  let fileMs = NaN;
  let readyMs = NaN;
  let searchStatus = 0;
  let searchMs = NaN;
  try {
    while (performance.now() - started < 60_000) {
      try {
        if (Number.isNaN(fileMs) && (await fetch(`${base}/api/v1/ayah/1/1.json`)).ok) fileMs = performance.now() - started;
        if (!Number.isNaN(fileMs) && (await fetch(`${base}/readyz`)).status === 200) {
          readyMs = performance.now() - started;
          break;
        }
      } catch {
        // not listening yet
      }
      await sleep(10);
    }
    const searchStarted = performance.now();
    const search = await fetch(`${base}/api/v1/search?edition=${lastEdition}&limit=1&q=${encodeURIComponent(lastEditionWord)}`);
    await search.arrayBuffer();
    [searchStatus, searchMs] = [search.status, performance.now() - searchStarted];
    while (Number.isNaN(loadedMs) && performance.now() - started < 120_000) await sleep(50);
    await sleep(3000);
    const loading = /longest slice (\d+) ms \(([^)]*)\), longest event-loop delay (\d+) ms/.exec(said);
    return { load, fileMs, readyMs, searchStatus, searchMs, loadedMs, rssMb: rssOf(child.pid!), sliceMs: Number(loading?.[1] ?? NaN), sliceIn: loading?.[2] ?? '', delayMs: Number(loading?.[3] ?? NaN) };
  } finally {
    child.kill('SIGKILL');
  }
}

async function bareNodeRss(): Promise<number> {
  const child = spawn(process.execPath, ['-e', "require('node:http').createServer((q, s) => s.end('x')).listen(0, '127.0.0.1')"], { stdio: 'ignore' });
  await sleep(1500);
  const rss = rssOf(child.pid!);
  child.kill('SIGKILL');
  return rss;
}

const ours: Start[] = [];
const theirs: Start[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    ours.push(await startOnce(path.join(DIST, 'server.mjs')));
    if (baseline) theirs.push(await startOnce(baseline));
  }
} finally {
  if (baseline) rmSync(baseline, { force: true });
}
const bareRss = await bareNodeRss();

const COLUMNS: [string, (start: Start) => number, string][] = [
  ['first file', (s) => s.fileMs, 'ms'],
  ['ready', (s) => s.readyMs, 'ms'],
  ['1st search', (s) => s.searchMs, 'ms'],
  ['all loaded', (s) => s.loadedMs, 'ms'],
  ['RSS at rest', (s) => s.rssMb, 'MB'],
  ['longest slice', (s) => s.sliceMs, 'ms'],
  ['loop delay', (s) => s.delayMs, 'ms'],
];
const row = (label: string, starts: Start[]) => `${label.padEnd(34)}${COLUMNS.map(([, pick, unit]) => `${median(starts.map(pick)).toFixed(0)} ${unit}`.padStart(14)).join('')}`;
const rounds_ = (starts: Start[]) =>
  starts.map((s) => `load ${s.load.toFixed(1)}: ready ${s.readyMs.toFixed(0)}, search ${s.searchStatus} in ${s.searchMs.toFixed(0)}, delay ${s.delayMs}, slice ${s.sliceMs} (${s.sliceIn})`).join('; ');
console.log(`Start and memory at rest, built server (node ${YOUNG_GENERATION_FLAGS.join(' ')} dist/server.mjs), Node ${process.version}, ${rounds} rounds, medians; first search: edition=${lastEdition}`);
console.log(`${''.padEnd(34)}${COLUMNS.map(([name]) => name.padStart(14)).join('')}`);
console.log(row('this tree', ours));
if (baseline) console.log(row(`baseline ${path.basename(baselineSource!)}`, theirs));
console.log(`this tree, each round: ${rounds_(ours)}`);
if (baseline) console.log(`baseline, each round: ${rounds_(theirs)}`);
console.log(`bare node:http server RSS: ${bareRss.toFixed(0)} MB`);
const ready = median(ours.map((s) => s.readyMs));
const delay = median(ours.map((s) => s.delayMs));
const met = ready < TARGET_READY_MS && delay <= TARGET_DELAY_MS && ours.every((s) => s.searchStatus === 200);
console.log(
  `ready ${ready.toFixed(0)} ms (target < ${TARGET_READY_MS} ms), longest loop delay ${delay.toFixed(0)} ms (target ≤ ${TARGET_DELAY_MS} ms), ` +
    `first searches ${ours.map((s) => s.searchStatus).join(' ')}: ${met ? 'MET' : 'MISSED'}`,
);
console.log('');
console.log('What holds the memory at rest (the same parts loaded in order under tsx, bench/lib/rss-parts.ts):');
process.stdout.write(execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'bench/lib/rss-parts.ts')], { cwd: ROOT, encoding: 'utf8' }));
process.exitCode = met ? 0 : 1;
