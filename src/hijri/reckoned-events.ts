/**
 * The Hijri events under a reckoning (reckoning.ts): a month's dated events, a Hijri year's and a
 * Gregorian year's, each moved back by the adjustment and marked with the calendar that dated it.
 */
import { InvalidValue } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import { dayNumberToHijri } from './calendar';
import { DEFAULT_CALENDAR, hijriCalendar, rangeText, supportsDay, type Basis, type CalendarId } from './calendars';
import { eventsOfMonth } from './events';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from './gregorian';
import { hijriMonthNameArabic, hijriMonthNameEnglish } from './names';
import { shown } from './parse';
import { calendarName, DEFAULT_RECKONING, gregorianMonthRange, isDefaultReckoning, marked, type Reckoning } from './reckoning';
import { datedEventsResponse, type DatedEventEntry, type DatedEventsResponse, type OmittedEvent } from './responses';

type DatedEvent = DatedEventEntry & { basis?: Basis };

/** The dated events of a month of a calendar (the default: exactly datedEventsResponse). */
function calendarDatedEvents(month: number, year: number, reckoning: Reckoning): DatedEventsResponse & { events: DatedEvent[] } {
  if (!reckoning.named) return datedEventsResponse(month, year);
  const calendar = reckoning.rules;
  const length = calendar.monthLength(year, month);
  const basis = calendar.monthBasis(year, month);
  const events: DatedEvent[] = [];
  const omitted: OmittedEvent[] = [];
  for (const event of eventsOfMonth(month)) {
    const entry = { day: event.day, name_english: event.name_english, name_arabic: event.name_arabic, description: event.description, observed: event.observed, id: event.id };
    if (event.day > length) {
      omitted.push({ day: event.day, name_english: event.name_english, name_arabic: event.name_arabic, id: event.id, reason: `${hijriMonthNameEnglish(month)} ${year} has ${length} days in ${calendarName(calendar)}, so it has no day ${event.day}` });
      continue;
    }
    const dayNumber = calendar.monthStart(year, month) + event.day - 1;
    if (!supportsDay(calendar, dayNumber)) {
      omitted.push({ day: event.day, name_english: event.name_english, name_arabic: event.name_arabic, id: event.id, reason: `${formatIsoDate({ year, month, day: event.day })} is outside ${rangeText(calendar)}, the range of ${calendarName(calendar)}` });
      continue;
    }
    events.push({
      ...entry,
      hijri: formatIsoDate({ year, month, day: event.day }),
      gregorian: formatIsoDate(dayNumberToGregorian(dayNumber)),
      ...(event.observed === 'night_before' ? { night_begins_gregorian: formatIsoDate(dayNumberToGregorian(dayNumber - 1)) } : {}),
      basis,
    });
  }
  return { month, month_name_arabic: hijriMonthNameArabic(month), month_name_english: hijriMonthNameEnglish(month), year, days_in_month: length, events, omitted };
}

const shiftDate = (iso: string, days: number) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatIsoDate(dayNumberToGregorian(gregorianToDayNumber(year, month, day) - days));
};

function shiftEvent<T extends DatedEventEntry>(event: T, adjustment: number): T {
  if (adjustment === 0) return event;
  return {
    ...event,
    gregorian: shiftDate(event.gregorian, adjustment),
    ...(event.night_begins_gregorian ? { night_begins_gregorian: shiftDate(event.night_begins_gregorian, adjustment) } : {}),
  };
}

/** `GET /v1/hijri/events?month=&year=[&adjustment=&calendar=]`: the dated events, their Gregorian dates moved back by the adjustment. */
export function reckonedDatedEvents(month: number, year: number, reckoning: Reckoning) {
  const answer = calendarDatedEvents(month, year, reckoning);
  if (isDefaultReckoning(reckoning)) return answer;
  return marked({ ...answer, events: answer.events.map((event) => shiftEvent(event, reckoning.adjustment)) }, reckoning);
}

/** An event occurrence in a year: the dated entry plus its month, so a year's list reads on its own. */
export type EventOccurrence = DatedEvent & { month: number };

function occurrencesOfHijriYear(year: number, reckoning: Reckoning): { events: EventOccurrence[]; omitted: (OmittedEvent & { month: number })[] } {
  const events: EventOccurrence[] = [];
  const omitted: (OmittedEvent & { month: number })[] = [];
  for (let month = 1; month <= 12; month++) {
    const dated = calendarDatedEvents(month, year, reckoning);
    events.push(...dated.events.map((event) => ({ month, ...event })));
    omitted.push(...dated.omitted.map((event) => ({ month, ...event })));
  }
  return { events, omitted };
}

/** `GET /v1/hijri/events?year=Y[&adjustment=&calendar=]`: every event of a Hijri year, in date order. */
export function hijriYearEventsResponse(year: number, reckoning: Reckoning = DEFAULT_RECKONING) {
  const { events, omitted } = occurrencesOfHijriYear(year, reckoning);
  return marked({ year, events: events.map((event) => shiftEvent(event, reckoning.adjustment)), omitted }, reckoning);
}

/** Gregorian years with every day in a calendar's range: their event lists are complete. */
export function fullGregorianYears(calendarId: CalendarId = DEFAULT_CALENDAR) {
  const { first, last } = gregorianMonthRange(calendarId);
  const calendar = hijriCalendar(calendarId);
  const firstDay = dayNumberToGregorian(calendar.firstDay);
  const lastDay = dayNumberToGregorian(calendar.lastDay);
  return {
    first: first.month === 1 && firstDay.day === 1 ? first.year : first.year + 1,
    last: last.month === 12 && lastDay.day === 31 ? last.year : last.year - 1,
  };
}
/** Gregorian years wholly inside the Umm al-Qura range (1925-2076). */
export const FULL_GREGORIAN_YEARS = fullGregorianYears();

export function parseGregorianYear(text: string, calendarId: CalendarId = DEFAULT_CALENDAR): number {
  const year = parseCanonicalInteger(text);
  const { first, last } = calendarId === DEFAULT_CALENDAR ? FULL_GREGORIAN_YEARS : fullGregorianYears(calendarId);
  if (year === null || year < first || year > last) {
    const range = calendarId === DEFAULT_CALENDAR ? 'the Umm al-Qura range' : `the range of the ${calendarId} calendar`;
    throw new InvalidValue('invalid_year', (name) => `${name} must be a whole year in ${first}-${last}, the Gregorian years wholly inside ${range}, written plainly, got ${shown(text)}`);
  }
  return year;
}

/**
 * `GET /v1/hijri/events?gregorian_year=G`: every occurrence of every event whose Gregorian date
 * (the daytime of the Hijri day) falls in G, in date order. A Gregorian year spans parts of two or
 * three Hijri years, so an event can occur twice (Islamic New Year in 2008: January 10 and December 29).
 */
export function gregorianYearEventsResponse(gregorianYear: number, reckoning: Reckoning = DEFAULT_RECKONING) {
  const calendar = reckoning.rules;
  const toHijri = reckoning.calendar === DEFAULT_CALENDAR ? dayNumberToHijri : calendar.toHijri;
  const clamp = (dayNumber: number) => Math.min(calendar.lastDay, Math.max(calendar.firstDay, dayNumber));
  const firstHijri = toHijri(clamp(gregorianToDayNumber(gregorianYear, 1, 1) + reckoning.adjustment)).year;
  const lastHijri = toHijri(clamp(gregorianToDayNumber(gregorianYear, 12, 31) + reckoning.adjustment)).year;
  const events: EventOccurrence[] = [];
  for (let year = firstHijri; year <= lastHijri; year++) {
    for (const event of occurrencesOfHijriYear(year, reckoning).events) {
      const dated = shiftEvent(event, reckoning.adjustment);
      if (dated.gregorian.startsWith(`${String(gregorianYear).padStart(4, '0')}-`)) events.push(dated);
    }
  }
  events.sort((a, b) => (a.gregorian < b.gregorian ? -1 : a.gregorian > b.gregorian ? 1 : 0));
  return marked({ gregorian_year: gregorianYear, events }, reckoning);
}
