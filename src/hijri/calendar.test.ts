import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  DAY_COUNT,
  FIRST_DAY_NUMBER,
  FIRST_YEAR,
  LAST_DAY_NUMBER,
  LAST_YEAR,
  SUPPORTED_RANGE,
  dayNumberToHijri,
  hijriMonthLength,
  hijriMonthStart,
  hijriToDayNumber,
} from './calendar';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber, weekdayOfDayNumber } from './gregorian';
import { hijriDay } from './day';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from './enumerate';

/**
 * The 42 Umm al-Qura check dates of the project's acceptance data (shared/data/hijri-check-dates.json:
 * the published calendar as compiled in the hijridate table, cross-checked against five libraries),
 * copied here so the tests run on a fresh clone. `null`: outside the supported range.
 */
const CHECK_DATES: readonly (readonly [gregorian: string, hijri: string | null, label: string])[] = [
  ['1924-07-31', null, "Day before reference range"],
  ['1924-08-01', '1343-01-01', "First day of range (1 Muharram 1343)"],
  ['1925-03-27', '1343-09-01', "Start of 28-day month 1343/9"],
  ['1926-12-06', '1345-05-31', "Day 31 of 31-day month 1345/5"],
  ['1927-07-01', '1346-01-01', "1 Muharram 1346 (official adoption year)"],
  ['1936-02-24', '1354-12-01', "1354/12/1 (month corrected in hijridate 2.2.1)"],
  ['1937-03-13', '1355-12-30', "Last day of 1355"],
  ['1937-03-14', '1356-01-01', "1 Muharram 1356 (start of van Gent/KFUPM tables)"],
  ['1945-07-11', '1364-08-01', "Start of 28-day month 1364/8"],
  ['1979-11-20', '1400-01-01', "1 Muharram 1400"],
  ['1999-04-15', '1419-12-29', "Last day of 1419"],
  ['1999-04-17', '1420-01-01', "1 Muharram 1420"],
  ['2000-01-01', '1420-09-24', "2000-01-01"],
  ['2006-06-27', '1427-06-01', "1 Jumada II 1427 (old-table disagreement)"],
  ['2019-06-04', '1440-10-01', "Eid al-Fitr 1440"],
  ['2023-03-23', '1444-09-01', "1 Ramadan 1444"],
  ['2023-04-21', '1444-10-01', "Eid al-Fitr 1444"],
  ['2023-06-28', '1444-12-10', "Eid al-Adha 1444"],
  ['2023-07-19', '1445-01-01', "1 Muharram 1445"],
  ['2024-03-11', '1445-09-01', "1 Ramadan 1445"],
  ['2024-04-09', '1445-09-30', "Last day of Ramadan 1445"],
  ['2024-04-10', '1445-10-01', "Eid al-Fitr 1445 (1 Shawwal)"],
  ['2024-06-15', '1445-12-09', "Day of Arafah 1445"],
  ['2024-06-16', '1445-12-10', "Eid al-Adha 1445"],
  ['2024-07-07', '1446-01-01', "1 Muharram 1446"],
  ['2024-12-01', '1446-05-29', "29 Jumada I 1446 (last day; 29-day month)"],
  ['2024-12-02', '1446-06-01', "1 Jumada II 1446"],
  ['2025-03-01', '1446-09-01', "1 Ramadan 1446"],
  ['2025-03-30', '1446-10-01', "Eid al-Fitr 1446"],
  ['2025-06-06', '1446-12-10', "Eid al-Adha 1446"],
  ['2025-06-26', '1447-01-01', "1 Muharram 1447"],
  ['2026-02-18', '1447-09-01', "1 Ramadan 1447"],
  ['2026-03-20', '1447-10-01', "Eid al-Fitr 1447"],
  ['2026-05-27', '1447-12-10', "Eid al-Adha 1447"],
  ['2026-06-16', '1448-01-01', "1 Muharram 1448"],
  ['2029-05-14', '1451-01-01', "1 Muharram 1451"],
  ['2029-08-11', '1451-04-01', "1 Rabi II 1451 (first ICU month-start mismatch after 1450)"],
  ['2035-11-01', '1457-09-01', "1 Ramadan 1457"],
  ['2063-01-30', '1485-10-01', "1 Shawwal 1485 (moment-hijri 3.0 adjustment)"],
  ['2076-11-27', '1500-01-01', "1 Muharram 1500"],
  ['2077-11-16', '1500-12-30', "Last day of range (30 Dhu al-Hijjah 1500)"],
  ['2077-11-17', null, "Day after reference range"],
];

const MS_PER_DAY = 86_400_000;
/** An independent Gregorian reference: the JS Date in UTC (no zone can shift a UTC midnight). */
const utcDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOfUtc = (date: Date) => date.toISOString().slice(0, 10);
const gregorianOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return gregorianToDayNumber(year, month, day);
};
const hijriOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return hijriToDayNumber(year, month, day);
};

describe('the check dates', () => {
  it('has all 42 facts of the acceptance data', () => {
    expect(CHECK_DATES).toHaveLength(42);
  });

  it.each(CHECK_DATES.filter(([, hijri]) => hijri !== null))('converts %s to %s and back (%s)', (gregorian, hijri) => {
    expect(formatIsoDate(dayNumberToHijri(gregorianOf(gregorian)))).toBe(hijri);
    expect(formatIsoDate(dayNumberToGregorian(hijriOf(hijri!)))).toBe(gregorian);
    expect(hijriDay(gregorianOf(gregorian))).toMatchObject({ hijri, gregorian });
  });

  it.each(CHECK_DATES.filter(([, hijri]) => hijri === null))('refuses %s, outside the table (%s)', (gregorian) => {
    expect(() => dayNumberToHijri(gregorianOf(gregorian))).toThrow(RangeError);
  });
});

describe('the supported range', () => {
  it('runs from 1343-01-01 AH (1924-08-01) to 1500-12-30 AH (2077-11-16)', () => {
    expect(SUPPORTED_RANGE).toEqual({
      hijriFirst: '1343-01-01',
      hijriLast: '1500-12-30',
      gregorianFirst: '1924-08-01',
      gregorianLast: '2077-11-16',
    });
    expect([FIRST_YEAR, LAST_YEAR]).toEqual([1343, 1500]);
  });

  it('counts as many days as the Gregorian calendar has from 1924-08-01 to 2077-11-16 inclusive', () => {
    const independent = (utcDate('2077-11-16').getTime() - utcDate('1924-08-01').getTime()) / MS_PER_DAY + 1;
    expect(DAY_COUNT).toBe(independent);
    expect(DAY_COUNT).toBe(55991);
  });

  it('has month lengths that sum to the day count', () => {
    let sum = 0;
    for (const { year, month } of everyHijriMonth()) sum += hijriMonthLength(year, month);
    expect(sum).toBe(DAY_COUNT);
  });

  it('has 1896 months, each starting the day after the previous one ends', () => {
    const months = [...everyHijriMonth()];
    expect(months).toHaveLength((1500 - 1343 + 1) * 12);
    let expected = FIRST_DAY_NUMBER;
    for (const { year, month } of months) {
      expect(hijriMonthStart(year, month)).toBe(expected);
      expected += hijriMonthLength(year, month);
    }
    expect(expected).toBe(LAST_DAY_NUMBER + 1);
  });
});

describe('month lengths', () => {
  it('gives 1343/9 28 days and 1345/5 31 days, as the table has them', () => {
    expect(hijriMonthLength(1343, 9)).toBe(28);
    expect(hijriMonthLength(1345, 5)).toBe(31);
    expect(hijriMonthLength(1364, 8)).toBe(28);
  });

  it('has 29 or 30 days in every month from 1365 on, and 28 to 31 only in 1343-1364', () => {
    const unusual: string[] = [];
    for (const { year, month } of everyHijriMonth()) {
      const length = hijriMonthLength(year, month);
      if (length === 29 || length === 30) continue;
      expect(year).toBeLessThanOrEqual(1364);
      expect([28, 31]).toContain(length);
      unusual.push(`${year}/${month}:${length}`);
    }
    expect(unusual).toHaveLength(8);
  });

  it('gives Ramadan 1444 and 1446 29 days and Ramadan 1445 30 days', () => {
    expect(hijriMonthLength(1444, 9)).toBe(29);
    expect(hijriMonthLength(1445, 9)).toBe(30);
    expect(hijriMonthLength(1446, 9)).toBe(29);
  });

  it('throws RangeError for a month outside the table', () => {
    expect(() => hijriMonthLength(1342, 12)).toThrow(RangeError);
    expect(() => hijriMonthLength(1501, 1)).toThrow(RangeError);
    expect(() => hijriMonthLength(1445, 13)).toThrow(RangeError);
    expect(() => hijriMonthLength(1445, 0)).toThrow(RangeError);
    expect(() => hijriToDayNumber(1444, 9, 30)).toThrow(RangeError);
  });
});

describe('every day in range', () => {
  // Mismatches are collected and compared once: an expect() per day would make these slow.
  it('round-trips Gregorian to Hijri to Gregorian, day after day without gaps', () => {
    const failures: string[] = [];
    let dayNumber = FIRST_DAY_NUMBER;
    let previousHijri = '';
    for (const gregorian of everyGregorianDate()) {
      const hijri = dayNumberToHijri(gregorianOf(gregorian));
      const hijriText = formatIsoDate(hijri);
      const back = formatIsoDate(dayNumberToGregorian(hijriToDayNumber(hijri.year, hijri.month, hijri.day)));
      if (gregorianOf(gregorian) !== dayNumber || back !== gregorian || hijriText <= previousHijri) {
        failures.push(`${gregorian} -> ${hijriText} -> ${back}`);
      }
      previousHijri = hijriText;
      dayNumber++;
    }
    expect(failures).toEqual([]);
    expect(dayNumber - FIRST_DAY_NUMBER).toBe(DAY_COUNT);
  });

  it('round-trips Hijri to Gregorian to Hijri, in step with the JS Date in UTC', () => {
    const failures: string[] = [];
    let date = utcDate('1924-08-01');
    let count = 0;
    for (const hijri of everyHijriDate()) {
      const dayNumber = hijriOf(hijri);
      const back = formatIsoDate(dayNumberToHijri(dayNumber));
      const gregorian = formatIsoDate(dayNumberToGregorian(dayNumber));
      if (back !== hijri || gregorian !== isoOfUtc(date)) failures.push(`${hijri} -> ${gregorian} -> ${back}`);
      date = new Date(date.getTime() + MS_PER_DAY);
      count++;
    }
    expect(failures).toEqual([]);
    expect(count).toBe(DAY_COUNT);
  });

  it('has the weekday the Gregorian calendar gives it', () => {
    const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const failures: string[] = [];
    for (let dayNumber = FIRST_DAY_NUMBER; dayNumber <= LAST_DAY_NUMBER; dayNumber++) {
      const day = hijriDay(dayNumber);
      const reference = utcDate(day.gregorian).getUTCDay();
      if (weekdayOfDayNumber(dayNumber) !== reference || day.day_of_week_english !== names[reference]) {
        failures.push(`${day.gregorian}: ${day.day_of_week_english}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('an independent implementation over the same table', () => {
  // @tabby_ai/hijri-converter (test-only here) converts with its own code; agreeing with it on
  // every day checks our index arithmetic, binary search and Gregorian arithmetic, not the table.
  const require = createRequire(import.meta.url);
  const converter = require('@tabby_ai/hijri-converter') as {
    gregorianToHijri(date: { year: number; month: number; day: number }): { year: number; month: number; day: number };
    hijriToGregorian(date: { year: number; month: number; day: number }): { year: number; month: number; day: number };
  };

  it('agrees with @tabby_ai/hijri-converter on every day, in both directions', () => {
    const failures: string[] = [];
    for (let dayNumber = FIRST_DAY_NUMBER; dayNumber <= LAST_DAY_NUMBER; dayNumber++) {
      const gregorian = dayNumberToGregorian(dayNumber);
      const hijri = dayNumberToHijri(dayNumber);
      const theirHijri = formatIsoDate(converter.gregorianToHijri(gregorian));
      const theirGregorian = formatIsoDate(converter.hijriToGregorian(hijri));
      if (theirHijri !== formatIsoDate(hijri) || theirGregorian !== formatIsoDate(gregorian)) {
        failures.push(`${formatIsoDate(gregorian)}=${formatIsoDate(hijri)}; theirs ${theirHijri}, ${theirGregorian}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
