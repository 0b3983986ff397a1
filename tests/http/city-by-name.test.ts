/**
 * `city=` by name over HTTP on every route that takes a place, the Qibla at the Kaaba, the places
 * search's `country`, and coordinates with too many decimals: against the built server.
 */
import { describe, expect, it } from 'vitest';
import { expectProblemShape, get } from '../support/api';
import { FILE_PLACES } from '../../src/prayer/places';
import { PRAYER_FILE_YEAR } from '../../src/prayer/year';

const DAY = 'date=2026-03-01';
const CAIRO_AR = encodeURIComponent('القاهرة');

/** The same request by id: the name must give the very same times and method. */
async function sameAsById(byName: string, id: number) {
  const named = await get(`/v1/prayer-times?${byName}&${DAY}`);
  const byId = await get(`/v1/prayer-times?city=${id}&${DAY}`);
  expect(named.status, byName).toBe(200);
  expect(named.json.times).toEqual(byId.json.times);
  expect(named.json.method).toEqual(byId.json.method);
  expect(byId.json.location.place.chosen_by).toBe('id');
  return named.json;
}

describe('city by its name', () => {
  it('Istanbul: the one place of that name, its country\'s method, the same times as by its id', async () => {
    const json = await sameAsById('city=Istanbul', 745044);
    expect(json.location.place).toMatchObject({ id: 745044, country: 'TR', chosen_by: 'name', query: 'Istanbul', alternatives: [] });
    expect(json.location.place.choice).toContain("the only place named 'Istanbul'");
    expect(json.method).toMatchObject({ method_chosen_by: 'country', country: 'TR', id: 'diyanet' });
    // Any case and the Turkish spelling find it too.
    expect((await get(`/v1/prayer-times?city=${encodeURIComponent('İSTANBUL')}&${DAY}`)).json.location.place.id).toBe(745044);
  });

  it('Casablanca, and Casablanca in MA', async () => {
    const json = await sameAsById('city=Casablanca', 2553604);
    expect(json.location.place).toMatchObject({ name: 'Casablanca', country: 'MA', chosen_by: 'name' });
    expect(json.method).toMatchObject({ method_chosen_by: 'country', country: 'MA' });
    expect((await get(`/v1/prayer-times?city=casablanca&country=ma&${DAY}`)).json.location.place).toMatchObject({ id: 2553604, choice: expect.stringContaining('in MA') });
  });

  it('القاهرة: Cairo by its Arabic name, the name matched and its language said', async () => {
    const json = await sameAsById(`city=${CAIRO_AR}`, 360630);
    expect(json.location.place).toMatchObject({ name: 'Cairo', country: 'EG', query: 'القاهرة', matched: { name: 'القاهرة', language: 'ar' } });
    expect(json.method.id).toBe('egyptian');
  });

  it('an ambiguous name: the most populous, said so, the others listed; country chooses another', async () => {
    const { json } = await get(`/v1/prayer-times?city=London&${DAY}`);
    expect(json.location.place).toMatchObject({ id: 2643743, country: 'GB', chosen_by: 'name' });
    expect(json.location.place.choice).toMatch(/^the most populous of \d+ places named 'London'/);
    const others = json.location.place.alternatives;
    expect(others.map((place: { id: number }) => place.id)).toContain(6058560);
    for (const other of others) expect(other.population).toBeLessThan(json.location.place.population);
    const ontario = await get(`/v1/prayer-times?city=London&country=CA&${DAY}`);
    expect(ontario.json.location.place).toMatchObject({ id: 6058560, country: 'CA' });
    expect(ontario.json.location.timezone).toBe('America/Toronto');
  });

  it('an unknown name is a 400 naming city, with the nearest names', async () => {
    const typo = expectProblemShape(await get('/v1/prayer-times?city=Istnbul'), 400, 'place_not_found');
    expect(typo.param).toBe('city');
    expect(typo.detail).toContain('Istanbul (TR, city=745044)');
    expect(typo.nearest[0]).toMatchObject({ id: 745044, name: 'Istanbul' });
    const elsewhere = expectProblemShape(await get('/v1/prayer-times?city=Casablanca&country=TR'), 400, 'place_not_found');
    expect(elsewhere.detail).toContain('Casablanca (MA, city=2553604)');
    const nothing = expectProblemShape(await get('/v1/prayer-times?city=Qqxqzzvv'), 400, 'place_not_found');
    expect(nothing.detail).toContain('/v1/places?q=');
    expect(expectProblemShape(await get('/v1/prayer-times?city=Istanbul&country=XX'), 400, 'invalid_country').param).toBe('country');
    expect(expectProblemShape(await get('/v1/prayer-times?lat=41&lng=29&country=TR'), 400, 'conflicting_parameters').param).toBe('country');
    expect(expectProblemShape(await get('/v1/prayer-times?city=745044&country=MA'), 400, 'place_not_found').param).toBe('city');
  });

  it('the month, the year, the Qibla and the Hijri day take a name too; the year files keep their ids', async () => {
    const month = await get(`/v1/prayer-times/month?city=${CAIRO_AR}&year=2026&month=3`);
    expect(month.json.location.place).toMatchObject({ id: 360630, chosen_by: 'name' });
    expect(month.json.days).toHaveLength(31);
    const qibla = await get('/v1/qibla?city=Jakarta');
    expect(qibla.json.place).toMatchObject({ id: 1642911, chosen_by: 'name' });
    expect(qibla.json.bearing_true).toBeCloseTo((await get('/v1/qibla?city=1642911')).json.bearing_true, 6);
    const today = await get('/v1/hijri/today?city=Jakarta&day_starts=maghrib');
    expect(today.json).toMatchObject({ timezone: 'Asia/Jakarta', day_starts: 'maghrib', place: { id: 1642911, chosen_by: 'name' } });
    const oslo = FILE_PLACES.find((place) => place.name === 'Oslo')!;
    const yearByName = await get(`/v1/prayer-times/year?city=Oslo&year=${PRAYER_FILE_YEAR}`);
    const yearFile = await get(`/v1/prayer-times/year/${oslo.id}/${PRAYER_FILE_YEAR}.json`);
    expect(yearByName.json.days).toEqual(yearFile.json.days);
    expect(yearByName.json.location.place.chosen_by).toBe('name');
    expect((await get(`/v1/prayer-times/year/Oslo/${PRAYER_FILE_YEAR}.json`)).status).toBe(404);
  });
});

describe('the Qibla at the Kaaba', () => {
  it('has no bearing, and says so; a kilometre away it has one', async () => {
    const { status, json } = await get('/v1/qibla?lat=21.4225&lng=39.8262&date=2026-03-01');
    expect(status).toBe(200);
    expect(json).toMatchObject({ at_kaaba: true, bearing_true: null, distance_km: 0 });
    expect(json.magnetic.bearing_magnetic).toBeNull();
    expect(json.note).toContain('at the Kaaba itself');
    const near = await get('/v1/qibla?lat=21.4315&lng=39.8262');
    expect(near.json.at_kaaba).toBe(false);
    expect(near.json.bearing_true).toBeCloseTo(180, 0);
  });
});

describe('places by country, and coordinates', () => {
  it('an unknown country is a 400 naming country; a known one narrows the search', async () => {
    for (const country of ['XX', 'ZZ', 'TUR', '1']) {
      expect(expectProblemShape(await get(`/v1/places?q=a&country=${country}`), 400, 'invalid_country').param).toBe('country');
    }
    const { json } = await get('/v1/places?q=london&country=ca');
    expect(json.places.map((place: { country: string }) => place.country)).toEqual(json.places.map(() => 'CA'));
    expect(json.count).toBeGreaterThan(0);
  });

  it('a latitude or longitude with more than ten decimals says why it is refused and how to round it', async () => {
    const lat = expectProblemShape(await get('/v1/prayer-times?lat=21.422524100000001&lng=39.8261818'), 400, 'invalid_latitude');
    expect(lat.detail).toContain('15 decimals; at most 10');
    expect(lat.detail).toContain('lat=21.4225241');
    const lng = expectProblemShape(await get('/v1/qibla?lat=21.42&lng=39.82618180000001'), 400, 'invalid_longitude');
    expect(lng.detail).toContain('at most 10');
    expect((await get('/v1/prayer-times?lat=21.4225241000&lng=39.8261818&date=2026-03-01')).status).toBe(200);
  });
});
