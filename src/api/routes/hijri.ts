import { defineTypedRoute, type Route } from '../route';
import { answerAbout, missing } from '../vocabulary/param';
import {
  ADJUSTMENT,
  CALENDAR,
  GREGORIAN_DATE,
  GREGORIAN_MONTH,
  GREGORIAN_YEAR,
  GREGORIAN_YEAR_OF_MONTH,
  HIJRI_DATE,
  HIJRI_MONTH,
  HIJRI_MONTH_OPTIONAL,
  HIJRI_YEAR,
  HIJRI_YEAR_OPTIONAL,
  TIME_ZONE,
  reckoningOf,
} from '../vocabulary/hijri';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { eventsResponse, hijriToday } from '../../hijri/responses';
import { resolveTimeZone, zonedDayAndSecondsLeft } from '../../hijri/today';
import { InputError } from '../../shared/input-error';
import {
  FULL_GREGORIAN_YEARS,
  dayUnder,
  everyGregorianMonth,
  fromHijriDay,
  fullGregorianYears,
  gregorianMonthResponse,
  gregorianYearEventsResponse,
  hijriYearEventsResponse,
  hijriYearResponse,
  isDefaultReckoning,
  reckonedDatedEvents,
  reckonedMonth,
  type Reckoning,
} from '../../hijri/reckoning';
import { CALENDAR_IDS, DEFAULT_CALENDAR } from '../../hijri/calendars';
import { calendarsResponse } from '../../hijri/calendar-list';
import { FIRST_YEAR, LAST_YEAR } from '../../hijri/calendar';
import { eventsFeed } from '../../hijri/ics';
import { DAY_STARTS, hijriTodayAtPlace } from './hijri-today-place';
import { LATITUDE, LONGITUDE } from '../vocabulary/prayer';

const hijriYears = () => Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
const everyHijriYear = () => hijriYears().map((year) => ({ year: String(year) }));
const everyFullGregorianYear = () =>
  Array.from({ length: FULL_GREGORIAN_YEARS.last - FULL_GREGORIAN_YEARS.first + 1 }, (_, i) => ({ gregorian_year: String(FULL_GREGORIAN_YEARS.first + i) }));

/**
 * Files per calendar for the four calendars a country lives by (saudi-announced, diyanet, mabims,
 * fcna), over 1343-1500 AH: months, years and events by Gregorian year (what the site's calendar
 * page reads). Umm al-Qura's files are the unnamed ones; islamic-civil stays live only, as contract
 * §9 has it. Day conversions, Gregorian months and feeds in another calendar are answered live: their
 * files would take the build past its budget (measured; see /docs/hijri-calendars/#files).
 */
const NAMED_FILE_CALENDARS = CALENDAR_IDS.filter((calendar) => calendar !== DEFAULT_CALENDAR && calendar !== 'islamic-civil');
const perCalendar = <T extends Record<string, string>>(each: (calendar: (typeof CALENDAR_IDS)[number]) => Iterable<T>) =>
  () => NAMED_FILE_CALENDARS.flatMap((calendar) => Array.from(each(calendar), (args) => ({ calendar, ...args })));
/** The calendar segment of a file path names one of these; `umm-al-qura`'s files are the unnamed ones. */
const onlyFileCalendars = { calendar: NAMED_FILE_CALENDARS } as const;
const fullGregorianYearsOf = (calendar: (typeof CALENDAR_IDS)[number]) => {
  const years = fullGregorianYears(calendar);
  return Array.from({ length: years.last - years.first + 1 }, (_, i) => ({ gregorian_year: String(years.first + i) }));
};

/** `year` and `gregorian_year` name two different spans: never both. */
function oneKindOfYear(values: { year?: number; gregorian_year?: number; month?: number }): void {
  if (values.gregorian_year !== undefined && (values.year !== undefined || values.month !== undefined)) {
    const other = values.year !== undefined ? 'year' : 'month';
    throw new InputError('conflicting_parameters', `give gregorian_year alone, or ${other} (with month for one Hijri month), not both: they name different spans of days`, 'gregorian_year');
  }
}

const calendarLabel = (reckoning: Reckoning) => (reckoning.calendar === DEFAULT_CALENDAR ? 'Umm al-Qura' : reckoning.calendar);
const feedName = (span: string, reckoning: Reckoning) => `Islamic events ${span} (${calendarLabel(reckoning)})`;

/** The Hijri endpoints (contract §3 and §9) and their static files (§6). */
export const hijriRoutes: Route[] = [
  defineTypedRoute({
    id: 'hijri.today',
    group: 'hijri',
    path: '/v1/hijri/today',
    params: { tz: TIME_ZONE, adjustment: ADJUSTMENT, calendar: CALENDAR, lat: LATITUDE, lng: LONGITUDE, day_starts: DAY_STARTS },
    cacheable: 'until',
    warmUp: ['/v1/hijri/today'],
    handle: (values, ctx) => {
      const reckoning = reckoningOf(values);
      if (values.lat !== undefined || values.lng !== undefined || values.day_starts !== undefined) return hijriTodayAtPlace(values, reckoning, ctx.now.getTime());
      const { zone, name } = resolveTimeZone(values.tz, ctx.config.defaultTimeZone);
      const today = hijriToday(ctx.now.getTime(), zone, name);
      if (isDefaultReckoning(reckoning)) return today;
      const { timezone } = today.body;
      const { calendar: named, basis, adjustment: shift, ...day } = answerAbout(reckoning.adjustment ? 'adjustment' : 'tz', () => dayUnder(zonedDayAndSecondsLeft(zone, ctx.now.getTime()).dayNumber, reckoning));
      return { body: { ...day, timezone, ...(named ? { calendar: named, basis } : {}), ...(shift ? { adjustment: shift } : {}) }, until: today.until };
    },
  }),
  defineTypedRoute({
    id: 'hijri.from-gregorian',
    group: 'hijri',
    path: '/v1/hijri/from-gregorian',
    params: { date: GREGORIAN_DATE, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [{ params: ['date'], each: () => Array.from(everyGregorianDate(), (date) => ({ date })) }],
    handle: (values) => ({ body: answerAbout('date', () => dayUnder(values.date, reckoningOf(values))) }),
  }),
  defineTypedRoute({
    id: 'hijri.from-hijri',
    group: 'hijri',
    path: '/v1/gregorian/from-hijri',
    params: { date: HIJRI_DATE, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [{ params: ['date'], each: () => Array.from(everyHijriDate(), (date) => ({ date })) }],
    handle: (values) => ({ body: answerAbout('date', () => fromHijriDay(values.date, reckoningOf(values))) }),
  }),
  defineTypedRoute({
    id: 'hijri.month',
    group: 'hijri',
    path: '/v1/hijri/month',
    params: { year: HIJRI_YEAR, month: HIJRI_MONTH, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [
      { params: ['year', 'month'], each: () => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })) },
      {
        params: ['calendar', 'year', 'month'],
        only: onlyFileCalendars,
        each: perCalendar(() => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) }))),
      },
    ],
    handle: (values) => ({ body: reckonedMonth(values.year, values.month, reckoningOf(values)) }),
  }),
  defineTypedRoute({
    id: 'hijri.gregorian-month',
    group: 'hijri',
    path: '/v1/gregorian/month',
    params: { year: GREGORIAN_YEAR_OF_MONTH, month: GREGORIAN_MONTH, calendar: CALENDAR },
    files: [{ params: ['year', 'month'], each: () => Array.from(everyGregorianMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })) }],
    handle: (values) => ({ body: gregorianMonthResponse(values.year, values.month, reckoningOf(values)) }),
  }),
  defineTypedRoute({
    id: 'hijri.year',
    group: 'hijri',
    path: '/v1/hijri/year',
    params: { year: HIJRI_YEAR, calendar: CALENDAR },
    files: [
      { params: ['year'], each: everyHijriYear },
      { params: ['calendar', 'year'], only: onlyFileCalendars, each: perCalendar(everyHijriYear) },
    ],
    handle: (values) => ({ body: hijriYearResponse(values.year, reckoningOf(values)) }),
  }),
  // Files: the events of a month without a year (`/v1/hijri/events/9.json`) and of each Gregorian
  // year wholly in range, also per calendar; the other forms are generated.
  defineTypedRoute({
    id: 'hijri.events',
    group: 'hijri',
    path: '/v1/hijri/events',
    params: { month: HIJRI_MONTH_OPTIONAL, year: HIJRI_YEAR_OPTIONAL, gregorian_year: GREGORIAN_YEAR, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [
      { params: ['month'], each: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })) },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.json', each: everyFullGregorianYear },
      { params: ['calendar', 'gregorian_year'], at: '/v1/hijri/events/:calendar/gregorian/:gregorian_year.json', only: onlyFileCalendars, each: perCalendar(fullGregorianYearsOf) },
    ],
    handle: (values) => {
      oneKindOfYear(values);
      const reckoning = reckoningOf(values);
      const { month, year, gregorian_year } = values;
      if (gregorian_year !== undefined) return { body: gregorianYearEventsResponse(gregorian_year, reckoning) };
      if (month === undefined && year !== undefined) return { body: hijriYearEventsResponse(year, reckoning) };
      if (month === undefined) throw missing('month', HIJRI_MONTH.description, HIJRI_MONTH.example);
      if (year === undefined) {
        if (reckoning.adjustment !== 0) throw new InputError('invalid_adjustment', 'adjustment moves dates, and the events of a month without a year have none: add year (or use gregorian_year)', 'adjustment');
        if (reckoning.named) throw new InputError('invalid_calendar', 'a calendar dates the events, and the events of a month without a year have no dates: add year (or use gregorian_year)', 'calendar');
        return { body: eventsResponse(month) };
      }
      return { body: reckonedDatedEvents(month, year, reckoning) };
    },
  }),
  defineTypedRoute({
    id: 'hijri.events-ics',
    group: 'hijri',
    path: '/v1/hijri/events.ics',
    params: { year: HIJRI_YEAR_OPTIONAL, gregorian_year: GREGORIAN_YEAR, calendar: CALENDAR },
    files: [
      { params: ['year'], at: '/v1/hijri/events/:year.ics', each: everyHijriYear },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.ics', each: everyFullGregorianYear },
    ],
    handle: (values) => {
      oneKindOfYear(values);
      const reckoning = reckoningOf(values);
      const uidSuffix = reckoning.named && reckoning.calendar !== DEFAULT_CALENDAR ? `-${reckoning.calendar}` : '';
      const { year, gregorian_year } = values;
      if (gregorian_year !== undefined) {
        const text = eventsFeed({ name: feedName(String(gregorian_year), reckoning), occurrences: gregorianYearEventsResponse(gregorian_year, reckoning).events, uidSuffix, calendarName: calendarLabel(reckoning) });
        return { text, contentType: 'text/calendar; charset=utf-8' };
      }
      if (year === undefined) throw missing('year', HIJRI_YEAR.description, `${HIJRI_YEAR.example} (or gregorian_year, e.g. gregorian_year=2025)`);
      const text = eventsFeed({ name: feedName(`${year} AH`, reckoning), occurrences: hijriYearEventsResponse(year, reckoning).events, uidSuffix, calendarName: calendarLabel(reckoning) });
      return { text, contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineTypedRoute({
    id: 'hijri.calendars',
    group: 'hijri',
    path: '/v1/hijri/calendars',
    params: {},
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: calendarsResponse() }),
  }),
];
