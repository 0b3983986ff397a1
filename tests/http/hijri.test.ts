import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, staticFile } from '../support/api';
import { IN_RANGE_CHECK_DATES } from '../../src/hijri/testdata/check-dates';


describe('GET /v1/hijri/from-gregorian and /v1/gregorian/from-hijri', () => {
  it.each(IN_RANGE_CHECK_DATES)('converts %s to %s and back, on both servers (%s)', async (gregorian, hijri) => {
    for (const server of ['main', 'dynamic'] as const) {
      const forward = await get(`/v1/hijri/from-gregorian?date=${gregorian}`, { server });
      expect(forward.status).toBe(200);
      expect(forward.json).toMatchObject({ hijri, gregorian });
      const back = await get(`/v1/gregorian/from-hijri?date=${hijri}`, { server });
      expect(back.status).toBe(200);
      expect(back.text).toBe(forward.text);
    }
  });

  it('answers with JSON, CORS, a day of caching and an ETag', async () => {
    const result = await get('/v1/hijri/from-gregorian?date=2024-03-11');
    expect(result.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
    expect(result.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(result.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });
});

describe('GET /v1/hijri/month and /v1/hijri/events', () => {
  it('lists the 28 days of Ramadan 1343', async () => {
    const { status, json } = await get('/v1/hijri/month?year=1343&month=9');
    expect(status).toBe(200);
    expect(json).toMatchObject({ days_in_month: 28, gregorian_start: '1925-03-27', gregorian_end: '1925-04-23' });
    expect(json.days).toHaveLength(28);
  });

  it('dates the events of Ramadan 1445, the night of the 27th beginning on the evening of 2024-04-05', async () => {
    const { status, json } = await get('/v1/hijri/events?month=9&year=1445');
    expect(status).toBe(200);
    expect(json.events.find((event: { id: string }) => event.id === 'laylat_al_qadr_27')).toMatchObject({
      observed: 'night_before',
      hijri: '1445-09-27',
      gregorian: '2024-04-06',
      night_begins_gregorian: '2024-04-05',
    });
  });
});

/**
 * Today in a zone as ICU says it, not as our code does: the Gregorian date there, the Umm al-Qura
 * date (ICU's islamic-umalqura calendar), and the seconds left until the zone's midnight.
 */
function todayByIcu(at: number, timeZone: string) {
  const partsOf = (locale: string, options: Intl.DateTimeFormatOptions) =>
    Object.fromEntries(new Intl.DateTimeFormat(locale, { timeZone, ...options }).formatToParts(at).map((part) => [part.type, part.value]));
  const two = (value: string) => value.padStart(2, '0');
  const hijri = partsOf('en-u-ca-islamic-umalqura', { year: 'numeric', month: 'numeric', day: 'numeric' });
  const gregorian = partsOf('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const secondsToday = Number(gregorian.hour) * 3600 + Number(gregorian.minute) * 60 + Number(gregorian.second);
  return {
    hijri: `${hijri.year}-${two(hijri.month!)}-${two(hijri.day!)}`,
    gregorian: `${gregorian.year}-${gregorian.month}-${gregorian.day}`,
    secondsToMidnight: 86400 - secondsToday,
  };
}

describe('GET /v1/hijri/today', () => {
  it.each(['Asia/Riyadh', 'America/New_York', 'Asia/Jakarta', 'Pacific/Kiritimati'])('answers today in %s as ICU\'s Umm al-Qura calendar does, cacheable until its midnight', async (zone) => {
    const before = Date.now();
    const result = await get(`/v1/hijri/today?tz=${encodeURIComponent(zone)}`, { server: 'dynamic' });
    const after = Date.now();
    expect(result.status).toBe(200);
    // The request ran between `before` and `after`; one of the two days is the server's.
    const candidates = [todayByIcu(before, zone), todayByIcu(after, zone)];
    expect(candidates.map(({ hijri, gregorian }) => ({ hijri, gregorian }))).toContainEqual({ hijri: result.json.hijri, gregorian: result.json.gregorian });
    expect(result.json.timezone).toBe(zone);
    const maxAge = Number(/max-age=(\d+)/.exec(result.headers.get('cache-control') ?? '')?.[1]);
    // Off by an hour only on a day the zone's clocks change.
    const off = Math.min(...candidates.map((candidate) => Math.abs(candidate.secondsToMidnight - maxAge)));
    expect(off <= 5 || Math.abs(off - 3600) <= 5, `max-age ${maxAge}, ICU ${candidates.map((c) => c.secondsToMidnight)}`).toBe(true);
  });

  it('uses Asia/Riyadh when no tz is sent', async () => {
    const result = await get('/v1/hijri/today');
    expect(result.json.timezone).toBe('Asia/Riyadh');
  });

  it('is never answered from a static file', async () => {
    const result = await get('/v1/hijri/today.json', { skipOpenApi: true });
    expect(result.status).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/v1/hijri/from-gregorian?date=2024-3-1', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=2024-03-11T00:00', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=abc', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=2023-02-29', 'invalid_date', 'date', 'February 2023 has 28 days'],
    ['/v1/gregorian/from-hijri?date=1444-09-30', 'invalid_date', 'date', 'Ramadan 1444 has 29 days'],
    ['/v1/hijri/from-gregorian?date=1924-07-31', 'date_out_of_range', 'date', '1924-08-01 to 2077-11-16'],
    ['/v1/hijri/from-gregorian?date=2077-11-17', 'date_out_of_range', 'date', '1924-08-01 to 2077-11-16'],
    ['/v1/gregorian/from-hijri?date=1342-12-29', 'date_out_of_range', 'date', '1343-01-01 to 1500-12-30'],
    ['/v1/hijri/month?year=1445&month=0', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1445&month=13', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1445&month=1.5', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1600&month=1', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/month?year=1445', 'missing_parameter', 'month', '1-12'],
    ['/v1/hijri/from-gregorian', 'missing_parameter', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/events?month=13', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/today?tz=Mars%2FOlympus', 'invalid_timezone', 'tz', 'IANA'],
  ])('answers %s with 400 %s on %s, naming %s', async (path, code, param, hint) => {
    for (const server of ['main', 'dynamic'] as const) {
      const problem = expectProblemShape(await get(path, { server }), 400, code);
      expect(problem.param).toBe(param);
      expect(problem.detail).toContain(hint);
    }
  });

  it('answers a bad argument in a static-file path with the same 400, not an HTML page', async () => {
    expectProblemShape(await get('/v1/hijri/from-gregorian/2077-11-17.json'), 400, 'date_out_of_range');
    expectProblemShape(await get('/v1/gregorian/from-hijri/1444-09-30.json'), 400, 'invalid_date');
    expectProblemShape(await get('/v1/hijri/month/1445/13.json'), 400, 'invalid_month');
  });
});

describe('static files and the live server give the same bytes', () => {
  const samples: [contract: string, file: string][] = [
    ...IN_RANGE_CHECK_DATES.map(([gregorian]): [string, string] => [`/v1/hijri/from-gregorian?date=${gregorian}`, `/v1/hijri/from-gregorian/${gregorian}.json`]),
    ...IN_RANGE_CHECK_DATES.map(([, hijri]): [string, string] => [`/v1/gregorian/from-hijri?date=${hijri}`, `/v1/gregorian/from-hijri/${hijri}.json`]),
    ['/v1/hijri/month?year=1343&month=1', '/v1/hijri/month/1343/1.json'],
    ['/v1/hijri/month?year=1345&month=5', '/v1/hijri/month/1345/5.json'],
    ['/v1/hijri/month?year=1445&month=9', '/v1/hijri/month/1445/9.json'],
    ['/v1/hijri/month?year=1500&month=12', '/v1/hijri/month/1500/12.json'],
    ...Array.from({ length: 12 }, (_, i): [string, string] => [`/v1/hijri/events?month=${i + 1}`, `/v1/hijri/events/${i + 1}.json`]),
  ];

  it.each(samples)('%s generated live equals %s, as built and as served', async (contract, file) => {
    const live = await get(contract, { server: 'dynamic' });
    expect(live.status).toBe(200);
    expect(live.text).toBe(staticFile(file));
    for (const path of [contract, file]) {
      const served = await get(path);
      expect(served.text).toBe(live.text);
      expect(served.headers.get('etag')).toBe(live.headers.get('etag'));
    }
  });
});
