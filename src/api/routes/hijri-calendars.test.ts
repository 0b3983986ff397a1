/**
 * `calendar=` at the route level, in process: every answer names its calendar and basis, the
 * default bytes stay, bad input is a 400 that says what to send, and each body matches the
 * OpenAPI document. Expected dates come from the authorities (src/hijri/testdata/authority-starts.json).
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';
import { responseProblems } from '../../../tests/support/openapi';

/** One request answered in process on the evening of 19 March 2026 (UTC), checked against the OpenAPI document. */
const call = (pathAndQuery: string) => callApi(pathAndQuery, { now: '2026-03-19T21:30:00Z', defaultTimeZone: 'Asia/Riyadh' });

describe('Shawwal 1447 in each calendar (GET /v1/hijri/month?year=1447&month=10)', () => {
  it.each([
    // Saudi Supreme Court, Diyanet and Indonesia's sidang isbat; FCNA's criterion (its statement for 1447 was not found)
    ['saudi-announced', '2026-03-20', 'table'],
    ['diyanet', '2026-03-20', 'table'],
    ['mabims', '2026-03-21', 'computed'],
    ['fcna', '2026-03-20', 'computed'],
    ['umm-al-qura', '2026-03-20', 'table'],
    ['islamic-civil', '2026-03-20', 'computed'],
  ])('%s begins on %s, basis %s', (calendar, start, basis) => {
    const { status, json } = call(`/v1/hijri/month?year=1447&month=10&calendar=${calendar}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ year: 1447, month: 10, gregorian_start: start, calendar, basis });
    expect(Object.keys(json).slice(-2)).toEqual(['calendar', 'basis']);
    expect(json.days[0]).toMatchObject({ hijri: '1447-10-01', gregorian: start });
  });

  it('gives the same bytes at the file path /v1/hijri/month/diyanet/1447/10.json', () => {
    expect(call('/v1/hijri/month/diyanet/1447/10.json').body).toBe(call('/v1/hijri/month?year=1447&month=10&calendar=diyanet').body);
  });
});

describe('every Hijri endpoint takes calendar=', () => {
  it('converts both ways in the Diyanet calendar, with its basis', () => {
    expect(call('/v1/hijri/from-gregorian?date=2026-02-18&calendar=diyanet').json).toMatchObject({ hijri: '1447-08-30', calendar: 'diyanet', basis: 'table' });
    expect(call('/v1/hijri/from-gregorian?date=2026-02-19&calendar=diyanet').json).toMatchObject({ hijri: '1447-09-01', calendar: 'diyanet', basis: 'announced' });
    expect(call('/v1/gregorian/from-hijri?date=1447-09-01&calendar=diyanet').json).toMatchObject({ gregorian: '2026-02-19' });
  });

  it('applies adjustment on top of a calendar: Ramadan 1447 by MABIMS a day later', () => {
    const { json } = call('/v1/hijri/month?year=1447&month=9&calendar=mabims&adjustment=-1');
    expect(json).toMatchObject({ gregorian_start: '2026-02-20', calendar: 'mabims', basis: 'computed', adjustment: -1 });
    expect(Object.keys(json).slice(-3)).toEqual(['calendar', 'basis', 'adjustment']);
  });

  it('gives each month of a year its basis, and each day of a Gregorian month', () => {
    const year = call('/v1/hijri/year?year=1447&calendar=diyanet').json;
    expect(year.calendar).toBe('diyanet');
    expect(year.months.map((month: { basis: string }) => month.basis)).toEqual(['table', 'table', 'table', 'table', 'table', 'table', 'table', 'table', 'announced', 'table', 'table', 'table']);
    const march = call('/v1/gregorian/month?year=2026&month=3&calendar=mabims').json;
    expect(march.calendar).toBe('mabims');
    expect(march.days[20]).toMatchObject({ gregorian: '2026-03-21', hijri: '1447-10-01', basis: 'computed' });
  });

  it('dates events in the calendar asked for: Eid al-Fitr 2026 in Indonesia on 21 March', () => {
    const events = call('/v1/hijri/events?gregorian_year=2026&calendar=mabims').json;
    expect(events.calendar).toBe('mabims');
    expect(events.events.find((event: { id: string }) => event.id === 'eid_al_fitr')).toMatchObject({ gregorian: '2026-03-21', basis: 'computed' });
    const feed = call('/v1/hijri/events.ics?year=1447&calendar=mabims');
    expect(responseProblems('/v1/hijri/events.ics', feed.status, feed.headers['Content-Type']!, feed.body)).toEqual([]);
    expect(feed.body).toContain('UID:eid_al_fitr-1447-10-01-mabims@islamic-tools\r\n');
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20260321\r\n');
  });

  it('answers today in a calendar, with its basis', () => {
    const { json } = call('/v1/hijri/today?tz=Asia/Jakarta&calendar=mabims');
    expect(json).toMatchObject({ gregorian: '2026-03-20', hijri: '1447-09-30', timezone: 'Asia/Jakarta', calendar: 'mabims', basis: 'computed' });
  });

  it('lists the calendars at /v1/hijri/calendars and its file', () => {
    const { json, body } = call('/v1/hijri/calendars');
    expect(json.calendars).toHaveLength(6);
    expect(call('/v1/hijri/calendars.json').body).toBe(body);
  });
});

describe('bad calendar input', () => {
  it('refuses an unknown calendar, listing the ids', () => {
    const { status, json } = call('/v1/hijri/month?year=1447&month=9&calendar=turkey');
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'invalid_calendar', param: 'calendar', allowed: ['umm-al-qura', 'islamic-civil', 'saudi-announced', 'diyanet', 'mabims', 'fcna'] });
    expect(json.detail).toContain('umm-al-qura, islamic-civil, saudi-announced, diyanet, mabims, fcna');
  });

  it('names the range of the calendar asked for', () => {
    const day = call('/v1/hijri/from-gregorian?date=2077-11-17&calendar=mabims').json;
    expect(day).toMatchObject({ status: 400, code: 'date_out_of_range', param: 'date' });
    expect(day.detail).toContain('mabims');
    expect(day.detail).toMatch(/1343-01-01 to 1500-12-29 AH \(1924-08-02 to 2077-11-16\)/);
    expect(call('/v1/hijri/year?year=1501&calendar=fcna').json).toMatchObject({ code: 'invalid_year' });
    expect(call('/v1/hijri/year?year=1501&calendar=fcna').json.detail).toContain('1343-1500 (the fcna calendar)');
  });

  it('refuses a calendar for the events of a month without a year (they have no dates)', () => {
    expect(call('/v1/hijri/events?month=9&calendar=diyanet').json).toMatchObject({ status: 400, code: 'invalid_calendar' });
  });
});
