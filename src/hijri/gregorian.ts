/**
 * The proleptic Gregorian calendar over plain integers. Days are counted as Reduced Julian Day
 * numbers (RJD = JDN - 2,400,000), the unit of the Umm al-Qura table, so no conversion happens
 * between the two calendars: both sides meet on the same day number. No `Date` object is involved,
 * so no time zone can shift a day.
 */

/** A calendar date as three integers; the month is 1-based. */
export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

/** RJD of 1970-01-01 (JDN 2,440,588). */
const RJD_OF_1970_01_01 = 40588;

/** Days from 0000-03-01 to 1970-01-01 in the proleptic Gregorian calendar. */
const DAYS_0000_03_01_TO_1970 = 719468;

/**
 * True in a Gregorian leap year.
 * @example isGregorianLeapYear(2024) //=> true
 * @example isGregorianLeapYear(1900) //=> false
 */
export function isGregorianLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a Gregorian month.
 * @example daysInGregorianMonth(2023, 2) //=> 28
 */
export function daysInGregorianMonth(year: number, month: number): number {
  if (month === 2) return isGregorianLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * The day number (RJD) of a Gregorian date. The date must exist; callers validate first.
 * Howard Hinnant's `days_from_civil`: years start in March so that the leap day is the last day of
 * the counted year, and a 400-year era has exactly 146,097 days.
 * @example gregorianToDayNumber(1924, 8, 1) //=> 23999
 */
export function gregorianToDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - DAYS_0000_03_01_TO_1970 + RJD_OF_1970_01_01;
}

/**
 * The Gregorian date of a day number (RJD); the inverse of `gregorianToDayNumber`.
 * @example dayNumberToGregorian(23999) //=> { year: 1924, month: 8, day: 1 }
 */
export function dayNumberToGregorian(dayNumber: number): YearMonthDay {
  const z = dayNumber - RJD_OF_1970_01_01 + DAYS_0000_03_01_TO_1970;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

/**
 * Day of the week of a day number: 0 is Sunday, 6 is Saturday. JDN 0 was a Monday, so
 * (JDN + 1) mod 7 counts from Sunday; with RJD that is (RJD + 2,400,001) mod 7 = (RJD + 2) mod 7.
 * @example weekdayOfDayNumber(23999) //=> 5 (Friday, 1924-08-01)
 */
export function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 2) % 7) + 7) % 7;
}

/**
 * `YYYY-MM-DD` with zero padding; the format of every date the API writes.
 * @example formatIsoDate({ year: 1445, month: 9, day: 1 }) //=> '1445-09-01'
 */
export function formatIsoDate({ year, month, day }: YearMonthDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
