/**
 * Prayer times, the Qibla and places over HTTP, against the built server. The rules and the
 * timetables are tested in src/prayer; here: the wire, the static files and the caching.
 */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { expectProblemShape, get, staticFile } from '../support/api';
import { FEED_FILE_PLACES, FILE_PLACES } from '../../src/prayer/places';
import { PRAYER_FILE_YEAR } from '../../src/prayer/year';

describe('GET /v1/prayer-times over HTTP', () => {
  it('Makkah on 2026-03-01 with the rule applied per prayer', async () => {
    const { status, json, headers } = await get('/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('max-age=86400');
    expect(json.method).toMatchObject({ id: 'umm-al-qura', method_chosen_by: 'country' });
    expect(Object.keys(json.method.applied)).toEqual(['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha']);
  });
  it('Oslo (59.91, 10.75) on 2026-03-01 says the rule of each prayer', async () => {
    const { json } = await get('/v1/prayer-times?lat=59.91&lng=10.75&date=2026-03-01');
    expect(json.location.timezone).toBe('Europe/Oslo');
    for (const prayer of ['fajr', 'isha']) expect(json.method.applied[prayer].rule).toMatch(/^(angle|seventh-of-the-night)$/);
  });
  it('today is cached for an hour at most', async () => {
    const { headers } = await get('/v1/prayer-times?lat=21.4225&lng=39.8262');
    expect(headers.get('cache-control')).toMatch(/max-age=(\d{1,4})\b/);
    expect(Number(/max-age=(\d+)/.exec(headers.get('cache-control')!)![1])).toBeLessThanOrEqual(3600);
  });
  it('bad input is a problem naming the parameter', async () => {
    expect(expectProblemShape(await get('/v1/prayer-times?lat=91&lng=0'), 400, 'invalid_latitude').param).toBe('lat');
    expect(expectProblemShape(await get('/v1/prayer-times?lat=78.22&lng=15.65&date=2026-06-21'), 400, 'polar_unresolved').param).toBe('polar');
    expect(expectProblemShape(await get('/v1/prayer-times?lat=1&lng=1&method=nope'), 400, 'invalid_method').param).toBe('method');
    expect(expectProblemShape(await get('/v1/prayer-times?lat=1&lng=1&foo=1'), 400, 'unknown_parameter').param).toBe('foo');
  });
});

describe('GET /v1/prayer-times/methods over HTTP', () => {
  it('lists at least 22 methods with countries, sources and accuracy; the static file is the same bytes', async () => {
    const { status, json, text } = await get('/v1/prayer-times/methods', { server: 'dynamic' });
    expect(status).toBe(200);
    expect(json.methods.length).toBeGreaterThanOrEqual(22);
    for (const method of json.methods) expect(method).toEqual(expect.objectContaining({ countries: expect.any(Array), sources: expect.any(Array), accuracy: expect.any(Array) }));
    expect(staticFile('/v1/prayer-times/methods.json')).toBe(text);
  });
  it("Lahore's default Asr equals madhab=hanafi", async () => {
    const byDefault = (await get('/v1/prayer-times?city=1172451&date=2026-06-15')).json;
    const hanafi = (await get('/v1/prayer-times?city=1172451&date=2026-06-15&madhab=hanafi')).json;
    expect(byDefault.method).toMatchObject({ madhab: 'hanafi', madhab_chosen_by: 'country' });
    expect(byDefault.times.asr).toBe(hanafi.times.asr);
  });
});

describe('the year files', () => {
  it('every capital has one, and the server answers the same bytes live', async () => {
    expect(FILE_PLACES.length).toBeGreaterThan(230);
    const place = FILE_PLACES.find((candidate) => candidate.name === 'Ankara')!;
    const file = staticFile(`/v1/prayer-times/year/${place.id}/${PRAYER_FILE_YEAR}.json`);
    const live = await get(`/v1/prayer-times/year?city=${place.id}&year=${PRAYER_FILE_YEAR}`, { server: 'dynamic' });
    expect(live.text).toBe(file);
    expect(JSON.parse(file).method).toMatchObject({ id: 'diyanet', method_chosen_by: 'country' });
  });
  it('every capital of a million people has its year as iCalendar too, the same bytes as the live feed, each day of the JSON year in it', async () => {
    const place = FEED_FILE_PLACES.find((candidate) => candidate.name === 'Cairo')!;
    const file = staticFile(`/v1/prayer-times/year/${place.id}/${PRAYER_FILE_YEAR}.ics`);
    const live = await get(`/v1/prayer-times/year.ics?city=${place.id}&year=${PRAYER_FILE_YEAR}`, { server: 'dynamic' });
    expect(live.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(live.text).toBe(file);
    const year = JSON.parse(staticFile(`/v1/prayer-times/year/${place.id}/${PRAYER_FILE_YEAR}.json`)) as { columns: string[]; days: string[][] };
    const events = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(year.days.length * 5);
    const column = (name: string) => year.columns.indexOf(name);
    for (const day of [year.days[0]!, year.days[171]!, year.days[300]!]) {
      const isha = events.find((event) => String(event.getFirstPropertyValue('uid')).startsWith(`${day[column('date')]}-isha-`))!;
      expect(String(isha.getFirstPropertyValue('summary'))).toBe(`Isha ${day[column('isha')]}`);
      expect(String(isha.getFirstPropertyValue('description'))).toContain(`rule: ${day[column('isha_rule')]}`);
    }
    for (const place of FEED_FILE_PLACES.slice(0, 20)) expect(staticFile(`/v1/prayer-times/year/${place.id}/${PRAYER_FILE_YEAR}.ics`)).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});

describe('the month, the feed, the Qibla and places over HTTP', () => {
  it('a Ramadan timetable and its iCalendar feed', async () => {
    const month = await get('/v1/prayer-times/month?city=745044&hijri_year=1447&hijri_month=9&calendar=diyanet');
    expect(month.json.days[0].times.iftar).toBe(month.json.days[0].times.maghrib);
    const feed = await get('/v1/prayer-times.ics?city=745044&hijri_year=1447&hijri_month=9&calendar=diyanet');
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(new ICAL.Component(ICAL.parse(feed.text)).getAllSubcomponents('vevent')).toHaveLength(month.json.days.length * 5);
  });
  it('the Qibla and a place search', async () => {
    const qibla = await get('/v1/qibla?city=745044&date=2026-03-01');
    expect(qibla.json.bearing_true).toBeCloseTo(151.56, 1);
    expect(qibla.json.magnetic.model).toContain('WMM2025');
    const places = await get('/v1/places?q=kuala');
    expect(places.json.places[0]).toMatchObject({ name: 'Kuala Lumpur', country: 'MY', default_method: 'jakim' });
  });
  it('the Hijri day at Maghrib', async () => {
    const { json } = await get('/v1/hijri/today?lat=21.4225&lng=39.8262&day_starts=maghrib');
    expect(json.day_starts).toBe('maghrib');
    expect(Date.parse(json.day_began)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(json.day_ends)).toBeGreaterThan(Date.now());
  });
});
