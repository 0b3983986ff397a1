/**
 * The whole edge in process (`app.request`, no network, no build) over a small fixture folder:
 * what every answer must carry (contract §1, §2, §7). tests/http/ keeps what needs the real build
 * or a real socket (Node's parser, connections, signals).
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from './app';
import { readServerConfig } from './config';
import { memoryState } from './shared-state';
import { createObservability } from './observability';
import type { EdgeResponse } from './context';
import { SITE_CSP } from './headers';
import { makeEdgeFixture, type EdgeFixture } from '../tests/support/edge-fixture';
import { etagOf } from '../src/api/json';
import { rmSync, readFileSync } from 'node:fs';
import path from 'node:path';

let fixture: EdgeFixture;
let now = 1_000_000;
let app: App;
let dynamic: App;

beforeAll(() => {
  fixture = makeEdgeFixture();
  const env = { DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, TRUST_PROXY: 'on' };
  // A clock that moves only when a test moves it: rate-limit counts are then exact.
  app = createApp(readServerConfig(env), { shared: memoryState(() => now), observability: createObservability({ accessLog: false, metrics: true }) });
  dynamic = createApp(readServerConfig({ ...env, FAST_PATH: 'off', RATE_LIMITS: 'off' }));
});
afterAll(() => rmSync(fixture.dist, { recursive: true, force: true }));

/** A header of an answer, whatever the case of its name. */
function header(response: EdgeResponse, name: string): string | undefined {
  const found = Object.entries(response.headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found === undefined ? undefined : String(found[1]);
}
const text = (response: EdgeResponse) => (response.body === undefined ? '' : Buffer.from(response.body).toString('utf8'));
const json = (response: EdgeResponse) => JSON.parse(text(response));
const fixtureFile = (url: string) => readFileSync(path.join(fixture.dist, 'client', url));

function expectProblem(response: EdgeResponse, status: number, code: string) {
  expect([response.status, json(response).code]).toEqual([status, code]);
  expect(header(response, 'content-type')).toBe('application/problem+json; charset=utf-8');
  const problem = json(response);
  expect(problem).toMatchObject({ type: `/docs/errors#${code}`, status });
  expect(problem.detail.length).toBeGreaterThan(10);
  return problem;
}

const keyed = (headers: Record<string, string> = {}) => ({ headers: { 'X-API-Key': fixture.keys.high, ...headers } });

describe('every API answer', () => {
  it.each(['/api/v1/ayah/2/255', '/api/v1/ayah/2/255.json', '/api/v1/ayah/2/999', '/v1/nothing'])('%s carries CORS, nosniff and a JSON type', async (target) => {
    const response = await app.request(target, keyed());
    expect(header(response, 'access-control-allow-origin')).toBe('*');
    expect(header(response, 'access-control-expose-headers')).toContain('RateLimit-Remaining');
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(response, 'content-type')).toMatch(/^application\/(problem\+)?json; charset=utf-8$/);
    expect(Number(header(response, 'content-length'))).toBe(Buffer.byteLength(response.body!));
  });

  it('sends the file the build wrote, and the same bytes generated live when FAST_PATH is off', async () => {
    const fromFile = await app.request('/api/v1/ayah/2/255', keyed());
    const live = await dynamic.request('/api/v1/ayah/2/255');
    expect(text(fromFile)).toBe(fixtureFile('/api/v1/ayah/2/255.json').toString());
    expect(text(live)).toBe(text(fromFile));
    expect(header(live, 'etag')).toBe(etagOf(fixtureFile('/api/v1/ayah/2/255.json')));
    expect(header(fromFile, 'cache-control')).toBe('public, max-age=86400');
  });

  it('answers If-None-Match with 304 and no body, from a file and live, and 200 for another ETag', async () => {
    for (const server of [app, dynamic]) {
      const first = await server.request('/api/v1/ayah/1/1', keyed());
      const etag = header(first, 'etag')!;
      const again = await server.request('/api/v1/ayah/1/1', keyed({ 'If-None-Match': `"other", W/${etag}` }));
      expect([again.status, again.body, header(again, 'etag'), header(again, 'content-length')]).toEqual([304, undefined, etag, undefined]);
      expect((await server.request('/api/v1/ayah/1/1', keyed({ 'If-None-Match': '"other"' }))).status).toBe(200);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.request('/api/v1/ayah/2/255', keyed());
    const head = await app.request('/api/v1/ayah/2/255', { method: 'HEAD', ...keyed() });
    expect(head.body).toBeUndefined();
    expect(head.headers).toEqual(get.headers);
  });

  it('answers a CORS preflight with 204, the methods and the headers a client may send', async () => {
    const response = await app.request('/api/v1/surah', { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' } });
    expect(response.status).toBe(204);
    expect(response.body).toBeUndefined();
    expect(header(response, 'access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(header(response, 'access-control-allow-headers')).toMatch(/X-API-Key/);
    expect(header(response, 'access-control-max-age')).toBe('86400');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and an Allow header', async (method) => {
    const response = await app.request('/api/v1/surah', { method });
    expectProblem(response, 405, 'method_not_allowed');
    expect(header(response, 'allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('compression', () => {
  it.each([['br', brotliDecompressSync], ['gzip', gunzipSync]] as const)('sends the %s variant the build wrote, with its own ETag and Vary', async (encoding, decode) => {
    const identity = await app.request('/api/v1/surah/2', keyed({ 'Accept-Encoding': 'identity' }));
    const compressed = await app.request('/api/v1/surah/2', keyed({ 'Accept-Encoding': encoding }));
    expect(header(identity, 'content-encoding')).toBeUndefined();
    expect(header(compressed, 'content-encoding')).toBe(encoding);
    expect(header(compressed, 'vary')).toBe('Accept-Encoding');
    expect(header(compressed, 'etag')).toBe(header(identity, 'etag')!.slice(0, -1) + `-${encoding}"`);
    expect(decode(compressed.body as Buffer).toString()).toBe(text(identity));
    const again = await app.request('/api/v1/surah/2', keyed({ 'Accept-Encoding': encoding, 'If-None-Match': header(compressed, 'etag')! }));
    expect(again.status).toBe(304);
  });

  it('compresses a large live answer on the fly and leaves a small one alone', async () => {
    const large = await dynamic.request('/api/v1/surah/2', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([header(large, 'content-encoding'), header(large, 'vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(large.body as Buffer).toString()).toBe(fixtureFile('/api/v1/surah/2.json').toString());
    const small = await dynamic.request('/api/v1/ayah/1/1', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect([header(small, 'content-encoding'), header(small, 'vary')]).toEqual([undefined, undefined]);
  });

  it('never serves a .br or .gz variant as a file of its own (it would skip the rate limit)', async () => {
    for (const target of ['/api/v1/surah/2.json.br', '/api/v1/surah/2.json.gz']) {
      const response = await app.request(target, keyed());
      expect([400, 404]).toContain(response.status);
      expect(header(response, 'content-type')).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('keys and rate limits', () => {
  it('refuses an unknown or revoked key with 401, and takes a Bearer token', async () => {
    expectProblem(await app.request('/api/v1/surah', { headers: { 'X-API-Key': 'itk_not-a-key' } }), 401, 'invalid_api_key');
    const revoked = await app.request('/api/v1/surah', { headers: { 'X-API-Key': fixture.keys.revoked } });
    expectProblem(revoked, 401, 'invalid_api_key');
    expect(header(revoked, 'www-authenticate')).toBe('Bearer');
    expect((await app.request('/api/v1/surah', { headers: { Authorization: `Bearer ${fixture.keys.plain}` } })).status).toBe(200);
  });

  it('lets exactly 30 Hijri requests a second through, then 429 with Retry-After and the RateLimit headers', async () => {
    now += 10_000;
    const client = { 'X-Forwarded-For': '203.0.113.30' };
    const answers: EdgeResponse[] = [];
    for (let i = 0; i < 40; i++) answers.push(await app.request('/v1/hijri/month/1445/9.json', { headers: client }));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
    expect(answers.slice(0, 30).map((answer) => Number(header(answer, 'ratelimit-remaining')))).toEqual(Array.from({ length: 30 }, (_, i) => 29 - i));
    const refused = answers[30]!;
    expect(expectProblem(refused, 429, 'rate_limited').detail).toContain('more than 30 requests in one second');
    expect([header(refused, 'retry-after'), header(refused, 'ratelimit-reset'), header(refused, 'ratelimit-policy')]).toEqual(['1', '1', '30;w=1']);
    expect(header(refused, 'access-control-allow-origin')).toBe('*');
    // A second later the window has moved past every one of them.
    now += 1000;
    expect((await app.request('/v1/hijri/month/1445/9.json', { headers: client })).status).toBe(200);
  });

  it('counts a client by the rightmost X-Forwarded-For entry, whatever the client wrote to its left', async () => {
    now += 10_000;
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await app.request('/v1/jummal/quran/1', { headers: { 'X-Forwarded-For': `10.9.${i}.1, 198.51.100.77` } })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(35);
    for (let i = 0; i < 30; i++) statuses.push((await app.request('/v1/jummal/quran/1', { headers: { 'X-Forwarded-For': `10.8.${i}.1, 198.51.100.77` } })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('multiplies the limits by the key\'s factor, and leaves Quran lookups unlimited', async () => {
    expect(header(await app.request('/v1/hijri/month/1445/9.json', keyed()), 'ratelimit-limit')).toBe('30000');
    expect(header(await app.request('/v1/hijri/month/1445/9.json', { headers: { 'X-API-Key': fixture.keys.plain } }), 'ratelimit-limit')).toBe('30');
    expect(header(await app.request('/api/v1/ayah/1/1', { headers: { 'X-Forwarded-For': '198.51.100.1' } }), 'ratelimit-limit')).toBeUndefined();
  });
});

describe('request targets and bodies', () => {
  it('refuses a request body with 413 without reading it, and closes the connection', async () => {
    const response = await app.request('/v1/hijri/today', { headers: { 'Content-Length': '6400000000' } });
    const problem = expectProblem(response, 413, 'body_not_allowed');
    expect(problem.title).toBe('Content Too Large');
    expect(header(response, 'connection')).toBe('close');
    expect(header(response, 'access-control-allow-origin')).toBe('*');
  });

  it('answers OPTIONS * with 204 and GET * with 400 invalid_target', async () => {
    const options = await app.request('*', { method: 'OPTIONS' });
    expect([options.status, header(options, 'allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
    expectProblem(await app.request('*'), 400, 'invalid_target');
    expectProblem(await app.request('http://[::1/x'), 400, 'invalid_target');
    expectProblem(await app.request('v1/hijri/today'), 400, 'invalid_target');
  });

  it('answers an absolute-form target like its path, rate limit included', async () => {
    const absolute = await app.request('http://example.org/api/v1/ayah/1/1', keyed());
    expect(text(absolute)).toBe(fixtureFile('/api/v1/ayah/1/1.json').toString());
    expect(header(await app.request('HTTP://example.org/v1/hijri/month/1445/9.json', { headers: { 'X-Forwarded-For': '198.51.100.99' } }), 'ratelimit-limit')).toBe('30');
  });

  it.each(['/v1/nothing', '/api/v1/nothing', '/api/v1/surah/1/2/3', '/v1', '/api/v1/ayah/2'])('answers %s with a JSON 404', async (target) => {
    expectProblem(await app.request(target, keyed()), 404, 'not_found');
  });

  it('names the endpoint meant in a 404, and rejects unknown parameters and bad encodings', async () => {
    expect(expectProblem(await app.request('/v1/hijri/to-gregorian?date=1445-09-01', keyed()), 404, 'not_found').nearest).toBe('/v1/gregorian/from-hijri');
    expect(expectProblem(await app.request('/api/v1/surah?limit=5', keyed()), 400, 'unknown_parameter').param).toBe('limit');
    expectProblem(await app.request('/api/v1/surah?x=%E0%A4%A', keyed()), 400, 'invalid_encoding');
    expectProblem(await app.request('/api/v1/ayah/%E0%A4%A/1', keyed()), 400, 'invalid_encoding');
  });

  it('serves a file the build wrote under an API path no route declares', async () => {
    const manifest = await app.request('/api/v1/manifest.json');
    expect([manifest.status, text(manifest)]).toEqual([200, '{"files":1}']);
    expect((await app.request('/api/v1/..%2F..%2Fapi-keys.json')).status).toBe(404);
  });

  it.each(['//v1/hijri/month/1445/9.json', '/%76%31/hijri/month/1445/9.json', '/api//v1/ayah/1/1.json', '/%61pi/v1/ayah/1/1.json'])(
    'refuses %s rather than serve the file without its rate limit',
    async (target) => {
      expectProblem(await app.request(target), 404, 'not_found');
    },
  );
});

describe('the site and the operations endpoints', () => {
  it('serves pages with the CSP, assets for a year, and the HTML 404 page', async () => {
    const home = await app.request('/');
    expect([home.status, header(home, 'content-type'), header(home, 'content-security-policy'), header(home, 'cache-control')]).toEqual([200, 'text/html; charset=utf-8', SITE_CSP, 'public, max-age=300']);
    expect(header(home, 'access-control-allow-origin')).toBeUndefined();
    const asset = await app.request('/_astro/app.js');
    expect([header(asset, 'cache-control'), header(asset, 'content-security-policy')]).toEqual(['public, max-age=31536000, immutable', undefined]);
    const missing = await app.request('/no-such-page');
    expect([missing.status, text(missing), header(missing, 'cache-control')]).toEqual([404, fixtureFile('/404.html').toString(), 'no-store']);
    expect(text(await app.request('/docs/errors/'))).toContain('id="not_found"');
  });

  it('serves /openapi.json with CORS, and answers other methods on pages with a plain 405', async () => {
    expect(header(await app.request('/openapi.json'), 'access-control-allow-origin')).toBe('*');
    const post = await app.request('/docs/errors/', { method: 'POST' });
    expect([post.status, header(post, 'allow'), text(post)]).toEqual([405, 'GET, HEAD', 'Method POST not allowed\n']);
  });

  it('answers /healthz, /readyz (warming until the warm-up is done) and /metrics', async () => {
    expect(json(await app.request('/healthz'))).toEqual({ status: 'ok' });
    expect(json(await app.request('/readyz'))).toEqual({ status: 'ready', build: true, warm: true, rate_limits: 'memory (per process)', redis: 'off' });
    const warming = createApp(readServerConfig({ DIST_DIR: fixture.dist }), { state: { warm: false } });
    const notReady = await warming.request('/readyz');
    expect([notReady.status, json(notReady).status]).toEqual([503, 'warming']);
    const metrics = await app.request('/metrics');
    expect([metrics.status, header(metrics, 'x-content-type-options')]).toEqual([200, undefined]);
    expect(text(metrics)).toContain('# TYPE itk_requests_total counter');
    expect((await dynamic.request('/metrics')).status).toBe(404);
  });
});
