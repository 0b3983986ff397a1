/**
 * Answers under a reckoning: a calendar (src/hijri/calendars.ts) and a local `adjustment` of -2..2
 * days. The default reckoning (no calendar named, adjustment 0) answers with the original Umm
 * al-Qura functions, byte for byte; an answer that names a calendar says which (`calendar`) and how
 * its dates were obtained (`basis`), and a non-zero adjustment says so (`adjustment`). The readers
 * here turn text into typed values, refusing with an InvalidValue that the API layer names; the
 * answer functions take typed values only.
 */
import { InvalidValue } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import {
  CALENDAR_IDS,
  DEFAULT_CALENDAR,
  hijriCalendar,
  isCalendarId,
  rangeText,
  supportsDay,
  supportsYear,
  type Basis,
  type CalendarId,
  type HijriCalendar,
} from './calendars';
import { dayObject, hijriDay, type HijriDay } from './day';
import { daysInGregorianMonth, dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from './gregorian';
import { GREGORIAN_MONTHS_ENGLISH, hijriMonthNameArabic, hijriMonthNameEnglish } from './names';
import { notRealDate, shown, splitIsoDate } from './parse';
import { monthBody, monthResponse, type MonthResponse } from './responses';

export type { CalendarId, Basis };
export const MAX_ADJUSTMENT = 2;

/** What an answer is computed under. `named` is true when the request gave `calendar`. */
export interface Reckoning {
  calendar: CalendarId;
  /** The calendar of that id, looked up once when the id is read. */
  rules: HijriCalendar;
  adjustment: number;
  named: boolean;
}
export const DEFAULT_RECKONING: Reckoning = { calendar: DEFAULT_CALENDAR, rules: hijriCalendar(DEFAULT_CALENDAR), adjustment: 0, named: false };

/** The reckoning of a calendar id: named unless it is the default, with no adjustment unless given. */
export const reckoningFor = (calendar: CalendarId, adjustment = 0, named = calendar !== DEFAULT_CALENDAR): Reckoning => ({
  calendar,
  rules: hijriCalendar(calendar),
  adjustment,
  named,
});

/** True when the answer is the original Umm al-Qura answer, unmarked. */
export const isDefaultReckoning = (reckoning: Reckoning) => !reckoning.named && reckoning.adjustment === 0;

/** The marks appended to a body: `calendar` and `basis` when a calendar was named, `adjustment` when not 0. */
export interface Marks {
  calendar?: CalendarId;
  basis?: Basis;
  adjustment?: number;
}

export function marked<T extends object>(body: T, reckoning: Reckoning, basis?: Basis): T & Marks {
  return {
    ...body,
    ...(reckoning.named ? { calendar: reckoning.calendar, ...(basis ? { basis } : {}) } : {}),
    ...(reckoning.adjustment !== 0 ? { adjustment: reckoning.adjustment } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Readers: text to typed values

/**
 * Reads an adjustment: a whole number -2..2 written plainly (`-1`, `2`; not `+1`, `01`, `1.0`).
 * @example parseAdjustment('-1') //=> -1
 */
export function parseAdjustment(text: string | undefined): number {
  if (text === undefined) return 0;
  const value = /^-?(0|[1-9][0-9]*)$/.test(text) ? Number(text) : null;
  if (value === null || Math.abs(value) > MAX_ADJUSTMENT || Object.is(value, -0)) {
    throw new InvalidValue(
      'invalid_adjustment',
      (name) => `${name} must be a whole number of days from -${MAX_ADJUSTMENT} to ${MAX_ADJUSTMENT} (e.g. ${name}=1 when your country's month began a day after the calendar's), got ${shown(text)}`,
    );
  }
  return value;
}

/** Reads a calendar id: one of the ids of /v1/hijri/calendars; absent is umm-al-qura, unnamed. */
export function parseCalendar(text: string | undefined): { calendar: CalendarId; rules: HijriCalendar; named: boolean } {
  if (text === undefined) return { calendar: DEFAULT_CALENDAR, rules: hijriCalendar(DEFAULT_CALENDAR), named: false };
  if (!isCalendarId(text)) {
    throw new InvalidValue('invalid_calendar', (name) => `${name} must be one of ${CALENDAR_IDS.join(', ')} (default umm-al-qura; see /v1/hijri/calendars), got ${shown(text)}`, {
      allowed: [...CALENDAR_IDS],
    });
  }
  return { calendar: text, rules: hijriCalendar(text), named: true };
}

export const calendarName = (calendar: HijriCalendar) => (calendar.id === 'umm-al-qura' ? 'the Umm al-Qura calendar' : `the ${calendar.id} calendar`);
/** `lead` says what was looked up when it is not the value as given: `got '1300-01-01': `. */
const outOfRange = (calendar: HijriCalendar, lead: string) =>
  new InvalidValue('date_out_of_range', (name) => `${lead}${name} must be from ${rangeText(calendar)}, the range of ${calendarName(calendar)}`);

/** A real Gregorian date 0001-01-01..9999-12-31 as a day number, with no range check. */
export function parseAnyGregorianDate(text: string): number {
  const { year, month, day } = splitIsoDate(text, 'Gregorian', '2024-03-11');
  const length = daysInGregorianMonth(year, month);
  if (day > length || year < 1) throw notRealDate(text, 'Gregorian', `${GREGORIAN_MONTHS_ENGLISH[month - 1]} ${year} has ${length} days`);
  return gregorianToDayNumber(year, month, day);
}

/** A Hijri date of a calendar as the day number of that Hijri day (before any adjustment). */
export function parseCalendarHijriDate(text: string, calendar: HijriCalendar): number {
  const { year, month, day } = splitIsoDate(text, 'Hijri', '1445-09-01');
  if (!supportsYear(calendar, year)) throw outOfRange(calendar, `got ${shown(text)}: `);
  const length = calendar.monthLength(year, month);
  if (day > length) throw notRealDate(text, 'Hijri', `${hijriMonthNameEnglish(month)} ${year} has ${length} days in ${calendarName(calendar)}`);
  const dayNumber = calendar.monthStart(year, month) + day - 1;
  if (!supportsDay(calendar, dayNumber)) throw outOfRange(calendar, `got ${shown(text)}: `);
  return dayNumber;
}

/** A Hijri year of a calendar. */
export function parseCalendarYear(text: string, calendar: HijriCalendar): number {
  const year = parseCanonicalInteger(text);
  if (year === null || !supportsYear(calendar, year)) {
    throw new InvalidValue(
      'invalid_year',
      (name) => `${name} must be a whole Hijri year in ${calendar.firstYear}-${calendar.lastYear} (${calendarName(calendar)}), written plainly (e.g. 1445), got ${shown(text)}`,
    );
  }
  return year;
}

// ---------------------------------------------------------------------------------------------
// Days and months

/**
 * The day object of Gregorian day `dayNumber`: its Hijri date is the calendar's date of
 * dayNumber + adjustment (contract §9). Throws an InvalidValue date_out_of_range when that day is
 * not covered: the API layer names the parameter that led to the day (src/api/vocabulary/param.ts, `answerAbout`).
 */
export function dayUnder(dayNumber: number, reckoning: Reckoning): HijriDay & Marks {
  const calendar = reckoning.rules;
  const shifted = dayNumber + reckoning.adjustment;
  if (!supportsDay(calendar, shifted)) {
    const shiftedText = formatIsoDate(dayNumberToGregorian(shifted));
    throw outOfRange(calendar, reckoning.adjustment ? `with adjustment ${reckoning.adjustment} the day looked up is ${shiftedText}; ` : '');
  }
  if (isDefaultReckoning(reckoning)) return hijriDay(dayNumber);
  const hijri = calendar.toHijri(shifted);
  return marked(dayObject(hijri, dayNumber), reckoning, calendar.monthBasis(hijri.year, hijri.month));
}

/** `GET /v1/gregorian/from-hijri`: the Gregorian day whose reckoned Hijri date is the Hijri day `hijriDayNumber` of the calendar. */
export function fromHijriDay(hijriDayNumber: number, reckoning: Reckoning): HijriDay & Marks {
  return dayUnder(hijriDayNumber - reckoning.adjustment, reckoning);
}

/** `GET /v1/hijri/month?year=&month=[&adjustment=&calendar=]` */
export function reckonedMonth(year: number, month: number, reckoning: Reckoning): MonthResponse & Marks {
  if (isDefaultReckoning(reckoning)) return monthResponse(year, month);
  const calendar = reckoning.rules;
  const first = calendar.monthStart(year, month) - reckoning.adjustment;
  const days = Array.from({ length: calendar.monthLength(year, month) }, (_, i) => dayObject({ year, month, day: i + 1 }, first + i));
  return marked(monthBody(year, month, days), reckoning, calendar.monthBasis(year, month));
}

// ---------------------------------------------------------------------------------------------
// Gregorian months and Hijri years

/** The Gregorian months a calendar's range touches. */
export function gregorianMonthRange(calendarId: CalendarId) {
  const calendar = hijriCalendar(calendarId);
  return { first: dayNumberToGregorian(calendar.firstDay), last: dayNumberToGregorian(calendar.lastDay) };
}

/** A Gregorian month number, 1-12, written plainly. */
export function parseGregorianMonth(text: string): number {
  const month = parseCanonicalInteger(text);
  if (month === null || month < 1 || month > 12) {
    throw new InvalidValue('invalid_month', (name) => `${name} must be a whole number in 1-12 written plainly (e.g. 3 for March), got ${shown(text)}`);
  }
  return month;
}

/** The Gregorian year of a month (read already): a whole year written plainly, the month in the calendar's range. */
export function parseGregorianYearOfMonth(yearText: string, month: number, calendarId: CalendarId = DEFAULT_CALENDAR): number {
  const year = parseCanonicalInteger(yearText);
  if (year === null || year < 1 || year > 9999) {
    throw new InvalidValue('invalid_year', (name) => `${name} must be a whole Gregorian year written plainly (e.g. 2025), got ${shown(yearText)}`);
  }
  const { first, last } = gregorianMonthRange(calendarId);
  const index = year * 12 + month;
  if (index < first.year * 12 + first.month || index > last.year * 12 + last.month) {
    const range = calendarId === DEFAULT_CALENDAR ? 'the Umm al-Qura range' : `the range of the ${calendarId} calendar`;
    throw new InvalidValue(
      'date_out_of_range',
      () => `the Gregorian month must be from ${first.year}-${String(first.month).padStart(2, '0')} to ${last.year}-${String(last.month).padStart(2, '0')} (${range}), got ${year}-${String(month).padStart(2, '0')}`,
    );
  }
  return year;
}

export interface GregorianMonthResponse {
  year: number;
  month: number;
  month_name_english: string;
  days_in_month: number;
  days: (HijriDay & { basis?: Basis })[];
  calendar?: CalendarId;
}

/**
 * `GET /v1/gregorian/month?year=&month=[&calendar=]`: every day of a Gregorian month with its Hijri
 * day. The first and last months of a calendar's range list only their days in range. With a
 * calendar named, each day says its month's basis.
 * @example gregorianMonthResponse(2024, 3).days[10].hijri //=> '1445-09-01'
 */
export function gregorianMonthResponse(year: number, month: number, reckoning: Reckoning = DEFAULT_RECKONING): GregorianMonthResponse {
  const calendar = reckoning.rules;
  const length = daysInGregorianMonth(year, month);
  const first = gregorianToDayNumber(year, month, 1);
  const days: GregorianMonthResponse['days'] = [];
  for (let dayNumber = first; dayNumber < first + length; dayNumber++) {
    if (!supportsDay(calendar, dayNumber)) continue;
    if (!reckoning.named) {
      days.push(hijriDay(dayNumber));
      continue;
    }
    const hijri = calendar.toHijri(dayNumber);
    days.push({ ...dayObject(hijri, dayNumber), basis: calendar.monthBasis(hijri.year, hijri.month) });
  }
  const body: GregorianMonthResponse = { year, month, month_name_english: GREGORIAN_MONTHS_ENGLISH[month - 1]!, days_in_month: length, days };
  return reckoning.named ? { ...body, calendar: reckoning.calendar } : body;
}

/** Every Gregorian month a calendar's range touches. */
export function* everyGregorianMonth(calendarId: CalendarId = DEFAULT_CALENDAR): Generator<{ year: number; month: number }> {
  const { first, last } = gregorianMonthRange(calendarId);
  for (let index = first.year * 12 + first.month - 1; index <= last.year * 12 + last.month - 1; index++) {
    yield { year: Math.floor(index / 12), month: (index % 12) + 1 };
  }
}

export interface HijriYearResponse {
  year: number;
  days_in_year: number;
  gregorian_start: string;
  gregorian_end: string;
  months: { month: number; month_name_arabic: string; month_name_english: string; days_in_month: number; gregorian_start: string; gregorian_end: string; basis?: Basis }[];
  calendar?: CalendarId;
}

/**
 * `GET /v1/hijri/year?year=[&calendar=]`: the year's length and its twelve months with their
 * Gregorian spans (and, with a calendar named, each month's basis).
 * @example hijriYearResponse(1445).months[8].gregorian_start //=> '2024-03-11'
 */
export function hijriYearResponse(year: number, reckoning: Reckoning = DEFAULT_RECKONING): HijriYearResponse {
  const calendar = reckoning.rules;
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const start = calendar.monthStart(year, month);
    const length = calendar.monthLength(year, month);
    return {
      month,
      month_name_arabic: hijriMonthNameArabic(month),
      month_name_english: hijriMonthNameEnglish(month),
      days_in_month: length,
      gregorian_start: formatIsoDate(dayNumberToGregorian(start)),
      gregorian_end: formatIsoDate(dayNumberToGregorian(start + length - 1)),
      ...(reckoning.named ? { basis: calendar.monthBasis(year, month) } : {}),
    };
  });
  const body: HijriYearResponse = {
    year,
    days_in_year: months.reduce((sum, month) => sum + month.days_in_month, 0),
    gregorian_start: months[0]!.gregorian_start,
    gregorian_end: months[11]!.gregorian_end,
    months,
  };
  return reckoning.named ? { ...body, calendar: reckoning.calendar } : body;
}
