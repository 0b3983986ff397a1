/**
 * The asked local day at every longitude (past the date line included), and zones whose historical
 * offsets have seconds, on every prayer route, answered in process through the server's dispatcher.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { callApi } from '../../../tests/support/in-process';

const SIX = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const APIA = 4035413;
const NUKUALOFA = 4032402;

const PLACES_PAST_THE_DATE_LINE = [
  ['Apia', `city=${APIA}`],
  ["Nuku'alofa", `city=${NUKUALOFA}`],
  ['Kiritimati', 'lat=1.87&lng=-157.43'],
  ['lng=-180 in Fiji', 'lat=-16.5&lng=-180'],
  ['lng=180 in Fiji', 'lat=-16.5&lng=180'],
  ['lng=-180 at the equator', 'lat=0&lng=-180'],
  ['lng=180 at the equator', 'lat=0&lng=180'],
  ['Tarawa', 'lat=1.33&lng=172.98'],
  ['Honolulu', 'lat=21.31&lng=-157.86'],
] as const;

describe('the asked local day past the date line', () => {
  it.each(PLACES_PAST_THE_DATE_LINE)('%s: date=2026-03-01 answers the times of 2026-03-01', (_, where) => {
    const { status, json } = callApi(`/v1/prayer-times?${where}&date=2026-03-01`);
    expect(status).toBe(200);
    expect(json.date).toBe('2026-03-01');
    for (const prayer of ['imsak', ...SIX]) expect(json.times[prayer].slice(0, 10), prayer).toBe('2026-03-01');
    expect(json.times.dhuhr.slice(11, 13)).toMatch(/^1[123]$/);
  });

  it.each(PLACES_PAST_THE_DATE_LINE)('%s: every day of a month has its own date\'s times', (_, where) => {
    const { json } = callApi(`/v1/prayer-times/month?${where}&year=2026&month=3`);
    for (const day of json.days) for (const prayer of SIX) expect(day.times[prayer].slice(0, 10), `${day.date} ${prayer}`).toBe(day.date);
  });

  it.each([['Apia', APIA], ["Nuku'alofa", NUKUALOFA]])('%s: the year file and its feed give each date its own times', (_, city) => {
    const year = callApi(`/v1/prayer-times/year?city=${city}&year=2026`).json;
    const columns: string[] = year.columns;
    const row = (date: string) => year.days.find((day: string[]) => day[0] === date);
    for (const date of ['2026-01-01', '2026-03-01', '2026-07-15', '2026-12-31']) {
      const day = callApi(`/v1/prayer-times?city=${city}&date=${date}`).json;
      for (const prayer of SIX) expect(row(date)[columns.indexOf(prayer)], `${date} ${prayer}`).toBe(day.times[prayer].slice(11, 16));
    }
    const feed = callApi(`/v1/prayer-times/year.ics?city=${city}&year=2026`);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.length).toBe(365 * 5);
    const offsetMs = 13 * 3600_000; // Apia and Tonga keep +13:00 all of 2026
    for (const event of events) {
      const date = String(event.getFirstPropertyValue('uid')).slice(0, 10);
      const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().getTime();
      expect(new Date(start + offsetMs).toISOString().slice(0, 10), String(event.getFirstPropertyValue('uid'))).toBe(date);
    }
  });

  it('Kiritimati: with day_starts=maghrib, the day began at the last sunset and ends at the next', () => {
    for (const now of ['2026-03-01T02:00:00Z', '2026-03-01T06:00:00Z', '2026-03-01T20:00:00Z']) {
      const json = callApi('/v1/hijri/today?lat=1.87&lng=-157.43&day_starts=maghrib', { now }).json;
      const began = Date.parse(json.day_began);
      const ends = Date.parse(json.day_ends);
      expect(began, now).toBeLessThanOrEqual(Date.parse(now));
      expect(ends, now).toBeGreaterThan(Date.parse(now));
      expect(Math.abs(ends - began - 86_400_000), now).toBeLessThan(120_000);
      // Sunset at Kiritimati is near 18:40 local (+14:00).
      expect(json.day_began.slice(11, 13)).toBe('18');
      expect(json.day_ends.slice(11, 13)).toBe('18');
    }
  });
});

describe('zones whose historical offset has seconds', () => {
  it.each([
    ['Riyadh', 108410, 1940, 'lat=24.69&lng=46.72'],
    ['Tehran', 112931, 1930, 'lat=35.69&lng=51.42'],
    ['Dhaka', 1185241, 1940, 'lat=23.71&lng=90.41'],
    ['Monrovia', 2274895, 1970, 'lat=6.3&lng=-10.8'],
  ])('%s (GeoNames %i) in %i: 200 on every prayer route', (_, city, year, coordinates) => {
    const date = `${year}-06-01`;
    for (const path of [
      `/v1/prayer-times?city=${city}&date=${date}`,
      `/v1/prayer-times/month?city=${city}&year=${year}&month=6`,
      `/v1/prayer-times.ics?city=${city}&year=${year}&month=6`,
      `/v1/prayer-times/year?city=${city}&year=${year}`,
      `/v1/prayer-times/year.ics?city=${city}&year=${year}`,
    ]) {
      const answer = callApi(path);
      expect(answer.status, `${path}: ${answer.body.slice(0, 200)}`).toBe(200);
    }
    const day = callApi(`/v1/prayer-times?city=${city}&date=${date}`).json;
    for (const prayer of SIX) expect(day.times[prayer]).toMatch(new RegExp(`^${date}T\\d\\d:\\d\\d:00[+-]\\d\\d:\\d\\d$`));
    const today = callApi(`/v1/hijri/today?${coordinates}&day_starts=maghrib`, { now: `${date}T12:00:00Z` });
    expect(today.status, today.body.slice(0, 200)).toBe(200);
    expect(today.json.day_began).toMatch(/T1[89]:\d\d:00[+-]\d\d:\d\d$/);
  });
});
