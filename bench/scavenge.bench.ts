/**
 * What one young-generation collection (a scavenge) costs our server against a bare `node:http`
 * server, under `wrk` at 20 connections on `/api/v1/ayah/2/255`. Under that load every pause of the
 * server is a scavenge, and each delays every request in flight: the p99 of the static path is made
 * of them. V8 walks the page list of the whole old generation at each scavenge (every 256 KB page and
 * every large object, for the old-to-new slots), so a scavenge's time grows with the number of pages
 * the process keeps, not with the answer: this bench prints, per server, the median and 90th
 * percentile scavenge (`--trace-gc-nvp`), the heap after it, how many there were, and wrk's p99.
 *
 * The bare server is given the young generation ours has at rest (16 MB semi-spaces) and, like ours,
 * scavenges on its main thread alone (server/process/gc-threads.ts), so that the old generation is the only
 * difference left. BASE=dist/base.mjs adds another server bundle (bench/lib/bundle-server.ts) in the
 * same rounds. Usage (after `npm run build`):
 *   npx tsx bench/scavenge.bench.ts [seconds per run, 4] [rounds, 3]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchKey, indexesLoaded, startBundle } from './lib/server';
import { median, percentile } from './lib/stats';
import { bareServerSource, sentHeadersOf } from './lib/bare-server';
import { ensureWrk, wrk } from './lib/wrk';
import { YOUNG_GENERATION_FLAGS } from '../server/process/young-generation';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? '4');
const ROUNDS = Number(process.argv[3] ?? '3');
const PATH = '/api/v1/ayah/2/255';
const CONNECTIONS = 20;

const wrkPath = ensureWrk();
if (!wrkPath) {
  console.log('The scavenge bench needs wrk: not run.');
  process.exit(2);
}

interface Scavenge {
  pauseMs: number;
  scavengeMs: number;
  heapAfterMb: number;
  allocatedBytes: number;
}

/** Reads a child's `--trace-gc-nvp` lines from its stdout, among the access log's, as they come. */
class ScavengeLog {
  private partial = '';
  readonly seen: Scavenge[] = [];

  constructor(child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => {
      const lines = (this.partial + chunk.toString('latin1')).split('\n');
      this.partial = lines.pop()!;
      for (const line of lines) {
        if (!line.includes(' gc=s ')) continue;
        const field = (name: string) => Number(new RegExp(` ${name}=([0-9.]+)`).exec(line)?.[1] ?? NaN);
        this.seen.push({ pauseMs: field('pause'), scavengeMs: field('scavenge'), heapAfterMb: field('total_size_after') / 1048576, allocatedBytes: field('allocated') });
      }
    });
  }
}

interface Target {
  name: string;
  url: string;
  child: ChildProcess;
  log: ScavengeLog;
}

const { file: keysFile, key } = benchKey();
const REQUEST_HEADERS = { 'X-API-Key': key };
const GC_FLAGS = ['--trace-gc-nvp'];


async function startOurs(name: string, bundle: string): Promise<Target> {
  const server = await startBundle(bundle, { API_KEYS_FILE: keysFile }, [...YOUNG_GENERATION_FLAGS, ...GC_FLAGS]);
  const log = new ScavengeLog(server.child);
  await indexesLoaded(server);
  return { name, url: server.url, child: server.child, log };
}

const targets: Target[] = [await startOurs('ours', path.join(ROOT, 'dist/server.mjs'))];
if (process.env.BASE) targets.push(await startOurs('base', process.env.BASE));

const sample = await fetch(targets[0]!.url + PATH, { headers: { ...REQUEST_HEADERS, 'Accept-Encoding': 'identity' } });
const sentHeaders = sentHeadersOf(sample);
const bytes = Buffer.from(await sample.arrayBuffer());
const scratch = mkdtempSync(path.join(os.tmpdir(), 'scavenge-'));
const bareScript = path.join(scratch, 'bare.mjs');
writeFileSync(bareScript, bareServerSource(bytes, sentHeaders, 0));
const bare = spawn(process.execPath, [...GC_FLAGS, '--min-semi-space-size=16', '--max-semi-space-size=16', '--no-parallel-scavenge', bareScript], { stdio: ['ignore', 'pipe', 'inherit'] });
const bareUrl = await new Promise<string>((resolve) => {
  let out = '';
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    const match = /listening on (http:\/\/\S+)/.exec(out);
    if (match) {
      bare.stdout!.off('data', onData);
      resolve(match[1]!);
    }
  };
  bare.stdout!.on('data', onData);
});
targets.push({ name: 'bare node:http', url: bareUrl, child: bare, log: new ScavengeLog(bare) });

const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
console.log(`Scavenges under wrk -c${CONNECTIONS} on ${PATH}, ${seconds} s per run, ${ROUNDS} rotating rounds (Node ${process.version}, load average ${load()} at the start)\n`);
const results = new Map<string, { scavenges: Scavenge[]; p99: number[]; counts: number[]; kbPerAnswer: number[] }>(targets.map((t) => [t.name, { scavenges: [], p99: [], counts: [], kbPerAnswer: [] }]));
try {
  for (const target of targets) await wrk(wrkPath, target.url + PATH, { connections: CONNECTIONS, seconds: 1, headers: REQUEST_HEADERS });
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(round + i) % targets.length]!;
      const from = target.log.seen.length;
      const run = await wrk(wrkPath, target.url + PATH, { connections: CONNECTIONS, seconds, headers: REQUEST_HEADERS });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const these = target.log.seen.slice(from);
      const result = results.get(target.name)!;
      result.scavenges.push(...these);
      result.p99.push(run.p99ms);
      result.counts.push(these.length / (run.requests / 1000));
      result.kbPerAnswer.push(these.reduce((sum, s) => sum + s.allocatedBytes, 0) / 1024 / run.requests);
    }
  }
  const rows = targets.map(({ name }) => {
    const { scavenges, p99, counts, kbPerAnswer } = results.get(name)!;
    const scavenge = scavenges.map((s) => s.scavengeMs);
    return { name, median: median(scavenge), p90: percentile([...scavenge].sort((a, b) => a - b), 90), pause: median(scavenges.map((s) => s.pauseMs)), heap: median(scavenges.map((s) => s.heapAfterMb)), perThousand: median(counts), kb: median(kbPerAnswer), p99: median(p99) };
  });
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(15)} scavenge median ${row.median.toFixed(2)} ms, p90 ${row.p90.toFixed(2)} ms (pause ${row.pause.toFixed(1)} ms)  ` +
        `heap after ${row.heap.toFixed(0).padStart(3)} MB  ${row.perThousand.toFixed(2)} per 1,000 answers (${row.kb.toFixed(1)} KB allocated per answer)  wrk p99 ${row.p99.toFixed(2)} ms`,
    );
  }
  const [ours, bareRow] = [rows[0]!, rows.at(-1)!];
  console.log(`  ours / bare node:http, scavenge median ${(ours.median / bareRow.median).toFixed(2)}x, heap ${(ours.heap / bareRow.heap).toFixed(1)}x, p99 ${(ours.p99 / bareRow.p99).toFixed(2)}x`);
  if (rows.length === 3) console.log(`  ours / base, scavenge median ${(ours.median / rows[1]!.median).toFixed(2)}x, heap ${(ours.heap / rows[1]!.heap).toFixed(2)}x`);
} finally {
  for (const target of targets) target.child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
