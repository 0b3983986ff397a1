/** Contract §9 at the wire: the new Hijri endpoints and parameters, against the built server. */
import { describe, expect, it } from 'vitest';
import { expectFileBytesFromBothServers, expectProblemShape, get, request, staticFile } from '../support/api';

/** Today's Umm al-Qura date from ICU, independent of our table (the two agree on 1420-1450 AH). */
function icuUmmAlQuraToday(zone: string): { hijri: string; gregorian: string } {
  const now = new Date();
  const parts = (calendar: string) =>
    Object.fromEntries(
      new Intl.DateTimeFormat(`en-u-ca-${calendar}`, { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(now)
        .map((part) => [part.type, part.value]),
    );
  const h = parts('islamic-umalqura');
  const g = parts('gregory');
  return { hijri: `${h.relatedYear ?? h.year}-${h.month}-${h.day}`.replace(/ AH$/, ''), gregorian: `${g.year}-${g.month}-${g.day}` };
}

describe('/v1/hijri/today against ICU', () => {
  it.each(['UTC', 'Asia/Riyadh', 'Pacific/Kiritimati', 'America/Los_Angeles'])('gives the date ICU gives in %s', async (zone) => {
    const before = icuUmmAlQuraToday(zone);
    const { json } = await get(`/v1/hijri/today?tz=${encodeURIComponent(zone)}`);
    const after = icuUmmAlQuraToday(zone);
    // A midnight may pass between the calls: the answer must be one of the two readings.
    expect([before.gregorian, after.gregorian]).toContain(json.gregorian);
    expect([before.hijri, after.hijri]).toContain(json.hijri);
  });
});

describe('Gregorian months, Hijri years and events by year over HTTP', () => {
  it.each([
    ['/v1/gregorian/month?year=2024&month=3', '/v1/gregorian/month/2024/3.json'],
    ['/v1/hijri/year?year=1446', '/v1/hijri/year/1446.json'],
    ['/v1/hijri/events?gregorian_year=2025', '/v1/hijri/events/gregorian/2025.json'],
  ])('answers %s with the bytes of %s, from both servers', async (contract, file) => {
    const main = await expectFileBytesFromBothServers(contract, file);
    expect((await get(file)).text).toBe(main.text);
  });

  it('gives March 2024 with 1 Ramadan 1445 on the 11th, and 2025 with both Eids', async () => {
    expect((await get('/v1/gregorian/month?year=2024&month=3')).json.days[10]).toMatchObject({ gregorian: '2024-03-11', hijri: '1445-09-01' });
    const events = (await get('/v1/hijri/events?gregorian_year=2025')).json.events as { id: string; gregorian: string }[];
    expect(events.find((event) => event.id === 'eid_al_fitr')?.gregorian).toBe('2025-03-30');
    expect(events.find((event) => event.id === 'eid_al_adha')?.gregorian).toBe('2025-06-06');
  });
});

describe('calendar feeds over HTTP', () => {
  it('serves /v1/hijri/events.ics?year=1446 as text/calendar, the bytes of its file, with an ETag', async () => {
    const feed = await request('/v1/hijri/events.ics?year=1446');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('etag')).toBeTruthy();
    expect(feed.text).toBe(staticFile('/v1/hijri/events/1446.ics'));
    expect(feed.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const file = await request('/v1/hijri/events/gregorian/2025.ics');
    expect(file.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });
});

describe('adjustment and calendar over HTTP', () => {
  it('answers live, echoes the adjustment, and 0 gives the default bytes', async () => {
    const shifted = await get('/v1/hijri/from-gregorian?date=2024-03-10&adjustment=1');
    expect(shifted.json).toMatchObject({ hijri: '1445-09-01', gregorian: '2024-03-10', adjustment: 1 });
    expect((await get('/v1/hijri/from-gregorian?date=2024-03-11&adjustment=0')).text).toBe(staticFile('/v1/hijri/from-gregorian/2024-03-11.json'));
    const civil = await get('/v1/hijri/from-gregorian?date=1850-06-15&calendar=islamic-civil');
    expect(civil.json).toMatchObject({ gregorian: '1850-06-15', calendar: 'islamic-civil' });
  });

  it.each([
    ['/v1/hijri/from-gregorian?date=2024-03-10&adjustment=5', 'invalid_adjustment'],
    ['/v1/hijri/month?year=1445&month=9&calendar=julian', 'invalid_calendar'],
    ['/v1/hijri/events?year=1445&gregorian_year=2024', 'conflicting_parameters'],
    ['/v1/gregorian/month?year=1924&month=7', 'date_out_of_range'],
  ])('answers %s with 400 %s', async (path, code) => {
    expectProblemShape(await get(path), 400, code);
  });
});
