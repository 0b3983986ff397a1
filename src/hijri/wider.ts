/**
 * Contract §9: the Hijri answers beyond the five originals. A local `adjustment` (-2..2 days), the
 * arithmetical `islamic-civil` calendar for any date, Gregorian months, Hijri years, and events by
 * Gregorian year. With the defaults (Umm al-Qura, adjustment 0) every answer is byte-identical to
 * the original endpoints' (the same functions build it).
 */
import { InputError } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import {
  FIRST_DAY_NUMBER,
  FIRST_YEAR,
  LAST_DAY_NUMBER,
  LAST_YEAR,
  SUPPORTED_RANGE,
  dayNumberToHijri,
  hijriMonthLength,
  hijriToDayNumber,
  isSupportedDayNumber,
} from './calendar';
import { CIVIL_EPOCH, CIVIL_LAST_DAY_NUMBER, CIVIL_LAST_YEAR, civilMonthLength, civilToDayNumber, dayNumberToCivil } from './civil';
import { dayObject, hijriDay, type HijriDay } from './day';
import { daysInGregorianMonth, dayNumberToGregorian, formatIsoDate, gregorianToDayNumber, type YearMonthDay } from './gregorian';
import { GREGORIAN_MONTHS_ENGLISH, hijriMonthNameArabic, hijriMonthNameEnglish } from './names';
import { parseHijriDate, parseHijriMonth, parseHijriYear, shown, splitIsoDate } from './parse';
import type { DatedEventEntry, MonthResponse, OmittedEvent } from './responses';
import { datedEventsResponse, monthBody, monthResponse } from './responses';

export type CalendarId = 'umm-al-qura' | 'islamic-civil';
export const CALENDARS: readonly CalendarId[] = ['umm-al-qura', 'islamic-civil'];
export const MAX_ADJUSTMENT = 2;

/** What an answer is computed under. The default is `{ calendar: 'umm-al-qura', adjustment: 0 }`. */
export interface Reckoning {
  calendar: CalendarId;
  adjustment: number;
}
export const DEFAULT_RECKONING: Reckoning = { calendar: 'umm-al-qura', adjustment: 0 };

/**
 * Reads `adjustment`: a whole number -2..2 written plainly (`-1`, `2`; not `+1`, `01`, `1.0`).
 * @example parseAdjustment('-1') //=> -1
 */
export function parseAdjustment(text: string | undefined): number {
  if (text === undefined) return 0;
  const value = /^-?(0|[1-9][0-9]*)$/.test(text) ? Number(text) : null;
  if (value === null || Math.abs(value) > MAX_ADJUSTMENT || Object.is(value, -0)) {
    throw new InputError(
      'invalid_adjustment',
      `adjustment must be a whole number of days from -${MAX_ADJUSTMENT} to ${MAX_ADJUSTMENT} (e.g. adjustment=1 when your country's month began a day after Umm al-Qura's), got ${shown(text)}`,
      'adjustment',
    );
  }
  return value;
}

/** Reads `calendar`: `umm-al-qura` (default) or `islamic-civil`. */
export function parseCalendar(text: string | undefined): CalendarId {
  if (text === undefined) return 'umm-al-qura';
  if (!(CALENDARS as readonly string[]).includes(text)) {
    throw new InputError('invalid_calendar', `calendar must be umm-al-qura (the default) or islamic-civil, got ${shown(text)}`, 'calendar', { allowed: [...CALENDARS] });
  }
  return text as CalendarId;
}

/** One Hijri calendar as the answers need it. */
interface Engine {
  toHijri(dayNumber: number): YearMonthDay;
  toDayNumber(year: number, month: number, day: number): number;
  monthLength(year: number, month: number): number;
  supportsDay(dayNumber: number): boolean;
  firstYear: number;
  lastYear: number;
  rangeText: string;
}

const ummAlQura: Engine = {
  toHijri: dayNumberToHijri,
  toDayNumber: hijriToDayNumber,
  monthLength: hijriMonthLength,
  supportsDay: isSupportedDayNumber,
  firstYear: FIRST_YEAR,
  lastYear: LAST_YEAR,
  rangeText: `${SUPPORTED_RANGE.gregorianFirst} to ${SUPPORTED_RANGE.gregorianLast} (${SUPPORTED_RANGE.hijriFirst} to ${SUPPORTED_RANGE.hijriLast} AH, the Umm al-Qura table); calendar=islamic-civil answers any date from 0622-07-19 to 9999-12-31`,
};

const civil: Engine = {
  toHijri: dayNumberToCivil,
  toDayNumber: civilToDayNumber,
  monthLength: civilMonthLength,
  supportsDay: (dayNumber) => Number.isInteger(dayNumber) && dayNumber >= CIVIL_EPOCH && dayNumber <= CIVIL_LAST_DAY_NUMBER,
  firstYear: 1,
  lastYear: CIVIL_LAST_YEAR,
  rangeText: `0622-07-19 to 9999-12-31 (0001-01-01 AH onwards) in the islamic-civil calendar`,
};

const engineOf = (calendar: CalendarId) => (calendar === 'islamic-civil' ? civil : ummAlQura);

/** Appends what was not the default, so that default answers keep their exact bytes. */
function marked<T extends object>(body: T, reckoning: Reckoning): T & { calendar?: CalendarId; adjustment?: number } {
  return {
    ...body,
    ...(reckoning.calendar !== 'umm-al-qura' ? { calendar: reckoning.calendar } : {}),
    ...(reckoning.adjustment !== 0 ? { adjustment: reckoning.adjustment } : {}),
  };
}

/**
 * The day object of Gregorian day `dayNumber`: its Hijri date is the calendar's date of
 * dayNumber + adjustment (contract §9). Throws date_out_of_range when that day is not covered.
 */
export function reckonedDay(dayNumber: number, reckoning: Reckoning, param = 'date'): HijriDay {
  const engine = engineOf(reckoning.calendar);
  const shifted = dayNumber + reckoning.adjustment;
  if (!engine.supportsDay(shifted)) {
    const shiftedText = formatIsoDate(dayNumberToGregorian(shifted));
    const what = reckoning.adjustment ? `with adjustment ${reckoning.adjustment} the day looked up is ${shiftedText}, ` : '';
    throw new InputError('date_out_of_range', `${what}${param} must be from ${engine.rangeText}`, param);
  }
  if (reckoning.calendar === 'umm-al-qura' && reckoning.adjustment === 0) return hijriDay(dayNumber);
  return dayObject(engine.toHijri(shifted), dayNumber);
}

/** A real Gregorian date 0001-01-01..9999-12-31 as a day number, with no range check. */
function parseAnyGregorianDate(text: string, param: string): number {
  const { year, month, day } = splitIsoDate(text, param, 'Gregorian', '2024-03-11');
  const length = daysInGregorianMonth(year, month);
  if (day > length || year < 1) {
    throw new InputError('invalid_date', `${param} must be a real Gregorian date in YYYY-MM-DD, got ${shown(text)}: ${GREGORIAN_MONTHS_ENGLISH[month - 1]} ${year} has ${length} days`, param);
  }
  return gregorianToDayNumber(year, month, day);
}

/** `GET /v1/hijri/from-gregorian?date=&adjustment=&calendar=` */
export function fromGregorian(text: string, reckoning: Reckoning) {
  return marked(reckonedDay(parseAnyGregorianDate(text, 'date'), reckoning), reckoning);
}

/** A Hijri date of the calendar as the day number of that Hijri day (before any adjustment). */
function parseReckonedHijriDate(text: string, calendar: CalendarId): number {
  if (calendar === 'umm-al-qura') return parseHijriDate(text);
  const { year, month, day } = splitIsoDate(text, 'date', 'Hijri', '1445-09-01');
  if (year < 1 || year > civil.lastYear) throw new InputError('date_out_of_range', `date must be from ${civil.rangeText}, got ${shown(text)}`, 'date');
  const length = civilMonthLength(year, month);
  if (day > length) {
    throw new InputError('invalid_date', `date must be a real Hijri date in YYYY-MM-DD, got ${shown(text)}: ${hijriMonthNameEnglish(month)} ${year} has ${length} days in the islamic-civil calendar`, 'date');
  }
  const dayNumber = civilToDayNumber(year, month, day);
  if (!civil.supportsDay(dayNumber)) throw new InputError('date_out_of_range', `date must be from ${civil.rangeText}, got ${shown(text)}`, 'date');
  return dayNumber;
}

/** `GET /v1/gregorian/from-hijri?date=&adjustment=&calendar=`: the Gregorian day whose reckoned Hijri date is `date`. */
export function fromHijri(text: string, reckoning: Reckoning) {
  const hijriDayNumber = parseReckonedHijriDate(text, reckoning.calendar);
  return marked(reckonedDay(hijriDayNumber - reckoning.adjustment, reckoning), reckoning);
}

function parseReckonedYear(text: string, calendar: CalendarId): number {
  if (calendar === 'umm-al-qura') return parseHijriYear(text);
  const year = parseCanonicalInteger(text);
  if (year === null || year < 1 || year > civil.lastYear) {
    throw new InputError('invalid_year', `year must be a whole Hijri year in 1-${civil.lastYear} for calendar=islamic-civil, written plainly, got ${shown(text)}`, 'year');
  }
  return year;
}

/** `GET /v1/hijri/month?year=&month=&adjustment=&calendar=` */
export function reckonedMonth(yearText: string, monthText: string, reckoning: Reckoning): MonthResponse & { calendar?: CalendarId; adjustment?: number } {
  const engine = engineOf(reckoning.calendar);
  const year = parseReckonedYear(yearText, reckoning.calendar);
  const month = parseHijriMonth(monthText);
  if (reckoning.calendar === 'umm-al-qura' && reckoning.adjustment === 0) return monthResponse(year, month);
  const length = engine.monthLength(year, month);
  const first = engine.toDayNumber(year, month, 1) - reckoning.adjustment;
  const days = Array.from({ length }, (_, i) => reckonedDay(first + i, reckoning, 'year'));
  return marked(monthBody(year, month, days), reckoning);
}

/** `GET /v1/hijri/events?month=&year=&adjustment=`: the dated events, their Gregorian dates moved back by the adjustment. */
export function reckonedDatedEvents(month: number, year: number, adjustment: number) {
  const answer = datedEventsResponse(month, year);
  if (adjustment === 0) return answer;
  return marked({ ...answer, events: answer.events.map((event) => shiftEvent(event, adjustment)) }, { calendar: 'umm-al-qura', adjustment });
}

const shiftDate = (iso: string, days: number) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatIsoDate(dayNumberToGregorian(gregorianToDayNumber(year, month, day) - days));
};

function shiftEvent(event: DatedEventEntry, adjustment: number): DatedEventEntry {
  return {
    ...event,
    gregorian: shiftDate(event.gregorian, adjustment),
    ...(event.night_begins_gregorian ? { night_begins_gregorian: shiftDate(event.night_begins_gregorian, adjustment) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Gregorian months, Hijri years, events by year

/** The Gregorian months the Umm al-Qura range touches (1924-08 .. 2077-11). */
export const GREGORIAN_RANGE = {
  first: dayNumberToGregorian(FIRST_DAY_NUMBER),
  last: dayNumberToGregorian(LAST_DAY_NUMBER),
};

export function parseGregorianYearMonth(yearText: string, monthText: string): { year: number; month: number } {
  const year = parseCanonicalInteger(yearText);
  const { first, last } = GREGORIAN_RANGE;
  if (year === null || year < 1 || year > 9999) {
    throw new InputError('invalid_year', `year must be a whole Gregorian year written plainly (e.g. 2025), got ${shown(yearText)}`, 'year');
  }
  const month = parseCanonicalInteger(monthText);
  if (month === null || month < 1 || month > 12) {
    throw new InputError('invalid_month', `month must be a whole number in 1-12 written plainly (e.g. 3 for March), got ${shown(monthText)}`, 'month');
  }
  const index = year * 12 + month;
  if (index < first.year * 12 + first.month || index > last.year * 12 + last.month) {
    throw new InputError(
      'date_out_of_range',
      `the Gregorian month must be from ${first.year}-${String(first.month).padStart(2, '0')} to ${last.year}-${String(last.month).padStart(2, '0')} (the Umm al-Qura range), got ${year}-${String(month).padStart(2, '0')}`,
      'year',
    );
  }
  return { year, month };
}

export interface GregorianMonthResponse {
  year: number;
  month: number;
  month_name_english: string;
  days_in_month: number;
  days: HijriDay[];
}

/**
 * `GET /v1/gregorian/month?year=&month=`: every day of a Gregorian month with its Hijri day. The
 * first and last months of the range list only their days in range (`days` is then shorter than
 * `days_in_month`).
 * @example gregorianMonthResponse(2024, 3).days[10].hijri //=> '1445-09-01'
 */
export function gregorianMonthResponse(year: number, month: number): GregorianMonthResponse {
  const length = daysInGregorianMonth(year, month);
  const first = gregorianToDayNumber(year, month, 1);
  const days: HijriDay[] = [];
  for (let dayNumber = first; dayNumber < first + length; dayNumber++) if (isSupportedDayNumber(dayNumber)) days.push(hijriDay(dayNumber));
  return { year, month, month_name_english: GREGORIAN_MONTHS_ENGLISH[month - 1]!, days_in_month: length, days };
}

export function* everyGregorianMonth(): Generator<{ year: number; month: number }> {
  const { first, last } = GREGORIAN_RANGE;
  for (let index = first.year * 12 + first.month - 1; index <= last.year * 12 + last.month - 1; index++) {
    yield { year: Math.floor(index / 12), month: (index % 12) + 1 };
  }
}

export interface HijriYearResponse {
  year: number;
  days_in_year: number;
  gregorian_start: string;
  gregorian_end: string;
  months: { month: number; month_name_arabic: string; month_name_english: string; days_in_month: number; gregorian_start: string; gregorian_end: string }[];
}

/**
 * `GET /v1/hijri/year?year=`: the year's length and its twelve months with their Gregorian spans.
 * @example hijriYearResponse(1445).months[8].gregorian_start //=> '2024-03-11'
 */
export function hijriYearResponse(year: number): HijriYearResponse {
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const start = hijriToDayNumber(year, month, 1);
    const length = hijriMonthLength(year, month);
    return {
      month,
      month_name_arabic: hijriMonthNameArabic(month),
      month_name_english: hijriMonthNameEnglish(month),
      days_in_month: length,
      gregorian_start: formatIsoDate(dayNumberToGregorian(start)),
      gregorian_end: formatIsoDate(dayNumberToGregorian(start + length - 1)),
    };
  });
  return {
    year,
    days_in_year: months.reduce((sum, month) => sum + month.days_in_month, 0),
    gregorian_start: months[0]!.gregorian_start,
    gregorian_end: months[11]!.gregorian_end,
    months,
  };
}

/** An event occurrence in a year: the dated entry plus its month, so a year's list reads on its own. */
export type EventOccurrence = DatedEventEntry & { month: number };

function occurrencesOfHijriYear(year: number): { events: EventOccurrence[]; omitted: (OmittedEvent & { month: number })[] } {
  const events: EventOccurrence[] = [];
  const omitted: (OmittedEvent & { month: number })[] = [];
  for (let month = 1; month <= 12; month++) {
    const dated = datedEventsResponse(month, year);
    events.push(...dated.events.map((event) => ({ month, ...event })));
    omitted.push(...dated.omitted.map((event) => ({ month, ...event })));
  }
  return { events, omitted };
}

/** `GET /v1/hijri/events?year=Y[&adjustment=]`: every event of a Hijri year, in date order. */
export function hijriYearEventsResponse(year: number, adjustment: number) {
  const { events, omitted } = occurrencesOfHijriYear(year);
  return marked({ year, events: events.map((event) => (adjustment ? { ...shiftEvent(event, adjustment), month: event.month } : event)), omitted }, { calendar: 'umm-al-qura', adjustment });
}

/** Gregorian years with every day in the Umm al-Qura range: their event lists are complete. */
export const FULL_GREGORIAN_YEARS = {
  first: GREGORIAN_RANGE.first.month === 1 && GREGORIAN_RANGE.first.day === 1 ? GREGORIAN_RANGE.first.year : GREGORIAN_RANGE.first.year + 1,
  last: GREGORIAN_RANGE.last.month === 12 && GREGORIAN_RANGE.last.day === 31 ? GREGORIAN_RANGE.last.year : GREGORIAN_RANGE.last.year - 1,
};

export function parseGregorianYear(text: string): number {
  const year = parseCanonicalInteger(text);
  const { first, last } = FULL_GREGORIAN_YEARS;
  if (year === null || year < first || year > last) {
    throw new InputError(
      'invalid_year',
      `gregorian_year must be a whole year in ${first}-${last}, the Gregorian years wholly inside the Umm al-Qura range, written plainly, got ${shown(text)}`,
      'gregorian_year',
    );
  }
  return year;
}

/**
 * `GET /v1/hijri/events?gregorian_year=G`: every occurrence of every event whose Gregorian date
 * (the daytime of the Hijri day) falls in G, in date order. A Gregorian year spans parts of two or
 * three Hijri years, so an event can occur twice (Islamic New Year in 2008: January 10 and December 29).
 */
export function gregorianYearEventsResponse(gregorianYear: number, adjustment = 0) {
  const firstHijri = dayNumberToHijri(gregorianToDayNumber(gregorianYear, 1, 1) + adjustment).year;
  const lastHijri = dayNumberToHijri(gregorianToDayNumber(gregorianYear, 12, 31) + adjustment).year;
  const events: EventOccurrence[] = [];
  for (let year = firstHijri; year <= lastHijri; year++) {
    for (const event of occurrencesOfHijriYear(year).events) {
      const dated = adjustment ? { ...shiftEvent(event, adjustment), month: event.month } : event;
      if (dated.gregorian.startsWith(`${String(gregorianYear).padStart(4, '0')}-`)) events.push(dated);
    }
  }
  events.sort((a, b) => (a.gregorian < b.gregorian ? -1 : a.gregorian > b.gregorian ? 1 : 0));
  return marked({ gregorian_year: gregorianYear, events }, { calendar: 'umm-al-qura', adjustment });
}

