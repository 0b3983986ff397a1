/**
 * What one client's requests do to the server's memory. The server runs
 * from source over the edge's fixture folder plus a 21 MB archive (no build needed), and one client
 * sends one mix for the phase; the server's RSS (from /proc) is read after a warm-up and at the end.
 * Target: each mix moves RSS less than 10% (ratio end/start < 1.10).
 *   slashes   GET of one file under ever new slash spellings (`/{n /}downloads/{n /}big.tar.gz.sha256`)
 *   head      HEAD of the 21 MB archive, 15 a second
 *   paused    100 downloads of the archive that never read a byte (held for the phase)
 * Loopback only; bounded in count (at most 200,000 requests a mix) and time.
 * Usage: npx tsx bench/client-memory.bench.ts [seconds per mix, default 60]
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { makeEdgeFixture } from '../tests/support/edge-fixture';
import { startSourceServer } from '../tests/support/built-server';
import { reportTable } from './lib/table-report';

const seconds = Number(process.argv[2] ?? 60);
const fixture = makeEdgeFixture();
const downloads = path.join(fixture.dist, 'client', 'downloads');
mkdirSync(downloads, { recursive: true });
writeFileSync(path.join(downloads, 'big.tar.gz'), randomBytes(21 * 1024 * 1024));
writeFileSync(path.join(downloads, 'big.tar.gz.sha256'), 'f'.repeat(64) + '  big.tar.gz\n');

const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(base: URL, target: string, method: string, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: base.hostname, port: base.port, path: target, method, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

const mixes: Record<string, (base: URL, until: number) => Promise<string>> = {
  async slashes(base, until) {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    let sent = 0;
    while (Date.now() < until && sent < 200_000) {
      await Promise.all(Array.from({ length: 8 }, () => {
        const n = (sent++ % 4000) + 1;
        return send(base, `${'/'.repeat(n)}downloads${'/'.repeat(n)}big.tar.gz.sha256`, 'GET', agent);
      }));
    }
    agent.destroy();
    return `${sent} requests`;
  },
  async head(base, until) {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let sent = 0;
    while (Date.now() < until && sent < 200_000) {
      await send(base, '/downloads/big.tar.gz', 'HEAD', agent);
      sent++;
      await pause(1000 / 15);
    }
    agent.destroy();
    return `${sent} HEADs`;
  },
  async paused(base, until) {
    const sockets: Socket[] = [];
    for (let i = 0; i < 100; i++) {
      const socket = connect({ host: base.hostname, port: Number(base.port) });
      socket.on('error', () => {});
      socket.write('GET /downloads/big.tar.gz HTTP/1.1\r\nHost: x\r\n\r\n');
      socket.pause();
      sockets.push(socket);
    }
    await pause(Math.max(0, until - Date.now()));
    const open = sockets.filter((socket) => !socket.destroyed).length;
    sockets.forEach((socket) => socket.destroy());
    return `100 paused downloads (${open} still open from the client's side)`;
  },
};

const rows: string[] = [];
let failed = false;
for (const [name, mix] of Object.entries(mixes)) {
  const server = await startSourceServer({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, ACCESS_LOG: 'off' });
  try {
    const base = new URL(server.url);
    // Warm-up: a few requests of each kind, then let the heap settle.
    const warm = new Agent({ keepAlive: true });
    for (let i = 0; i < 50; i++) await send(base, '/downloads/big.tar.gz.sha256', 'GET', warm);
    await send(base, '/downloads/big.tar.gz', 'HEAD', warm);
    await send(base, '/downloads/big.tar.gz', 'GET', warm);
    warm.destroy();
    await pause(1000);
    const start = rssOf(server.child.pid!);
    const what = await mix(base, Date.now() + seconds * 1000);
    const end = rssOf(server.child.pid!);
    const ratio = end / start;
    if (ratio >= 1.1) failed = true;
    rows.push(`| ${name} | ${what} | ${start.toFixed(0)} MB | ${end.toFixed(0)} MB | ${ratio.toFixed(3)} |`);
  } finally {
    server.child.kill('SIGKILL');
  }
}
rmSync(fixture.dist, { recursive: true, force: true });
reportTable({
  title: `Server RSS under one client's mix, ${seconds} s each`,
  columns: ['mix', 'sent', 'RSS after warm-up', 'RSS at the end', 'ratio (target < 1.10)'],
  rows,
  missed: failed ? 'a mix moved RSS by 10% or more' : undefined,
});
