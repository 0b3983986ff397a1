/** Places by name in their own script and in Latin, over HTTP against the built server. */
import { describe, expect, it } from 'vitest';
import { expectProblemShape, get } from '../support/api';

const places = async (q: string, extra = '') => (await get(`/v1/places?q=${encodeURIComponent(q)}${extra}`)).json;

describe('GET /v1/places by any name', () => {
  it.each([
    ['القاهرة', 360630, 'EG'],
    ['کراچی', 1174872, 'PK'],
    ['İstanbul', 745044, 'TR'],
    ['istanbul', 745044, 'TR'],
    ['Москва', 524901, 'RU'],
    ['東京', 1850147, 'JP'],
    ['Kahire', 360630, 'EG'],
    ['Kairo', 360630, 'EG'],
    ['Makkah', 104515, 'SA'],
    ['Madinah', 109223, 'SA'],
  ])('q=%s finds %i (%s)', async (q, id, country) => {
    const json = await places(q);
    expect(json.places[0]).toMatchObject({ id, country });
  });
  it('each place shows its names and the name the query matched; the sources and licences come with them', async () => {
    const json = await places('القاهرة', '&limit=1');
    expect(json.places[0].names).toMatchObject({ ar: 'القاهرة', tr: 'Kahire', id: 'Kairo', ur: 'قاہرہ' });
    expect(json.places[0].matched).toEqual({ name: 'القاهرة', language: 'ar' });
    expect(json.places[0].name_sources.ar).toBe('cldr');
    expect(json.source.licence).toMatch(/CC BY 4\.0/);
    expect(json.names_sources.cldr.licence).toMatch(/Unicode/);
    expect(json.names_sources.csc.licence).toMatch(/ODbL/);
    const latin = await places('cairo', '&limit=1');
    expect(latin.places[0].matched).toEqual({ name: 'Cairo', language: null });
  });
  it('prayer-times, the Qibla and the year files of a place show its names', async () => {
    const times = (await get('/v1/prayer-times?city=1174872&date=2026-03-01')).json;
    expect(times.location.place.names.ur).toBe('کراچی');
    expect(times.location.place.names_sources.csc.licence).toMatch(/ODbL/);
    const qibla = (await get('/v1/qibla?city=524901')).json;
    expect(qibla.place.names.ru).toBe('Москва');
  });
  it('bad input stays a 400 problem naming the parameter', async () => {
    expect(expectProblemShape(await get('/v1/places?q='), 400, 'missing_parameter').param).toBe('q');
    expect(expectProblemShape(await get(`/v1/places?q=${encodeURIComponent('القاهرة')}&limit=0`), 400, 'invalid_place_query').param).toBe('limit');
    expect((await places('؟')).count).toBe(0);
  });
});
