/**
 * The static path against what Node itself gives: our built server answering `/api/v1/ayah/2/255`
 * (a prebuilt file, default settings: access log on, rate limits on with a benchmark key whose
 * limits are out of reach) beside a bare `node:http` server that sends the same bytes and headers
 * from memory, and, where Debian's nginx is installed, nginx (one worker, access log off) serving
 * the same folder. Each server is its own process.
 *
 * The load generator (bench/lib/load.ts) runs in this process on the same two cores, so it takes
 * CPU from whichever server it loads: rounds alternate (A B C, then B C A, then C A B, ...), each
 * run after a warm-up, and the medians of the rounds are compared. Beside requests/s the bench
 * prints each server's own CPU time per request (from /proc), which does not depend on how the
 * cores were shared, and the generator's, and warns when the machine was busy before the start.
 *
 * Targets: ours at least 0.8x the bare server's requests/s and 0.7x nginx's, p99 at most
 * 3x nginx's, at 20 and 100 connections. Usage (after `npm run build`):
 *   npx tsx bench/static-path.bench.ts [seconds per run, 3] [rounds, 5]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './lib/load';
import { benchKey, startBuiltServer } from './lib/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? '3');
const ROUNDS = Number(process.argv[3] ?? '5');
const PATH = '/api/v1/ayah/2/255';
const FILE = path.join(ROOT, 'dist/client/api/v1/ayah/2/255.json');

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
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

/** CPU time (user + system) a process has used, in µs; null where /proc cannot say. */
function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1e6) / 100; // USER_HZ is 100 on Linux
}

function findNginx(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

interface Run extends LoadResult {
  /** The server's CPU µs per request, and the load generator's (this process). */
  serverCpuUs: number | null;
  generatorCpuUs: number;
}

const { file: keysFile, key } = benchKey();
const ours = await startBuiltServer({ API_KEYS_FILE: keysFile });
// The headers our server sends for the file as is (no Accept-Encoding, as the load generator sends
// none), so the bare server sends as many bytes.
const sample = await fetch(ours.url + PATH, { headers: { 'X-API-Key': key, 'Accept-Encoding': 'identity' } });
const sentHeaders: Record<string, string> = {};
sample.headers.forEach((value, name) => {
  if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) sentHeaders[name] = value;
});
const bytes = readFileSync(FILE);
if (!Buffer.from(await sample.arrayBuffer()).equals(bytes) || sentHeaders['content-encoding']) throw new Error(`${PATH} did not answer the bytes of ${FILE} as is`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'static-path-'));
const children: ChildProcess[] = [];
try {
  const barePort = await freePort();
  const bareScript = path.join(scratch, 'bare.mjs');
  writeFileSync(
    bareScript,
    `import { createServer } from 'node:http';
const bytes = Buffer.from(${JSON.stringify(bytes.toString('base64'))}, 'base64');
const headers = { ...${JSON.stringify(sentHeaders)}, 'Content-Length': bytes.length };
createServer((req, res) => { res.writeHead(200, headers); res.end(bytes); }).listen(${barePort}, '127.0.0.1');`,
  );
  const bare = spawn(process.execPath, [bareScript], { stdio: 'ignore' });
  children.push(bare);
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(bareUrl + PATH);

  let nginxUrl: string | null = null;
  let nginxProcess: ChildProcess | null = null;
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
    nginxProcess = spawn(nginx, ['-c', conf, '-p', scratch], { stdio: 'ignore' });
    children.push(nginxProcess);
    nginxUrl = `http://127.0.0.1:${nginxPort}`;
    await waitFor(nginxUrl + PATH);
  }

  const servers: { name: string; url: string; pid: number | undefined; headers?: Record<string, string> }[] = [
    { name: 'ours', url: ours.url, pid: ours.child.pid, headers: { 'X-API-Key': key } },
    { name: 'bare node:http', url: bareUrl, pid: bare.pid },
    ...(nginxUrl ? [{ name: 'nginx', url: nginxUrl, pid: nginxProcess!.pid }] : []),
  ];
  const [load1] = os.loadavg();
  console.log(`Static path: GET ${PATH}, ${seconds} s per run, ${ROUNDS} alternating rounds, medians (Node ${process.version}, ${os.cpus().length} cores, load average ${load1!.toFixed(2)} at the start)`);
  if (load1! > 1.5) console.log(`  the machine was busy (load average ${load1!.toFixed(2)}): figures are noisy; the CPU per request is the steadier figure`);
  if (!nginxUrl) console.log('nginx not installed (apt-get install nginx): its rows are skipped.');
  const missed: string[] = [];
  for (const connections of [20, 100]) {
    const runs = new Map<string, Run[]>(servers.map((server) => [server.name, []]));
    for (const server of servers) await load(server.url, PATH, { connections, seconds: 1, headers: server.headers });
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < servers.length; i++) {
        const server = servers[(round + i) % servers.length]!;
        const serverBefore = cpuMicros(server.pid);
        const generatorBefore = process.cpuUsage();
        const result = await load(server.url, PATH, { connections, seconds, headers: server.headers });
        const generator = process.cpuUsage(generatorBefore);
        const serverAfter = cpuMicros(server.pid);
        if (Object.keys(result.statuses).some((status) => status !== '200')) throw new Error(`${server.name} answered ${JSON.stringify(result.statuses)}`);
        runs.get(server.name)!.push({
          ...result,
          serverCpuUs: serverBefore === null || serverAfter === null ? null : (serverAfter - serverBefore) / result.requests,
          generatorCpuUs: (generator.user + generator.system) / result.requests,
        });
      }
    }
    const median = (name: string, pick: (run: Run) => number | null): number => {
      const values = runs.get(name)!.map(pick).filter((value): value is number => value !== null).sort((a, b) => a - b);
      if (values.length === 0) return NaN;
      const middle = Math.floor(values.length / 2);
      return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
    };
    console.log(`\n${connections} connections`);
    for (const server of servers) {
      const rps = runs.get(server.name)!.map((run) => Math.round(run.rps)).join(', ');
      console.log(
        `  ${server.name.padEnd(15)} ${Math.round(median(server.name, (r) => r.rps)).toString().padStart(6)} req/s  p99 ${median(server.name, (r) => r.p99ms).toFixed(2).padStart(6)} ms` +
          `  server CPU ${median(server.name, (r) => r.serverCpuUs).toFixed(1).padStart(5)} µs/req  generator CPU ${median(server.name, (r) => r.generatorCpuUs).toFixed(1)} µs/req  (rounds: ${rps})`,
      );
    }
    const check = (label: string, value: number, target: number, atLeast: boolean) => {
      const met = atLeast ? value >= target : value <= target;
      if (!met) missed.push(`${connections} connections: ${label}`);
      console.log(`  ${label.padEnd(31)} ${value.toFixed(2)}x (target ${atLeast ? '≥' : '≤'} ${target}x): ${met ? 'MET' : 'MISSED'}`);
    };
    check('ours / bare node:http, req/s', median('ours', (r) => r.rps) / median('bare node:http', (r) => r.rps), 0.8, true);
    if (nginxUrl) {
      check('ours / nginx, req/s', median('ours', (r) => r.rps) / median('nginx', (r) => r.rps), 0.7, true);
      check('ours / nginx, p99', median('ours', (r) => r.p99ms) / median('nginx', (r) => r.p99ms), 3, false);
    }
    const cpu = (name: string) => median(name, (r) => r.serverCpuUs);
    if (!Number.isNaN(cpu('ours'))) {
      console.log(`  server CPU per request, ours / bare node:http: ${(cpu('ours') / cpu('bare node:http')).toFixed(2)}x${nginxUrl ? `, ours / nginx: ${(cpu('ours') / cpu('nginx')).toFixed(2)}x` : ''} (no target; lower is leaner)`);
    }
  }
  console.log(missed.length ? `\nMISSED: ${missed.join('; ')}` : '\nAll targets MET.');
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const child of children) child.kill();
  ours.child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
