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
import { CHECK_DATES, IN_RANGE_CHECK_DATES, OUT_OF_RANGE_CHECK_DATES } from './testdata/check-dates';


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
    expect(IN_RANGE_CHECK_DATES).toHaveLength(40);
  });

  it.each(IN_RANGE_CHECK_DATES)('converts %s to %s and back (%s)', (gregorian, hijri) => {
    expect(formatIsoDate(dayNumberToHijri(gregorianOf(gregorian)))).toBe(hijri);
    expect(formatIsoDate(dayNumberToGregorian(hijriOf(hijri)))).toBe(gregorian);
    expect(hijriDay(gregorianOf(gregorian))).toMatchObject({ hijri, gregorian });
  });

  it.each(OUT_OF_RANGE_CHECK_DATES)('refuses %s, outside the table (%s)', (gregorian) => {
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
