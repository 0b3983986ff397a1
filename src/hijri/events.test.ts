import { describe, expect, it } from 'vitest';
import eventsFile from '../../data/hijri-events.json' with { type: 'json' };
import { eventsOfMonth, validateEvents } from './events';
import { datedEventsResponse, eventsResponse } from './responses';

const allEvents = Array.from({ length: 12 }, (_, i) => eventsOfMonth(i + 1)).flat();
const find = (id: string) => allEvents.find((event) => event.id === id);

describe('the events data', () => {
  it('passes its own validation and records its provenance', () => {
    expect(validateEvents(eventsFile)).toHaveLength(allEvents.length);
    expect(eventsFile.provenance.length).toBeGreaterThan(50);
  });

  it.each([
    ['islamic_new_year', 1, 1, 'day'],
    ['tasua', 1, 9, 'day'],
    ['ashura', 1, 10, 'day'],
    ['mawlid', 3, 12, 'day'],
    ['isra_miraj', 7, 27, 'night_before'],
    ['mid_shaban', 8, 15, 'night_before'],
    ['ramadan_start', 9, 1, 'day'],
    ['nuzul_al_quran', 9, 17, 'day'],
    ['laylat_al_qadr_21', 9, 21, 'night_before'],
    ['laylat_al_qadr_23', 9, 23, 'night_before'],
    ['laylat_al_qadr_25', 9, 25, 'night_before'],
    ['laylat_al_qadr_27', 9, 27, 'night_before'],
    ['laylat_al_qadr_29', 9, 29, 'night_before'],
    ['eid_al_fitr', 10, 1, 'day'],
    ['tarwiyah', 12, 8, 'day'],
    ['arafah', 12, 9, 'day'],
    ['eid_al_adha', 12, 10, 'day'],
    ['tashreeq_1', 12, 11, 'day'],
    ['tashreeq_2', 12, 12, 'day'],
    ['tashreeq_3', 12, 13, 'day'],
  ])('has the contract event %s on %i/%i, observed on the %s', (id, month, day, observed) => {
    expect(find(id)).toMatchObject({ month, day, observed });
  });

  it('gives every event an English and an Arabic name and a description', () => {
    for (const event of allEvents) {
      expect(event.name_english).toMatch(/^[A-Z]/);
      expect(event.name_arabic).toMatch(/[\u0621-\u064A]/);
      expect(event.description.length).toBeGreaterThan(40);
    }
  });

  it('refuses data that is unsorted, duplicated or malformed', () => {
    const good = { id: 'a', month: 1, day: 1, name_english: 'A', name_arabic: 'أ', description: 'd', observed: 'day' };
    expect(() => validateEvents({ events: [good] })).not.toThrow();
    expect(() => validateEvents({ events: [good, { ...good, id: 'b' }] })).toThrow(/sorted/);
    expect(() => validateEvents({ events: [good, { ...good, day: 2 }] })).toThrow(/unique/);
    expect(() => validateEvents({ events: [{ ...good, day: 31 }] })).toThrow(/day/);
    expect(() => validateEvents({ events: [{ ...good, month: 13 }] })).toThrow(/month/);
    expect(() => validateEvents({ events: [{ ...good, observed: 'evening' }] })).toThrow(/observed/);
    expect(() => validateEvents({ events: [{ ...good, name_arabic: 'A' }] })).toThrow(/Arabic/);
    expect(() => validateEvents({ events: [{ ...good, extra: 1 }] })).toThrow(/fields/);
    expect(() => validateEvents({})).toThrow(/array/);
  });
});

describe('eventsResponse', () => {
  it('lists the events of Ramadan sorted by day', () => {
    const ramadan = eventsResponse(9);
    expect(ramadan).toMatchObject({ month: 9, month_name_english: 'Ramadan', month_name_arabic: 'رمضان' });
    expect(ramadan.events.map((event) => event.day)).toEqual([1, 17, 21, 23, 25, 27, 29]);
    expect(Object.keys(ramadan.events[0]!)).toEqual(['day', 'name_english', 'name_arabic', 'description', 'observed', 'id']);
  });

  it('answers a month without events with an empty list', () => {
    expect(eventsResponse(2).events).toEqual([]);
    expect(eventsResponse(11).events).toEqual([]);
  });
});

describe('datedEventsResponse', () => {
  it('dates Eid al-Fitr and the first of Ramadan 1445 as the check dates have them', () => {
    expect(datedEventsResponse(9, 1445).events[0]).toMatchObject({ id: 'ramadan_start', hijri: '1445-09-01', gregorian: '2024-03-11' });
    expect(datedEventsResponse(10, 1445).events[0]).toMatchObject({ id: 'eid_al_fitr', hijri: '1445-10-01', gregorian: '2024-04-10' });
    const hajj = datedEventsResponse(12, 1445).events;
    expect(hajj.find((event) => event.id === 'arafah')).toMatchObject({ gregorian: '2024-06-15' });
    expect(hajj.find((event) => event.id === 'eid_al_adha')).toMatchObject({ gregorian: '2024-06-16' });
  });

  it('gives a night-before event the evening on which its night begins, and a day event none', () => {
    const events = datedEventsResponse(9, 1445).events;
    expect(events.find((event) => event.id === 'laylat_al_qadr_27')).toMatchObject({
      hijri: '1445-09-27',
      gregorian: '2024-04-06',
      night_begins_gregorian: '2024-04-05',
    });
    expect(events.find((event) => event.id === 'ramadan_start')).not.toHaveProperty('night_begins_gregorian');
  });

  it('puts the start of every night-before event on the Gregorian day before its day, in every year', () => {
    const failures: string[] = [];
    for (let year = 1343; year <= 1500; year++) {
      for (const month of [7, 8, 9]) {
        for (const event of datedEventsResponse(month, year).events) {
          if (event.observed !== 'night_before') continue;
          const dayBefore = new Date(Date.parse(`${event.gregorian}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
          if (event.night_begins_gregorian !== dayBefore) failures.push(`${event.hijri}: ${event.night_begins_gregorian}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('omits, with the reason, an event whose day the month lacks that year, and invents no date', () => {
    const ramadan1343 = datedEventsResponse(9, 1343);
    expect(ramadan1343.days_in_month).toBe(28);
    expect(ramadan1343.events.map((event) => event.day)).toEqual([1, 17, 21, 23, 25, 27]);
    expect(ramadan1343.omitted).toEqual([
      {
        day: 29,
        name_english: 'Laylat al-Qadr candidate: night of the 29th',
        name_arabic: 'ليلة التاسع والعشرين (تحري ليلة القدر)',
        id: 'laylat_al_qadr_29',
        reason: 'Ramadan 1343 has 28 days in the Umm al-Qura calendar, so it has no day 29',
      },
    ]);
    expect(datedEventsResponse(9, 1445).omitted).toEqual([]);
  });

  it('dates every event in every year of the table, each on the Hijri day it names', () => {
    let dated = 0;
    for (let year = 1343; year <= 1500; year++) {
      for (let month = 1; month <= 12; month++) {
        const answer = datedEventsResponse(month, year);
        for (const event of answer.events) {
          expect(event.hijri).toBe(`${year}-${String(month).padStart(2, '0')}-${String(event.day).padStart(2, '0')}`);
          dated++;
        }
        expect(answer.events.length + answer.omitted.length).toBe(eventsOfMonth(month).length);
      }
    }
    expect(dated).toBe(158 * allEvents.length - 1); // only 29 Ramadan 1343 is missing
  });
});
