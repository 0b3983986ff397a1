import { defineRoute, type Route } from '../route';
import { required } from '../../shared/input-error';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { hijriDay } from '../../hijri/day';
import { parseGregorianDate, parseHijriDate, parseHijriMonth } from '../../hijri/parse';
import { eventsResponse, hijriToday } from '../../hijri/responses';
import { resolveTimeZone, zonedDayAndSecondsLeft } from '../../hijri/today';
import { InputError } from '../../shared/input-error';
import {
  FULL_GREGORIAN_YEARS,
  everyGregorianMonth,
  fromHijriDay,
  fullGregorianYears,
  gregorianMonthResponse,
  gregorianYearEventsResponse,
  hijriYearEventsResponse,
  hijriYearResponse,
  isDefaultReckoning,
  parseAnyGregorianDate,
  parseCalendarHijriDate,
  parseCalendarYear,
  parseGregorianYear,
  parseGregorianYearMonth,
  parseReckoning,
  reckonedDatedEvents,
  reckonedDay,
  reckonedMonth,
  type Reckoning,
} from '../../hijri/reckoning';
import { CALENDAR_IDS, DEFAULT_CALENDAR } from '../../hijri/calendars';
import { calendarsResponse } from '../../hijri/calendar-list';
import { FIRST_YEAR, LAST_YEAR } from '../../hijri/calendar';
import { eventsFeed } from '../../hijri/ics';
import { hijriTodayAtPlace } from './hijri-today-place';

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
const fullGregorianYearsOf = (calendar: (typeof CALENDAR_IDS)[number]) => {
  const years = fullGregorianYears(calendar);
  return Array.from({ length: years.last - years.first + 1 }, (_, i) => ({ gregorian_year: String(years.first + i) }));
};

/** `year` and `gregorian_year` name two different spans: never both. */
function oneKindOfYear(args: { year?: string; gregorian_year?: string; month?: string }): void {
  if (args.gregorian_year !== undefined && (args.year !== undefined || args.month !== undefined)) {
    const other = args.year !== undefined ? 'year' : 'month';
    throw new InputError('conflicting_parameters', `give gregorian_year alone, or ${other} (with month for one Hijri month), not both: they name different spans of days`, 'gregorian_year');
  }
}

const DATE_GREGORIAN = 'a Gregorian date in YYYY-MM-DD, e.g. date=2024-03-11';
const DATE_HIJRI = 'a Hijri date in YYYY-MM-DD, e.g. date=1445-09-01';
const YEAR = 'a Hijri year in 1343-1500, e.g. year=1445';
const MONTH = 'a Hijri month number in 1-12, e.g. month=9';
const GREGORIAN_YEAR = 'a Gregorian year, e.g. year=2025';
const GREGORIAN_MONTH = 'a Gregorian month number in 1-12, e.g. month=3';

const calendarLabel = (reckoning: Reckoning) => (reckoning.calendar === DEFAULT_CALENDAR ? 'Umm al-Qura' : reckoning.calendar);
const feedName = (span: string, reckoning: Reckoning) => `Islamic events ${span} (${calendarLabel(reckoning)})`;

/** The Hijri endpoints (contract §3 and §9) and their static files (§6). */
export const hijriRoutes: Route[] = [
  defineRoute({
    id: 'hijri.today',
    group: 'hijri',
    path: '/v1/hijri/today',
    query: ['tz', 'adjustment', 'calendar', 'lat', 'lng', 'day_starts'],
    cacheable: false,
    handle: ({ tz, adjustment, calendar, lat, lng, day_starts }, ctx) => {
      const reckoning = parseReckoning(calendar, adjustment);
      if (lat !== undefined || lng !== undefined || day_starts !== undefined) return hijriTodayAtPlace({ tz, lat, lng, day_starts }, reckoning, ctx.now.getTime());
      const { zone, name } = resolveTimeZone(tz, ctx.config.defaultTimeZone);
      const today = hijriToday(ctx.now.getTime(), zone, name);
      if (isDefaultReckoning(reckoning)) return today;
      const { timezone } = today.body;
      const { calendar: named, basis, adjustment: shift, ...day } = reckonedDay(zonedDayAndSecondsLeft(zone, ctx.now.getTime()).dayNumber, reckoning, reckoning.adjustment ? 'adjustment' : 'tz');
      return { body: { ...day, timezone, ...(named ? { calendar: named, basis } : {}), ...(shift ? { adjustment: shift } : {}) }, maxAge: today.maxAge };
    },
  }),
  defineRoute({
    id: 'hijri.from-gregorian',
    group: 'hijri',
    path: '/v1/hijri/from-gregorian',
    query: ['date', 'adjustment', 'calendar'],
    files: [{ params: ['date'], each: () => Array.from(everyGregorianDate(), (date) => ({ date })) }],
    handle: (args) => {
      const date = required(args.date, 'date', DATE_GREGORIAN);
      const reckoning = parseReckoning(args.calendar, args.adjustment);
      if (isDefaultReckoning(reckoning)) return { body: hijriDay(parseGregorianDate(date)) };
      return { body: reckonedDay(parseAnyGregorianDate(date), reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.from-hijri',
    group: 'hijri',
    path: '/v1/gregorian/from-hijri',
    query: ['date', 'adjustment', 'calendar'],
    files: [{ params: ['date'], each: () => Array.from(everyHijriDate(), (date) => ({ date })) }],
    handle: (args) => {
      const date = required(args.date, 'date', DATE_HIJRI);
      const reckoning = parseReckoning(args.calendar, args.adjustment);
      if (isDefaultReckoning(reckoning)) return { body: hijriDay(parseHijriDate(date)) };
      return { body: fromHijriDay(parseCalendarHijriDate(date, reckoning.calendar), reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.month',
    group: 'hijri',
    path: '/v1/hijri/month',
    query: ['year', 'month', 'adjustment', 'calendar'],
    files: [
      { params: ['year', 'month'], each: () => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })) },
      {
        params: ['calendar', 'year', 'month'],
        each: perCalendar(() => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) }))),
      },
    ],
    handle: (args) => {
      const reckoning = parseReckoning(args.calendar, args.adjustment);
      const year = parseCalendarYear(required(args.year, 'year', YEAR), reckoning.calendar);
      const month = parseHijriMonth(required(args.month, 'month', MONTH));
      return { body: reckonedMonth(year, month, reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.gregorian-month',
    group: 'hijri',
    path: '/v1/gregorian/month',
    query: ['year', 'month', 'calendar'],
    files: [{ params: ['year', 'month'], each: () => Array.from(everyGregorianMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })) }],
    handle: (args) => {
      const reckoning = parseReckoning(args.calendar, undefined);
      const { year, month } = parseGregorianYearMonth(required(args.year, 'year', GREGORIAN_YEAR), required(args.month, 'month', GREGORIAN_MONTH), reckoning.calendar);
      return { body: gregorianMonthResponse(year, month, reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.year',
    group: 'hijri',
    path: '/v1/hijri/year',
    query: ['year', 'calendar'],
    files: [
      { params: ['year'], each: everyHijriYear },
      { params: ['calendar', 'year'], each: perCalendar(everyHijriYear) },
    ],
    handle: (args) => {
      const reckoning = parseReckoning(args.calendar, undefined);
      return { body: hijriYearResponse(parseCalendarYear(required(args.year, 'year', YEAR), reckoning.calendar), reckoning) };
    },
  }),
  // Files: the events of a month without a year (`/v1/hijri/events/9.json`) and of each Gregorian
  // year wholly in range, also per calendar; the other forms are generated.
  defineRoute({
    id: 'hijri.events',
    group: 'hijri',
    path: '/v1/hijri/events',
    query: ['month', 'year', 'gregorian_year', 'adjustment', 'calendar'],
    files: [
      { params: ['month'], each: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })) },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.json', each: everyFullGregorianYear },
      { params: ['calendar', 'gregorian_year'], at: '/v1/hijri/events/:calendar/gregorian/:gregorian_year.json', each: perCalendar(fullGregorianYearsOf) },
    ],
    handle: (args) => {
      oneKindOfYear(args);
      const reckoning = parseReckoning(args.calendar, args.adjustment);
      if (args.gregorian_year !== undefined) return { body: gregorianYearEventsResponse(parseGregorianYear(args.gregorian_year, reckoning.calendar), reckoning) };
      if (args.month === undefined && args.year !== undefined) return { body: hijriYearEventsResponse(parseCalendarYear(args.year, reckoning.calendar), reckoning) };
      const month = parseHijriMonth(required(args.month, 'month', MONTH));
      if (args.year === undefined) {
        if (reckoning.adjustment !== 0) throw new InputError('invalid_adjustment', 'adjustment moves dates, and the events of a month without a year have none: add year (or use gregorian_year)', 'adjustment');
        if (reckoning.named) throw new InputError('invalid_calendar', 'a calendar dates the events, and the events of a month without a year have no dates: add year (or use gregorian_year)', 'calendar');
        return { body: eventsResponse(month) };
      }
      return { body: reckonedDatedEvents(month, parseCalendarYear(required(args.year, 'year', YEAR), reckoning.calendar), reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.events-ics',
    group: 'hijri',
    path: '/v1/hijri/events.ics',
    query: ['year', 'gregorian_year', 'calendar'],
    files: [
      { params: ['year'], at: '/v1/hijri/events/:year.ics', each: everyHijriYear },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.ics', each: everyFullGregorianYear },
    ],
    handle: (args) => {
      oneKindOfYear(args);
      const reckoning = parseReckoning(args.calendar, undefined);
      const uidSuffix = reckoning.named && reckoning.calendar !== DEFAULT_CALENDAR ? `-${reckoning.calendar}` : '';
      if (args.gregorian_year !== undefined) {
        const year = parseGregorianYear(args.gregorian_year, reckoning.calendar);
        const text = eventsFeed({ name: feedName(String(year), reckoning), occurrences: gregorianYearEventsResponse(year, reckoning).events, uidSuffix, calendarName: calendarLabel(reckoning) });
        return { text, contentType: 'text/calendar; charset=utf-8' };
      }
      const year = parseCalendarYear(required(args.year, 'year', `${YEAR} (or gregorian_year, e.g. gregorian_year=2025)`), reckoning.calendar);
      const text = eventsFeed({ name: feedName(`${year} AH`, reckoning), occurrences: hijriYearEventsResponse(year, reckoning).events, uidSuffix, calendarName: calendarLabel(reckoning) });
      return { text, contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineRoute({
    id: 'hijri.calendars',
    group: 'hijri',
    path: '/v1/hijri/calendars',
    query: [],
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: calendarsResponse() }),
  }),
];
