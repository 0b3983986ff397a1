/**
 * The edge in process over the fixture folder, continued: request targets and bodies, the site
 * with its CSP and 404, and the operations endpoints.
 */
import { createApp } from './app';
import { readServerConfig } from './process/config';
import { SITE_CSP } from './headers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createObservability } from './observability/observability';
import { bodyJson as json, bodyText as text, expectProblem, header, makeEdgeApps } from '../tests/support/edge-fixture';

const edge = makeEdgeApps();
const { app, dynamic, fixture } = edge;
const fixtureFile = edge.file;
afterAll(() => edge.remove());
const keyed = (headers: Record<string, string> = {}) => ({ headers: { 'X-API-Key': fixture.keys.high, ...headers } });

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
    expect(json(await app.request('/readyz'))).toEqual({ status: 'ready', build: true, warm: true, rate_limits: 'memory (per process)', redis: 'off', keys: 'ok' });
    const warming = createApp(readServerConfig({ DIST_DIR: fixture.dist }), { state: { warm: false } });
    const notReady = await warming.request('/readyz');
    expect([notReady.status, json(notReady).status]).toEqual([503, 'warming']);
    const metrics = await app.request('/metrics', { headers: { 'X-Forwarded-For': '127.0.0.1' } });
    expect([metrics.status, header(metrics, 'x-content-type-options')]).toEqual([200, undefined]);
    expect(text(metrics)).toContain('# TYPE itk_requests_total counter');
    expect((await dynamic.request('/metrics')).status).toBe(404);
    // Only for loopback and private networks: a public client, even one a trusted proxy names, gets the 404.
    expect((await app.request('/metrics', { remoteAddress: '203.0.113.9' })).status).toBe(404);
    expect((await app.request('/metrics', { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404);
    expect((await app.request('/metrics', { headers: { 'X-Forwarded-For': '10.0.0.7' } })).status).toBe(200);
  });

  it('behind TRUST_PROXY opens /metrics only to a client the proxy names, or to whom METRICS_ALLOW names', async () => {
    // A local proxy that forwards a public request without X-Forwarded-For: the peer is loopback, the client anyone.
    expect((await app.request('/metrics', { remoteAddress: '127.0.0.1' })).status).toBe(404);
    expect((await app.request('/metrics', { remoteAddress: '127.0.0.1', headers: { 'X-Forwarded-For': 'junk-1' } })).status).toBe(404);
    expect((await app.request('/metrics', { remoteAddress: '127.0.0.1', headers: { 'X-Forwarded-For': '127.0.0.1' } })).status).toBe(200);
    const observability = createObservability({ accessLog: false, metrics: true });
    const env = { DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, TRUST_PROXY: 'on', METRICS_ALLOW: '127.0.0.1, 192.0.2.0/24' };
    const allowing = createApp(readServerConfig(env), { observability });
    expect((await allowing.request('/metrics', { remoteAddress: '127.0.0.1' })).status).toBe(200);
    expect((await allowing.request('/metrics', { headers: { 'X-Forwarded-For': '192.0.2.44' } })).status).toBe(200);
    expect((await allowing.request('/metrics', { headers: { 'X-Forwarded-For': '10.0.0.7' } })).status).toBe(404);
    expect(() => readServerConfig({ ...env, METRICS_ALLOW: '10.0.0.0/40' })).toThrow(/METRICS_ALLOW .*10\.0\.0\.0\/40/);
  });

  it('answers /readyz with no path and no parse error when the key file cannot be read', async () => {
    const keysFile = path.join(mkdtempSync(path.join(tmpdir(), 'keys-')), 'keys.json');
    writeFileSync(keysFile, '{"keys": []}');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const broken = createApp(readServerConfig({ DIST_DIR: fixture.dist, API_KEYS_FILE: keysFile }));
      writeFileSync(keysFile, '{"keys": [ not json, and longer');
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2000 });
      const answer = json(await broken.request('/readyz'));
      vi.useRealTimers();
      expect(answer.status).toBe('degraded');
      expect(JSON.stringify(answer)).not.toContain(keysFile);
      expect(JSON.stringify(answer)).not.toMatch(/json|position|token/i);
      expect(answer.keys).toMatch(/key file cannot be read/);
    } finally {
      vi.useRealTimers();
      errors.mockRestore();
    }
  });
});

describe('the caches’ budgets', () => {
  it('reads FILE_CACHE_MB and ANSWER_CACHE_MB in megabytes, 64 and 32 when unset, and refuses a value that is not one', () => {
    expect([readServerConfig({}).fileCacheBytes, readServerConfig({}).answerCacheBytes]).toEqual([64 * 1024 * 1024, 32 * 1024 * 1024]);
    expect(readServerConfig({ FILE_CACHE_MB: '1', ANSWER_CACHE_MB: '0' })).toMatchObject({ fileCacheBytes: 1024 * 1024, answerCacheBytes: 0 });
    expect(() => readServerConfig({ FILE_CACHE_MB: '1.5' })).toThrow(/FILE_CACHE_MB must be a whole number of megabytes/);
  });
});
