import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardConnections } from './connections';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose /slow answer waits until `release` is called. */
async function serve(limits: Parameters<typeof guardConnections>[1]) {
  const waiting: (() => void)[] = [];
  const server = createServer((req, res) => {
    if (req.url === '/slow') waiting.push(() => res.end('slow'));
    else res.end('ok');
  });
  const counts = guardConnections(server, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, counts, port, release: () => waiting.splice(0).forEach((answer) => answer()) };
}

type Client = Socket & { closedByServer: boolean };

function open(port: number, localAddress = '127.0.0.1'): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket)) as Client;
    socket.closedByServer = false;
    socket.on('close', () => (socket.closedByServer = true));
    socket.on('error', () => {});
  });
}

describe('guardConnections', () => {
  let server: Server | undefined;
  const sockets: Client[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('at the cap, closes the connection idle the longest to make room for a new one', async () => {
    const running = await serve({ maxConnections: 3, maxConnectionsPerClient: 0, idleSeconds: 60 });
    server = running.server;
    for (let i = 0; i < 3; i++) {
      sockets.push(await open(running.port));
      await pause(20);
    }
    const newest = await open(running.port);
    sockets.push(newest);
    await pause(100);
    expect(sockets.map((socket) => socket.closedByServer)).toEqual([true, false, false, false]);
    expect(running.counts()).toMatchObject({ open: 3, evicted: 1, refused: 0 });
  });

  it('never closes a connection whose request is being answered, and refuses a new one when all are busy', async () => {
    const running = await serve({ maxConnections: 2, maxConnectionsPerClient: 0, idleSeconds: 60 });
    server = running.server;
    const busy = [await open(running.port), await open(running.port)];
    sockets.push(...busy);
    for (const socket of busy) socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await pause(100);
    const refused = await open(running.port);
    sockets.push(refused);
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
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 2, idleSeconds: 60 });
    server = running.server;
    const mine = [await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2'), await open(running.port, '127.0.0.2')];
    const other = await open(running.port, '127.0.0.3');
    sockets.push(...mine, other);
    await pause(100);
    expect(mine.map((socket) => socket.closedByServer)).toEqual([false, false, true]);
    expect(other.closedByServer).toBe(false);
  });

  it('closes a connection that sends nothing after idleSeconds', async () => {
    const running = await serve({ maxConnections: 100, maxConnectionsPerClient: 0, idleSeconds: 1 });
    server = running.server;
    const silent = await open(running.port);
    sockets.push(silent);
    await pause(500);
    expect(silent.closedByServer).toBe(false);
    await pause(2100);
    expect(silent.closedByServer).toBe(true);
    expect(running.counts()).toMatchObject({ open: 0, idleClosed: 1 });
  });
});
