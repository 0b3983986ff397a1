/**
 * The Hijri routes answered in-process (src/api/dispatch.ts), as the live server and the static
 * build call them: status, headers, bytes, every bad input, the static file set, and each body
 * checked against the OpenAPI document with Ajv (JSON Schema 2020-12).
 */
import { describe, expect, it } from 'vitest';
import { answerApiRequest } from '../dispatch';
import { everyStaticFile, filePattern } from '../route';
import { hijriRoutes } from './hijri';
import { generalErrors } from '../error-catalog';
import { callApi } from '../../../tests/support/in-process';
import { hijriErrors } from '../../hijri/errors';

const context = (iso = '2024-03-10T21:00:00Z', defaultTimeZone = 'Asia/Riyadh') => ({
  now: new Date(iso),
  config: { defaultTimeZone },
});

/** One request answered in process at `now` (an instant of 10 March 2024, the eve of 1 Ramadan 1445 in Riyadh), checked against the OpenAPI document. */
const call = (pathAndQuery: string, now = '2024-03-10T21:00:00Z', defaultTimeZone = 'Asia/Riyadh') => callApi(pathAndQuery, { now, defaultTimeZone });

const route = (id: string) => hijriRoutes.find((candidate) => candidate.id === id)!;

describe('GET /v1/hijri/today', () => {
  it('answers today in the default zone, cacheable until its midnight', () => {
    const answer = call('/v1/hijri/today', '2024-03-10T20:59:59Z');
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ hijri: '1445-08-29', gregorian: '2024-03-10', timezone: 'Asia/Riyadh' });
    expect(answer.headers['Cache-Control']).toBe('public, max-age=1');
  });

  it('turns to 1 Ramadan 1445 at Riyadh midnight but not in New York', () => {
    expect(call('/v1/hijri/today').json).toMatchObject({ hijri: '1445-09-01', timezone: 'Asia/Riyadh' });
    const newYork = call('/v1/hijri/today?tz=America/New_York');
    expect(newYork.json).toMatchObject({ hijri: '1445-08-29', gregorian: '2024-03-10', timezone: 'America/New_York' });
    expect(newYork.headers['Cache-Control']).toBe('public, max-age=25200');
  });

  it('follows the operator default zone from the config', () => {
    expect(call('/v1/hijri/today', '2024-03-10T21:00:00Z', 'America/New_York').json.timezone).toBe('America/New_York');
  });

  it('answers an unknown zone with 400 invalid_timezone on tz', () => {
    const answer = call('/v1/hijri/today?tz=Mars%2FOlympus');
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'invalid_timezone', param: 'tz' });
  });
});

describe('GET /v1/hijri/from-gregorian', () => {
  it('converts 2024-03-11 to 1 Ramadan 1445, a Monday', () => {
    const answer = call('/v1/hijri/from-gregorian?date=2024-03-11');
    expect(answer.status).toBe(200);
    expect(answer.headers['Cache-Control']).toBe('public, max-age=86400');
    expect(answer.json).toEqual({
      hijri: '1445-09-01',
      year: 1445,
      month: 9,
      day: 1,
      month_name_arabic: 'رمضان',
      month_name_english: 'Ramadan',
      gregorian: '2024-03-11',
      day_of_week_arabic: 'الاثنين',
      day_of_week_english: 'Monday',
    });
  });

  it('answers the .json form with the same bytes', () => {
    expect(call('/v1/hijri/from-gregorian/2024-03-11.json').body).toBe(call('/v1/hijri/from-gregorian?date=2024-03-11').body);
  });
});

describe('GET /v1/gregorian/from-hijri', () => {
  it('converts 1345-05-31, the last day of a 31-day month, to 1926-12-06', () => {
    expect(call('/v1/gregorian/from-hijri?date=1345-05-31').json).toMatchObject({ gregorian: '1926-12-06', day: 31 });
  });

  it('answers the .json form with the same bytes', () => {
    expect(call('/v1/gregorian/from-hijri/1500-12-30.json').body).toBe(call('/v1/gregorian/from-hijri?date=1500-12-30').body);
  });
});

describe('GET /v1/hijri/month', () => {
  it('lists the 28 days of Ramadan 1343 with their Gregorian dates', () => {
    const { json } = call('/v1/hijri/month?year=1343&month=9');
    expect(json).toMatchObject({ year: 1343, month: 9, days_in_month: 28, gregorian_start: '1925-03-27', gregorian_end: '1925-04-23' });
    expect(json.days).toHaveLength(28);
    expect(json.days.map((day: { day: number }) => day.day)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });

  it('answers the .json form with the same bytes', () => {
    expect(call('/v1/hijri/month/1445/9.json').body).toBe(call('/v1/hijri/month?year=1445&month=9').body);
  });
});

describe('GET /v1/hijri/events', () => {
  it('lists the events of Dhu al-Hijjah, and dates them with year', () => {
    expect(call('/v1/hijri/events?month=12').json.events.map((event: { day: number }) => event.day)).toEqual([8, 9, 10, 11, 12, 13]);
    const dated = call('/v1/hijri/events?month=12&year=1445').json;
    expect(dated).toMatchObject({ year: 1445, days_in_month: 30, omitted: [] });
    expect(dated.events[2]).toMatchObject({ id: 'eid_al_adha', hijri: '1445-12-10', gregorian: '2024-06-16' });
  });

  it('answers the .json form with the same bytes as the no-year answer, ignoring a query there as a static host does', () => {
    expect(call('/v1/hijri/events/9.json').body).toBe(call('/v1/hijri/events?month=9').body);
    expect(call('/v1/hijri/events/9.json?year=1445').body).toBe(call('/v1/hijri/events?month=9').body);
  });
});

describe('bad input', () => {
  it.each([
    ['/v1/hijri/from-gregorian?date=2024-3-1', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=2024-03-11T00:00', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=abc', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=2023-02-29', 'invalid_date', 'date', 'February 2023 has 28 days'],
    ['/v1/hijri/from-gregorian?date=1924-07-31', 'date_out_of_range', 'date', '1924-08-01 to 2077-11-16'],
    ['/v1/hijri/from-gregorian?date=2077-11-17', 'date_out_of_range', 'date', '1924-08-01 to 2077-11-16'],
    ['/v1/hijri/from-gregorian/2077-11-17.json', 'date_out_of_range', 'date', '1924-08-01 to 2077-11-16'],
    ['/v1/hijri/from-gregorian', 'missing_parameter', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?date=', 'missing_parameter', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/from-gregorian?day=2024-03-11', 'unknown_parameter', 'day', 'date'],
    ['/v1/hijri/from-gregorian?date=2024-03-11&date=2024-03-12', 'duplicate_parameter', 'date', 'once'],
    ['/v1/gregorian/from-hijri?date=1444-09-30', 'invalid_date', 'date', 'Ramadan 1444 has 29 days'],
    ['/v1/gregorian/from-hijri?date=1343-09-29', 'invalid_date', 'date', 'Ramadan 1343 has 28 days'],
    ['/v1/gregorian/from-hijri?date=1342-12-29', 'date_out_of_range', 'date', '1343-01-01 to 1500-12-30'],
    ['/v1/gregorian/from-hijri?date=1501-01-01', 'date_out_of_range', 'date', '1343-01-01 to 1500-12-30'],
    ['/v1/gregorian/from-hijri/1445-9-1.json', 'invalid_date', 'date', 'YYYY-MM-DD'],
    ['/v1/gregorian/from-hijri', 'missing_parameter', 'date', 'YYYY-MM-DD'],
    ['/v1/hijri/month?year=1445&month=0', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1445&month=13', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1445&month=1.5', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1445&month=abc', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?year=1342&month=1', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/month?year=1501&month=1', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/month?year=abc&month=1', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/month/1600/1.json', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/month/1445/13.json', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/month?month=9', 'missing_parameter', 'year', '1343-1500'],
    ['/v1/hijri/month?year=1445', 'missing_parameter', 'month', '1-12'],
    ['/v1/hijri/events', 'missing_parameter', 'month', '1-12'],
    ['/v1/hijri/events?month=13', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/events?month=9&year=1600', 'invalid_year', 'year', '1343-1500'],
    ['/v1/hijri/events?month=9&year=', 'missing_parameter', 'year', '1343-1500'],
    ['/v1/hijri/events/0.json', 'invalid_month', 'month', '1-12'],
    ['/v1/hijri/today?tz=Not/AZone', 'invalid_timezone', 'tz', 'IANA'],
    ['/v1/hijri/today?tz=', 'invalid_timezone', 'tz', 'IANA'],
  ])('answers %s with 400 %s on %s, naming %s', (pathAndQuery, code, param, hint) => {
    const answer = call(pathAndQuery);
    expect(answer.status).toBe(400);
    expect(answer.headers['Content-Type']).toBe('application/problem+json; charset=utf-8');
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(answer.json).toMatchObject({ type: `/docs/errors#${code}`, title: 'Bad Request', status: 400, code, param });
    expect(answer.json.detail).toContain(hint);
  });

  it('answers 1445-09-30 with 2024-04-09: the table gives Ramadan 1445 thirty days, whatever the contract example says', () => {
    expect(call('/v1/gregorian/from-hijri?date=1445-09-30').json).toMatchObject({ hijri: '1445-09-30', gregorian: '2024-04-09' });
  });

  it('documents every code it answers with in the error catalog', () => {
    const documented = new Set([...generalErrors, ...hijriErrors].map((entry) => entry.code));
    for (const code of ['invalid_date', 'date_out_of_range', 'invalid_month', 'invalid_year', 'invalid_timezone', 'missing_parameter']) {
      expect(documented).toContain(code);
    }
  });
});

describe('the static files', () => {
  it('number one per Gregorian day, one per Hijri day, one per month, 12 events files, and one per year and Gregorian month (and per calendar)', () => {
    const count = (id: string) => [...everyStaticFile([route(id)])].length;
    // The unnamed (Umm al-Qura) files, then the same for saudi-announced, diyanet, mabims and fcna, named in the path.
    const withCalendars = 1 + 4;
    expect(count('hijri.from-gregorian')).toBe(55991);
    expect(count('hijri.from-hijri')).toBe(55991);
    expect(count('hijri.month')).toBe(1896 * withCalendars);
    // 12 months, and the Gregorian years 1925-2076 (1924 and 2077 are only partly in range)
    expect(count('hijri.events')).toBe(12 + 152 * withCalendars);
    // 1924-08 .. 2077-11
    // Gregorian months in another calendar are answered live.
    expect(count('hijri.gregorian-month')).toBe(5 + 152 * 12 + 11);
    expect(count('hijri.year')).toBe(158 * withCalendars);
    // Feeds in another calendar are answered live.
    expect(count('hijri.events-ics')).toBe(158 + 152);
    expect(count('hijri.calendars')).toBe(1);
    expect(hijriRoutes.flatMap((candidate) => (candidate.files ?? []).map((files) => filePattern(candidate, files)))).toEqual([
      '/v1/hijri/from-gregorian/:date.json',
      '/v1/gregorian/from-hijri/:date.json',
      '/v1/hijri/month/:year/:month.json',
      '/v1/hijri/month/:calendar/:year/:month.json',
      '/v1/gregorian/month/:year/:month.json',
      '/v1/hijri/year/:year.json',
      '/v1/hijri/year/:calendar/:year.json',
      '/v1/hijri/events/:month.json',
      '/v1/hijri/events/gregorian/:gregorian_year.json',
      '/v1/hijri/events/:calendar/gregorian/:gregorian_year.json',
      '/v1/hijri/events/:year.ics',
      '/v1/hijri/events/gregorian/:gregorian_year.ics',
      '/v1/hijri/calendars.json',
    ]);
  });

  it('all answer 200 at their file path, and the same bytes as the contract form', () => {
    const failures: string[] = [];
    let checked = 0;
    const withCalendar = (args: Record<string, string>) => (args.calendar ? `&calendar=${args.calendar}` : '');
    const contractForm: Record<string, (args: Record<string, string>) => string> = {
      'hijri.calendars': () => '/v1/hijri/calendars?',
      'hijri.from-gregorian': (args) => `/v1/hijri/from-gregorian?date=${args.date}`,
      'hijri.from-hijri': (args) => `/v1/gregorian/from-hijri?date=${args.date}`,
      'hijri.month': (args) => `/v1/hijri/month?year=${args.year}&month=${args.month}${withCalendar(args)}`,
      'hijri.events': (args) => (args.month ? `/v1/hijri/events?month=${args.month}` : `/v1/hijri/events?gregorian_year=${args.gregorian_year}${withCalendar(args)}`),
      'hijri.gregorian-month': (args) => `/v1/gregorian/month?year=${args.year}&month=${args.month}${withCalendar(args)}`,
      'hijri.year': (args) => `/v1/hijri/year?year=${args.year}${withCalendar(args)}`,
      'hijri.events-ics': (args) =>
        (args.year ? `/v1/hijri/events.ics?year=${args.year}` : `/v1/hijri/events.ics?gregorian_year=${args.gregorian_year}`) + withCalendar(args),
    };
    let index = 0;
    for (const { route: candidate, url, args } of everyStaticFile(hijriRoutes)) {
      const file = answerApiRequest({ pathname: url, rawQuery: '', context: context() });
      if (file.status !== 200) failures.push(`${url}: ${file.status}`);
      // Comparing every file with its contract form doubles the time; every 97th is plenty.
      if (index++ % 97 === 0) {
        const [pathname, query] = contractForm[candidate.id]!(args).split('?') as [string, string];
        const live = answerApiRequest({ pathname, rawQuery: `?${query}`, context: context() });
        if (live.body !== file.body) failures.push(`${pathname}?${query} differs from its file`);
      }
      checked++;
    }
    expect(failures).toEqual([]);
    // Per calendar a country lives by (four): months, years and events by Gregorian year.
    expect(checked).toBe(55991 * 2 + 1896 + 12 + 152 + 1840 + 158 + 158 + 152 + 4 * (1896 + 158 + 152) + 1);
    // About 118,000 answers made and compared: 48-73 s on a busy 2-core machine.
  }, 180_000);

  it('answers every month file and the events file of every month with 200 and a body the OpenAPI document describes', () => {
    const months = [...everyStaticFile([route('hijri.month')])].map(({ url }) => url);
    expect(months.length).toBeGreaterThan(1000);
    expect(months.filter((url) => call(url).status !== 200)).toEqual([]);
    for (let month = 1; month <= 12; month++) {
      const answer = call(`/v1/hijri/events/${month}.json`);
      expect([answer.status, answer.json.month], `events of month ${month}`).toEqual([200, month]);
    }
  }, 120_000);

  it('answers the dated events of every month of a few years (1343, 1345, 1445, 1500) with 200, each event in its month', () => {
    for (const year of [1343, 1345, 1445, 1500]) {
      for (let month = 1; month <= 12; month++) {
        const answer = call(`/v1/hijri/events?month=${month}&year=${year}`);
        expect([answer.status, answer.json.year, answer.json.month], `${year}-${month}`).toEqual([200, year, month]);
        for (const event of answer.json.events) expect(event.hijri, event.id).toMatch(new RegExp(`^${year}-${String(month).padStart(2, '0')}-`));
      }
    }
  });
});
