/**
 * The bodies of the Hijri endpoints, from already-validated integers. The live server and the
 * static build both call these (through src/api/routes/hijri.ts), so a file and an answer agree.
 */
import { InvalidValue } from '../shared/input-error';
import { SUPPORTED_RANGE, hijriMonthLength, hijriMonthStart, hijriToDayNumber, isSupportedDayNumber } from './calendar';
import { hijriDay, type HijriDay } from './day';
import { eventsOfMonth, type HijriEvent, type Observance } from './events';
import { dayNumberToGregorian, formatIsoDate } from './gregorian';
import { hijriMonthNameArabic, hijriMonthNameEnglish } from './names';
import { zonedDayAndSecondsLeft } from './today';

/** `GET /v1/hijri/today`: the day object plus the zone it was computed in. */
export interface TodayResponse extends HijriDay {
  timezone: string;
}

/**
 * `GET /v1/hijri/today` at an instant, in a zone already validated by `resolveTimeZone`, and how
 * long it holds: until that zone's next midnight (`until`, epoch ms), `maxAge` seconds from now.
 * @example hijriToday(Date.parse('2024-03-10T21:00:00Z'), 'Asia/Riyadh').body.hijri //=> '1445-09-01'
 */
export function hijriToday(epochMs: number, zone: string, name: string = zone): { body: TodayResponse; maxAge: number; until: number } {
  const { dayNumber, secondsLeft, untilMs } = zonedDayAndSecondsLeft(zone, epochMs);
  if (!isSupportedDayNumber(dayNumber)) {
    const date = formatIsoDate(dayNumberToGregorian(dayNumber));
    throw new InvalidValue(
      'date_out_of_range',
      () => `today in ${zone} is ${date}, outside the supported range ${SUPPORTED_RANGE.gregorianFirst} to ${SUPPORTED_RANGE.gregorianLast}`,
    );
  }
  return { body: { ...hijriDay(dayNumber), timezone: name }, maxAge: secondsLeft, until: untilMs };
}

/** `GET /v1/hijri/month`. */
export interface MonthResponse {
  year: number;
  month: number;
  month_name_arabic: string;
  month_name_english: string;
  days_in_month: number;
  gregorian_start: string;
  gregorian_end: string;
  days: HijriDay[];
}

/**
 * A whole Hijri month, one day object per day; its length comes from the table.
 * @example monthResponse(1343, 9).days_in_month //=> 28
 */
export function monthResponse(year: number, month: number): MonthResponse {
  const first = hijriMonthStart(year, month);
  return monthBody(year, month, Array.from({ length: hijriMonthLength(year, month) }, (_, i) => hijriDay(first + i)));
}

/** A month answer around its day objects (also for other calendars and reckonings, src/hijri/reckoning.ts). */
export function monthBody(year: number, month: number, days: HijriDay[]): MonthResponse {
  return {
    year,
    month,
    month_name_arabic: hijriMonthNameArabic(month),
    month_name_english: hijriMonthNameEnglish(month),
    days_in_month: days.length,
    gregorian_start: days[0]!.gregorian,
    gregorian_end: days[days.length - 1]!.gregorian,
    days,
  };
}

/** One event as answered without a year. */
export interface EventEntry {
  day: number;
  name_english: string;
  name_arabic: string;
  description: string;
  observed: Observance;
  id: string;
}

/** One event as answered for a given year: the entry plus its dates in that year. */
export interface DatedEventEntry extends EventEntry {
  /** The Hijri date, YYYY-MM-DD. */
  hijri: string;
  /** The Gregorian date of the Hijri day (its daytime), YYYY-MM-DD. */
  gregorian: string;
  /** Only for `night_before` events: the Gregorian date on whose evening (at sunset) the night begins. */
  night_begins_gregorian?: string;
}

/** An event whose day does not exist in that year's month (day 29 of a 28-day month, or day 30). */
export interface OmittedEvent {
  day: number;
  name_english: string;
  name_arabic: string;
  id: string;
  reason: string;
}

export interface EventsResponse {
  month: number;
  month_name_arabic: string;
  month_name_english: string;
  events: EventEntry[];
}

export interface DatedEventsResponse {
  month: number;
  month_name_arabic: string;
  month_name_english: string;
  year: number;
  days_in_month: number;
  events: DatedEventEntry[];
  omitted: OmittedEvent[];
}

function eventEntry(event: HijriEvent): EventEntry {
  return {
    day: event.day,
    name_english: event.name_english,
    name_arabic: event.name_arabic,
    description: event.description,
    observed: event.observed,
    id: event.id,
  };
}

/**
 * `GET /v1/hijri/events?month=M`: the events of a Hijri month, the same in every year.
 * @example eventsResponse(10).events[0].name_english //=> 'Eid al-Fitr'
 */
export function eventsResponse(month: number): EventsResponse {
  return {
    month,
    month_name_arabic: hijriMonthNameArabic(month),
    month_name_english: hijriMonthNameEnglish(month),
    events: eventsOfMonth(month).map(eventEntry),
  };
}

/**
 * `GET /v1/hijri/events?month=M&year=Y`: the same events with their dates in year Y. An event whose
 * day the month does not have that year is never given a made-up date: it moves to `omitted`,
 * with the reason.
 * @example datedEventsResponse(9, 1445).events[0].gregorian //=> '2024-03-11'
 */
export function datedEventsResponse(month: number, year: number): DatedEventsResponse {
  const length = hijriMonthLength(year, month);
  const events: DatedEventEntry[] = [];
  const omitted: OmittedEvent[] = [];
  for (const event of eventsOfMonth(month)) {
    if (event.day > length) {
      omitted.push({
        day: event.day,
        name_english: event.name_english,
        name_arabic: event.name_arabic,
        id: event.id,
        reason: `${hijriMonthNameEnglish(month)} ${year} has ${length} days in the Umm al-Qura calendar, so it has no day ${event.day}`,
      });
      continue;
    }
    const dayNumber = hijriToDayNumber(year, month, event.day);
    const entry: DatedEventEntry = {
      ...eventEntry(event),
      hijri: formatIsoDate({ year, month, day: event.day }),
      gregorian: formatIsoDate(dayNumberToGregorian(dayNumber)),
    };
    if (event.observed === 'night_before') {
      entry.night_begins_gregorian = formatIsoDate(dayNumberToGregorian(dayNumber - 1));
    }
    events.push(entry);
  }
  return {
    month,
    month_name_arabic: hijriMonthNameArabic(month),
    month_name_english: hijriMonthNameEnglish(month),
    year,
    days_in_month: length,
    events,
    omitted,
  };
}
