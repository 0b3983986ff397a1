/**
 * The arithmetical (tabular) Islamic calendar, as ICU's `islamic-civil` (contract §9): 30-year
 * cycles with leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26 and 29 (355 days; others 354), months
 * of 30 and 29 days alternating with the twelfth 30 in a leap year, and 1 Muharram 1 AH on Friday
 * 0622-07-19 (proleptic Gregorian; 16 July 622 Julian). It predicts, it does not observe: it can
 * differ from Umm al-Qura and from sighting by a day or two, so it is offered only as an option
 * for dates the table does not cover.
 */
import { gregorianToDayNumber, type YearMonthDay } from './gregorian';

/** Day number (RJD) of 1 Muharram 1 AH. */
export const CIVIL_EPOCH = gregorianToDayNumber(622, 7, 19);
/** The last day answered: 9999-12-31. */
export const CIVIL_LAST_DAY_NUMBER = gregorianToDayNumber(9999, 12, 31);

/** Days from the epoch to 1 Muharram of a year. */
const daysBeforeYear = (year: number) => 354 * (year - 1) + Math.floor((3 + 11 * year) / 30);
/** Days from 1 Muharram to the first of a month (1-12): 30, 29, 30, ... */
const daysBeforeMonth = (month: number) => Math.ceil(29.5 * (month - 1));

export function isCivilLeapYear(year: number): boolean {
  return (14 + 11 * year) % 30 < 11;
}

export function civilMonthLength(year: number, month: number): number {
  if (month === 12) return isCivilLeapYear(year) ? 30 : 29;
  return month % 2 === 1 ? 30 : 29;
}

/** @example civilToDayNumber(1, 1, 1) === CIVIL_EPOCH */
export function civilToDayNumber(year: number, month: number, day: number): number {
  return CIVIL_EPOCH + daysBeforeYear(year) + daysBeforeMonth(month) + day - 1;
}

/** The civil Hijri date of a day number on or after the epoch. */
export function dayNumberToCivil(dayNumber: number): YearMonthDay {
  const days = dayNumber - CIVIL_EPOCH;
  let year = Math.floor((30 * days + 10646) / 10631);
  while (daysBeforeYear(year + 1) <= days) year += 1;
  while (year > 1 && daysBeforeYear(year) > days) year -= 1;
  const dayOfYear = days - daysBeforeYear(year);
  let month = Math.min(12, Math.floor(dayOfYear / 29.5) + 1);
  while (month > 1 && daysBeforeMonth(month) > dayOfYear) month -= 1;
  while (month < 12 && daysBeforeMonth(month + 1) <= dayOfYear) month += 1;
  return { year, month, day: dayOfYear - daysBeforeMonth(month) + 1 };
}

/** The last civil year with every day answered (9999-12-31 falls in civil 9666). */
export const CIVIL_LAST_YEAR = dayNumberToCivil(CIVIL_LAST_DAY_NUMBER).year;
