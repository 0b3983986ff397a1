/**
 * The Hijri calendars at the wire, against the built server: the calendars list and its file, a month in each
 * calendar with its basis (the dates as each authority published them: src/hijri/testdata), the
 * per-calendar files byte-identical to the live answers, and bad input.
 */
import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, staticFile } from '../support/api';

describe('GET /v1/hijri/calendars', () => {
  it('lists six calendars, the same bytes as its static file', async () => {
    const { status, json, text } = await get('/v1/hijri/calendars');
    expect(status).toBe(200);
    expect(json.calendars.map((calendar: { id: string }) => calendar.id)).toEqual(['umm-al-qura', 'islamic-civil', 'saudi-announced', 'diyanet', 'mabims', 'fcna']);
    expect(text).toBe(staticFile('/v1/hijri/calendars.json'));
  });
});

describe('Shawwal 1447 (Eid al-Fitr 2026) in each calendar', () => {
  it.each([
    // Diyanet's 2026 calendar and the Saudi Supreme Court: Friday 20 March; Indonesia's sidang isbat: Saturday 21 March
    ['diyanet', '2026-03-20', 'table'],
    ['mabims', '2026-03-21', 'computed'],
    ['fcna', '2026-03-20', 'computed'],
    ['saudi-announced', '2026-03-20', 'table'],
  ])('%s: from %s, basis %s, the bytes of /v1/hijri/month/%s/1447/10.json from both servers', async (calendar, start, basis) => {
    const contract = `/v1/hijri/month?year=1447&month=10&calendar=${calendar}`;
    const main = await get(contract);
    expect(main.status).toBe(200);
    expect(main.json).toMatchObject({ gregorian_start: start, calendar, basis });
    expect(main.text).toBe(staticFile(`/v1/hijri/month/${calendar}/1447/10.json`));
    expect((await get(contract, { server: 'dynamic' })).text).toBe(main.text);
  });

  it('answers day conversions and Gregorian months in another calendar live', async () => {
    const day = await get('/v1/hijri/from-gregorian?date=2026-03-20&calendar=mabims');
    expect(day.json).toMatchObject({ hijri: '1447-09-30', calendar: 'mabims', basis: 'computed' });
    const march = await get('/v1/gregorian/month?year=2026&month=3&calendar=diyanet');
    expect(march.json.days[19]).toMatchObject({ gregorian: '2026-03-20', hijri: '1447-10-01', basis: 'table' });
  });
});

describe('bad calendar input over HTTP', () => {
  it('is a 400 listing the ids for an unknown calendar', async () => {
    const result = await get('/v1/hijri/from-gregorian?date=2026-03-20&calendar=Diyanet');
    expectProblemShape(result, 400, 'invalid_calendar');
    expect(result.json.allowed).toEqual(['umm-al-qura', 'islamic-civil', 'saudi-announced', 'diyanet', 'mabims', 'fcna']);
  });

  it('is a 400 naming the calendar range for a date outside it', async () => {
    const result = await get('/v1/gregorian/from-hijri?date=1342-12-29&calendar=fcna');
    expectProblemShape(result, 400, 'date_out_of_range');
    expect(result.json.detail).toContain('the fcna calendar');
  });
});
