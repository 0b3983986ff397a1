import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, createServer as createNetServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { readServerConfig } from './config';
import { listenOnCopies, type ListenerCopies } from './listener-copies';

const running: { server: Server; listeners: ListenerCopies }[] = [];
afterEach(async () => {
  for (const { server, listeners } of running.splice(0)) {
    server.closeAllConnections();
    listeners.close();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function serve(acceptsPerTurn: number): Promise<{ server: Server; listeners: ListenerCopies; port: number; warnings: string[] }> {
  const server = createServer((_req, res) => res.end('answered'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const warnings: string[] = [];
  const listeners = listenOnCopies(server, acceptsPerTurn, (message) => warnings.push(message));
  await listeners.ready;
  running.push({ server, listeners });
  return { server, listeners, port: (server.address() as { port: number }).port, warnings };
}

/**
 * Event-loop turns the server takes to accept `burst` connections that all arrived while its loop was
 * busy: another process connects them while this one spins, and says so through a file.
 */
async function turnsToAccept(acceptsPerTurn: number, burst: number): Promise<number> {
  const { server, port } = await serve(acceptsPerTurn);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'listener-copies-'));
  const connected = path.join(scratch, 'connected');
  const client = spawn(
    process.execPath,
    ['-e', `const net = require('node:net'); let open = 0; const sockets = [];
for (let i = 0; i < ${burst}; i++) sockets.push(net.connect(${port}, '127.0.0.1', () => { if (++open === ${burst}) require('node:fs').writeFileSync(${JSON.stringify(connected)}, ''); }));
setTimeout(() => process.exit(0), 10000);`],
    { stdio: 'ignore' },
  );
  try {
    const deadline = Date.now() + 10_000;
    while (!existsSync(connected)) if (Date.now() > deadline) throw new Error('the client never connected');
    let turn = 0;
    let spinning = true;
    const spin = () => {
      turn++;
      if (spinning) setImmediate(spin);
    };
    setImmediate(spin);
    const turns: number[] = [];
    await new Promise<void>((resolve) =>
      server.on('connection', () => {
        turns.push(turn);
        if (turns.length === burst) resolve();
      }),
    );
    spinning = false;
    return turns[turns.length - 1]! - turns[0]! + 1;
  } finally {
    client.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

test('a burst of connections waiting on a busy server is accepted several a turn, one a turn without copies', async () => {
  const alone = await turnsToAccept(1, 48);
  const eight = await turnsToAccept(8, 48);
  expect(alone).toBeGreaterThanOrEqual(40);
  expect(eight).toBeLessThanOrEqual(48 / 8 + 3);
}, 60_000);

test('the copies listen and every connection they accept is answered by the HTTP server', async () => {
  const { server, listeners, port, warnings } = await serve(8);
  expect(warnings).toEqual([]);
  expect(listeners.listening).toBe(7);
  const seen = new Set<object>();
  server.on('request', (req) => seen.add(req.socket));
  const answers = await Promise.all(
    Array.from({ length: 64 }, () =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
        let text = '';
        socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      }),
    ),
  );
  expect(answers.every((text) => text.startsWith('HTTP/1.1 200 OK') && text.endsWith('answered'))).toBe(true);
  expect(seen.size).toBe(64);
});

test('once closed, no copy accepts: the port is refused and free to listen on again', async () => {
  const { server, listeners, port } = await serve(8);
  listeners.close();
  await new Promise((resolve) => server.close(resolve));
  running.length = 0;
  const refused = await new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve('connected'));
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
  expect(refused).toBe('ECONNREFUSED');
  const again = createNetServer();
  await new Promise<void>((resolve, reject) => again.once('error', reject).listen(port, '127.0.0.1', resolve));
  await new Promise((resolve) => again.close(resolve));
});

test('ACCEPTS_PER_TURN is 8 unless set; 1 makes no copies; a bad value stops the start', async () => {
  expect(readServerConfig({}).acceptsPerTurn).toBe(8);
  expect(readServerConfig({ ACCEPTS_PER_TURN: '1' }).acceptsPerTurn).toBe(1);
  expect(readServerConfig({ ACCEPTS_PER_TURN: '64' }).acceptsPerTurn).toBe(64);
  for (const bad of ['0', '65', 'many', '8.5']) expect(() => readServerConfig({ ACCEPTS_PER_TURN: bad })).toThrow(/ACCEPTS_PER_TURN must be a whole number from 1 to 64/);
  const { listeners } = await serve(1);
  expect(listeners.listening).toBe(0);
});

test("a connection accepted on a copy is the server's: counted, and waited for by its close", async () => {
  const { server, listeners, port } = await serve(8);
  const clients = await Promise.all(Array.from({ length: 16 }, () => new Promise<Socket>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1', () => resolve(socket));
  })));
  await new Promise<void>((resolve) => {
    const check = () => server.getConnections((_error, open) => (open === 16 ? resolve() : setTimeout(check, 10)));
    check();
  });
  listeners.close();
  let closed = false;
  const closing = new Promise<void>((resolve) => server.close(() => ((closed = true), resolve())));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);
  for (const client of clients) client.destroy();
  await closing;
  running.length = 0;
});
