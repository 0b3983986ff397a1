/**
 * The whole edge in process (`app.request`, no network, no build) over a small fixture folder
 * (tests/support/edge-fixture.ts): what every API answer must carry (contract §1, §2, §7).
 * Request targets, the site and the operations endpoints: edge-site.test.ts. tests/http/ keeps
 * what needs the real build or a real socket (Node's parser, connections, signals).
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { etagOf } from '../src/api/json';
import { afterAll, describe, expect, it } from 'vitest';
import type { EdgeResponse } from './context';
import { bodyBytes, bodyJson as json, bodyText as text, expectProblem, header, makeEdgeApps } from '../tests/support/edge-fixture';

const edge = makeEdgeApps();
const { app, dynamic, fixture, clock } = edge;
const fixtureFile = edge.file;
afterAll(() => edge.remove());
const keyed = (headers: Record<string, string> = {}) => ({ headers: { 'X-API-Key': fixture.keys.high, ...headers } });

describe('every API answer', () => {
  it.each(['/api/v1/ayah/2/255', '/api/v1/ayah/2/255.json', '/api/v1/ayah/2/999', '/v1/nothing'])('%s carries CORS, nosniff and a JSON type', async (target) => {
    const response = await app.request(target, keyed());
    expect(header(response, 'access-control-allow-origin')).toBe('*');
    expect(header(response, 'access-control-expose-headers')).toContain('RateLimit-Remaining');
    expect(header(response, 'x-content-type-options')).toBe('nosniff');
    expect(header(response, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(header(response, 'content-type')).toMatch(/^application\/(problem\+)?json; charset=utf-8$/);
    expect(Number(header(response, 'content-length'))).toBe(bodyBytes(response).length);
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

  it('sends a file\'s kept headers with each request\'s own: none leaks from one request into another', async () => {
    clock.now += 10_000;
    const client = { 'X-Forwarded-For': '203.0.113.44' };
    const order: [string, Record<string, string>][] = [
      ['/api/v1/ayah/2/255', client],
      ['/api/v1/ayah/2/255', { ...client, 'Accept-Encoding': 'gzip' }],
      ['/v1/hijri/month/1445/9.json', client],
      ['/v1/hijri/month/1445/9.json', client],
      ['/api/v1/ayah/2/255', client],
      ['/v1/hijri/month/1445/9.json', { ...client, 'Content-Length': '3' }],
    ];
    const answers: EdgeResponse[] = [];
    for (const [target, headers] of order) answers.push(await app.request(target, { headers }));
    const remaining = answers.map((answer) => header(answer, 'ratelimit-remaining'));
    expect(remaining).toEqual([undefined, undefined, '29', '28', undefined, undefined]);
    expect(answers.map((answer) => header(answer, 'connection'))).toEqual([undefined, undefined, undefined, undefined, undefined, 'close']);
    expect(answers.map((answer) => header(answer, 'content-security-policy'))).toEqual(Array(6).fill(undefined));
    expect(answers[0]!.headers).toEqual(answers[4]!.headers);
    expect([header(answers[0]!, 'content-encoding'), header(answers[1]!, 'content-encoding')]).toEqual([undefined, 'gzip']);
    expect(header(answers[1]!, 'etag')).toBe(`${header(answers[0]!, 'etag')!.slice(0, -1)}-gzip"`);
    for (const answer of answers) expect(Number(header(answer, 'content-length'))).toBe(bodyBytes(answer).length);
    // A page after them carries its policy, and an API file after the page none.
    const page = await app.request('/');
    expect(header(page, 'content-security-policy')).toContain("default-src 'self'");
    expect(header(await app.request('/api/v1/ayah/2/255', { headers: client }), 'content-security-policy')).toBeUndefined();
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

  it('sends a small file the server compresses in gzip the first time a browser asks, and in brotli once asked again', async () => {
    const browser = keyed({ 'Accept-Encoding': 'gzip, deflate, br' });
    const file = fixtureFile('/api/v1/ayah/1/1.json');
    expect(file.length).toBeGreaterThan(1024);
    const first = await app.request('/api/v1/ayah/1/1', browser);
    expect([header(first, 'content-encoding'), header(first, 'vary'), header(first, 'etag')]).toEqual(['gzip', 'Accept-Encoding', `${etagOf(file).slice(0, -1)}-gzip"`]);
    expect(gunzipSync(first.body as Buffer)).toEqual(file);
    const second = await app.request('/api/v1/ayah/1/1', browser);
    expect([header(second, 'content-encoding'), header(second, 'etag')]).toEqual(['br', `${etagOf(file).slice(0, -1)}-br"`]);
    expect(brotliDecompressSync(second.body as Buffer)).toEqual(file);
    const third = await app.request('/api/v1/ayah/1/1', browser);
    expect([header(third, 'etag'), Buffer.compare(third.body as Buffer, second.body as Buffer)]).toEqual([header(second, 'etag'), 0]);
    // The browser that holds the gzip form revalidates it: 304 with that form's ETag, not the file again in brotli.
    const revalidated = await app.request('/api/v1/ayah/1/1', keyed({ 'Accept-Encoding': 'gzip, deflate, br', 'If-None-Match': header(first, 'etag')! }));
    expect([revalidated.status, header(revalidated, 'etag'), header(revalidated, 'content-encoding')]).toEqual([304, header(first, 'etag'), 'gzip']);
    // A file the build wrote in brotli is sent in brotli the first time.
    const large = await app.request('/api/v1/surah/2', browser);
    expect([header(large, 'content-encoding'), brotliDecompressSync(large.body as Buffer).toString()]).toEqual(['br', fixtureFile('/api/v1/surah/2.json').toString()]);
  });

  it('compresses a large live answer of a route with files at once, as its file is, and leaves a small one alone', async () => {
    const large = await dynamic.request('/api/v1/surah/2', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([header(large, 'content-encoding'), header(large, 'vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(large.body as Buffer).toString()).toBe(fixtureFile('/api/v1/surah/2.json').toString());
    const small = await dynamic.request('/v1/hijri/from-gregorian?date=2024-03-11', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.status).toBe(200);
    expect([header(small, 'content-encoding'), header(small, 'vary')]).toEqual([undefined, undefined]);
  });

  it('compresses a large answer of a route without files the first time, and keeps that form with its own ETag', async () => {
    const target = `/v1/jummal?text=${encodeURIComponent('بسم الله الرحمن الرحيم '.repeat(8))}`;
    const identity = await dynamic.request(target, { headers: { 'Accept-Encoding': 'identity' } });
    expect(bodyBytes(identity).length).toBeGreaterThan(1024);
    expect([identity.status, header(identity, 'content-encoding'), header(identity, 'vary')]).toEqual([200, undefined, 'Accept-Encoding']);
    const other = `/v1/jummal?text=${encodeURIComponent('الحمد لله رب العالمين '.repeat(8))}`;
    const first = await dynamic.request(other, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([first.status, header(first, 'content-encoding'), header(first, 'vary')]).toEqual([200, 'gzip', 'Accept-Encoding']);
    const second = await dynamic.request(target, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([header(second, 'content-encoding'), header(second, 'vary')]).toEqual(['gzip', 'Accept-Encoding']);
    expect(gunzipSync(second.body as Buffer).toString()).toBe(text(identity));
    expect(header(second, 'etag')).toBe(`${header(identity, 'etag')!.slice(0, -1)}-gzip"`);
    // Kept once asked again: the same bytes and ETag for every later client of that encoding.
    const third = await dynamic.request(target, { headers: { 'Accept-Encoding': 'gzip' } });
    expect([header(third, 'etag'), Buffer.compare(third.body as Buffer, second.body as Buffer)]).toEqual([header(second, 'etag'), 0]);
    const again = await dynamic.request(target, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': header(second, 'etag')! } });
    expect(again.status).toBe(304);
    // The client that holds the form as is revalidates it: 304 with that form's ETag, not the answer again compressed.
    const kept = await dynamic.request(target, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': header(identity, 'etag')! } });
    expect([kept.status, header(kept, 'etag'), header(kept, 'content-encoding')]).toEqual([304, header(identity, 'etag'), undefined]);
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
    clock.now += 10_000;
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
    clock.now += 1000;
    expect((await app.request('/v1/hijri/month/1445/9.json', { headers: client })).status).toBe(200);
  });

  it('counts a client by the rightmost X-Forwarded-For entry, whatever the client wrote to its left', async () => {
    clock.now += 10_000;
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
