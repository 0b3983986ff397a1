/** The prayer-times, Qibla and places endpoints answered in process, through the server's dispatcher. */
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { callApi } from '../../../tests/support/in-process';

function expectProblem(pathAndQuery: string, code: string, param: string) {
  const answer = callApi(pathAndQuery);
  expect(answer.status, pathAndQuery).toBe(400);
  expect(answer.json, pathAndQuery).toMatchObject({ code, param });
  expect(answer.json.detail.length).toBeGreaterThan(20);
  return answer.json;
}

describe('GET /v1/prayer-times/methods', () => {
  it('lists every method with parameters, aliases, authority, countries, sources and accuracy, the same as its file', () => {
    const { status, json, body } = callApi('/v1/prayer-times/methods');
    expect(status).toBe(200);
    expect(json.methods.length).toBeGreaterThanOrEqual(22);
    expect(json.methods.find((method: { id: string }) => method.id === 'morocco')).toMatchObject({ aliases: ['21'], countries: ['MA'], basis: 'fitted-to-authority-tables', parameters: { fajr_angle: 19, isha_angle: 17, method_adjustments: { sunrise: -3, dhuhr: 5, asr: 1, maghrib: 4 } } });
    const diyanet = json.methods.find((method: { id: string }) => method.id === 'diyanet');
    expect(diyanet.accuracy[0].prayers.fajr.within_2_min_percent).toBe(100);
    expect(callApi('/v1/prayer-times/methods.json').body).toBe(body);
    expectProblem('/v1/prayer-times/methods?method=1', 'unknown_parameter', 'method');
  });
});

describe('country defaults, aliases and midnight in the answer', () => {
  it("Lahore's default Asr is the Hanafi one, the same as madhab=hanafi, and says the country chose it", () => {
    const byDefault = callApi('/v1/prayer-times?city=1172451&date=2026-06-15').json;
    const hanafi = callApi('/v1/prayer-times?city=1172451&date=2026-06-15&madhab=hanafi').json;
    const shafi = callApi('/v1/prayer-times?city=1172451&date=2026-06-15&madhab=shafi').json;
    expect(byDefault.method).toMatchObject({ id: 'karachi', madhab: 'hanafi', method_chosen_by: 'country', madhab_chosen_by: 'country', country: 'PK' });
    expect(byDefault.times.asr).toBe(hanafi.times.asr);
    expect(hanafi.method.madhab_chosen_by).toBe('request');
    expect(Date.parse(hanafi.times.asr) - Date.parse(shafi.times.asr)).toBeGreaterThan(60 * 60_000);
    expect(shafi.method.note).toMatch(/as asked; PK's timetables print the Hanafi Asr/);
  });
  it("takes AlAdhan's number for a method and answers with its id", () => {
    const byNumber = callApi('/v1/prayer-times?lat=34.02&lng=-6.84&date=2026-03-20&method=21').json;
    const byId = callApi('/v1/prayer-times?lat=34.02&lng=-6.84&date=2026-03-20&method=morocco').json;
    expect(byNumber.method).toMatchObject({ id: 'morocco', aladhan_method: 21, method_chosen_by: 'request' });
    expect(byNumber.times).toEqual(byId.times);
    expectProblem('/v1/prayer-times?lat=1&lng=1&method=6', 'invalid_method', 'method');
  });
  it('Casablanca by default: the Habous method, with a note on where the ministry\'s own points differ', () => {
    const { json } = callApi('/v1/prayer-times?lat=33.59&lng=-7.62&date=2026-03-20');
    expect(json.method).toMatchObject({ id: 'morocco', method_chosen_by: 'country', country: 'MA', midnight: 'sunset-to-sunrise' });
    expect(json.method.note).toMatch(/The ministry computes each city's table for its own point and height/);
  });
  it('names its midnight, and takes the other convention on request', () => {
    const standard = callApi('/v1/prayer-times?lat=35.69&lng=51.39&date=2026-05-10&method=mwl').json;
    const jafari = callApi('/v1/prayer-times?lat=35.69&lng=51.39&date=2026-05-10&method=mwl&midnight=sunset-to-fajr').json;
    expect(standard.method.midnight).toBe('sunset-to-sunrise');
    expect(jafari.method.midnight).toBe('sunset-to-fajr');
    expect(Date.parse(standard.times.midnight) - Date.parse(jafari.times.midnight)).toBeGreaterThan(20 * 60_000);
    expectProblem('/v1/prayer-times?lat=1&lng=1&midnight=jafari', 'invalid_prayer_option', 'midnight');
  });
});

describe('GET /v1/prayer-times', () => {
  it('Makkah on 2026-03-01: Umm al-Qura chosen by the country, Isha 120 minutes after Maghrib in Ramadan, each rule said', () => {
    const { status, json } = callApi('/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01');
    expect(status).toBe(200);
    expect(json.hijri).toMatchObject({ hijri: '1447-09-12', month_name_english: 'Ramadan' });
    expect(json.location).toMatchObject({ timezone: 'Asia/Riyadh', country: 'SA', place: null });
    expect(json.method).toMatchObject({ id: 'umm-al-qura', method_chosen_by: 'country', country: 'SA', fajr_angle: 18.5, madhab: 'shafi' });
    expect(json.method.applied.isha).toEqual({ rule: 'interval', why: expect.stringContaining('120 minutes after sunset (Umm al-Qura in Ramadan)') });
    expect(json.times.fajr).toMatch(/^2026-03-01T05:\d{2}:00\+03:00$/);
    expect(Date.parse(json.times.isha) - Date.parse(json.times.maghrib)).toBe(120 * 60_000);
  });
  it('Oslo (59.91°N) in June: Fajr and Isha by one seventh of the night, saying the angle is not reached', () => {
    const { json } = callApi('/v1/prayer-times?lat=59.91&lng=10.75&date=2026-06-01');
    expect(json.method).toMatchObject({ id: 'mwl', method_chosen_by: 'country', country: 'NO', high_latitude_rule: 'recommended', high_latitude_rule_applied: 'seventh-of-the-night' });
    expect(json.method.applied.fajr.why).toContain('the 18° angle is not reached at 59.91°N');
    expect(json.times.dhuhr).toMatch(/\+02:00$/);
  });
  it('takes a method, a madhab, adjustments, a zone and a calendar, and echoes them', () => {
    const { json } = callApi('/v1/prayer-times?city=745044&date=2026-03-20&method=mwl&madhab=hanafi&adjustments=fajr:2,isha:-1&tz=UTC&calendar=diyanet');
    expect(json.method).toMatchObject({ id: 'mwl', method_chosen_by: 'request', madhab: 'hanafi', adjustments: { fajr: 2, isha: -1, dhuhr: 0 } });
    expect(json.location).toMatchObject({ timezone: 'UTC', place: { id: 745044, name: 'Istanbul', source: { licence: expect.stringContaining('CC BY 4.0') } } });
    expect(json.times.fajr).toMatch(/\+00:00$/);
    expect(json.hijri).toMatchObject({ calendar: 'diyanet' });
  });
  it('custom angles', () => {
    const { json } = callApi('/v1/prayer-times?lat=30.04&lng=31.24&date=2026-03-01&method=custom&fajr_angle=19.5&isha_interval=90');
    expect(json.method).toMatchObject({ id: 'custom', fajr_angle: 19.5, isha_angle: null, isha_interval: 90 });
  });
  it.each([
    ['lat=91&lng=0', 'invalid_latitude', 'lat'],
    ['lat=-90.5&lng=0', 'invalid_latitude', 'lat'],
    ['lat=abc&lng=0', 'invalid_latitude', 'lat'],
    ['lat=10&lng=180.1', 'invalid_longitude', 'lng'],
    ['lat=10', 'invalid_longitude', 'lng'],
    ['lng=10', 'invalid_latitude', 'lat'],
    ['', 'missing_location', 'lat'],
    ['city=745044&lat=1&lng=1', 'missing_location', 'city'],
    ['city=1', 'place_not_found', 'city'],
    ['city=istanbulx', 'place_not_found', 'city'],
    ['city=%01', 'invalid_place', 'city'],
    ['city=Istanbul&country=XX', 'invalid_country', 'country'],
    ['city=Istanbul&country=TUR', 'invalid_country', 'country'],
    ['lat=10&lng=10&country=TR', 'conflicting_parameters', 'country'],
    ['city=745044&country=MA', 'place_not_found', 'city'],
    ['lat=21.42252410000001&lng=39', 'invalid_latitude', 'lat'],
    ['lat=10&lng=10&method=foo', 'invalid_method', 'method'],
    ['lat=10&lng=10&method=custom', 'invalid_angle', 'fajr_angle'],
    ['lat=10&lng=10&method=custom&fajr_angle=18', 'invalid_angle', 'isha_angle'],
    ['lat=10&lng=10&fajr_angle=45', 'invalid_angle', 'fajr_angle'],
    ['lat=10&lng=10&madhab=maliki', 'invalid_prayer_option', 'madhab'],
    ['lat=10&lng=10&high_latitude_rule=none', 'invalid_prayer_option', 'high_latitude_rule'],
    ['lat=10&lng=10&adjustments=fajr:99', 'invalid_adjustments', 'adjustments'],
    ['lat=10&lng=10&adjustments=zuhr:1', 'invalid_adjustments', 'adjustments'],
    ['lat=10&lng=10&date=2026-02-30', 'invalid_date', 'date'],
    ['lat=10&lng=10&date=1900-01-01', 'date_out_of_range', 'date'],
    ['lat=10&lng=10&date=2080-01-01', 'date_out_of_range', 'date'],
    ['lat=10&lng=10&tz=Mars/Base', 'invalid_timezone', 'tz'],
    ['lat=78.22&lng=15.65&date=2026-06-21', 'polar_unresolved', 'polar'],
    ['lat=78.22&lng=15.65&date=2026-12-21', 'polar_unresolved', 'polar'],
  ])('refuses %s with %s naming %s', (query, code, param) => {
    expectProblem(`/v1/prayer-times?${query}`, code, param);
  });
  it('resolves a polar day when asked, saying how', () => {
    const { json } = callApi('/v1/prayer-times?lat=78.22&lng=15.65&date=2026-06-21&polar=aqrab-yaum');
    expect(json.method.applied.maghrib.rule).toBe('aqrab-yaum');
  });
  it('answers today in the place\'s zone without a date', () => {
    const { json } = callApi('/v1/prayer-times?lat=-6.2&lng=106.8', { now: '2026-03-01T20:00:00Z' });
    expect(json.date).toBe('2026-03-02');
    expect(json.method.id).toBe('kemenag');
  });
});

describe('GET /v1/prayer-times/month', () => {
  it('a Ramadan 1447 timetable in the diyanet calendar for Istanbul, with imsak and iftar', () => {
    const { status, json } = callApi('/v1/prayer-times/month?city=745044&hijri_year=1447&hijri_month=9&calendar=diyanet');
    expect(status).toBe(200);
    expect(json).toMatchObject({ hijri_year: 1447, hijri_month: 9, calendar: 'diyanet', method: { id: 'diyanet', method_chosen_by: 'country' } });
    expect(json.days.length).toBeGreaterThanOrEqual(29);
    expect(json.days[0].hijri).toBe('1447-09-01');
    for (const day of json.days) expect(day.times.iftar).toBe(day.times.maghrib);
    expect(json.days[0].times.imsak).toMatch(/\+03:00$/);
  });
  it('a Ramadan 1447 timetable in the mabims calendar for Jakarta', () => {
    const place = callApi('/v1/places?q=jakarta&country=ID&limit=1').json.places[0];
    const { json } = callApi(`/v1/prayer-times/month?city=${place.id}&hijri_year=1447&hijri_month=9&calendar=mabims`);
    expect(json.method).toMatchObject({ id: 'kemenag' });
    expect(json.days[0].hijri).toBe('1447-09-01');
    expect(json.days[json.days.length - 1].hijri).toMatch(/^1447-09-(29|30)$/);
  });
  it('a Gregorian month has every day', () => {
    const { json } = callApi('/v1/prayer-times/month?lat=51.5074&lng=-0.1278&year=2026&month=2');
    expect(json.days).toHaveLength(28);
    expect(json.method.id).toBe('moonsighting');
  });
  it.each([
    ['lat=1&lng=1', 'missing_parameter', 'year'],
    ['lat=1&lng=1&year=2026', 'missing_parameter', 'month'],
    ['lat=1&lng=1&year=2026&month=13', 'invalid_month', 'month'],
    ['lat=1&lng=1&year=2026&month=1&hijri_year=1447&hijri_month=9', 'conflicting_parameters', 'hijri_year'],
    ['lat=1&lng=1&hijri_month=9', 'missing_parameter', 'hijri_year'],
    ['lat=1&lng=1&hijri_year=1600&hijri_month=9', 'invalid_year', 'hijri_year'],
  ])('refuses %s with %s', (query, code, param) => {
    expectProblem(`/v1/prayer-times/month?${query}`, code, param);
  });
});

describe('GET /v1/prayer-times.ics', () => {
  it('is an iCalendar feed with the five prayers of each day', () => {
    const answer = callApi('/v1/prayer-times.ics?city=745044&year=2026&month=3');
    expect(answer.headers['Content-Type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(31 * 5);
    const first = new ICAL.Event(events[0]!);
    expect(first.summary).toMatch(/^Fajr \d{2}:\d{2}$/);
    expect(new Set(events.map((event) => event.getFirstPropertyValue('uid'))).size).toBe(events.length);
  });
});

describe('GET /v1/prayer-times/year', () => {
  it('a year for a place of the gazetteer, one row per day in the order of columns', () => {
    const { json } = callApi('/v1/prayer-times/year?city=745044&year=2026');
    expect(json.days).toHaveLength(365);
    expect(json.columns[0]).toBe('date');
    const fajrColumn = json.columns.indexOf('fajr');
    const day = callApi('/v1/prayer-times?city=745044&date=2026-07-15').json;
    const row = json.days.find((entry: string[]) => entry[0] === '2026-07-15');
    expect(row[fajrColumn]).toBe(day.times.fajr.slice(11, 16));
    expect(row[json.columns.indexOf('isha')]).toBe(day.times.isha.slice(11, 16));
  });
  it('needs a city', () => {
    expectProblem('/v1/prayer-times/year?year=2026', 'missing_parameter', 'city');
  });
});

describe('GET /v1/qibla and /v1/places', () => {
  it('the Qibla from London, with the declination on a date', () => {
    const { json } = callApi('/v1/qibla?lat=51.5074&lng=-0.1278&date=2026-03-01');
    expect(json.bearing_true).toBeCloseTo(118.987, 2);
    expect(json.magnetic).toMatchObject({ model: expect.stringContaining('WMM2025'), date: '2026-03-01' });
    expectProblem('/v1/qibla?lat=51.5&lng=0&date=2035-01-01', 'date_out_of_range', 'date');
    expectProblem('/v1/qibla?lat=100&lng=0', 'invalid_latitude', 'lat');
  });
  it('places by name, with their licence', () => {
    const { json } = callApi('/v1/places?q=cai&limit=3');
    expect(json.places[0]).toMatchObject({ name: 'Cairo', country: 'EG', default_method: 'egyptian', timezone: 'Africa/Cairo' });
    expect(json.source.attribution).toContain('GeoNames');
    expectProblem('/v1/places?q=', 'missing_parameter', 'q');
    expectProblem('/v1/places?q=x&limit=99', 'invalid_place_query', 'limit');
  });
});

describe('GET /v1/hijri/today at a place', () => {
  it('with day_starts=maghrib, after sunset it is already the next Hijri day, and says when it began', () => {
    // Makkah, 2026-03-01: sunset 18:25 local (15:25 UTC).
    const before = callApi('/v1/hijri/today?lat=21.4225&lng=39.8262&day_starts=maghrib', { now: '2026-03-01T15:00:00Z' }).json;
    const after = callApi('/v1/hijri/today?lat=21.4225&lng=39.8262&day_starts=maghrib', { now: '2026-03-01T16:00:00Z' }).json;
    expect(before).toMatchObject({ hijri: '1447-09-12', gregorian: '2026-03-01', timezone: 'Asia/Riyadh', day_starts: 'maghrib' });
    expect(before.day_began).toMatch(/^2026-02-28T18:2\d:\d{2}\+03:00$/);
    expect(after).toMatchObject({ hijri: '1447-09-13', gregorian: '2026-03-02' });
    expect(after.day_began).toMatch(/^2026-03-01T18:2\d:\d{2}\+03:00$/);
    const civil = callApi('/v1/hijri/today?lat=21.4225&lng=39.8262', { now: '2026-03-01T16:00:00Z' }).json;
    expect(civil).toMatchObject({ hijri: '1447-09-12', day_starts: 'midnight' });
  });
  it('refuses a bad day_starts and day_starts without a place', () => {
    expectProblem('/v1/hijri/today?lat=1&lng=1&day_starts=fajr', 'invalid_prayer_option', 'day_starts');
    expectProblem('/v1/hijri/today?day_starts=maghrib', 'missing_location', 'lat');
    expectProblem('/v1/hijri/today?lat=95&lng=1', 'invalid_latitude', 'lat');
  });
});
