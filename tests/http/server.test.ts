/**
 * The built server over real HTTP: what needs the real build (its files, its compressed variants,
 * its pages) or real connections. The edge's behaviour request by request is tested in process,
 * without a build, in server/edge.test.ts.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagOf } from '../../src/api/json';
import { dynamicUrl, expectProblemShape, expectThirtyASecond, get, limitedKey, mainUrl, request, staticFile, testKey } from '../support/api';

describe('the real build, served', () => {
  it('marks deterministic answers cacheable for a day with an ETag, from both servers', async () => {
    for (const server of ['main', 'dynamic'] as const) {
      const result = await get('/api/v1/surah/36', { server });
      expect(result.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(result.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}(-gzip|-br)?"$/);
      expect(result.text).toBe(staticFile('/api/v1/surah/36.json'));
    }
  });

  it('serves the docs site, the OpenAPI document with CORS, and an HTML 404 for unknown pages', async () => {
    const home = await get('/', { key: null });
    expect([home.status, home.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
    const openapi = await get('/openapi.json', { key: null });
    expect([openapi.status, openapi.json.openapi, openapi.headers.get('access-control-allow-origin')]).toEqual([200, '3.1.0', '*']);
    const missing = await get('/no-such-page', { key: null });
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
  });

  it('points a not_found problem at a page that exists, naming the endpoint meant', async () => {
    const result = await get('/v1/hijri/to-gregorian?date=1445-09-01', { skipOpenApi: true });
    const problem = expectProblemShape(result, 404, 'not_found');
    expect(problem.nearest).toBe('/v1/gregorian/from-hijri');
    const page = await get(problem.type.split('#')[0], { key: null });
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="not_found"');
  });

  it('answers /docs/, where every problem points, with the index of the documentation in each language', async () => {
    for (const [prefix, title] of [['', 'Documentation'], ['/ar', 'التوثيق']] as const) {
      for (const spelling of [`${prefix}/docs/`, `${prefix}/docs`]) {
        const index = await get(spelling, { key: null });
        expect([spelling, index.status, index.headers.get('content-type')]).toEqual([spelling, 200, 'text/html; charset=utf-8']);
        expect(index.text).toMatch(new RegExp(`<h1 id="_top"[^>]*>${title}</h1>`));
      }
      const html = (await get(`${prefix}/docs/`, { key: null })).text;
      const links = [...html.matchAll(/<li><a href="([^"]+)"/g)].map((match) => match[1]!).filter((href) => href.startsWith(`${prefix}/docs/`));
      for (const page of ['/docs/hijri/', '/docs/search/', '/docs/errors/', '/docs/limits/', '/docs/contract/']) expect(links).toContain(prefix + page);
      for (const link of links) expect([link, (await get(link, { key: null })).status]).toEqual([link, 200]);
    }
  });
});

describe('compression of the real files', () => {
  const raw = (path: string, headers: Record<string, string>) => fetch(new URL(path, mainUrl).href, { headers });

  it.each(['br', 'gzip'] as const)('sends a large prebuilt file precompressed with %s, the same bytes once decoded', async (encoding) => {
    const identity = await raw('/api/v1/surah/2', { 'Accept-Encoding': 'identity' });
    const identityText = await identity.text();
    const compressed = await raw('/api/v1/surah/2', { 'Accept-Encoding': encoding });
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(identityText) / 3);
    expect(await compressed.text()).toBe(identityText);
    expect(identityText).toBe(staticFile('/api/v1/surah/2.json'));
  });

  it.each(['br', 'gzip'] as const)('sends a small answer (an ayah, 1.5 KB) compressed with %s by the server, and a tiny one (a Hijri day) as is', async (encoding) => {
    const file = staticFile('/api/v1/ayah/2/255.json');
    expect(Buffer.byteLength(file)).toBeGreaterThan(1024);
    for (const server of ['main', 'dynamic'] as const) {
      const base = server === 'main' ? mainUrl : dynamicUrl;
      const compressed = await fetch(`${base}/api/v1/ayah/2/255`, { headers: { 'Accept-Encoding': encoding, 'X-API-Key': testKey } });
      expect([server, compressed.headers.get('content-encoding'), compressed.headers.get('vary')]).toEqual([server, encoding, 'Accept-Encoding']);
      expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(file) * 0.7);
      expect(await compressed.text()).toBe(file);
      // Its ETag names the encoding, and answers 304 to it.
      const etag = compressed.headers.get('etag')!;
      expect(etag).toMatch(encoding === 'br' ? /-br"$/ : /-gzip"$/);
      const again = await fetch(`${base}/api/v1/ayah/2/255`, { headers: { 'Accept-Encoding': encoding, 'If-None-Match': etag, 'X-API-Key': testKey } });
      expect(again.status).toBe(304);
    }
    const day = await raw('/v1/hijri/from-gregorian?date=2024-03-11', { 'Accept-Encoding': encoding, 'X-API-Key': testKey });
    expect([day.status, day.headers.get('content-encoding')]).toEqual([200, null]);
  });

  it('names a live search by its build and arguments (not a hash of its body): stable, distinct per query, 304 on a match', async () => {
    const ask = (query: string, headers: Record<string, string> = {}) => raw(`/api/v1/search?${query}`, { 'X-API-Key': testKey, 'Accept-Encoding': 'identity', ...headers });
    const first = await ask('q=mercy&limit=3');
    const body = await first.text();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etag).not.toBe(etagOf(body));
    const again = await ask('limit=3&q=mercy');
    expect([again.headers.get('etag'), await again.text()]).toEqual([etag, body]);
    const other = await ask('q=mercy&limit=4');
    await other.arrayBuffer();
    expect(other.headers.get('etag')).not.toBe(etag);
    expect((await ask('q=mercy&limit=3', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('sends a distinct search compressed the first time it is asked (br), the same bytes once decoded, with Vary and its own ETag', async () => {
    // Asked nowhere else: the first request for it is the first time this server makes it.
    const target = `/api/v1/search?q=${encodeURIComponent('الرحمن')}&limit=40&offset=1`;
    const first = await rawBytes(target, { 'Accept-Encoding': 'br', 'X-API-Key': testKey });
    expect([first.status, first.headers['content-encoding'], first.headers.vary]).toEqual([200, 'br', 'Accept-Encoding']);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const identity = await rawBytes(target, { 'Accept-Encoding': 'identity', 'X-API-Key': testKey });
    expect([identity.status, identity.headers['content-encoding'], identity.headers.vary]).toEqual([200, undefined, 'Accept-Encoding']);
    expect(identity.body.length).toBeGreaterThan(3 * first.body.length);
    expect(Buffer.compare(brotliDecompressSync(first.body), identity.body)).toBe(0);
    expect(first.headers.etag).toBe(`${String(identity.headers.etag).slice(0, -1)}-br"`);
    // Kept once asked again: the same bytes under the same ETag, and 304 for it.
    const again = await rawBytes(target, { 'Accept-Encoding': 'gzip, deflate, br', 'X-API-Key': testKey });
    expect([again.headers.etag, Buffer.compare(again.body, first.body)]).toEqual([first.headers.etag, 0]);
    const revalidated = await rawBytes(target, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag), 'X-API-Key': testKey });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
    const gzipped = await rawBytes(`/api/v1/search?q=${encodeURIComponent('الرحمن')}&limit=40&offset=2`, { 'Accept-Encoding': 'gzip', 'X-API-Key': testKey });
    expect([gzipped.headers['content-encoding'], JSON.parse(gunzipSync(gzipped.body).toString()).offset]).toEqual(['gzip', 2]);
  });
});

/** A response as sent, its body not decoded (fetch would undo the Content-Encoding). */
function rawBytes(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(new URL(path, mainUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('rate limits over HTTP', () => {
  it('lets exactly 30 Hijri requests of one client through in a second, then 429', async () => {
    // On a kept-alive connection.
    const refused = (await expectThirtyASecond(() => get('/v1/hijri/from-gregorian?date=2024-03-11', { key: null, client: '203.0.113.30', skipOpenApi: true })))[30]!;
    expect([refused.headers.get('retry-after'), refused.headers.get('ratelimit-policy')]).toEqual(['1', '30;w=1']);
  });

  it('raises the limits by the factor of the key that is sent', async () => {
    expect((await get('/v1/hijri/from-gregorian?date=2024-03-11')).headers.get('ratelimit-limit')).toBe('30000');
    expect((await get('/v1/hijri/from-gregorian?date=2024-03-11', { key: limitedKey })).headers.get('ratelimit-limit')).toBe('30');
  });

  it('rejects a method other than GET, HEAD and OPTIONS with 405', async () => {
    const result = await request('/api/v1/surah', { method: 'DELETE', skipOpenApi: true });
    expectProblemShape(result, 405, 'method_not_allowed');
  });
});
