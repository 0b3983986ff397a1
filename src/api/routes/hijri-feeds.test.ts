/**
 * Every static iCalendar feed (contract §9), parsed with ical.js (Mozilla's RFC 5545 parser) and
 * checked against the JSON answer for the same year.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { answerApiRequest } from '../dispatch';
import { everyStaticFile } from '../route';
import { hijriRoutes } from './hijri';
import { readApiConfig } from '../config';

const context = { now: new Date('2025-01-01T00:00:00Z'), config: readApiConfig() };
const call = (pathname: string, rawQuery = '') => answerApiRequest({ pathname, rawQuery, context });
const feedRoute = hijriRoutes.find((route) => route.id === 'hijri.events-ics')!;

interface Occurrence {
  id: string;
  hijri: string;
  gregorian: string;
  observed: 'day' | 'night_before';
  night_begins_gregorian?: string;
  name_english: string;
  name_arabic: string;
}

function checkFeed(text: string, occurrences: Occurrence[], uidSuffix = ''): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n') || /[^\r]\n/.test(text)) problems.push('lines must end in CRLF');
  for (const line of text.split('\r\n')) if (Buffer.byteLength(line) > 75) problems.push(`line over 75 octets: ${line.slice(0, 40)}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  if (events.length !== occurrences.length) problems.push(`${events.length} events, ${occurrences.length} occurrences`);
  const uids = new Set(events.map((event) => event.uid));
  if (uids.size !== events.length) problems.push('UIDs repeat');
  occurrences.forEach((occurrence, i) => {
    const event = events[i]!;
    const start = event.startDate.toString();
    const expected = occurrence.observed === 'night_before' ? occurrence.night_begins_gregorian : occurrence.gregorian;
    if (!event.startDate.isDate) problems.push(`${occurrence.id}: not an all-day event`);
    if (start !== expected) problems.push(`${occurrence.id} ${occurrence.hijri}: starts ${start}, expected ${expected}`);
    if (event.endDate.toString() <= start) problems.push(`${occurrence.id}: ends before it starts`);
    if (event.uid !== `${occurrence.id}-${occurrence.hijri}${uidSuffix}@islamic-tools`) problems.push(`${occurrence.id}: UID ${event.uid}`);
    if (event.summary !== `${occurrence.name_english} / ${occurrence.name_arabic}`) problems.push(`${occurrence.id}: summary ${event.summary}`);
    if (occurrence.observed === 'night_before' && !event.description.includes(`begins at sunset on the evening of ${expected}`)) problems.push(`${occurrence.id}: the description does not say when the night begins`);
  });
  return problems;
}

describe('GET /v1/hijri/events.ics', () => {
  it('parses every static feed, each event on the date of the JSON answer, with stable unique UIDs', () => {
    const problems: string[] = [];
    let feeds = 0;
    for (const { url, args } of everyStaticFile([feedRoute])) {
      const feed = call(url);
      if (feed.status !== 200 || feed.headers['Content-Type'] !== 'text/calendar; charset=utf-8') problems.push(`${url}: ${feed.status} ${feed.headers['Content-Type']}`);
      const calendar = args.calendar ? `&calendar=${args.calendar}` : '';
      const json = args.year
        ? JSON.parse(call('/v1/hijri/events', `?year=${args.year}${calendar}`).body)
        : JSON.parse(call('/v1/hijri/events', `?gregorian_year=${args.gregorian_year}${calendar}`).body);
      const uidSuffix = args.calendar && args.calendar !== 'umm-al-qura' ? `-${args.calendar}` : '';
      problems.push(...checkFeed(feed.body, json.events, uidSuffix).map((problem) => `${url}: ${problem}`));
      feeds++;
      if (problems.length > 10) break;
    }
    expect(problems).toEqual([]);
    expect(feeds).toBe(158 + 152);
  });

  it('gives the same bytes for the contract form and the file, and Eid al-Fitr 1445 on 2024-04-10', () => {
    const feed = call('/v1/hijri/events.ics', '?year=1445');
    expect(feed.body).toBe(call('/v1/hijri/events/1445.ics').body);
    expect(feed.body).toContain('UID:eid_al_fitr-1445-10-01@islamic-tools\r\n');
    expect(feed.body).toMatch(/UID:eid_al_fitr-1445-10-01@islamic-tools\r\nDTSTAMP:20240410T000000Z\r\nDTSTART;VALUE=DATE:20240410\r\n/);
  });

  it.each([
    ['?year=1445&gregorian_year=2024', 'conflicting_parameters'],
    ['', 'missing_parameter'],
    ['?gregorian_year=1924', 'invalid_year'],
    ['?year=1342', 'invalid_year'],
    ['?month=9', 'unknown_parameter'],
  ])('answers %s with 400 %s', (query, code) => {
    const answer = call('/v1/hijri/events.ics', query);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).code).toBe(code);
  });
});

describe('the new Hijri parameters at the route level', () => {
  it.each([
    ['/v1/hijri/from-gregorian', '?date=2024-03-11&adjustment=0'],
    ['/v1/gregorian/from-hijri', '?date=1445-09-01&adjustment=0'],
    ['/v1/hijri/month', '?year=1445&month=9&adjustment=0'],
  ])('%s%s gives the bytes of the default answer', (pathname, query) => {
    expect(call(pathname, query).body).toBe(call(pathname, query.replace(/&adjustment=0/g, '')).body);
  });

  it.each([
    ['/v1/hijri/from-gregorian', '?date=2024-03-11'],
    ['/v1/gregorian/from-hijri', '?date=1445-09-01'],
    ['/v1/hijri/month', '?year=1445&month=9'],
  ])('%s%s&calendar=umm-al-qura is the default answer plus calendar and basis, last', (pathname, query) => {
    const named = JSON.parse(call(pathname, `${query}&calendar=umm-al-qura`).body);
    expect(Object.keys(named).slice(-2)).toEqual(['calendar', 'basis']);
    expect(named).toMatchObject({ calendar: 'umm-al-qura', basis: 'table' });
    const { calendar: _calendar, basis: _basis, ...rest } = named;
    expect(JSON.stringify(rest)).toBe(call(pathname, query).body);
  });

  it.each([
    ['/v1/hijri/from-gregorian', '?date=2024-03-11&adjustment=3', 'invalid_adjustment'],
    ['/v1/hijri/from-gregorian', '?date=2024-03-11&calendar=hijri', 'invalid_calendar'],
    ['/v1/hijri/events', '?gregorian_year=2024&year=1445', 'conflicting_parameters'],
    ['/v1/hijri/events', '?gregorian_year=2024&month=9', 'conflicting_parameters'],
    ['/v1/hijri/events', '?month=9&adjustment=1', 'invalid_adjustment'],
    ['/v1/gregorian/month', '?year=2077&month=12', 'date_out_of_range'],
    ['/v1/hijri/year', '?year=1501', 'invalid_year'],
    ['/v1/hijri/today', '?adjustment=x', 'invalid_adjustment'],
  ])('%s%s is 400 %s', (pathname, query, code) => {
    const answer = call(pathname, query);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).code).toBe(code);
  });

  it('moves today by the adjustment and says so', () => {
    const today = JSON.parse(call('/v1/hijri/today', '?tz=UTC').body);
    const later = JSON.parse(call('/v1/hijri/today', '?tz=UTC&adjustment=-1').body);
    expect(today).toMatchObject({ gregorian: '2025-01-01', hijri: '1446-07-01' });
    expect(later).toMatchObject({ gregorian: '2025-01-01', hijri: '1446-06-30', timezone: 'UTC', adjustment: -1 });
  });
});
