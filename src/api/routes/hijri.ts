import { defineRoute, type Route } from '../route';
import { requireParam } from '../params';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { hijriDay } from '../../hijri/day';
import { parseGregorianDate, parseHijriDate, parseHijriMonth, parseHijriYear } from '../../hijri/parse';
import { datedEventsResponse, eventsResponse, hijriToday, monthResponse } from '../../hijri/responses';
import { resolveTimeZone } from '../../hijri/today';

const DATE_GREGORIAN = 'a Gregorian date in YYYY-MM-DD, e.g. date=2024-03-11';
const DATE_HIJRI = 'a Hijri date in YYYY-MM-DD, e.g. date=1445-09-01';
const YEAR = 'a Hijri year in 1343-1500, e.g. year=1445';
const MONTH = 'a Hijri month number in 1-12, e.g. month=9';

/** The five Hijri endpoints of contract section 3, and their static files (section 6). */
export const hijriRoutes: Route[] = [
  defineRoute({
    id: 'hijri.today',
    group: 'hijri',
    forms: ['/v1/hijri/today'],
    params: ['tz'],
    handle: ({ tz }, ctx) => hijriToday(ctx.now.getTime(), resolveTimeZone(tz, ctx.config.defaultTimeZone)),
  }),
  defineRoute({
    id: 'hijri.from-gregorian',
    group: 'hijri',
    forms: ['/v1/hijri/from-gregorian', '/v1/hijri/from-gregorian/:date.json'],
    params: ['date'],
    staticFile: '/v1/hijri/from-gregorian/:date.json',
    staticArgs: function* () {
      for (const date of everyGregorianDate()) yield { date };
    },
    handle: (args) => ({ body: hijriDay(parseGregorianDate(requireParam(args, 'date', DATE_GREGORIAN))) }),
  }),
  defineRoute({
    id: 'hijri.from-hijri',
    group: 'hijri',
    forms: ['/v1/gregorian/from-hijri', '/v1/gregorian/from-hijri/:date.json'],
    params: ['date'],
    staticFile: '/v1/gregorian/from-hijri/:date.json',
    staticArgs: function* () {
      for (const date of everyHijriDate()) yield { date };
    },
    handle: (args) => ({ body: hijriDay(parseHijriDate(requireParam(args, 'date', DATE_HIJRI))) }),
  }),
  defineRoute({
    id: 'hijri.month',
    group: 'hijri',
    forms: ['/v1/hijri/month', '/v1/hijri/month/:year/:month.json'],
    params: ['year', 'month'],
    staticFile: '/v1/hijri/month/:year/:month.json',
    staticArgs: function* () {
      for (const { year, month } of everyHijriMonth()) yield { year: String(year), month: String(month) };
    },
    handle: (args) => {
      const year = parseHijriYear(requireParam(args, 'year', YEAR));
      const month = parseHijriMonth(requireParam(args, 'month', MONTH));
      return { body: monthResponse(year, month) };
    },
  }),
  // Two routes for one endpoint: the `.json` form is the URL of the no-year file, so it takes no
  // `year`. `/v1/hijri/events/9.json?year=1445` is then a 400 here, never a dated answer at a URL
  // where a CDN serving the file (and ignoring the query) would give the undated one.
  defineRoute({
    id: 'hijri.events',
    group: 'hijri',
    forms: ['/v1/hijri/events'],
    params: ['month', 'year'],
    handle: (args) => {
      const month = parseHijriMonth(requireParam(args, 'month', MONTH));
      if (args.year === undefined) return { body: eventsResponse(month) };
      return { body: datedEventsResponse(month, parseHijriYear(requireParam(args, 'year', YEAR))) };
    },
  }),
  defineRoute({
    id: 'hijri.events-file',
    group: 'hijri',
    forms: ['/v1/hijri/events/:month.json'],
    params: ['month'],
    staticFile: '/v1/hijri/events/:month.json',
    staticArgs: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })),
    handle: (args) => ({ body: eventsResponse(parseHijriMonth(requireParam(args, 'month', MONTH))) }),
  }),
];
