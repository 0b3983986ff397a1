/**
 * Which generated answers the server keeps for the next caller (server/answer-cache.ts): a route
 * may say so per request. An answer of 1 KiB or more goes out compressed when the client accepts
 * it, the first time as every time (server/representation.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { isCacheable } from '../src/api/route';
import { allRoutes } from '../src/api/routes';
import { bodyBytes, header, makeEdgeApps } from '../tests/support/edge-fixture';

const edge = makeEdgeApps();
afterAll(() => edge.remove());
const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
const route = (id: string) => allRoutes.find((candidate) => candidate.id === id)!;

describe('the answer cache and a route whose cacheability depends on its arguments', () => {
  it('keeps the prayer times of a given day, compressed from the first time, with the ETag of the form as is', async () => {
    const target = '/v1/prayer-times?lat=3.139&lng=101.6869&tz=Asia/Kuala_Lumpur&date=2026-03-01&method=jakim';
    const identity = await edge.dynamic.request(target, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.status).toBe(200);
    expect(header(identity, 'cache-control')).toBe('public, max-age=86400');
    expect(header(identity, 'content-encoding')).toBeUndefined();
    expect(bodyBytes(identity).length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      const compressed = await edge.dynamic.request(target, gzip);
      expect(header(compressed, 'content-encoding')).toBe('gzip');
      expect(header(compressed, 'etag')).toBe(`${header(identity, 'etag')!.slice(0, -1)}-gzip"`);
    }
  });

  it("never keeps today's prayer times (no date): each is made afresh and compressed at once", async () => {
    const target = '/v1/prayer-times?lat=3.139&lng=101.6869&tz=Asia/Kuala_Lumpur&method=jakim';
    for (let i = 0; i < 2; i++) {
      const answer = await edge.dynamic.request(target, gzip);
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-encoding')).toBe('gzip');
      expect(header(answer, 'cache-control')).toBe('public, max-age=3600');
    }
  });

  it('says which arguments make an answer cacheable', () => {
    expect(isCacheable(route('prayer.day'), { lat: '3', lng: '101', date: '2026-03-01' })).toBe(true);
    expect(isCacheable(route('prayer.day'), { lat: '3', lng: '101' })).toBe(false);
    expect(isCacheable(route('prayer.month'), { lat: '3', lng: '101', year: '2026', month: '3' })).toBe(true);
    expect(isCacheable(route('prayer.qibla'), { lat: '3', lng: '101' })).toBe(true);
    expect(isCacheable(route('hijri.today'), {})).toBe(false);
  });
});
