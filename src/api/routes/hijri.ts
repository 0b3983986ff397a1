import { defineRoute, type Route } from '../route';
import { required } from '../../shared/input-error';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { hijriDay } from '../../hijri/day';
import { parseGregorianDate, parseHijriDate, parseHijriMonth, parseHijriYear } from '../../hijri/parse';
import { eventsResponse, hijriToday } from '../../hijri/responses';
import { resolveTimeZone, zonedDayAndSecondsLeft } from '../../hijri/today';
import { InputError } from '../../shared/input-error';
import {
  FULL_GREGORIAN_YEARS,
  everyGregorianMonth,
  fromGregorian,
  fromHijri,
  gregorianMonthResponse,
  gregorianYearEventsResponse,
  hijriYearEventsResponse,
  hijriYearResponse,
  parseAdjustment,
  parseCalendar,
  parseGregorianYear,
  parseGregorianYearMonth,
  reckonedDatedEvents,
  reckonedDay,
  reckonedMonth,
} from '../../hijri/wider';
import { FIRST_YEAR, LAST_YEAR } from '../../hijri/calendar';
import { eventsFeed } from '../../hijri/ics';

const everyHijriYear = () => Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => ({ year: String(FIRST_YEAR + i) }));
const everyFullGregorianYear = () =>
  Array.from({ length: FULL_GREGORIAN_YEARS.last - FULL_GREGORIAN_YEARS.first + 1 }, (_, i) => ({ gregorian_year: String(FULL_GREGORIAN_YEARS.first + i) }));

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

/** The Hijri endpoints (contract §3) and their static files (§6). */
export const hijriRoutes: Route[] = [
  defineRoute({
    id: 'hijri.today',
    group: 'hijri',
    path: '/v1/hijri/today',
    query: ['tz', 'adjustment'],
    cacheable: false,
    handle: ({ tz, adjustment }, ctx) => {
      const shift = parseAdjustment(adjustment);
      const { zone, name } = resolveTimeZone(tz, ctx.config.defaultTimeZone);
      const today = hijriToday(ctx.now.getTime(), zone, name);
      if (shift === 0) return today;
      const { timezone } = today.body;
      const day = reckonedDay(zonedDayAndSecondsLeft(zone, ctx.now.getTime()).dayNumber, { calendar: 'umm-al-qura', adjustment: shift }, 'adjustment');
      return { body: { ...day, timezone, adjustment: shift }, maxAge: today.maxAge };
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
      const reckoning = { calendar: parseCalendar(args.calendar), adjustment: parseAdjustment(args.adjustment) };
      if (reckoning.calendar === 'umm-al-qura' && reckoning.adjustment === 0) return { body: hijriDay(parseGregorianDate(date)) };
      return { body: fromGregorian(date, reckoning) };
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
      const reckoning = { calendar: parseCalendar(args.calendar), adjustment: parseAdjustment(args.adjustment) };
      if (reckoning.calendar === 'umm-al-qura' && reckoning.adjustment === 0) return { body: hijriDay(parseHijriDate(date)) };
      return { body: fromHijri(date, reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.month',
    group: 'hijri',
    path: '/v1/hijri/month',
    query: ['year', 'month', 'adjustment', 'calendar'],
    files: [
      {
        params: ['year', 'month'],
        each: () => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })),
      },
    ],
    handle: (args) => {
      const reckoning = { calendar: parseCalendar(args.calendar), adjustment: parseAdjustment(args.adjustment) };
      return { body: reckonedMonth(required(args.year, 'year', YEAR), required(args.month, 'month', MONTH), reckoning) };
    },
  }),
  defineRoute({
    id: 'hijri.gregorian-month',
    group: 'hijri',
    path: '/v1/gregorian/month',
    query: ['year', 'month'],
    files: [{ params: ['year', 'month'], each: () => Array.from(everyGregorianMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })) }],
    handle: (args) => {
      const { year, month } = parseGregorianYearMonth(required(args.year, 'year', GREGORIAN_YEAR), required(args.month, 'month', GREGORIAN_MONTH));
      return { body: gregorianMonthResponse(year, month) };
    },
  }),
  defineRoute({
    id: 'hijri.year',
    group: 'hijri',
    path: '/v1/hijri/year',
    query: ['year'],
    files: [{ params: ['year'], each: everyHijriYear }],
    handle: (args) => ({ body: hijriYearResponse(parseHijriYear(required(args.year, 'year', YEAR))) }),
  }),
  // Files: the events of a month without a year (`/v1/hijri/events/9.json`) and of each Gregorian
  // year wholly in range; the other forms are generated.
  defineRoute({
    id: 'hijri.events',
    group: 'hijri',
    path: '/v1/hijri/events',
    query: ['month', 'year', 'gregorian_year', 'adjustment'],
    files: [
      { params: ['month'], each: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })) },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.json', each: everyFullGregorianYear },
    ],
    handle: (args) => {
      oneKindOfYear(args);
      const adjustment = parseAdjustment(args.adjustment);
      if (args.gregorian_year !== undefined) return { body: gregorianYearEventsResponse(parseGregorianYear(args.gregorian_year), adjustment) };
      if (args.month === undefined && args.year !== undefined) return { body: hijriYearEventsResponse(parseHijriYear(args.year), adjustment) };
      const month = parseHijriMonth(required(args.month, 'month', MONTH));
      if (args.year === undefined) {
        if (adjustment !== 0) throw new InputError('invalid_adjustment', 'adjustment moves dates, and the events of a month without a year have none: add year (or use gregorian_year)', 'adjustment');
        return { body: eventsResponse(month) };
      }
      return { body: reckonedDatedEvents(month, parseHijriYear(required(args.year, 'year', YEAR)), adjustment) };
    },
  }),
  defineRoute({
    id: 'hijri.events-ics',
    group: 'hijri',
    path: '/v1/hijri/events.ics',
    query: ['year', 'gregorian_year'],
    files: [
      { params: ['year'], at: '/v1/hijri/events/:year.ics', each: everyHijriYear },
      { params: ['gregorian_year'], at: '/v1/hijri/events/gregorian/:gregorian_year.ics', each: everyFullGregorianYear },
    ],
    handle: (args) => {
      oneKindOfYear(args);
      if (args.gregorian_year !== undefined) {
        const year = parseGregorianYear(args.gregorian_year);
        const text = eventsFeed({ name: `Islamic events ${year} (Umm al-Qura)`, occurrences: gregorianYearEventsResponse(year).events });
        return { text, contentType: 'text/calendar; charset=utf-8' };
      }
      const year = parseHijriYear(required(args.year, 'year', `${YEAR} (or gregorian_year, e.g. gregorian_year=2025)`));
      const text = eventsFeed({ name: `Islamic events ${year} AH (Umm al-Qura)`, occurrences: hijriYearEventsResponse(year, 0).events });
      return { text, contentType: 'text/calendar; charset=utf-8' };
    },
  }),
];
