/**
 * Start and memory at rest: `npx tsx bench/start.bench.ts [rounds]` after `npm run build`.
 *
 * Starts the built server (`node dist/server.mjs`, as `npm start` runs it) and polls it every 10 ms:
 * the time from spawn to the first prebuilt file answered, and to `/readyz` answering 200 (every
 * search index loaded, the Quran's and the 41 editions', and every warm-up done). Then its RSS at
 * rest, 3 s after ready, and what the server says of its start: the longest slice of index loading
 * and the longest event-loop delay while loading (`monitorEventLoopDelay`, in server/main.ts).
 *
 * Baseline in the same run: the same server over a dist folder without `search-indexes/` (nothing
 * to load: its searches answer 503), and a bare `node:http` server's RSS. Rounds alternate
 * (A B A B); medians. Targets: ready in under 1.5 s, no loading turn over 50 ms. Then what holds
 * the memory, part by part (bench/lib/rss-parts.ts).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rssOf } from './lib/server';
import { median } from './lib/stats';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const rounds = Number(process.argv[2] ?? '3');
const TARGET_READY_MS = 1500;

// The baseline's dist: the same client folder and server bundle, no prebuilt indexes.
const bare = mkdtempSync(path.join(os.tmpdir(), 'start-bench-'));
symlinkSync(path.join(DIST, 'client'), path.join(bare, 'client'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let nextPort = 43_100 + Math.floor(Math.random() * 1000);

interface Start {
  fileMs: number;
  readyMs: number;
  rssMb: number;
  /** The longest slice of index loading and the longest event-loop delay during it, as the server says (ms). */
  sliceMs: number;
  sliceIn: string;
  delayMs: number;
}

async function startOnce(distDir: string): Promise<Start> {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(DIST, 'server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let said = '';
  child.stdout!.on('data', (chunk: Buffer) => (said += chunk));
  const base = `http://127.0.0.1:${port}`;
  let fileMs = NaN;
  let readyMs = NaN;
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
    await sleep(3000);
    const loading = /longest slice (\d+) ms \(([^)]*)\), longest event-loop delay (\d+) ms/.exec(said);
    return { fileMs, readyMs, rssMb: rssOf(child.pid!), sliceMs: Number(loading?.[1] ?? NaN), sliceIn: loading?.[2] ?? '', delayMs: Number(loading?.[3] ?? NaN) };
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

const withFiles: Start[] = [];
const building: Start[] = [];
try {
  for (let round = 0; round < rounds; round++) {
    withFiles.push(await startOnce(DIST));
    building.push(await startOnce(bare));
  }
} finally {
  rmSync(bare, { recursive: true, force: true });
}
const bareRss = await bareNodeRss();

const cell = (starts: Start[], pick: (start: Start) => number, unit: string) => `${median(starts.map(pick)).toFixed(0)} ${unit}`.padStart(14);
const row = (label: string, starts: Start[]) =>
  `${label.padEnd(44)}${cell(starts, (s) => s.fileMs, 'ms')}${cell(starts, (s) => s.readyMs, 'ms')}${cell(starts, (s) => s.rssMb, 'MB')}${cell(starts, (s) => s.sliceMs, 'ms')}${cell(starts, (s) => s.delayMs, 'ms')}`;
console.log(`Start and memory at rest, Node ${process.version}, ${rounds} rounds, medians; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(`${''.padEnd(44)}${'first file'.padStart(14)}${'ready'.padStart(14)}${'RSS at rest'.padStart(14)}${'longest slice'.padStart(14)}${'loop delay'.padStart(14)}`);
console.log(row('ours, 42 prebuilt search indexes', withFiles));
console.log(row('baseline: no search-indexes/ (nothing loaded)', building));
console.log(`each round (ready ms / longest loop delay ms / longest slice ms, in): ${withFiles.map((s) => `${s.readyMs.toFixed(0)}/${s.delayMs}/${s.sliceMs} ${s.sliceIn}`).join(', ')}`);
console.log(`bare node:http server RSS: ${bareRss.toFixed(0)} MB`);
const ready = median(withFiles.map((s) => s.readyMs));
const met = ready < TARGET_READY_MS;
console.log(`ready ${ready.toFixed(0)} ms (target < ${TARGET_READY_MS} ms) ${met ? 'MET' : 'MISSED'}; ${(ready - median(building.map((s) => s.readyMs))).toFixed(0)} ms more than a server with nothing to load`);
console.log('');
console.log('What holds the memory at rest (the same parts loaded in order under tsx, bench/lib/rss-parts.ts):');
process.stdout.write(execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(ROOT, 'bench/lib/rss-parts.ts')], { cwd: ROOT, encoding: 'utf8' }));
process.exitCode = met ? 0 : 1;
