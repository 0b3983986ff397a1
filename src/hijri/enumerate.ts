/**
 * Every argument the static build writes a Hijri file for (contract §6), in calendar order.
 * Derived from the table, so a swapped table changes the file set with it.
 */
import { FIRST_DAY_NUMBER, FIRST_YEAR, LAST_DAY_NUMBER, LAST_YEAR, hijriMonthLength } from './calendar';
import { dayNumberToGregorian, formatIsoDate } from './gregorian';

/** Every supported Gregorian date, YYYY-MM-DD (1924-08-01 .. 2077-11-16). */
export function* everyGregorianDate(): Generator<string> {
  for (let dayNumber = FIRST_DAY_NUMBER; dayNumber <= LAST_DAY_NUMBER; dayNumber++) {
    yield formatIsoDate(dayNumberToGregorian(dayNumber));
  }
}

/** Every supported Hijri month, as integers. */
export function* everyHijriMonth(): Generator<{ year: number; month: number }> {
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) {
    for (let month = 1; month <= 12; month++) yield { year, month };
  }
}

/** Every supported Hijri date, YYYY-MM-DD (1343-01-01 .. 1500-12-30), month lengths from the table. */
export function* everyHijriDate(): Generator<string> {
  for (const { year, month } of everyHijriMonth()) {
    const length = hijriMonthLength(year, month);
    for (let day = 1; day <= length; day++) yield formatIsoDate({ year, month, day });
  }
}
