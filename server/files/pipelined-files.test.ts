/**
 * A large file (read from disk as the client takes it) asked again and again on one connection
 * (pipelined), on the server run from its source over the edge fixture as a real process: an answer
 * waiting its turn holds no open file and no chunk of it, and every answer, once read, is whole and
 * in order.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';
import { startSourceServer, type RunningServer } from '../../tests/support/built-server';

const fixture = makeEdgeFixture();
// Above an eighth of the file cache's 64 MB: streamed from disk.
const BIG = Buffer.alloc(9 * 1024 * 1024, 'archive bytes ');
mkdirSync(path.join(fixture.dist, 'client', 'downloads'), { recursive: true });
writeFileSync(path.join(fixture.dist, 'client', 'downloads', 'big.tar.gz'), BIG);
let server: RunningServer | undefined;
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  server?.child.kill('SIGKILL');
  rmSync(fixture.dist, { recursive: true, force: true });
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const openFiles = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
const REQUEST = 'GET /downloads/big.tar.gz HTTP/1.1\r\nHost: x\r\n\r\n';

describe.runIf(process.platform === 'linux')('pipelined requests of a large file', () => {
  it('open no file for an answer waiting its turn, and each answer is sent whole, in order, once read', async () => {
    server = await startSourceServer({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, RATE_LIMITS: 'off', ACCESS_LOG: 'off' });
    const pid = server.child.pid!;
    const { port } = new URL(server.url);
    // Settled: the listening socket's copies and the indexes' files come after ready.
    let before = openFiles(pid);
    for (let steady = 0; steady < 3; ) {
      await pause(300);
      const now = openFiles(pid);
      steady = now === before ? steady + 1 : 0;
      before = now;
    }
    // 20 connections, each asking for the file 10 times at once and reading nothing.
    for (let i = 0; i < 20; i++) {
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      socket.on('error', () => {});
      socket.pause();
      socket.write(REQUEST.repeat(10));
      sockets.push(socket);
    }
    await pause(1_500);
    // Each connection: its socket and the one file being sent, not ten (that was 20 × 11). A few
    // more the process may open meanwhile on a busy machine (47 seen at load 12).
    const opened = openFiles(pid) - before;
    console.log(`descriptors opened by 20 connections pipelining 10 requests each: ${opened}`);
    expect(opened).toBeLessThanOrEqual(20 * 2 + 20);
    // One of them reads now: ten whole answers, one after the other.
    const reader = sockets[0]!;
    const chunks: Buffer[] = [];
    let size = 0;
    const expected = 10 * BIG.length;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 60_000);
      // Whole once nothing more comes: the ten heads' length is the server's to choose.
      let quiet: NodeJS.Timeout | undefined;
      reader.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        clearTimeout(quiet);
        if (size >= expected) quiet = setTimeout(() => (clearTimeout(timer), resolve()), 1_000);
      });
      reader.resume();
    });
    const received = Buffer.concat(chunks);
    let at = 0;
    for (let n = 0; n < 10; n++) {
      const headEnd = received.indexOf('\r\n\r\n', at);
      const head = received.subarray(at, headEnd).toString('latin1');
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      expect(head).toMatch(new RegExp(`content-length: ${BIG.length}`, 'i'));
      const body = received.subarray(headEnd + 4, headEnd + 4 + BIG.length);
      expect(body.equals(BIG)).toBe(true);
      at = headEnd + 4 + BIG.length;
    }
  }, 120_000);
});
