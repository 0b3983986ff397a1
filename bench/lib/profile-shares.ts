/**
 * Where a server's CPU goes under a load: the server run from its source (server/main.ts through tsx,
 * so that each function keeps its file) with `node --cpu-prof`, the load run against it, the profile
 * written at its exit, and each sample counted for the innermost frame of a known part:
 *   - matching: src/quran/search (the index, postings, verification; the page's selection), src/quran/normalize;
 *   - ranking: none (results come in mushaf order; no function ranks them), stated so the share is not missed;
 *   - JSON: src/quran/search/answer-json.ts, src/shared/json-bytes.ts, JSON.stringify;
 *   - compression: node:zlib and server/files/compression.ts (brotli and gzip run on the main thread);
 *   - files: reading a prebuilt file and checking it (node:fs, hashing, server/files/ but compression);
 *   - computing: the other domains' code (src/prayer, src/hijri, src/jummal, src/shared, src/api's
 *     vocabulary and JSON writers, adhan, astronomy-engine, the zone look-up);
 *   - HTTP and the server: node:_http_*, node:net, server/ (parsing, steps, headers, the socket);
 *   - GC, and the rest (the profiler's own "(program)" and other code).
 * Idle samples are not counted, nor those before or after the load (the start's loading of the indexes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { YOUNG_GENERATION_FLAGS } from '../../server/process/young-generation';
import { indexesLoaded } from './server';
import { keepLoadApart } from './wrk';

interface Profile {
  nodes: ProfileNode[];
  /** µs of the monotonic clock (process.hrtime's), each sample's the previous one's plus its delta. */
  startTime?: number;
  samples?: number[];
  timeDeltas?: number[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  hitCount?: number;
  children?: number[];
}

type Part = 'matching' | 'JSON' | 'computing' | 'compression' | 'files' | 'HTTP and the server' | 'GC' | 'other';

function partOf({ functionName, url }: ProfileNode['callFrame']): Part | null {
  if (functionName === '(garbage collector)') return 'GC';
  if (url.includes('/src/quran/search/answer-json') || url.includes('/src/shared/json-bytes') || url.endsWith('/src/api/json.ts') || functionName === 'stringify') return 'JSON';
  if (url.includes('/src/quran/search/') || url.includes('/src/quran/normalize')) return 'matching';
  if (url === 'node:zlib' || url.includes('/server/files/compression')) return 'compression';
  if (url === 'node:fs' || url === 'node:internal/crypto/hash' || url.includes('/server/files/')) return 'files';
  if (/\/src\/(?:prayer|hijri|jummal|shared|api)\/|\/node_modules\/(?:adhan|astronomy-engine|@photostructure)\//.test(url)) return 'computing';
  if (url.startsWith('node:_http') || url === 'node:net' || url.startsWith('node:internal/stream') || url.includes('/server/')) return 'HTTP and the server';
  return null;
}

/**
 * Shares of the profile's non-idle samples by part, as one line. `window`: only the samples taken
 * between these instants (µs, process.hrtime's clock, which V8's profiler uses): the load's, not the
 * start's loading of the indexes, which the whole profile holds too.
 */
export function sharesOf(profile: Profile, window?: { from: number; to: number }): string {
  const parent = new Map<number, number>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parent.set(child, node.id);
  }
  const hitsOf = hitsIn(profile, window);
  const counts = new Map<Part, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    let part: Part | null = null;
    for (let at: number | undefined = node.id; at !== undefined && part === null; at = parent.get(at)) part = partOf(byId.get(at)!.callFrame);
    counts.set(part ?? 'other', (counts.get(part ?? 'other') ?? 0) + hits);
    total += hits;
  }
  const parts: Part[] = ['matching', 'JSON', 'computing', 'compression', 'files', 'HTTP and the server', 'GC', 'other'];
  return `${parts.map((part) => `${part} ${((100 * (counts.get(part) ?? 0)) / total).toFixed(1)}%`).join(', ')}; ranking 0% (none: mushaf order); ${total} samples`;
}

/** Each node's samples, all of them or only those between two instants (µs, process.hrtime's clock). */
function hitsIn(profile: Profile, window?: { from: number; to: number }): Map<number, number> {
  const hitsOf = new Map<number, number>();
  if (window && profile.samples && profile.timeDeltas && profile.startTime !== undefined) {
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas![i]!;
      if (at >= window.from && at <= window.to) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1);
    });
  } else for (const node of profile.nodes) hitsOf.set(node.id, node.hitCount ?? 0);
  return hitsOf;
}

/** The `count` functions with the most samples of their own, with their shares: `name (file) 12.3%`. */
export function topFunctions(profile: Profile, count: number, window?: { from: number; to: number }): string {
  const hitsOf = hitsIn(profile, window);
  const own = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = hitsOf.get(node.id) ?? 0;
    if (!hits || node.callFrame.functionName === '(idle)') continue;
    const { functionName, url } = node.callFrame;
    const name = `${functionName || '(anonymous)'} (${url.replace(/^.*\/(?=[^/]+\/[^/]+$)/, '') || 'native'})`;
    own.set(name, (own.get(name) ?? 0) + hits);
    total += hits;
  }
  return [...own].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, hits]) => `${name} ${((100 * hits) / total).toFixed(1)}%`).join(', ');
}

/** Runs `load` against the server from its source under --cpu-prof, then returns the shares of its profile and its top functions. */
export async function profileShares(env: Record<string, string>, load: (url: string, pid: number) => Promise<void>, top = 8): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'cpu-prof-'));
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, ...YOUNG_GENERATION_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let output = '';
  let loadFrom = 0;
  let loadTo = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the profiled server exited (${code}) before listening`)));
  });
  try {
    await indexesLoaded({ child, startupOutput: output });
    keepLoadApart()?.(child.pid!);
    loadFrom = Number(process.hrtime.bigint() / 1000n);
    await load(url, child.pid!);
    loadTo = Number(process.hrtime.bigint() / 1000n);
  } finally {
    child.kill('SIGINT');
    await exited;
  }
  // tsx's loader thread writes a profile of its own: the main thread's is the largest.
  const file = readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort((a, b) => statSync(path.join(dir, b)).size - statSync(path.join(dir, a)).size)[0];
  if (!file) return 'no profile written';
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile;
  const window = loadTo > loadFrom ? { from: loadFrom, to: loadTo } : undefined;
  return `${sharesOf(profile, window)}\n  most samples of their own: ${topFunctions(profile, top, window)}`;
}
