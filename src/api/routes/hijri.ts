import { defineFixedRoute, defineTypedRoute, type Route } from '../route';
import { answerAbout, type Param } from '../vocabulary/param';
import {
  ADJUSTMENT,
  CALENDAR,
  GREGORIAN_DATE,
  GREGORIAN_MONTH,
  GREGORIAN_YEAR_OF_MONTH,
  HIJRI_DATE,
  HIJRI_MONTH,
  HIJRI_SPAN,
  HIJRI_YEAR,
  HIJRI_YEAR_SPAN,
  reckoningOf,
} from '../vocabulary/hijri';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { eventsResponse, hijriToday } from '../../hijri/responses';
import { resolveTimeZone, zonedDayAndSecondsLeft } from '../../hijri/today';
import { InputError } from '../../shared/input-error';
import {
  FULL_GREGORIAN_YEARS,
  fullGregorianYears,
  gregorianYearEventsResponse,
  hijriYearEventsResponse,
  reckonedDatedEvents,
} from '../../hijri/reckoned-events';
import {
  dayUnder,
  everyGregorianMonth,
  fromHijriDay,
  gregorianMonthResponse,
  hijriYearResponse,
  isDefaultReckoning,
  reckonedMonth,
  type Reckoning,
} from '../../hijri/reckoning';
import { CALENDAR_IDS, DEFAULT_CALENDAR } from '../../hijri/calendars';
import { calendarsResponse } from '../../hijri/calendar-list';
import { FIRST_YEAR, LAST_YEAR } from '../../hijri/calendar';
import { eventsFeed } from '../../hijri/ics';
import { hijriTodayAtPlace } from './hijri-today-place';
import { PLACE_OF_TODAY, TIME_ZONE } from '../vocabulary/place';

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

const calendarLabel = (reckoning: Reckoning) => (reckoning.calendar === DEFAULT_CALENDAR ? 'Umm al-Qura' : reckoning.calendar);
const feedName = (span: string, reckoning: Reckoning) => `Islamic events ${span} (${calendarLabel(reckoning)})`;

/** The Hijri endpoints (contract §3 and §9) and their static files (§6). */
/**
 * A route that answers the day a date names, in both calendars: `date` read as a day number of its
 * calendar, `convert` the day under the reckoning asked for; a file for every date of the range.
 */
function dayConversionRoute(spec: { id: string; path: string; date: Param<number>; everyDate: () => Iterable<string>; convert: (dayNumber: number, reckoning: Reckoning) => unknown }): Route {
  return defineTypedRoute({
    id: spec.id,
    group: 'hijri',
    path: spec.path,
    params: { date: spec.date, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [{ params: ['date'], each: () => Array.from(spec.everyDate(), (date) => ({ date })) }],
    handle: (values) => ({ body: answerAbout('date', () => spec.convert(values.date, reckoningOf(values))) }),
  });
}

export const hijriRoutes: Route[] = [
  defineTypedRoute({
    id: 'hijri.today',
    group: 'hijri',
    path: '/v1/hijri/today',
    inputs: { day: 'tz', dayStart: 'day_starts' },
    params: { tz: TIME_ZONE, adjustment: ADJUSTMENT, calendar: CALENDAR, place: PLACE_OF_TODAY },
    cacheable: 'until',
    warmUp: ['/v1/hijri/today'],
    handle: (values, ctx) => {
      const reckoning = reckoningOf(values);
      if (values.place) return hijriTodayAtPlace(values.place, values.tz, reckoning, ctx.now.getTime());
      const { zone, name } = answerAbout('tz', () => resolveTimeZone(values.tz, ctx.config.defaultTimeZone));
      const today = answerAbout('tz', () => hijriToday(ctx.now.getTime(), zone, name));
      if (isDefaultReckoning(reckoning)) return today;
      const { timezone } = today.body;
      const { calendar: named, basis, adjustment: shift, ...day } = answerAbout(reckoning.adjustment ? 'adjustment' : 'tz', () => dayUnder(zonedDayAndSecondsLeft(zone, ctx.now.getTime()).dayNumber, reckoning));
      return { body: { ...day, timezone, ...(named ? { calendar: named, basis } : {}), ...(shift ? { adjustment: shift } : {}) }, until: today.until };
    },
  }),
  dayConversionRoute({ id: 'hijri.from-gregorian', path: '/v1/hijri/from-gregorian', date: GREGORIAN_DATE, everyDate: everyGregorianDate, convert: dayUnder }),
  dayConversionRoute({ id: 'hijri.from-hijri', path: '/v1/gregorian/from-hijri', date: HIJRI_DATE, everyDate: everyHijriDate, convert: fromHijriDay }),
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
    params: { span: HIJRI_SPAN, adjustment: ADJUSTMENT, calendar: CALENDAR },
    files: [
      { params: ['month'], each: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })) },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.json', each: everyFullGregorianYear },
      { params: ['calendar', 'gregorian_year'], at: '/v1/hijri/events/:calendar/gregorian/:gregorian_year.json', only: onlyFileCalendars, each: perCalendar(fullGregorianYearsOf) },
    ],
    handle: ({ span, ...values }) => {
      const reckoning = reckoningOf(values);
      if (span.kind === 'gregorian-year') return { body: gregorianYearEventsResponse(span.year, reckoning) };
      if (span.kind === 'hijri-year') return { body: hijriYearEventsResponse(span.year, reckoning) };
      if (span.kind === 'hijri-month') return { body: reckonedDatedEvents(span.month, span.year, reckoning) };
      if (reckoning.adjustment !== 0) throw new InputError('invalid_adjustment', 'adjustment moves dates, and the events of a month without a year have none: add year (or use gregorian_year)', 'adjustment');
      if (reckoning.named) throw new InputError('invalid_calendar', 'a calendar dates the events, and the events of a month without a year have no dates: add year (or use gregorian_year)', 'calendar');
      return { body: eventsResponse(span.month) };
    },
  }),
  defineTypedRoute({
    id: 'hijri.events-ics',
    group: 'hijri',
    path: '/v1/hijri/events.ics',
    params: { span: HIJRI_YEAR_SPAN, calendar: CALENDAR },
    files: [
      { params: ['year'], at: '/v1/hijri/events/:year.ics', each: everyHijriYear },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.ics', each: everyFullGregorianYear },
    ],
    handle: ({ span, ...values }) => {
      const reckoning = reckoningOf(values);
      const uidSuffix = reckoning.named && reckoning.calendar !== DEFAULT_CALENDAR ? `-${reckoning.calendar}` : '';
      const [name, { events }] =
        span.kind === 'gregorian-year'
          ? [String(span.year), gregorianYearEventsResponse(span.year, reckoning)]
          : [`${span.year} AH`, hijriYearEventsResponse(span.year, reckoning)];
      const text = eventsFeed({ name: feedName(name, reckoning), occurrences: events, uidSuffix, calendarName: calendarLabel(reckoning) });
      return { text, contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineFixedRoute({ id: 'hijri.calendars', group: 'hijri', path: '/v1/hijri/calendars', body: () => calendarsResponse() }),
];
