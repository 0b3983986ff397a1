/**
 * The cost of putting the build's answers on disk: OutputDir (scripts/lib/output-dir.ts: one thread
 * of its own, synchronous calls, batches) against the usual Node way as the baseline, in the same run:
 * `fs.promises.writeFile` with 64 writes in flight on libuv's threads (what OutputDir did before).
 *
 *   npx tsx bench/write-files.bench.ts [files] [rounds]   # default: the first 100,000 answers, 3 rounds
 *
 * Each round writes the same answers (made once, before timing) into a new folder under dist/, with
 * each way in turn (A B, then B A, ...), and prints wall time and CPU time (user + sys, every thread
 * of this process), then the medians as ratios to the baseline. The folders are deleted at the end
 * (BENCH_WRITE_KEEP=1 keeps them; BENCH_WRITE_ROOT=<folder> writes below another folder than dist/).
 *
 * Creating a file is kernel work whose cost on this machine varies 10-20x with the filesystem's
 * history: the same 50,000 answers took 1.3 s on a fresh filesystem and 11-29 s after a day of builds
 * writing and deleting 440,000 files each (ext4 without a journal: `perf` puts the time in its inode
 * allocator, find_inode_bit -> recently_deleted). Compare the two ways within one run, not runs with
 * each other.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { allRoutes } from '../src/api/routes';
import { readApiConfig } from '../src/api/config';
import { dataTreeFiles, type DataFile } from '../scripts/lib/distribution';
import { OutputDir } from '../scripts/lib/output-dir';
import { median } from './lib/stats';

const COUNT = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const ROOT = path.resolve(process.env.BENCH_WRITE_ROOT ?? 'dist', `bench-write-files-${process.pid}`);

const answers: DataFile[] = [];
for (const file of dataTreeFiles(allRoutes, { now: new Date(0), config: readApiConfig() })) {
  answers.push(file);
  if (answers.length >= COUNT) break;
}
const megabytes = answers.reduce((sum, file) => sum + file.bytes.length, 0) / 1e6;
console.log(`${answers.length.toLocaleString('en')} answers, ${megabytes.toFixed(1)} MB, ${ROUNDS} rounds`);

async function withOutputDir(dir: string): Promise<void> {
  const out = new OutputDir(dir);
  for (const file of answers) await out.write(file.url, file.bytes);
  await out.flush();
}

async function withPromises(dir: string): Promise<void> {
  const made = new Set<string>();
  const pending = new Set<Promise<void>>();
  for (const file of answers) {
    const target = path.join(dir, file.url);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    if (pending.size >= 64) await Promise.race(pending);
    const write: Promise<void> = writeFile(target, file.bytes).finally(() => pending.delete(write));
    pending.add(write);
  }
  await Promise.all(pending);
}

const ways = { 'OutputDir (one thread, sync)': withOutputDir, 'baseline: fs.promises, 64 in flight': withPromises } as const;
type Way = keyof typeof ways;
const results = new Map<Way, { wall: number[]; cpu: number[] }>(Object.keys(ways).map((way) => [way as Way, { wall: [], cpu: [] }]));
try {
  for (let round = 0; round < ROUNDS; round++) {
    const order = (Object.keys(ways) as Way[])[round % 2 === 0 ? 'slice' : 'reverse']();
    for (const way of order) {
      const dir = path.join(ROOT, `${round}-${way.split(' ')[0]}`);
      const cpuBefore = process.cpuUsage();
      const begun = performance.now();
      await ways[way](dir);
      const wall = (performance.now() - begun) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const cpuSeconds = (cpu.user + cpu.system) / 1e6;
      results.get(way)!.wall.push(wall);
      results.get(way)!.cpu.push(cpuSeconds);
      console.log(`  round ${round + 1}  ${way.padEnd(38)} ${wall.toFixed(1).padStart(6)} s wall  ${cpuSeconds.toFixed(1).padStart(6)} s CPU (user ${(cpu.user / 1e6).toFixed(1)}, sys ${(cpu.system / 1e6).toFixed(1)})`);
    }
  }
} finally {
  if (!process.env.BENCH_WRITE_KEEP) rmSync(ROOT, { recursive: true, force: true });
}
const [ours, baseline] = [...results.values()].map((r) => ({ wall: median(r.wall), cpu: median(r.cpu) }));
console.log(`medians: OutputDir ${ours!.wall.toFixed(1)} s wall, ${ours!.cpu.toFixed(1)} s CPU; baseline ${baseline!.wall.toFixed(1)} s, ${baseline!.cpu.toFixed(1)} s`);
console.log(`OutputDir / baseline: wall ${(ours!.wall / baseline!.wall).toFixed(2)}x, CPU ${(ours!.cpu / baseline!.cpu).toFixed(2)}x (lower is better)`);
