/**
 * The arithmetical calendar against ICU's `islamic-civil` (Intl.DateTimeFormat in Node's full ICU),
 * an independent implementation: every day of 1300-1600 AH, and a random sample over the whole range.
 */
import { describe, expect, it } from 'vitest';
import { CIVIL_EPOCH, CIVIL_LAST_DAY_NUMBER, civilMonthLength, civilToDayNumber, dayNumberToCivil, isCivilLeapYear } from './civil';
import { dayNumberToGregorian } from './gregorian';

const icu = new Intl.DateTimeFormat('en-u-ca-islamic-civil', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
function icuCivil(dayNumber: number): { year: number; month: number; day: number } {
  const { year, month, day } = dayNumberToGregorian(dayNumber);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const parts = Object.fromEntries(icu.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year ?? parts.relatedYear), month: Number(parts.month), day: Number(parts.day) };
}

describe('the islamic-civil calendar', () => {
  it('starts on Friday 0622-07-19 (proleptic Gregorian), as ICU does', () => {
    expect(dayNumberToGregorian(CIVIL_EPOCH)).toEqual({ year: 622, month: 7, day: 19 });
    expect(icuCivil(CIVIL_EPOCH)).toEqual({ year: 1, month: 1, day: 1 });
    expect(dayNumberToCivil(CIVIL_EPOCH)).toEqual({ year: 1, month: 1, day: 1 });
  });

  it('has 11 leap years in 30, in the years ICU uses', () => {
    expect(Array.from({ length: 30 }, (_, i) => i + 1).filter(isCivilLeapYear)).toEqual([2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29]);
  });

  it('agrees with ICU on every day of 1300-1600 AH, both ways', () => {
    const first = civilToDayNumber(1300, 1, 1);
    const last = civilToDayNumber(1600, 12, civilMonthLength(1600, 12));
    const differences: string[] = [];
    for (let dayNumber = first; dayNumber <= last; dayNumber++) {
      const ours = dayNumberToCivil(dayNumber);
      const theirs = icuCivil(dayNumber);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) differences.push(`${dayNumber}: ${JSON.stringify(ours)} vs ${JSON.stringify(theirs)}`);
      if (civilToDayNumber(ours.year, ours.month, ours.day) !== dayNumber) differences.push(`${dayNumber}: no round trip`);
      if (differences.length > 5) break;
    }
    expect(differences).toEqual([]);
    expect(last - first + 1).toBeGreaterThan(106_000);
  });

  it('agrees with ICU on 20,000 random days from 1 AH to 9999-12-31', () => {
    let seed = 20241123;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const differences: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const dayNumber = CIVIL_EPOCH + Math.floor(random() * (CIVIL_LAST_DAY_NUMBER - CIVIL_EPOCH + 1));
      const ours = dayNumberToCivil(dayNumber);
      const theirs = icuCivil(dayNumber);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) differences.push(`${dayNumber}`);
    }
    expect(differences).toEqual([]);
    expect(icuCivil(CIVIL_LAST_DAY_NUMBER)).toEqual(dayNumberToCivil(CIVIL_LAST_DAY_NUMBER));
  });
});
