/** A client refused for its work is not read again until its Retry-After is over; others are answered meanwhile. */
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readServerConfig } from '../process/config';
import { memoryState } from '../limits/shared-state';
import { makeEdgeFixture } from '../../tests/support/edge-fixture';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Each a new text (no cached answer): 990 × ﷽ and the request's number written in letters.
const costly = (i: number) => `/v1/jummal?text=${encodeURIComponent('\uFDFD'.repeat(990) + [...String(i)].map((digit) => 'ابجدهوزحطي'[Number(digit)]).join(''))}`;
const requestOf = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`;

/** A raw keep-alive connection from `localAddress`, with the status lines it has received and when. */
interface Raw {
  socket: Socket;
  answers: { status: number; at: number; retryAfter: number | null }[];
}

function open(port: number, localAddress: string): Promise<Raw> {
  return new Promise((resolve) => {
    const raw: Raw = { socket: connect({ port, host: '127.0.0.1', localAddress }, () => resolve(raw)), answers: [] };
    let text = '';
    raw.socket.setEncoding('latin1');
    raw.socket.on('error', () => {});
    raw.socket.on('data', (chunk: string) => {
      text += chunk;
      // Complete answers only: status line, headers, and a body of Content-Length bytes (latin1: one char a byte).
      for (;;) {
        const end = text.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = text.slice(0, end);
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (text.length < end + 4 + length) return;
        const retryAfter = /retry-after: (\d+)/i.exec(head)?.[1];
        raw.answers.push({ status: Number(head.slice(9, 12)), at: Date.now(), retryAfter: retryAfter === undefined ? null : Number(retryAfter) });
        text = text.slice(end + 4 + length);
      }
    });
  });
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const stop = Date.now() + ms;
  while (!condition() && Date.now() < stop) await pause(10);
}

async function serve(env: Record<string, string>, costBudgetMs: number) {
  const fixture = makeEdgeFixture();
  const app = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, ...env }), { shared: memoryState(Date.now, costBudgetMs) });
  const server = createServer((req, res) => app.handle(req, res));
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, fixture, port: (server.address() as { port: number }).port };
}

/** Sends costly requests one at a time on `raw` until one is refused; returns that refusal. */
async function overspend(raw: Raw, headers = '', from = 0) {
  for (let i = from; i < from + 400; i++) {
    const before = raw.answers.length;
    raw.socket.write(requestOf(costly(i), headers));
    await until(() => raw.answers.length > before, 5_000);
    const last = raw.answers.at(-1)!;
    if (last.status === 429) return last;
    expect(last.status).toBe(200);
  }
  throw new Error('never refused');
}

describe('a client refused for its work is made to wait', () => {
  const servers: { server: Server; fixture: { dist: string } }[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const { server, fixture } of servers) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(fixture.dist, { recursive: true, force: true });
    }
  });

  it('stops reading a refused connection for its Retry-After, while another client is answered at once', async () => {
    const running = await serve({}, 5);
    servers.push(running);
    const heavy = await open(running.port, '127.0.0.21');
    const light = await open(running.port, '127.0.0.22');
    sockets.push(heavy.socket, light.socket);
    const refusal = await overspend(heavy);
    expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
    const answeredBefore = heavy.answers.length;
    // Three more costly requests pipelined at once: none is read, so none is answered, during the wait.
    heavy.socket.write(requestOf(costly(1000)) + requestOf(costly(1001)) + requestOf(costly(1002)));
    const lightSent = Date.now();
    light.socket.write(requestOf('/v1/hijri/month/1445/9.json'));
    await until(() => light.answers.length > 0, 5_000);
    expect(light.answers[0]!.status).toBe(200);
    expect(light.answers[0]!.at - lightSent).toBeLessThan(500);
    await pause(refusal.retryAfter! * 1000 - 300 - (Date.now() - refusal.at));
    expect(heavy.answers.length).toBe(answeredBefore);
    // Once the wait is over its requests are read and answered.
    await until(() => heavy.answers.length >= answeredBefore + 3, 10_000);
    expect(heavy.answers.length).toBe(answeredBefore + 3);
    expect(heavy.answers[answeredBefore]!.at - refusal.at).toBeGreaterThanOrEqual(refusal.retryAfter! * 1000 - 50);
    expect(heavy.answers.slice(answeredBefore).map((answer) => answer.status)).toContain(200);
  }, 60_000);

  it('never holds a trusted proxy\'s connection: the next client on it is answered at once', async () => {
    const running = await serve({ TRUST_PROXY: 'on' }, 5);
    servers.push(running);
    const proxy = await open(running.port, '127.0.0.23');
    sockets.push(proxy.socket);
    const refusal = await overspend(proxy, 'X-Forwarded-For: 198.51.100.7\r\n');
    expect(refusal.status).toBe(429);
    const before = proxy.answers.length;
    proxy.socket.write(requestOf('/v1/hijri/today', 'X-Forwarded-For: 198.51.100.8\r\n'));
    await until(() => proxy.answers.length > before, 5_000);
    expect(proxy.answers[before]!.status).toBe(200);
    expect(proxy.answers[before]!.at - refusal.at).toBeLessThan(500);
  }, 60_000);
});
