/**
 * A file answered from memory, asked 50 times at once on each of 20 connections that read nothing,
 * on the server run from its source as a real process: the server takes up a connection's next
 * request only once the answers before it are being taken, so a connection holds the answers its
 * kernel buffers took and one or two more, not fifty; once it reads, every answer comes, whole and in order.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';
import { startSourceServer, type RunningServer } from '../../tests/support/built-server';

const fixture = makeEdgeFixture();
// Under an eighth of the file cache's 64 MB: kept in memory, every answer the same Buffer.
const FILE = Buffer.from(JSON.stringify({ verses: Array.from({ length: 25_000 }, (_, i) => ({ n: i, text: 'In the name of God '.repeat(2) })) }));
mkdirSync(path.join(fixture.dist, 'client', 'downloads'), { recursive: true });
writeFileSync(path.join(fixture.dist, 'client', 'downloads', 'surah.json'), FILE);
const REQUEST = 'GET /downloads/surah.json HTTP/1.1\r\nHost: x\r\n\r\n';
const PIPELINED = 50;
let server: RunningServer | undefined;
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  server?.child.kill('SIGKILL');
  rmSync(fixture.dist, { recursive: true, force: true });
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requests pipelined on a connection that reads nothing', () => {
  it('are taken up one or two at a time, and all answered, in order, once the client reads', async () => {
    expect(FILE.length).toBeGreaterThan(1024 * 1024);
    server = await startSourceServer({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, RATE_LIMITS: 'off', ACCESS_LOG: 'on' });
    let answered = 0;
    server.child.stdout!.on('data', (chunk: Buffer) => {
      answered += chunk.toString().split('/downloads/surah.json').length - 1;
    });
    const { port } = new URL(server.url);
    for (let i = 0; i < 20; i++) {
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      socket.on('error', () => {});
      socket.pause();
      // In one write: Node's parser receives every request at once.
      socket.write(REQUEST.repeat(PIPELINED));
      sockets.push(socket);
    }
    await pause(1_500);
    const taken = answered;
    console.log(`requests answered on 20 connections pipelining ${PIPELINED} each and reading nothing: ${taken}`);
    expect(taken).toBeGreaterThan(0);
    // The kernel's socket buffers take a few answers whole (a few MB on loopback); the rest wait unparsed.
    expect(taken).toBeLessThanOrEqual(20 * 10);
    // One of them reads now: fifty whole answers, one after the other.
    const reader = sockets[0]!;
    const chunks: Buffer[] = [];
    let size = 0;
    const expected = PIPELINED * FILE.length;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 60_000);
      let quiet: NodeJS.Timeout | undefined;
      reader.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        clearTimeout(quiet);
        if (size >= expected) quiet = setTimeout(() => (clearTimeout(timer), resolve()), 500);
      });
      reader.resume();
    });
    const received = Buffer.concat(chunks);
    let at = 0;
    for (let n = 0; n < PIPELINED; n++) {
      const headEnd = received.indexOf('\r\n\r\n', at);
      expect(headEnd).toBeGreaterThan(-1);
      const head = received.subarray(at, headEnd).toString('latin1');
      expect(head).toMatch(/^HTTP\/1\.1 200 /);
      expect(head).toMatch(new RegExp(`content-length: ${FILE.length}`, 'i'));
      expect(received.subarray(headEnd + 4, headEnd + 4 + FILE.length).equals(FILE)).toBe(true);
      at = headEnd + 4 + FILE.length;
    }
    expect(at).toBe(received.length);
  }, 120_000);

  it('a client that half-closes after pipelining still gets every answer', async () => {
    const { port } = new URL(server!.url);
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    sockets.push(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.end(REQUEST.repeat(5));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const received = Buffer.concat(chunks).toString('latin1');
    expect(received.match(/HTTP\/1\.1 200 /g)?.length).toBe(5);
  }, 60_000);
});
