import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, limitedKey, mainUrl, request, revokedKey, staticFile, testKey } from '../support/api';

describe('headers of every API response', () => {
  it.each(['/api/v1/ayah/2/255', '/api/v1/ayah/2/255.json', '/api/v1/ayah/2/999'])('%s carries CORS and JSON headers', async (path) => {
    const result = await get(path);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('content-type')).toMatch(/^application\/(problem\+)?json; charset=utf-8$/);
  });

  it('marks deterministic answers cacheable for a day with an ETag, from both servers', async () => {
    for (const server of ['main', 'dynamic'] as const) {
      const result = await get('/api/v1/surah/36', { server });
      expect(result.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(result.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}(-gzip|-br)?"$/);
    }
  });

  it('answers If-None-Match with 304 and no body, on files and on generated answers', async () => {
    for (const server of ['main', 'dynamic'] as const) {
      const first = await get('/api/v1/ayah/36/1', { server });
      const etag = first.headers.get('etag')!;
      const second = await request('/api/v1/ayah/36/1', { server, headers: { 'If-None-Match': etag } });
      expect(second.status).toBe(304);
      expect(second.text).toBe('');
      expect(second.headers.get('etag')).toBe(etag);
      const changed = await request('/api/v1/ayah/36/1', { server, headers: { 'If-None-Match': '"something-else"' } });
      expect(changed.status).toBe(200);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const server of ['main', 'dynamic'] as const) {
      const head = await request('/api/v1/ayah/2/255', { method: 'HEAD', server });
      const full = await get('/api/v1/ayah/2/255', { server });
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('etag')).toBe(full.headers.get('etag'));
      expect(head.headers.get('content-type')).toBe(full.headers.get('content-type'));
    }
  });

  it('answers a CORS preflight with 204 and the allowed methods and headers', async () => {
    const result = await request('/api/v1/surah', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(result.status).toBe(204);
    expect(result.text).toBe('');
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(result.headers.get('access-control-allow-headers')).toMatch(/X-API-Key/i);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405, an Allow header and a problem body', async (method) => {
    const result = await request('/api/v1/surah', { method, skipOpenApi: true });
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expectProblemShape(result, 405, 'method_not_allowed');
  });
});

describe('unknown paths and bad requests', () => {
  it.each(['/v1/nothing', '/api/v1/nothing', '/api/v1/surah/1/2/3', '/v1', '/api/v1/ayah/2'])('answers %s with a JSON 404', async (path) => {
    const result = await get(path, { skipOpenApi: true });
    expectProblemShape(result, 404, 'not_found');
  });

  it('rejects a query parameter the endpoint does not take', async () => {
    const problem = expectProblemShape(await get('/api/v1/surah?limit=5'), 400, 'unknown_parameter');
    expect(problem.param).toBe('limit');
  });

  it('rejects malformed percent-encoding in the query', async () => {
    expectProblemShape(await get('/api/v1/surah?x=%E0%A4%A'), 400, 'invalid_encoding');
  });

  it('rejects malformed percent-encoding in the path', async () => {
    expectProblemShape(await get('/api/v1/ayah/%E0%A4%A/1'), 400, 'invalid_encoding');
  });

  it('does not serve files outside the API through dot segments', async () => {
    const result = await get('/api/v1/..%2F..%2Fpackage.json', { skipOpenApi: true });
    expect(result.status).toBe(404);
    expect(result.text).not.toContain('"dependencies"');
  });

  it('serves the docs site and an HTML 404 for unknown site pages', async () => {
    const home = await get('/', { key: null });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    const missing = await get('/no-such-page', { key: null });
    expect(missing.status).toBe(404);
  });

  it('serves the OpenAPI document', async () => {
    const result = await get('/openapi.json', { key: null });
    expect(result.status).toBe(200);
    expect(result.json.openapi).toBe('3.1.0');
  });
});

describe('API keys and rate limits', () => {
  it('rejects an unknown key with 401 instead of ignoring it', async () => {
    const result = await get('/api/v1/surah', { key: 'itk_not-a-real-key' });
    expectProblemShape(result, 401, 'invalid_api_key');
  });

  it('rejects a revoked key with 401', async () => {
    expectProblemShape(await get('/api/v1/surah', { key: revokedKey }), 401, 'invalid_api_key');
  });

  it('accepts a key sent as a Bearer token', async () => {
    const result = await get('/api/v1/surah', { key: null, headers: { Authorization: `Bearer ${limitedKey}` } });
    expect(result.status).toBe(200);
  });

  it('does not rate-limit Quran lookups', async () => {
    const result = await get('/api/v1/ayah/1/1', { key: null, client: '198.51.100.1' });
    expect(result.headers.get('ratelimit-limit')).toBeNull();
  });
});

describe('rate limits over HTTP', () => {
  it('refuses a client past 30 Hijri requests a second with 429, Retry-After and the RateLimit headers', async () => {
    // A sliding window of one second: exactly 30 pass, unless the 100 requests take over a second to arrive.
    const results = await Promise.all(
      Array.from({ length: 100 }, () => get('/v1/hijri/from-gregorian?date=2024-03-11', { key: null, client: '203.0.113.30' })),
    );
    const passed = results.filter((result) => result.status === 200);
    const refused = results.filter((result) => result.status === 429);
    expect(passed.length + refused.length).toBe(100);
    expect(passed.length).toBeGreaterThanOrEqual(30);
    expect(passed.length).toBeLessThanOrEqual(60);
    expect(passed[0]!.headers.get('ratelimit-limit')).toBe('30');
    expect(Number(passed[0]!.headers.get('ratelimit-remaining'))).toBeLessThan(30);
    const problem = expectProblemShape(refused[0]!, 429, 'rate_limited');
    expect(problem.detail).toContain('more than 30 requests in one second');
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(refused[0]!.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('gives Jummal 60 requests a second', async () => {
    const result = await get('/v1/jummal?text=%D8%A8', { key: null, client: '203.0.113.60' });
    expect(result.headers.get('ratelimit-limit')).toBe('60');
  });

  it('raises the limits by the factor of the key that is sent', async () => {
    const withKey = await get('/v1/hijri/from-gregorian?date=2024-03-11');
    expect(withKey.headers.get('ratelimit-limit')).toBe('30000');
    const limited = await get('/v1/hijri/from-gregorian?date=2024-03-11', { key: limitedKey });
    expect(limited.headers.get('ratelimit-limit')).toBe('30');
  });
});

describe('compression', () => {
  const raw = (path: string, headers: Record<string, string>) => fetch(mainUrlFor(path), { headers });
  const mainUrlFor = (path: string) => new URL(path, mainUrl).href;

  it.each(['br', 'gzip'] as const)('sends a large prebuilt file precompressed with %s, the same bytes once decoded', async (encoding) => {
    const identity = await raw('/api/v1/surah/2', { 'Accept-Encoding': 'identity' });
    const identityText = await identity.text();
    expect(identity.headers.get('content-encoding')).toBeNull();
    const compressed = await raw('/api/v1/surah/2', { 'Accept-Encoding': encoding });
    expect(compressed.headers.get('content-encoding')).toBe(encoding);
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(compressed.headers.get('etag')).not.toBe(identity.headers.get('etag'));
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(identityText) / 3);
    expect(await compressed.text()).toBe(identityText);
    expect(identityText).toBe(staticFile('/api/v1/surah/2.json'));
  });

  it('answers If-None-Match with the compressed variant\'s ETag by 304', async () => {
    const first = await raw('/api/v1/surah/2', { 'Accept-Encoding': 'br' });
    await first.arrayBuffer();
    const again = await raw('/api/v1/surah/2', { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('compresses a large live answer and leaves a small one alone', async () => {
    const large = await raw('/api/v1/search?q=allah&limit=100', { 'Accept-Encoding': 'gzip', 'X-API-Key': testKey });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect((await large.json()).count).toBeGreaterThan(100);
    const small = await raw('/api/v1/ayah/1/1', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).ayah_number).toBe(1);
  });
});

describe('pointers a client follows', () => {
  it('serves /openapi.json with CORS, so API tools on other origins can read it', async () => {
    const result = await get('/openapi.json', { key: null });
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('points a not_found problem at a page that exists, naming the endpoint meant', async () => {
    const result = await get('/v1/hijri/to-gregorian?date=1445-09-01', { skipOpenApi: true });
    const problem = expectProblemShape(result, 404, 'not_found');
    expect(problem.nearest).toBe('/v1/gregorian/from-hijri');
    const page = await get(problem.type.split('#')[0], { key: null });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.text).toContain('id="not_found"');
  });
});
