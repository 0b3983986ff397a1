/**
 * The calendars against the world: the astronomy against published new-moon times, each
 * calendar's month starts against what its authority published (src/hijri/testdata, every entry
 * with its source), the Diyanet table against Diyanet's own calendar, and the announcements kept
 * over a table or criterion justified one by one.
 */
import { describe, expect, it } from 'vitest';
import authority from './testdata/authority-starts.json' with { type: 'json' };
import newMoons from './testdata/new-moons.json' with { type: 'json' };
import announcedFile from '../../data/hijri-announced.json' with { type: 'json' };
import diyanetFile from '../../data/hijri-diyanet.json' with { type: 'json' };
import { newMoonAfter } from './astronomy';
import { CALENDAR_IDS, DIYANET_TABLE_LAST_INDEX, conjunctionOfMonth, hijriCalendar, rangeText, supportsDay, type CalendarId } from './calendars';
import { istanbulCriterion } from './criteria';
import { hijriMonthStart } from './calendar';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from './gregorian';
import { calendarsResponse } from './calendar-list';

const iso = (dayNumber: number) => formatIsoDate(dayNumberToGregorian(dayNumber));
const dayOf = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return gregorianToDayNumber(year, month, day);
};
const monthOf = (text: string) => text.split('-').map(Number) as [number, number];

describe('new moons', () => {
  it.each(newMoons.moons.map((moon) => [moon.utc, moon.source]))('%s (%s) to the minute', (utc) => {
    const published = Date.parse(`${utc}:00Z`);
    const found = newMoonAfter(published - 2 * 86_400_000, 4)!;
    expect(Math.abs(found - published) / 60_000).toBeLessThanOrEqual(newMoons.tolerance_minutes);
  });
});

describe("each calendar's month starts as its authority published them", () => {
  it.each(authority.starts.map((entry) => [entry.calendar, entry.month, entry.first_day, entry.source]))('%s %s began on %s (%s)', (calendar, month, firstDay) => {
    const [year, number] = monthOf(month as string);
    expect(iso(hijriCalendar(calendar as CalendarId).monthStart(year, number))).toBe(firstDay);
  });

  it('covers Ramadan, Shawwal and Dhu al-Hijjah 1440-1447 of Diyanet but one, and 8-14 of each other authority', () => {
    const count = (calendar: string) => authority.starts.filter((entry) => entry.calendar === calendar && /-(09|10|12)$/.test(entry.month)).length;
    expect(count('diyanet')).toBe(23);
    expect(count('saudi-announced')).toBeGreaterThanOrEqual(12);
    expect(count('mabims')).toBeGreaterThanOrEqual(9);
    expect(count('fcna')).toBeGreaterThanOrEqual(14);
  });
});

describe('announcements kept over a table or a criterion', () => {
  const kept = announcedFile.announced.filter((entry) => entry.calendar !== 'saudi-announced');
  it.each(kept.map((entry) => [entry.calendar, entry.month, entry.first_day]))('%s %s on %s is what the authority published, and differs from the table or criterion', (calendar, month, firstDay) => {
    expect(authority.starts).toContainEqual(expect.objectContaining({ calendar, month, first_day: firstDay }));
    const [year, number] = monthOf(month as string);
    expect(hijriCalendar(calendar as CalendarId).monthBasis(year, number)).toBe('announced');
  });

  it('keeps every checked Saudi announcement, each a day from Umm al-Qura, and drops 27-11-2011 as 1 Ramadan 1433', () => {
    const saudi = hijriCalendar('saudi-announced');
    for (const entry of announcedFile.announced.filter((announced) => announced.calendar === 'saudi-announced')) {
      const [year, month] = monthOf(entry.month);
      expect(iso(saudi.monthStart(year, month))).toBe(entry.first_day);
      expect(saudi.monthBasis(year, month)).toBe('announced');
      expect(Math.abs(dayOf(entry.first_day) - hijriMonthStart(year, month))).toBe(1);
    }
    expect(iso(saudi.monthStart(1433, 9))).toBe('2012-07-20');
    expect(saudi.monthBasis(1433, 9)).toBe('table');
    expect(announcedFile.dropped.map((entry) => entry.entry)).toEqual([expect.stringContaining('27-11-2011')]);
  });

  it('ends a month begun early by an announcement after 30 days: Dhu al-Hijjah 1428 began 2007-12-10, so Muharram 1429 begins 2008-01-09', () => {
    const saudi = hijriCalendar('saudi-announced');
    expect(iso(saudi.monthStart(1429, 1))).toBe('2008-01-09');
    expect(saudi.monthLength(1428, 12)).toBe(30);
    expect(saudi.monthBasis(1429, 1)).toBe('announced');
  });

  it('moves the day before an announced month: Dhu al-Hijjah 1436 began a day late, so Dhu al-Qadah has a day more', () => {
    const saudi = hijriCalendar('saudi-announced');
    const uq = hijriCalendar('umm-al-qura');
    expect(saudi.monthLength(1436, 11)).toBe(uq.monthLength(1436, 11) + 1);
    expect(saudi.toHijri(dayOf('2015-09-14'))).toEqual({ year: 1436, month: 11, day: saudi.monthLength(1436, 11) });
    expect(saudi.toHijri(dayOf('2015-09-24'))).toEqual({ year: 1436, month: 12, day: 10 });
  });
});

describe('the Diyanet table and the criterion after it', () => {
  it('takes month starts from the table to 1 Ramadan 1449 (basis table), computes them from 1 Shawwal 1449 (basis computed)', () => {
    const diyanet = hijriCalendar('diyanet');
    expect(DIYANET_TABLE_LAST_INDEX).toBe((1449 - 1343) * 12 + 8);
    expect(diyanet.monthBasis(1449, 9)).toBe('table');
    expect(diyanet.monthBasis(1449, 10)).toBe('computed');
    expect(diyanet.monthBasis(1447, 9)).toBe('announced');
    expect(diyanetFile.month_starts).toHaveLength((1449 - 1318) * 12 + 9);
  });

  it('agrees with the table in at least 127 of the 140 months 1438/1-1449/8 (the criterion is followed since 2016); every other month is one day later', () => {
    let agree = 0;
    for (let index = (1438 - 1343) * 12; index < DIYANET_TABLE_LAST_INDEX; index++) {
      const table = diyanetFile.month_starts[index + (1343 - 1318) * 12]!;
      const computed = istanbulCriterion(conjunctionOfMonth(index));
      if (computed === table) agree++;
      else expect(computed - table).toBe(1);
    }
    expect(agree).toBeGreaterThanOrEqual(127);
  });
});

describe('every calendar over 1343-1500 AH', () => {
  it.each(CALENDAR_IDS.filter((id) => id !== 'islamic-civil'))('%s: months of 29 or 30 days (28 and 31 only in the early Umm al-Qura table), each day converts both ways', (id) => {
    const calendar = hijriCalendar(id);
    for (let year = 1343; year <= 1500; year++) {
      for (let month = 1; month <= 12; month++) {
        const length = calendar.monthLength(year, month);
        if (year > 1365) expect([29, 30]).toContain(length);
        const start = calendar.monthStart(year, month);
        expect(calendar.toHijri(start)).toEqual({ year, month, day: 1 });
        expect(calendar.toHijri(start + length - 1)).toEqual({ year, month, day: length });
      }
    }
    expect(supportsDay(calendar, calendar.firstDay - 1)).toBe(false);
    expect(rangeText(calendar)).toMatch(/^1343-01-01 to 1500-12-(29|30) AH \(1924-08-0[12] to 2077-11-1[67]\)$/);
  }, 60_000);

  it('lists six calendars with their range, source and licence', () => {
    const { calendars } = calendarsResponse();
    expect(calendars.map((calendar) => calendar.id)).toEqual(['umm-al-qura', 'islamic-civil', 'saudi-announced', 'diyanet', 'mabims', 'fcna']);
    for (const calendar of calendars) {
      expect(calendar.criterion.length).toBeGreaterThan(40);
      expect(calendar.source).not.toBe('');
      expect(calendar.licence).not.toBe('');
    }
    expect(calendars.find((calendar) => calendar.id === 'mabims')!.criterion).toContain('Banda Aceh');
  });
});
