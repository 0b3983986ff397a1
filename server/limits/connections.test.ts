import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections } from './connections';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Larger than loopback socket buffers, so a client that stops reading leaves most of it unsent. */
const BIG = Buffer.alloc(48 * 1024 * 1024, 'x');

/** The server of the test running and the sockets it opened: closed after each test. */
let serving: Server | undefined;
const opened: Client[] = [];

/** A server whose /slow answer waits until `release` is called. */
async function serve(limits: Parameters<typeof guardConnections>[1]) {
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    guard.requestArrived(req.socket);
    if (req.url === '/slow') waiting.push(() => res.end('slow'));
    else if (req.url === '/big') res.end(BIG);
    else res.end('ok');
  });
  const guard = guardConnections(server, limits);
  serving = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, counts: guard.counts, guard, port, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

type Client = Socket & { closedByServer: boolean };

function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket)) as Client;
    opened.push(socket);
    socket.closedByServer = false;
    socket.on('close', () => (socket.closedByServer = true));
    socket.on('error', () => {});
  });
}

describe('guardConnections', () => {
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.destroy();
    serving?.closeAllConnections();
    await new Promise((resolve) => serving?.close(resolve));
  });

  it('at the cap, closes the connection idle the longest to make room for a new one', async () => {
    const running = await serve({ maxConnections: 3, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60 });
    for (let i = 0; i < 3; i++) {
      await open(running.port);
      await pause(20);
    }
    await open(running.port);
    await pause(100);
    expect(opened.map((socket) => socket.closedByServer)).toEqual([true, false, false, false]);
    expect(running.counts()).toMatchObject({ open: 3, evicted: 1, refused: 0 });
  });

  it('never closes a connection whose request is being answered, and refuses a new one when all are busy', async () => {
    const running = await serve({ maxConnections: 2, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60 });
    const busy = [await open(running.port), await open(running.port)];
    for (const socket of busy) socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await pause(100);
    const refused = await open(running.port);
    await pause(100);
    expect(busy.map((socket) => socket.closedByServer)).toEqual([false, false]);
    expect(refused.closedByServer).toBe(true);
    expect(running.counts()).toMatchObject({ open: 2, idle: 0, refused: 1 });
    // Answered, the two are idle keep-alive connections again: the next newcomer takes the older one's place.
    running.release();
    await pause(100);
    expect(running.counts()).toMatchObject({ open: 2, idle: 2 });
  });

  it('holds one client address to its share', async () => {
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 2, idleSeconds: 60, stallSeconds: 60 });
    const mine = [await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2')];
    const other = await open(running.port, '127.0.0.3');
    await pause(100);
    expect(mine.map((socket) => socket.closedByServer)).toEqual([false, false, true]);
    expect(other.closedByServer).toBe(false);
  });

  it('closes a connection that sends nothing after idleSeconds', async () => {
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 0, idleSeconds: 1, stallSeconds: 60 });
    const silent = await open(running.port);
    await pause(500);
    expect(silent.closedByServer).toBe(false);
    await pause(2100);
    expect(silent.closedByServer).toBe(true);
    expect(running.counts()).toMatchObject({ open: 0, idleClosed: 1 });
  });

  it('closes a connection whose client stopped reading its answer after stallSeconds', async () => {
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 1 });
    const reader = await open(running.port);
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    reader.pause();
    await pause(500);
    expect(running.counts()).toMatchObject({ open: 1, stalled: 0 });
    // The paused client would not see the close: the server's own count says when it let go.
    for (let waited = 0; waited < 5_000 && running.counts().open > 0; waited += 100) await pause(100);
    expect(running.counts()).toMatchObject({ open: 0, stalled: 1 });
  });

  it('does not cut a slow client that keeps reading, however long its answer takes', async () => {
    // stallSeconds 3 against bursts 600 ms apart: on a machine so busy that a timer fires a second late
    // the reader still makes progress well within it (with 1 s, a late burst was taken for a stall).
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 0, idleSeconds: 1, stallSeconds: 3 });
    const reader = await open(running.port);
    let received = 0;
    reader.on('data', (chunk: Buffer) => (received += chunk.length));
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    reader.pause();
    // Reads in bursts 600 ms apart: longer than idleSeconds in all, never a whole stallSeconds without progress.
    for (let bursts = 0; bursts < 40 && received < BIG.length; bursts++) {
      await pause(600);
      reader.resume();
      await pause(5);
      reader.pause();
    }
    reader.resume();
    for (let waited = 0; waited < 5_000 && received < BIG.length; waited += 50) await pause(50);
    expect(running.counts().stalled, 'connections the guard cut as stalled').toBe(0);
    expect(received).toBeGreaterThan(BIG.length);
  });

  it('on drain, ends idle connections with a FIN once idle for the grace, and lets an answer in progress finish first', async () => {
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60 });
    const idleClient = await open(running.port);
    const busy = await open(running.port);
    let idleEnded = false;
    idleClient.on('end', () => (idleEnded = true));
    let answer = '';
    busy.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    busy.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await pause(100);
    running.guard.drain(300);
    await pause(800);
    expect([idleEnded, busy.closedByServer]).toEqual([true, false]);
    running.release();
    for (let waited = 0; waited < 3_000 && !busy.closedByServer; waited += 50) await pause(50);
    expect(answer).toMatch(/^HTTP\/1\.1 200[\s\S]*slow$/);
    expect(busy.closedByServer).toBe(true);
  });

  it('at the cap with every slot busy, serves a newcomer of another address by closing one of the client holding the most', async () => {
    const running = await serve({ maxConnections: 4, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60 });
    const heavy = [await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2')];
    const light = await open(running.port, '127.0.0.3');
    for (const socket of [...heavy, light]) socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await pause(100);
    const newcomer = await open(running.port, '127.0.0.4');
    await pause(100);
    expect(newcomer.closedByServer).toBe(false);
    expect(light.closedByServer).toBe(false);
    expect(heavy.map((socket) => socket.closedByServer)).toEqual([true, false, false]);
    expect(running.counts()).toMatchObject({ open: 4, evicted: 1, refused: 0 });
    running.release();
  });

  it('at the cap, closes the reader that has taken nothing the longest before any other busy connection', async () => {
    const running = await serve({ maxConnections: 3, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60 });
    const reader = await open(running.port, '127.0.0.5');
    reader.pause();
    reader.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    const busy = [await open(running.port, '127.0.0.6'), await open(running.port, '127.0.0.6')];
    for (const socket of busy) socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await pause(2_600);
    const newcomer = await open(running.port, '127.0.0.7');
    await pause(100);
    // The paused reader cannot see its close; the guard's counts can.
    expect(running.counts()).toMatchObject({ open: 3, evicted: 1, refused: 0 });
    expect([...busy.map((socket) => socket.closedByServer), newcomer.closedByServer]).toEqual([false, false, false]);
    running.release();
  });

  it('cuts a reader that takes less than the minimum rate, though it never stops taking', async () => {
    const running = await serve({ maxConnections: 10, maxConnectionsPerClient: 0, idleSeconds: 60, stallSeconds: 60, minReadBytesPerSecond: 4 * 1024 * 1024, readRateWindowMs: 1_500 });
    const trickle = await open(running.port);
    trickle.pause();
    trickle.write('GET /big HTTP/1.1\r\nHost: x\r\n\r\n');
    // A few KB every 200 ms: alive to the stall clock, far below 4 MB a second.
    const tick = setInterval(() => trickle.read(4096), 200);
    await pause(4_000);
    clearInterval(tick);
    expect(running.counts()).toMatchObject({ open: 0, stalled: 1 });
  });
});
