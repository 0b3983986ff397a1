/**
 * The static path against what Node itself gives: our built server answering `/api/v1/ayah/2/255`
 * (a prebuilt file, default settings, rate limits on with a benchmark key whose limits are out of
 * reach) beside a bare `node:http` server that sends the same bytes and headers from memory, and,
 * where Debian's nginx is installed, nginx serving the same folder. Each server is its own process;
 * A B (C) A B (C), medians of the rounds, at 20 and 100 connections.
 *
 * Targets (issue 25): ours at least 0.8x the bare server's requests/s and 0.7x nginx's, p99 at most
 * 3x nginx's. Usage: npx tsx bench/static-path.bench.ts [seconds per run] (after `npm run build`).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { load, type LoadResult } from './lib/load';
import { benchKey, startBuiltServer } from './lib/server';

const ROOT = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.argv[2] ?? '3');
const ROUNDS = 2;
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

const { file: keysFile, key } = benchKey();
const headers = { 'X-API-Key': key };
const ours = await startBuiltServer({ API_KEYS_FILE: keysFile });
// The headers our server sends for the file, so the bare server sends as many bytes.
const sample = await fetch(ours.url + PATH, { headers });
const sentHeaders: Record<string, string> = {};
sample.headers.forEach((value, name) => {
  if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)) sentHeaders[name] = value;
});

const scratch = mkdtempSync(path.join(os.tmpdir(), 'static-path-'));
const children: ChildProcess[] = [];
try {
  const barePort = await freePort();
  const bareScript = path.join(scratch, 'bare.mjs');
  writeFileSync(
    bareScript,
    `import { createServer } from 'node:http';
const body = ${JSON.stringify(readFileSync(FILE).toString('base64'))};
const bytes = Buffer.from(body, 'base64');
const headers = { ...${JSON.stringify(sentHeaders)}, 'Content-Length': bytes.length };
createServer((req, res) => { res.writeHead(200, headers); res.end(bytes); }).listen(${barePort}, '127.0.0.1');`,
  );
  children.push(spawn(process.execPath, [bareScript], { stdio: 'ignore' }));
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitFor(bareUrl + PATH);

  let nginxUrl: string | null = null;
  const nginx = (() => {
    try {
      return execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim().split('\n')[0] || null;
    } catch {
      return null;
    }
  })();
  if (nginx) {
    const nginxPort = await freePort();
    const conf = path.join(scratch, 'nginx.conf');
    writeFileSync(
      conf,
      `worker_processes 1; daemon off; pid ${scratch}/nginx.pid; error_log ${scratch}/error.log;
events { worker_connections 1024; }
http { access_log off; default_type application/json; client_body_temp_path ${scratch};
  server { listen 127.0.0.1:${nginxPort}; root ${path.join(ROOT, 'dist/client')}; location / { try_files $uri $uri.json =404; } } }`,
    );
    children.push(spawn(nginx, ['-c', conf, '-p', scratch], { stdio: 'ignore' }));
    nginxUrl = `http://127.0.0.1:${nginxPort}`;
    await waitFor(nginxUrl + PATH);
  }

  const servers: { name: string; url: string; headers?: Record<string, string> }[] = [
    { name: 'ours', url: ours.url, headers },
    { name: 'bare node:http', url: bareUrl },
    ...(nginxUrl ? [{ name: 'nginx', url: nginxUrl }] : []),
  ];
  console.log(`Static path: GET ${PATH}, ${seconds} s per run, ${ROUNDS} rounds, medians (Node ${process.version}, ${os.cpus().length} cores)`);
  if (!nginxUrl) console.log('nginx is not installed here (apt-get install nginx): its rows are skipped.');
  const missed: string[] = [];
  for (const connections of [20, 100]) {
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const result = await load(server.url, PATH, { connections, seconds, headers: server.headers });
        results.set(server.name, [...(results.get(server.name) ?? []), result]);
      }
    }
    const median = (name: string, pick: (result: LoadResult) => number) => {
      const values = results.get(name)!.map(pick).sort((a, b) => a - b);
      return values[Math.floor(values.length / 2)]!;
    };
    console.log(`\n${connections} connections`);
    for (const server of servers) {
      console.log(`  ${server.name.padEnd(16)} ${Math.round(median(server.name, (r) => r.rps)).toString().padStart(6)} req/s  p99 ${median(server.name, (r) => r.p99ms).toFixed(2)} ms`);
    }
    const check = (label: string, value: number, target: number, atLeast: boolean) => {
      const met = atLeast ? value >= target : value <= target;
      if (!met) missed.push(`${connections} connections: ${label}`);
      console.log(`  ${label.padEnd(34)} ${value.toFixed(2)}x (target ${atLeast ? '≥' : '≤'} ${target}x): ${met ? 'met' : 'MISSED'}`);
    };
    check('ours / bare node:http, req/s', median('ours', (r) => r.rps) / median('bare node:http', (r) => r.rps), 0.8, true);
    if (nginxUrl) {
      check('ours / nginx, req/s', median('ours', (r) => r.rps) / median('nginx', (r) => r.rps), 0.7, true);
      check('ours / nginx, p99', median('ours', (r) => r.p99ms) / median('nginx', (r) => r.p99ms), 3, false);
    }
  }
  process.exitCode = missed.length ? 1 : 0;
} finally {
  for (const child of children) child.kill();
  ours.child.kill();
  rmSync(scratch, { recursive: true, force: true });
}
