/**
 * A handful of hostile clients against one server process, on loopback, in one run: a victim's
 * latency (a live `/v1/hijri/today` every 50 ms from an address of its own, each on a new connection)
 * against its baseline measured in the same run, and the server's RSS before and after, under
 *   1. 20 hostile addresses, 4 keep-alive connections each, asking for costly live answers (jummal
 *      texts of 995 × ﷽, each new) as fast as they are answered;
 *   2. a slow-read lockout from 8 addresses: each holds its share of connections (MAX_CONNECTIONS 400,
 *      50 per address) and pipelines 50 `surah/2` on each, never reading;
 *   3. 42 first searches from one connection, one per edition (`edition=`) and `lang=ar`/`lang=en`,
 *      on a server just started;
 *   4. one address, 4 keep-alive connections cycling distinct prebuilt files (every ayah's and
 *      every word's file, none asked twice): each a miss of the file cache, work charged to it.
 * Targets: the victim's p50 within 2x of its baseline; RSS within 10%.
 *
 *   npm run bench:hostile                       # this tree's server over dist/
 *   npx tsx bench/hostile-clients.bench.ts --server OTHER/server/main.ts --dist OTHER_DIST --seconds 10
 *   npx tsx bench/hostile-clients.bench.ts --only 2 --per-address 250   # 2,000 slow connections (the defaults' cap)
 * Every loop is bounded in time; every process and socket it opens is closed at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EDITIONS, editionTexts } from '../src/quran/editions';
import { rssOf } from './lib/server';
import { percentile } from './lib/stats';
import { YOUNG_GENERATION_FLAGS } from '../server/process/young-generation';

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1]!;
};
const SERVER = path.resolve(arg('server', path.join(ROOT, 'server', 'main.ts')));
const DIST = path.resolve(arg('dist', path.join(ROOT, 'dist')));
const SECONDS = Number(arg('seconds', '10'));
/** Scenario 2's connections per address (8 addresses); `--per-address 250` fills the default MAX_CONNECTIONS of 2,000. */
const PER_ADDRESS = Number(arg('per-address', '50'));
/** `--only 2` runs one scenario. */
const ONLY = arg('only', '');
const runs = (n: string) => ONLY === '' || ONLY.split(',').includes(n);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Running {
  child: ChildProcess;
  port: number;
}

function start(env: Record<string, string> = {}): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...YOUNG_GENERATION_FLAGS, '--import', 'tsx', SERVER], {
      cwd: path.dirname(path.dirname(SERVER)),
      env: { ...process.env, DIST_DIR: DIST, HOST: '127.0.0.1', PORT: '0', ACCESS_LOG: 'off', RATE_LIMITS: 'on', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no start in 120 s: ${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.stderr!.on('data', () => {});
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

/** Waits until the server's RSS holds steady for 2 s (its indexes loaded after ready), at most 30 s. */
async function settle(server: Running): Promise<void> {
  let last = rssOf(server.child.pid!);
  for (let i = 0, steady = 0; i < 60 && steady < 4; i++) {
    await pause(500);
    const now = rssOf(server.child.pid!);
    steady = Math.abs(now - last) < 2 ? steady + 1 : 0;
    last = now;
  }
}

function stop(server: Running): Promise<void> {
  return new Promise((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/** One GET; resolves with its status (0: failed or no answer in 5 s) and ms. */
function get(port: number, target: string, options: { agent?: Agent; localAddress?: string } = {}): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent: options.agent ?? false, localAddress: options.localAddress, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

/** The victim: one request every 50 ms for `seconds`, each on a new connection from 127.0.0.2. */
async function victim(port: number, seconds: number) {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const { status, ms } = await get(port, '/v1/hijri/today', { localAddress: '127.0.0.2' });
    if (status === 200) times.push(ms);
    else (failed++, times.push(5_000));
    await pause(50);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), answered: times.length - failed, failed };
}

const report = (name: string, base: { p50: number; p99: number }, run: Awaited<ReturnType<typeof victim>>, rss: [number, number], extra = '') =>
  console.log(
    `${name}: victim p50 ${run.p50.toFixed(1)} ms (${(run.p50 / base.p50).toFixed(2)}x its baseline ${base.p50.toFixed(1)}), p99 ${run.p99.toFixed(1)} ms ` +
      `(baseline ${base.p99.toFixed(1)}), ${run.answered} answered, ${run.failed} failed; RSS ${rss[0].toFixed(0)} → ${rss[1].toFixed(0)} MB (${(rss[1] / rss[0]).toFixed(2)}x)${extra}`,
  );

/** 1. Twenty addresses asking for costly answers as fast as they are answered. */
async function costlyAddresses(port: number, seconds: number) {
  const until = performance.now() + seconds * 1000;
  const statuses: Record<number, number> = {};
  let n = 0;
  const loop = async (address: string, agent: Agent) => {
    while (performance.now() < until) {
      const text = '\uFDFD'.repeat(995) + [...String(n++)].map((digit) => 'ابجدهوزحطي'[Number(digit)]).join('');
      const { status } = await get(port, `/v1/jummal?text=${encodeURIComponent(text)}`, { agent, localAddress: address });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const agents: Agent[] = [];
  const loops = Array.from({ length: 20 }, (_, a) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    agents.push(agent);
    return Array.from({ length: 4 }, () => loop(`127.0.1.${a + 1}`, agent));
  }).flat();
  return {
    done: Promise.all(loops).then(() => {
      for (const agent of agents) agent.destroy();
      return statuses;
    }),
  };
}

/** 2. Eight addresses that fill their share of connections with pipelined requests and never read. */
async function slowReaders(port: number, perAddress: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const pipeline = 'GET /api/v1/surah/2.json HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(50);
  for (let a = 0; a < 8; a++) {
    for (let i = 0; i < perAddress; i++) {
      const socket = connect({ host: '127.0.0.1', port, localAddress: `127.0.2.${a + 1}` });
      socket.on('error', () => {});
      socket.pause();
      socket.write(pipeline);
      sockets.push(socket);
    }
    await pause(20);
  }
  return sockets;
}

/** 3. The first search in every edition and language, one after the other on one keep-alive connection. */
async function firstSearches(port: number, nth = 0) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const targets = [
    `/api/v1/search?lang=ar&q=${encodeURIComponent(['رحمة', 'الله'][nth % 2]!)}`,
    `/api/v1/search?lang=en&q=${['mercy', 'lord'][nth % 2]}`,
    ...EDITIONS.filter((edition) => edition.id !== 'en-sahih').map((edition) => {
      const first = editionTexts(edition.id)[0]![0]!;
      const words = first.split(' ').filter((candidate) => /\p{L}/u.test(candidate));
      const word = words[Math.min(nth, words.length - 1)] ?? first;
      return `/api/v1/search?edition=${edition.id}&limit=1&q=${encodeURIComponent(word)}`;
    }),
  ].slice(0, 42);
  const statuses: Record<number, number> = {};
  const started = performance.now();
  const each: number[] = [];
  for (const target of targets) {
    const { status, ms } = await get(port, target, { agent, localAddress: '127.0.3.1' });
    statuses[status] = (statuses[status] ?? 0) + 1;
    each.push(ms);
    // Within the search's count of 30 a second: what is measured is the work, not the limiter.
    await pause(40);
  }
  agent.destroy();
  return { count: targets.length, statuses, seconds: (performance.now() - started) / 1000, slowest: Math.max(...each), median: [...each].sort((a, b) => a - b)[each.length >> 1]! };
}

/** 4. One address cycling distinct files on 4 keep-alive connections; the server's share of a core. */
async function distinctFiles(server: Running, seconds: number) {
  const targets = ['ayah', 'words'].flatMap((kind) => {
    const folder = path.join(DIST, 'client', 'api', 'v1', kind);
    return readdirSync(folder).flatMap((surah) => {
      try {
        return readdirSync(path.join(folder, surah)).filter((name) => name.endsWith('.json')).map((name) => `/api/v1/${kind}/${surah}/${name}`);
      } catch {
        return [];
      }
    });
  });
  const until = performance.now() + seconds * 1000;
  const statuses: Record<number, number> = {};
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  let next = 0;
  const cpuBefore = cpuMsOf(server.child.pid!);
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < until && next < targets.length) {
      const { status } = await get(server.port, targets[next++]!, { agent, localAddress: '127.0.4.1' });
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, loop));
  agent.destroy();
  const cores = (cpuMsOf(server.child.pid!) - cpuBefore) / (performance.now() - started);
  return { statuses, cores, files: targets.length };
}

/** CPU time (user and system) a process has used, in ms (Linux). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

console.log(`server ${path.relative(process.cwd(), SERVER) || SERVER} over ${DIST}, ${SECONDS} s per phase`);

if (runs('1')) {
  const server = await start();
  await settle(server);
  const base = await victim(server.port, SECONDS / 2);
  const rssBefore = rssOf(server.child.pid!);
  // RSS under this attack rises and falls with V8's collections of the old generation: one reading
  // at the end says little, so it is read every 250 ms: the peak, the end, and 3 s after the attack.
  const readings: number[] = [];
  const sampler = setInterval(() => readings.push(rssOf(server.child.pid!)), 250);
  const attack = await costlyAddresses(server.port, SECONDS + 1);
  await pause(500);
  const during = await victim(server.port, SECONDS);
  const statuses = await attack.done;
  clearInterval(sampler);
  const rssEnd = rssOf(server.child.pid!);
  await pause(3000);
  const rssAfter = rssOf(server.child.pid!);
  const peak = Math.max(...readings, rssEnd);
  report(
    '1. 20 hostile addresses',
    base,
    during,
    [rssBefore, rssEnd],
    `; RSS peak ${peak.toFixed(0)} MB (${(peak / rssBefore).toFixed(2)}x), 3 s after ${rssAfter.toFixed(0)} MB (${(rssAfter / rssBefore).toFixed(2)}x); hostile answers ${JSON.stringify(statuses)}`,
  );
  await stop(server);
}
if (runs('2')) {
  const server = await start({ MAX_CONNECTIONS: String(8 * PER_ADDRESS), MAX_CONNECTIONS_PER_CLIENT: String(PER_ADDRESS) });
  await settle(server);
  const base = await victim(server.port, SECONDS / 2);
  const rssBefore = rssOf(server.child.pid!);
  const sockets = await slowReaders(server.port, PER_ADDRESS);
  await pause(3_000);
  const during = await victim(server.port, SECONDS);
  const rssAfter = rssOf(server.child.pid!);
  const open = sockets.filter((socket) => !socket.destroyed && socket.readyState === 'open').length;
  for (const socket of sockets) socket.destroy();
  report(`2. slow-read lockout, 8 addresses × ${PER_ADDRESS}`, base, during, [rssBefore, rssAfter], `; ${open} of ${sockets.length} hostile sockets still open on their side`);
  await stop(server);
}
if (runs('3')) {
  const server = await start();
  const readyAt = performance.now();
  await settle(server);
  const base = await victim(server.port, SECONDS / 2);
  const rssBefore = rssOf(server.child.pid!);
  const [searches, during] = await Promise.all([firstSearches(server.port), victim(server.port, SECONDS)]);
  // Second searches in every language (other words, so that no answer comes from the cache): a first
  // search in any language should cost what a second one does.
  const again = await firstSearches(server.port, 1);
  report(
    '3. 42 first searches, one connection',
    base,
    during,
    [rssBefore, rssOf(server.child.pid!)],
    `; searches ${JSON.stringify(searches.statuses)} in ${searches.seconds.toFixed(1)} s, slowest ${searches.slowest.toFixed(0)} ms, median ${searches.median.toFixed(1)} ms; second searches (other words): median ${again.median.toFixed(1)} ms, slowest ${again.slowest.toFixed(0)} ms (ready ${((performance.now() - readyAt) / 1000).toFixed(0)} s before the end)`,
  );
  await stop(server);
}
if (runs('4')) {
  const server = await start();
  await settle(server);
  const base = await victim(server.port, SECONDS / 2);
  const rssBefore = rssOf(server.child.pid!);
  const [attack, during] = await Promise.all([distinctFiles(server, SECONDS), victim(server.port, SECONDS)]);
  report(
    '4. one address cycling distinct files',
    base,
    during,
    [rssBefore, rssOf(server.child.pid!)],
    `; its answers ${JSON.stringify(attack.statuses)} of ${attack.files} files, the server at ${attack.cores.toFixed(2)} cores`,
  );
  await stop(server);
}
