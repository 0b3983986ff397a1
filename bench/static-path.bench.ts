/**
 * The static path against what the machine gives: our built server answering `/api/v1/ayah/2/255`
 * (a prebuilt file, default settings: access log on, rate limits on with a benchmark key whose
 * limits are out of reach) beside a bare `node:http` server sending the same bytes and headers from
 * memory, nginx (Debian's package, when installed: one process, access log off) serving the same
 * folder, and a trivial responder (bench/lib/trivial-responder.c, built with cc when present: epoll,
 * one canned answer per request) as the floor of this machine's loopback. Each is its own process,
 * and each is sent the same request (the key's header included, which the others ignore).
 *
 * The load comes from `wrk` (bench/lib/wrk.ts: one thread, a few µs per request), so the servers, not
 * the generator, set the rates; wrk (with this process) runs on a CPU of its own and every server on the
 * others (`keepLoadApart`, taskset; PIN=off leaves placement to the scheduler). Each server is loaded
 * WARM_UP_SECONDS before its rounds. Rounds rotate the order (A B C D, then B C D A, ...); each ratio is
 * taken within a round and the median of the rounds' ratios is compared with its target. Beside
 * req/s and p99 the bench prints each server's exact CPU per request (/proc/PID/task/TID/schedstat),
 * the steadier figure on a shared machine.
 *
 * Targets, at 20 and 100 connections: ours at most 1.3x the bare server's CPU per request,
 * at least 0.6x nginx's req/s, p99 at most 2x nginx's. Usage (after `npm run build`):
 *   npx tsx bench/static-path.bench.ts [seconds per run, 3] [rounds, 5]
 * BASE=dist/base.mjs adds, in the same rounds, another server bundle over this build (a base commit's
 * server/main.ts bundled with bench/lib/bundle-server.ts): the before of a change, measured beside its after.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { benchKey, indexesLoaded, startBuiltServer, startBundle } from './lib/server';
import { median } from './lib/stats';
import { bareServerSource, sentHeadersOf } from './lib/bare-server';
import { ensureWrk, findNginx, keepLoadApart, wrk, type WrkResult } from './lib/wrk';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? '3');
const ROUNDS = Number(process.argv[3] ?? '5');
const PATH = '/api/v1/ayah/2/255';
const FILE = path.join(ROOT, 'dist/client/api/v1/ayah/2/255.json');
// Each server's load before its measured rounds, at each connection count. After 1 s, ours' first round had the
// highest p99 of its five in three runs of three (6.0-6.3 ms, then 1.6-3.5 ms); alone, its first 4 s after start
// reached p99 13 ms and the next 1.4 ms. The rounds are to measure a server that has been running, as one in service has.
const WARM_UP_SECONDS = 5;

const wrkPath = ensureWrk();
if (!wrkPath) {
  console.log('The static-path bench needs wrk: not run.');
  process.exit(2);
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

const { file: keysFile, key } = benchKey();
// Every server is sent the same request, the key included (the others ignore it): a server sent
// fewer header bytes parses less (the bare server sent no key cost 0.5-1.2 µs less per request).
const REQUEST_HEADERS = { 'X-API-Key': key };
// One at a time, each waited for until its search indexes are loaded (their loading is no request's
// CPU): two servers loading at once, the first started cost 1.1-1.2x the other per request after.
const ours = await startBuiltServer({ API_KEYS_FILE: keysFile });
await indexesLoaded(ours);
const base = process.env.BASE ? await startBundle(process.env.BASE, { API_KEYS_FILE: keysFile }) : null;
if (base) await indexesLoaded(base);
// The headers our server sends for the file as is (wrk sends no Accept-Encoding), so the bare server sends as many bytes.
const sample = await fetch(ours.url + PATH, { headers: { 'X-API-Key': key, 'Accept-Encoding': 'identity' } });
const sentHeaders = sentHeadersOf(sample);
const bytes = readFileSync(FILE);
if (!Buffer.from(await sample.arrayBuffer()).equals(bytes) || sentHeaders['content-encoding']) throw new Error(`${PATH} did not answer the bytes of ${FILE} as is`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'static-path-'));
const children: ChildProcess[] = [];
const start = (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  return child;
};
try {
  interface Target { name: string; url: string; pid: number }
  const servers: Target[] = [{ name: 'ours', url: ours.url, pid: ours.child.pid! }];
  if (base) servers.push({ name: 'base', url: base.url, pid: base.child.pid! });

  const barePort = await freePort();
  const bareScript = path.join(scratch, 'bare.mjs');
  writeFileSync(bareScript, bareServerSource(bytes, sentHeaders, barePort));
  const bare = start(process.execPath, [bareScript]);
  servers.push({ name: 'bare node:http', url: `http://127.0.0.1:${barePort}`, pid: bare.pid! });

  const nginx = findNginx();
  if (nginx) {
    const nginxPort = await freePort();
    const conf = path.join(scratch, 'nginx.conf');
    // One process (no master), so its CPU time is the one process's; the same folder as ours.
    writeFileSync(
      conf,
      `master_process off; worker_processes 1; daemon off; pid ${scratch}/nginx.pid; error_log ${scratch}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type application/json; client_body_temp_path ${scratch}; proxy_temp_path ${scratch}; fastcgi_temp_path ${scratch}; uwsgi_temp_path ${scratch}; scgi_temp_path ${scratch};
  keepalive_requests 1000000;
  server { listen 127.0.0.1:${nginxPort}; root ${path.join(ROOT, 'dist/client')}; location / { try_files $uri $uri.json =404; } } }`,
    );
    servers.push({ name: 'nginx', url: `http://127.0.0.1:${nginxPort}`, pid: start(nginx, ['-c', conf, '-p', scratch]).pid! });
  }

  const cc = ['cc', 'gcc'].find((name) => {
    try {
      execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
  if (cc) {
    const binary = path.join(scratch, 'trivial-responder');
    execFileSync(cc, ['-O2', '-o', binary, path.join(ROOT, 'bench/lib/trivial-responder.c')]);
    const port = await freePort();
    servers.push({ name: 'trivial (C)', url: `http://127.0.0.1:${port}`, pid: start(binary, [String(port)]).pid! });
  }
  for (const server of servers) await waitFor(server.url + PATH);
  const placeServer = keepLoadApart();
  if (placeServer) for (const server of servers) placeServer(server.pid);

  const [load1] = os.loadavg();
  console.log(`Static path: GET ${PATH}, wrk (1 thread), ${seconds} s per run, ${ROUNDS} rotating rounds, medians (Node ${process.version}, ${os.cpus().length} cores, load average ${load1!.toFixed(2)} at the start)`);
  if (load1! > 1.5) console.log(`  the machine was busy (load average ${load1!.toFixed(2)}): req/s and p99 are noisy; CPU per request is the steadier figure`);
  if (!nginx) console.log('  nginx not installed (apt-get install nginx-light): its rows and targets are skipped.');
  if (!cc) console.log('  no C compiler: the trivial responder is skipped.');
  const missed: string[] = [];
  for (const connections of [20, 100]) {
    const runs = new Map<string, WrkResult[]>(servers.map((server) => [server.name, []]));
    for (const server of servers) await wrk(wrkPath, server.url + PATH, { connections, seconds: WARM_UP_SECONDS, headers: REQUEST_HEADERS });
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(round + i) % servers.length]!;
        const result = await wrk(wrkPath, server.url + PATH, { connections, seconds, headers: REQUEST_HEADERS, pid: server.pid });
        if (result.badStatuses || result.socketErrors) throw new Error(`${server.name}: ${result.badStatuses} bad statuses, ${result.socketErrors} socket errors`);
        runs.get(server.name)!.push(result);
      }
    }
    const of = (name: string, pick: (run: WrkResult) => number) => median(runs.get(name)!.map(pick));
    // Within each round, then the median over rounds: both servers saw the same machine in a round.
    const ratio = (a: string, b: string, pick: (run: WrkResult) => number) => median(runs.get(a)!.map((run, round) => pick(run) / pick(runs.get(b)![round]!)));
    console.log(`\n${connections} connections`);
    for (const server of servers) {
      const rounds = runs.get(server.name)!.map((run) => `${Math.round(run.rps)}/${run.p99ms.toFixed(1)}`).join(', ');
      console.log(
        `  ${server.name.padEnd(15)} ${Math.round(of(server.name, (r) => r.rps)).toString().padStart(6)} req/s  p99 ${of(server.name, (r) => r.p99ms).toFixed(2).padStart(6)} ms` +
          `  server CPU ${of(server.name, (r) => r.serverCpuUs!).toFixed(1).padStart(5)} µs/req  (rounds, req/s/p99 ms: ${rounds})`,
      );
    }
    const check = (label: string, value: number, target: number, atLeast: boolean) => {
      const met = atLeast ? value >= target : value <= target;
      if (!met) missed.push(`${connections} connections: ${label}`);
      console.log(`  ${label.padEnd(34)} ${value.toFixed(2)}x (target ${atLeast ? '≥' : '≤'} ${target}x): ${met ? 'MET' : 'MISSED'}`);
    };
    check('ours / bare node:http, CPU per req', ratio('ours', 'bare node:http', (r) => r.serverCpuUs!), 1.3, false);
    if (base) console.log(`  ${'ours / base, CPU per req'.padEnd(34)} ${ratio('ours', 'base', (r) => r.serverCpuUs!).toFixed(2)}x (base / bare ${ratio('base', 'bare node:http', (r) => r.serverCpuUs!).toFixed(2)}x)`);
    console.log(`  ${'ours / bare node:http, req/s'.padEnd(34)} ${ratio('ours', 'bare node:http', (r) => r.rps).toFixed(2)}x`);
    if (nginx) {
      check('ours / nginx, req/s', ratio('ours', 'nginx', (r) => r.rps), 0.6, true);
      check('ours / nginx, p99', ratio('ours', 'nginx', (r) => r.p99ms), 2, false);
      console.log(`  ${'ours / nginx, CPU per req'.padEnd(34)} ${ratio('ours', 'nginx', (r) => r.serverCpuUs!).toFixed(2)}x`);
    }
    if (cc) console.log(`  ${'ours / trivial (C), req/s'.padEnd(34)} ${ratio('ours', 'trivial (C)', (r) => r.rps).toFixed(2)}x (the machine's loopback floor)`);
  }
  console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nAll targets MET.');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const child of children) child.kill();
  ours.child.kill();
  base?.child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
