/**
 * The server against hostile or careless clients, where a real socket matters: requests Node's
 * parser refuses, bodies, connections, signals. Raw requests over a socket, because fetch refuses
 * to send most of them. What the edge answers request by request is in server/edge.test.ts.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainUrl, request } from '../support/api';
import { startBuiltServer, type RunningServer } from '../support/built-server';

const { hostname, port } = new URL(mainUrl);

/** Sends raw bytes and resolves with everything the server sent before closing (or after `waitMs`). */
function raw(payload: string, waitMs = 5_000, target = { host: hostname, port: Number(port) }): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(target, () => socket.write(payload));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(received);
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.on('error', reject);
  });
}

/**
 * A connection the server has certainly accepted (it answered a first request on it), ready to send
 * `second`: `send()` writes it and resolves with everything the server sent after the first answer.
 */
function acceptedConnection(first: string, second: string, target: { host: string; port: number }): Promise<{ send: () => Promise<string> }> {
  return new Promise((resolveAccepted, reject) => {
    const socket = connect(target, () => socket.write(first));
    let received = Buffer.alloc(0);
    let firstEnd = -1;
    let closed: (after: string) => void = () => {};
    const afterFirst = new Promise<string>((resolve) => (closed = resolve));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (firstEnd >= 0) return;
      const headEnd = received.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(received.subarray(0, Math.max(headEnd, 0)).toString())?.[1]);
      if (headEnd < 0 || received.length < headEnd + 4 + length) return;
      firstEnd = headEnd + 4 + length;
      resolveAccepted({ send: () => (socket.write(second), afterFirst) });
    });
    socket.on('close', () => closed(received.subarray(Math.max(firstEnd, 0)).toString()));
    socket.on('error', reject);
    setTimeout(() => socket.destroy(), 15_000).unref();
  });
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('requests Node or we refuse, answered as problems', () => {
  it('refuses a request body without reading it, even a huge announced one', async () => {
    const started = Date.now();
    const response = await raw(`GET /v1/hijri/today HTTP/1.1\r\nHost: x\r\nContent-Length: 6400000000\r\n\r\n${'x'.repeat(1000)}`);
    expect(statusOf(response)).toBe(413);
    expect(response).toMatch(/connection: close/i);
    expect(bodyOf(response)).toMatchObject({ code: 'body_not_allowed', status: 413 });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('answers raw non-ASCII in the URL with a problem saying to percent-encode', async () => {
    const response = await raw('GET /v1/jummal?text=محمد HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(statusOf(response)).toBe(400);
    expect(response).toMatch(/content-type: application\/problem\+json/i);
    const problem = bodyOf(response);
    expect(problem.code).toBe('bad_request');
    expect(problem.detail).toContain('percent-encode');
  });

  it('answers oversized headers with 431', async () => {
    const response = await raw(`GET /v1/hijri/today HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(statusOf(response)).toBe(431);
    expect(bodyOf(response).code).toBe('headers_too_large');
  });

});

describe('readiness of the real server', () => {
  it('says ready once its live routes are warmed', async () => {
    const ready = await fetch(mainUrl + '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', build: true, warm: true });
  });
});

describe('SIGTERM', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMITS: 'off', SHUTDOWN_SECONDS: '3' });
  }, 60_000);
  afterAll(() => server?.child.kill('SIGKILL'));

  it('finishes every accepted request, closes an idle half-sent one, and exits by the deadline', async () => {
    const { hostname: host, port: serverPort } = new URL(server.url);
    // A client that sent half a request and went quiet must not keep the process alive.
    const halfSent = raw('GET /v1/hijri/today HTTP/1.1\r\nHost: x\r\n', 10_000, { host, port: Number(serverPort) });
    // 40 requests on connections the server has accepted (each answered a first request), sent just before SIGTERM.
    const target = { host, port: Number(serverPort) };
    const connections = await Promise.all(
      Array.from({ length: 40 }, (_, i) => acceptedConnection('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', `GET /api/v1/surah/${(i % 114) + 1} HTTP/1.1\r\nHost: x\r\n\r\n`, target)),
    );
    const inFlight = connections.map((connection) => connection.send());
    const started = Date.now();
    const exited = new Promise<number>((resolve) => server.child.on('exit', () => resolve(Date.now() - started)));
    server.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    for (const answer of answers) {
      expect(statusOf(answer)).toBe(200);
      const length = Number(/content-length: (\d+)/i.exec(answer)?.[1]);
      expect(Buffer.byteLength(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toBe(length);
    }
    expect(await exited).toBeLessThan(4_500);
    await halfSent;
  }, 30_000);
});

describe('SIGTERM with SHUTDOWN_DELAY_SECONDS', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMITS: 'off', ACCESS_LOG: 'off', SHUTDOWN_DELAY_SECONDS: '2', SHUTDOWN_SECONDS: '3' });
  }, 60_000);
  afterAll(() => server?.child.kill('SIGKILL'));

  it('says stopping on /readyz at once, keeps answering through the delay, then exits', async () => {
    const started = Date.now();
    const exited = new Promise<number>((resolve) => server.child.on('exit', () => resolve(Date.now() - started)));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ready = await fetch(`${server.url}/readyz`, { headers: { Connection: 'close' } }).catch((error: Error & { cause?: { code?: string } }) => error);
    const exit = `exit code ${server.child.exitCode}, signal ${server.child.signalCode}`;
    expect(ready instanceof Error ? `${ready.cause?.code ?? ready.message} (${exit})` : ready.status).toBe(503);
    if (ready instanceof Error) return;
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    // Still accepting during the delay, for the load balancer's last requests.
    expect((await fetch(`${server.url}/api/v1/ayah/1/1`)).status).toBe(200);
    const ms = await exited;
    expect(ms).toBeGreaterThanOrEqual(1_900);
    expect(ms).toBeLessThan(6_000);
  }, 30_000);
});

describe('long paths', () => {
  it('answers a 404 for a 12,000-character path quickly (longer request lines are 431)', async () => {
    const started = Date.now();
    const response = await request('/v1/' + 'hijri-'.repeat(2000), { skipOpenApi: true });
    expect(response.status).toBe(404);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('idle connections, and the access log', () => {
  let server: RunningServer;
  let logged = '';
  beforeAll(async () => {
    server = await startBuiltServer({ RATE_LIMITS: 'off', MAX_CONNECTIONS_PER_CLIENT: '10', ACCESS_LOG: 'on' });
    server.child.stdout!.on('data', (chunk: Buffer) => (logged += chunk.toString()));
  }, 60_000);
  afterAll(() => server?.child.kill());

  it('logs no request of its own warm-up, and one line per request after', async () => {
    expect(server.startupOutput).not.toMatch(/^\{/m);
    await fetch(`${server.url}/api/v1/ayah/1/2`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = (server.startupOutput + logged).split('\n').filter((line) => line.startsWith('{'));
    expect(lines.map((line) => JSON.parse(line).path)).toEqual(['/api/v1/ayah/1/2']);
  });

  it('lets one client hold at most its share of connections, and frees them for a real request', async () => {
    const { hostname: host, port: serverPort } = new URL(server.url);
    const sockets = await Promise.all(
      Array.from({ length: 30 }, () => new Promise<import('node:net').Socket>((resolve) => {
        const socket = connect({ host, port: Number(serverPort) }, () => resolve(socket));
        socket.on('error', () => {});
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const open = sockets.filter((socket) => !socket.destroyed && socket.readyState === 'open');
    expect(open.length).toBeLessThanOrEqual(10);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${server.url}/api/v1/ayah/1/1`)).status).toBe(200);
  });
});
