/**
 * The limit step over the fixture folder: which client a request is counted as, whatever spelling of
 * its address or other clients come between its requests, and the RateLimit headers each is sent.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectProblem, header, makeEdgeApps } from '../../tests/support/edge-fixture';

const edge = makeEdgeApps();
const { app, fixture } = edge;
afterAll(() => edge.remove());
const hijriFile = '/v1/hijri/month/1445/9.json';
const remaining = (response: Awaited<ReturnType<typeof app.request>>) => Number(header(response, 'ratelimit-remaining'));

describe('the client a request is counted as', () => {
  it('counts every spelling of one forwarded address as one client, with other clients between its requests', async () => {
    edge.clock.now += 10_000;
    const spellings = ['203.0.113.77', '::ffff:203.0.113.77', '::FFFF:cb00:714d', '64:ff9b::203.0.113.77', ' 203.0.113.77'];
    for (let i = 0; i < 30; i++) {
      const mine = await app.request(hijriFile, { headers: { 'X-Forwarded-For': spellings[i % spellings.length]! } });
      expect([mine.status, remaining(mine)]).toEqual([200, 29 - i]);
      if (i % 3 === 0) {
        const other = await app.request(hijriFile, { headers: { 'X-Forwarded-For': '203.0.113.78' } });
        expect([other.status, remaining(other)]).toEqual([200, 29 - i / 3]);
      }
    }
    for (const spelling of spellings) expectProblem(await app.request(hijriFile, { headers: { 'X-Forwarded-For': spelling } }), 429, 'rate_limited');
    expect(remaining(await app.request(hijriFile, { headers: { 'X-Forwarded-For': '203.0.113.78' } }))).toBe(19);
  });

  it('counts every spelling of one peer as one client when nothing is forwarded', async () => {
    edge.clock.now += 10_000;
    const peers = ['203.0.113.79', '::ffff:203.0.113.79', '::ffff:cb00:714f'];
    for (let i = 0; i < 30; i++) expect((await app.request(hijriFile, { remoteAddress: peers[i % 3]! })).status).toBe(200);
    expect((await app.request(hijriFile, { remoteAddress: '203.0.113.80' })).status).toBe(200);
    for (const peer of peers) expectProblem(await app.request(hijriFile, { remoteAddress: peer }), 429, 'rate_limited');
  });

  it('counts each key apart from the other keys and from its address', async () => {
    edge.clock.now += 10_000;
    const counted = [];
    for (let i = 0; i < 6; i++) {
      const key = i % 2 === 0 ? fixture.keys.high : fixture.keys.plain;
      const response = await app.request(hijriFile, { headers: { 'X-API-Key': key, 'X-Forwarded-For': '203.0.113.81' } });
      counted.push([header(response, 'ratelimit-limit'), remaining(response)]);
    }
    const [high, plain] = [Number(counted[0]![0]), Number(counted[1]![0])];
    expect(high).toBeGreaterThan(plain);
    expect(counted).toEqual([0, 1, 2, 3, 4, 5].map((i) => (i % 2 === 0 ? [String(high), high - 1 - i / 2] : [String(plain), plain - 1 - (i - 1) / 2])));
    expect(remaining(await app.request(hijriFile, { headers: { 'X-Forwarded-For': '203.0.113.81' } }))).toBe(29);
  });
});

describe('the RateLimit headers of a counted request', () => {
  it('are the values of its own count each time, in the same order as any other set of headers', async () => {
    edge.clock.now += 10_000;
    const names = (response: Awaited<ReturnType<typeof app.request>>) => Object.keys(response.headers).filter((name) => name.startsWith('RateLimit-'));
    for (let i = 0; i < 3; i++) {
      const response = await app.request(hijriFile, { remoteAddress: '198.51.100.90' });
      expect(names(response)).toEqual(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy']);
      expect([header(response, 'ratelimit-limit'), remaining(response), header(response, 'ratelimit-reset'), header(response, 'ratelimit-policy')]).toEqual(['30', 29 - i, '0', '30;w=1']);
    }
  });
});
