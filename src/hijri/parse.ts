/**
 * Strict readers of dates, years and months. Each returns plain integers or throws an InvalidValue
 * whose detail, once the API layer names the parameter, says the accepted format or range and the
 * value received (contract §2). Nothing is guessed: `2024-3-1` is not read as 1 March.
 */
import { InvalidValue } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import {
  SUPPORTED_RANGE,
  hijriMonthLength,
  hijriToDayNumber,
  isSupportedDayNumber,
  isSupportedHijriYear,
} from './calendar';
import { daysInGregorianMonth, gregorianToDayNumber } from './gregorian';
import { GREGORIAN_MONTHS_ENGLISH, hijriMonthNameEnglish } from './names';

/** Four-digit year, two-digit month and day; `\d` without the `u` flag is ASCII 0-9 only. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const GREGORIAN_RANGE_TEXT =
  `${SUPPORTED_RANGE.gregorianFirst} to ${SUPPORTED_RANGE.gregorianLast} ` +
  `(the Umm al-Qura range, ${SUPPORTED_RANGE.hijriFirst} to ${SUPPORTED_RANGE.hijriLast} AH)`;
const HIJRI_RANGE_TEXT =
  `${SUPPORTED_RANGE.hijriFirst} to ${SUPPORTED_RANGE.hijriLast} AH ` +
  `(the Umm al-Qura range, ${SUPPORTED_RANGE.gregorianFirst} to ${SUPPORTED_RANGE.gregorianLast})`;

/** The value as echoed in a detail: quoted, and cut short so a huge input cannot bloat the error. */
export function shown(text: string): string {
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function splitIsoDate(text: string, calendar: 'Gregorian' | 'Hijri', example: string): DateParts {
  const match = ISO_DATE.exec(text);
  if (!match) {
    throw new InvalidValue('invalid_date', (name) => `${name} must be a ${calendar} date written YYYY-MM-DD (e.g. ${example}), got ${shown(text)}`);
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const notReal = (why: string) => notRealDate(text, calendar, why);
  if (month < 1 || month > 12) throw notReal(`months are 01 to 12`);
  if (day < 1) throw notReal(`days start at 01`);
  return { year, month, day };
}

/** `date must be a real Gregorian date in YYYY-MM-DD, got '2023-02-29': February 2023 has 28 days`. */
export const notRealDate = (text: string, calendar: 'Gregorian' | 'Hijri', why: string) =>
  new InvalidValue('invalid_date', (name) => `${name} must be a real ${calendar} date in YYYY-MM-DD, got ${shown(text)}: ${why}`);

/**
 * Reads a Gregorian `YYYY-MM-DD` in the supported range and returns its day number (RJD).
 * @example parseGregorianDate('2024-03-11') //=> 60381
 * @example parseGregorianDate('2023-02-29') // throws 400 invalid_date: February 2023 has 28 days
 */
export function parseGregorianDate(text: string): number {
  const { year, month, day } = splitIsoDate(text, 'Gregorian', '2024-03-11');
  const length = daysInGregorianMonth(year, month);
  if (day > length) throw notRealDate(text, 'Gregorian', `${GREGORIAN_MONTHS_ENGLISH[month - 1]} ${year} has ${length} days`);
  const dayNumber = gregorianToDayNumber(year, month, day);
  if (!isSupportedDayNumber(dayNumber)) {
    throw new InvalidValue('date_out_of_range', (name) => `${name} must be from ${GREGORIAN_RANGE_TEXT}, got ${shown(text)}`);
  }
  return dayNumber;
}

/**
 * Reads a Hijri `YYYY-MM-DD` in the supported range and returns its day number (RJD). The day must
 * exist in that month of the Umm al-Qura table: 1444-09-30 does not (Ramadan 1444 has 29 days).
 * @example parseHijriDate('1445-09-01') //=> 60381
 */
export function parseHijriDate(text: string): number {
  const { year, month, day } = splitIsoDate(text, 'Hijri', '1445-09-01');
  if (!isSupportedHijriYear(year)) {
    throw new InvalidValue('date_out_of_range', (name) => `${name} must be from ${HIJRI_RANGE_TEXT}, got ${shown(text)}`);
  }
  const length = hijriMonthLength(year, month);
  if (day > length) throw notRealDate(text, 'Hijri', `${hijriMonthNameEnglish(month)} ${year} has ${length} days in the Umm al-Qura calendar`);
  return hijriToDayNumber(year, month, day);
}

/**
 * Reads a Hijri month number 1..12 (a whole number written plainly: `9`, not `09` or `9.0`).
 * @example parseHijriMonth('9') //=> 9
 */
export function parseHijriMonth(text: string): number {
  const month = parseCanonicalInteger(text);
  if (month === null || month < 1 || month > 12) {
    throw new InvalidValue('invalid_month', (name) => `${name} must be a whole number in 1-12 written plainly (e.g. 9 for Ramadan), got ${shown(text)}`);
  }
  return month;
}
