import { dayNumberToHijri } from './calendar';
import { dayNumberToGregorian, formatIsoDate, weekdayOfDayNumber, type YearMonthDay } from './gregorian';
import { WEEKDAYS_ARABIC, WEEKDAYS_ENGLISH, hijriMonthNameArabic, hijriMonthNameEnglish } from './names';

/**
 * The Hijri day object: the spec's nine fields in the spec's order, and nothing else. One shape
 * for every day the API returns (today, both conversions, each day of a month).
 */
export interface HijriDay {
  hijri: string;
  year: number;
  month: number;
  day: number;
  month_name_arabic: string;
  month_name_english: string;
  gregorian: string;
  day_of_week_arabic: string;
  day_of_week_english: string;
}

/**
 * The day object of a supported day number (RJD).
 * @example hijriDay(60381).hijri //=> '1445-09-01'
 * @example hijriDay(60381).gregorian //=> '2024-03-11'
 */
export function hijriDay(dayNumber: number): HijriDay {
  return dayObject(dayNumberToHijri(dayNumber), dayNumber);
}

/** The day object of Gregorian day `dayNumber` given its Hijri date in any calendar or reckoning. */
export function dayObject(hijri: YearMonthDay, dayNumber: number): HijriDay {
  const weekday = weekdayOfDayNumber(dayNumber);
  return {
    hijri: formatIsoDate(hijri),
    year: hijri.year,
    month: hijri.month,
    day: hijri.day,
    month_name_arabic: hijriMonthNameArabic(hijri.month),
    month_name_english: hijriMonthNameEnglish(hijri.month),
    gregorian: formatIsoDate(dayNumberToGregorian(dayNumber)),
    day_of_week_arabic: WEEKDAYS_ARABIC[weekday]!,
    day_of_week_english: WEEKDAYS_ENGLISH[weekday]!,
  };
}
