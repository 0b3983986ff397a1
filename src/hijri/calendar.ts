/**
 * The Umm al-Qura calendar engine: index arithmetic plus a binary search over the month-start
 * table, nothing else (after hijridate's `convert.py`). The supported range and every month length
 * are derived from the table module, so the limits live in one place.
 */
import { FIRST_YEAR, LAST_YEAR, MONTH_STARTS } from './ummalqura-table';
import { dayNumberToGregorian, formatIsoDate, type YearMonthDay } from './gregorian';

export { FIRST_YEAR, LAST_YEAR };

const MONTH_COUNT = MONTH_STARTS.length - 1;
if (MONTH_COUNT !== (LAST_YEAR - FIRST_YEAR + 1) * 12) {
  throw new Error(`ummalqura-table: ${MONTH_STARTS.length} entries do not cover ${FIRST_YEAR}-${LAST_YEAR} plus the closing entry`);
}

/** Day number (RJD) of 1 Muharram of the first supported year. */
export const FIRST_DAY_NUMBER = MONTH_STARTS[0]!;

/** Day number (RJD) of the last supported day (the day before 1 Muharram of LAST_YEAR + 1). */
export const LAST_DAY_NUMBER = MONTH_STARTS[MONTH_COUNT]! - 1;

/** Number of supported days, both ends included. */
export const DAY_COUNT = LAST_DAY_NUMBER - FIRST_DAY_NUMBER + 1;

/** True for a whole Hijri year the table covers. */
export function isSupportedHijriYear(year: number): boolean {
  return Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** True for a day number the table covers. */
export function isSupportedDayNumber(dayNumber: number): boolean {
  return Number.isInteger(dayNumber) && dayNumber >= FIRST_DAY_NUMBER && dayNumber <= LAST_DAY_NUMBER;
}

function monthIndex(year: number, month: number): number {
  if (!isSupportedHijriYear(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`no Umm al-Qura month ${year}/${month} in the table (${FIRST_YEAR}-${LAST_YEAR}, months 1-12)`);
  }
  return (year - FIRST_YEAR) * 12 + (month - 1);
}

/**
 * Day number (RJD) of the first day of a Hijri month.
 * @example hijriMonthStart(1445, 9) //=> 60381 (2024-03-11)
 */
export function hijriMonthStart(year: number, month: number): number {
  return MONTH_STARTS[monthIndex(year, month)]!;
}

/**
 * Days in a Hijri month, as the table has it: usually 29 or 30, but 28 or 31 in a few early months.
 * @example hijriMonthLength(1343, 9) //=> 28
 * @example hijriMonthLength(1345, 5) //=> 31
 */
export function hijriMonthLength(year: number, month: number): number {
  const index = monthIndex(year, month);
  return MONTH_STARTS[index + 1]! - MONTH_STARTS[index]!;
}

/**
 * Day number (RJD) of a Hijri date. Throws RangeError for a date the table does not have; callers
 * that take user input validate first (see parse.ts) and turn failures into 400s.
 * @example hijriToDayNumber(1445, 9, 1) //=> 60381
 */
export function hijriToDayNumber(year: number, month: number, day: number): number {
  const length = hijriMonthLength(year, month);
  if (!Number.isInteger(day) || day < 1 || day > length) {
    throw new RangeError(`${year}/${month} has ${length} days; there is no day ${day}`);
  }
  return hijriMonthStart(year, month) + day - 1;
}

/**
 * The Hijri date of a day number (RJD): binary search for the last month starting on or before it.
 * @example dayNumberToHijri(60381) //=> { year: 1445, month: 9, day: 1 }
 */
export function dayNumberToHijri(dayNumber: number): YearMonthDay {
  if (!isSupportedDayNumber(dayNumber)) {
    throw new RangeError(`day number ${dayNumber} is outside the Umm al-Qura table`);
  }
  let low = 0;
  let high = MONTH_COUNT - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (MONTH_STARTS[middle]! <= dayNumber) low = middle;
    else high = middle - 1;
  }
  return {
    year: FIRST_YEAR + Math.floor(low / 12),
    month: (low % 12) + 1,
    day: dayNumber - MONTH_STARTS[low]! + 1,
  };
}

/** The supported range in both calendars, as ISO strings, for messages and docs. */
export const SUPPORTED_RANGE = {
  hijriFirst: formatIsoDate(dayNumberToHijri(FIRST_DAY_NUMBER)),
  hijriLast: formatIsoDate(dayNumberToHijri(LAST_DAY_NUMBER)),
  gregorianFirst: formatIsoDate(dayNumberToGregorian(FIRST_DAY_NUMBER)),
  gregorianLast: formatIsoDate(dayNumberToGregorian(LAST_DAY_NUMBER)),
} as const;
