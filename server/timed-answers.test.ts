/**
 * `/v1/hijri/today` kept until the day ends in its zone (server/timed-answers.ts): at every instant
 * the server's answer is the one the route makes anew then (body, ETag, Cache-Control), across
 * midnights, DST changes, calendars and adjustments; none is kept past its end, and the memory
 * stays bounded whatever zones a client asks for.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateAnswer, matchApiRequest } from '../src/api/dispatch';
import { readApiConfig } from '../src/api/config';
import { bodyText, header, makeEdgeApps } from '../tests/support/edge-fixture';
import { MAX_TIMED_ANSWERS, TimedAnswers } from './timed-answers';

const edge = makeEdgeApps();
afterAll(() => edge.remove());
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

/** What the route makes anew at `instant`, as the build and the in-process callers make it. */
function madeAnew(target: string, instant: number) {
  const [pathname, query = ''] = target.split('?');
  const { body, headers } = generateAnswer(matchApiRequest(pathname!, query ? `?${query}` : ''), { now: new Date(instant), config: readApiConfig() });
  return { body, etag: headers.ETag, cacheControl: headers['Cache-Control'] };
}

const TARGETS = [
  '/v1/hijri/today?tz=Asia/Riyadh',
  '/v1/hijri/today?tz=America/New_York',
  '/v1/hijri/today?tz=Asia/Kathmandu',
  '/v1/hijri/today?tz=Asia/Jakarta&calendar=diyanet',
  '/v1/hijri/today?tz=Europe/London&adjustment=-1',
  '/v1/hijri/today?lat=21.4225&lng=39.8262&day_starts=midnight',
  '/v1/hijri/today',
];

// Around Riyadh's midnight before 1 Ramadan 1445 (21:00 UTC), New York's DST change (07:00 UTC,
// 2024-03-10) and its midnight (04:00 UTC), Kathmandu's (+05:45) and London's; ms either side.
const INSTANTS = [
  '2024-03-10T06:59:59.999Z',
  '2024-03-10T07:00:00.000Z',
  '2024-03-10T18:14:59.999Z',
  '2024-03-10T18:15:00.000Z',
  '2024-03-10T20:59:58.500Z',
  '2024-03-10T20:59:59.001Z',
  '2024-03-10T20:59:59.999Z',
  '2024-03-10T21:00:00.000Z',
  '2024-03-10T21:00:00.999Z',
  '2024-03-10T23:59:59.999Z',
  '2024-03-11T00:00:00.000Z',
  '2024-03-11T03:59:59.999Z',
  '2024-03-11T04:00:00.000Z',
  '2024-03-11T04:00:01.000Z',
].map((iso) => Date.parse(iso));

describe('/v1/hijri/today kept until its day ends', () => {
  it('answers at every instant exactly what the route makes anew then, asked in time order', async () => {
    for (const instant of INSTANTS) {
      vi.setSystemTime(instant);
      for (const target of TARGETS) {
        for (let ask = 0; ask < 2; ask++) {
          const answer = await edge.app.request(target, { headers: { 'X-API-Key': edge.fixture.keys.high } });
          const fresh = madeAnew(target, instant);
          expect(answer.status, `${target} at ${new Date(instant).toISOString()}`).toBe(200);
          expect(bodyText(answer), `${target} at ${new Date(instant).toISOString()}`).toBe(fresh.body);
          expect(header(answer, 'etag')).toBe(fresh.etag);
          expect(header(answer, 'cache-control'), `${target} at ${new Date(instant).toISOString()}`).toBe(fresh.cacheControl);
        }
      }
    }
  });

  it('answers 304 to the ETag of the kept answer, and the new day with a new ETag', async () => {
    const target = '/v1/hijri/today?tz=Asia/Riyadh';
    vi.setSystemTime(Date.parse('2024-03-10T20:59:59.000Z'));
    const before = await edge.app.request(target);
    const etag = header(before, 'etag')!;
    expect((await edge.app.request(target, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    vi.setSystemTime(Date.parse('2024-03-10T21:00:00.000Z'));
    const after = await edge.app.request(target, { headers: { 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(JSON.parse(bodyText(after)).hijri).toBe('1445-09-01');
    expect(header(after, 'cache-control')).toBe('public, max-age=86400');
  });

  it('never answers from a kept answer at or after its end, and forgets all at once past its bound', () => {
    const kept = new TimedAnswers();
    const bytes = Buffer.from('{"day":1}');
    const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=10', ETag: '"x"' };
    kept.set('a', bytes, headers, 10_000, 0);
    expect(kept.get('a', 0)?.headers['Cache-Control']).toBe('public, max-age=10');
    expect(kept.get('a', 9_999)?.headers['Cache-Control']).toBe('public, max-age=0');
    expect(kept.get('a', 10_000)).toBeUndefined();
    expect(kept.size).toBe(0);
    kept.set('late', bytes, headers, 10_000, 10_000);
    expect(kept.size).toBe(0);
    for (let i = 0; i <= MAX_TIMED_ANSWERS * 3; i++) kept.set(`zone ${i}`, bytes, headers, 10_000, 0);
    expect(kept.size).toBeLessThanOrEqual(MAX_TIMED_ANSWERS);
  });
});
