/**
 * Requests Node answers on its own unless told otherwise, on the server started in
 * process over the edge fixture with a real socket: each gets a problem document saying what to fix.
 */
import { connect } from 'node:net';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './main';
import { makeEdgeFixture, makeEdgeApps, header } from '../tests/support/edge-fixture';

const fixture = makeEdgeFixture();
let running: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  running = await startServer({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, PORT: '0', HOST: '127.0.0.1', ACCESS_LOG: 'off' });
}, 60_000);
afterAll(async () => {
  running?.server.closeAllConnections();
  running?.listeners.close();
  await new Promise((resolve) => running?.server.close(resolve));
  rmSync(fixture.dist, { recursive: true, force: true });
});

function raw(payload: string): Promise<string> {
  const { hostname, port } = new URL(running.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(payload));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const timer = setTimeout(() => socket.destroy(), 3_000);
    socket.on('close', () => (clearTimeout(timer), resolve(received)));
    socket.on('error', reject);
  });
}

const problemOf = (response: string) => ({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]), ...JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4)) });

describe('answers Node would give empty or not at all', () => {
  it('an HTTP/1.1 request with no Host: 400 naming the header', async () => {
    const problem = problemOf(await raw('GET /v1/hijri/month/1445/9.json HTTP/1.1\r\nConnection: close\r\n\r\n'));
    expect(problem).toMatchObject({ status: 400, code: 'bad_request' });
    expect(problem.detail).toMatch(/Host header/);
  });

  it('HTTP/1.0 needs no Host', async () => {
    expect(await raw('GET /v1/hijri/month/1445/9.json HTTP/1.0\r\n\r\n')).toMatch(/^HTTP\/1\.1 200/);
  });

  it('an Expect other than 100-continue: 417 as a problem', async () => {
    const problem = problemOf(await raw('GET /v1/hijri/month/1445/9.json HTTP/1.1\r\nHost: x\r\nExpect: 999\r\nConnection: close\r\n\r\n'));
    expect(problem).toMatchObject({ status: 417, code: 'expectation_failed' });
    expect(problem.detail).toMatch(/Expect header '999'/);
  });

  it('CONNECT: 405 saying this is not a proxy', async () => {
    const response = await raw('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
    expect(problemOf(response)).toMatchObject({ status: 405, code: 'method_not_allowed' });
    expect(response).toMatch(/allow: GET, HEAD, OPTIONS/i);
  });

  it('%00 in the path: 400 bad_request', async () => {
    const problem = problemOf(await raw('GET /v1/jummal%00?text=%D8%A8 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(problem).toMatchObject({ status: 400, code: 'bad_request' });
    expect(problem.detail).toMatch(/%00/);
  });

  it('%00 in a parameter: 400 with the code of the parameter it is in', async () => {
    const jummal = problemOf(await raw('GET /v1/jummal?text=%D8%A8%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(jummal).toMatchObject({ status: 400, code: 'invalid_text', param: 'text' });
    expect(jummal.detail).toMatch(/U\+0000 at position 1/);
    const search = problemOf(await raw('GET /api/v1/search?q=mercy%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
    expect(search).toMatchObject({ status: 400, code: 'invalid_query' });
  });
});

describe('the HTML 404 page', () => {
  it('carries the site CSP like every page', async () => {
    const edge = makeEdgeApps();
    const response = await edge.app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(header(response, 'content-security-policy')).toMatch(/default-src/);
    edge.remove();
  });
});
