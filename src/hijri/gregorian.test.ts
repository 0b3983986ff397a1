import { describe, expect, it } from 'vitest';
import {
  dayNumberToGregorian,
  daysInGregorianMonth,
  formatIsoDate,
  gregorianToDayNumber,
  isGregorianLeapYear,
  weekdayOfDayNumber,
} from './gregorian';

const MS_PER_DAY = 86_400_000;
const RJD_OF_1970 = 40588;

describe('the integer Gregorian calendar', () => {
  it('agrees with Date.UTC on every day from 1800 to 2200', () => {
    const first = Date.UTC(1800, 0, 1) / MS_PER_DAY + RJD_OF_1970;
    const last = Date.UTC(2200, 11, 31) / MS_PER_DAY + RJD_OF_1970;
    for (let dayNumber = first; dayNumber <= last; dayNumber++) {
      const date = new Date((dayNumber - RJD_OF_1970) * MS_PER_DAY);
      const expected = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
      const got = dayNumberToGregorian(dayNumber);
      if (got.year !== expected.year || got.month !== expected.month || got.day !== expected.day) {
        expect(got).toEqual(expected);
      }
      if (gregorianToDayNumber(expected.year, expected.month, expected.day) !== dayNumber) {
        expect(gregorianToDayNumber(expected.year, expected.month, expected.day)).toBe(dayNumber);
      }
      if (weekdayOfDayNumber(dayNumber) !== date.getUTCDay()) expect(weekdayOfDayNumber(dayNumber)).toBe(date.getUTCDay());
    }
  });

  it('knows the leap-year rule of 4, 100 and 400', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isGregorianLeapYear)).toEqual([false, true, false, true, false]);
    expect(daysInGregorianMonth(2023, 2)).toBe(28);
    expect(daysInGregorianMonth(2024, 2)).toBe(29);
    expect(daysInGregorianMonth(2024, 4)).toBe(30);
    expect(daysInGregorianMonth(2024, 12)).toBe(31);
  });

  it('gives the JDN epoch day numbers the table uses', () => {
    expect(gregorianToDayNumber(1970, 1, 1)).toBe(RJD_OF_1970);
    expect(gregorianToDayNumber(1858, 11, 16)).toBe(0); // RJD 0 = JDN 2,400,000
  });

  it('writes dates zero-padded as YYYY-MM-DD', () => {
    expect(formatIsoDate({ year: 1445, month: 9, day: 1 })).toBe('1445-09-01');
    expect(formatIsoDate({ year: 2024, month: 12, day: 31 })).toBe('2024-12-31');
  });
});
