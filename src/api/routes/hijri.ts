import { defineRoute, type Route } from '../route';
import { required } from '../../shared/input-error';
import { everyGregorianDate, everyHijriDate, everyHijriMonth } from '../../hijri/enumerate';
import { hijriDay } from '../../hijri/day';
import { parseGregorianDate, parseHijriDate, parseHijriMonth, parseHijriYear } from '../../hijri/parse';
import { datedEventsResponse, eventsResponse, hijriToday, monthResponse } from '../../hijri/responses';
import { resolveTimeZone } from '../../hijri/today';

const DATE_GREGORIAN = 'a Gregorian date in YYYY-MM-DD, e.g. date=2024-03-11';
const DATE_HIJRI = 'a Hijri date in YYYY-MM-DD, e.g. date=1445-09-01';
const YEAR = 'a Hijri year in 1343-1500, e.g. year=1445';
const MONTH = 'a Hijri month number in 1-12, e.g. month=9';

/** The Hijri endpoints (contract §3) and their static files (§6). */
export const hijriRoutes: Route[] = [
  defineRoute({
    id: 'hijri.today',
    group: 'hijri',
    path: '/v1/hijri/today',
    query: ['tz'],
    cacheable: false,
    handle: ({ tz }, ctx) => hijriToday(ctx.now.getTime(), resolveTimeZone(tz, ctx.config.defaultTimeZone)),
  }),
  defineRoute({
    id: 'hijri.from-gregorian',
    group: 'hijri',
    path: '/v1/hijri/from-gregorian',
    query: ['date'],
    files: [{ params: ['date'], each: () => Array.from(everyGregorianDate(), (date) => ({ date })) }],
    handle: (args) => ({ body: hijriDay(parseGregorianDate(required(args.date, 'date', DATE_GREGORIAN))) }),
  }),
  defineRoute({
    id: 'hijri.from-hijri',
    group: 'hijri',
    path: '/v1/gregorian/from-hijri',
    query: ['date'],
    files: [{ params: ['date'], each: () => Array.from(everyHijriDate(), (date) => ({ date })) }],
    handle: (args) => ({ body: hijriDay(parseHijriDate(required(args.date, 'date', DATE_HIJRI))) }),
  }),
  defineRoute({
    id: 'hijri.month',
    group: 'hijri',
    path: '/v1/hijri/month',
    query: ['year', 'month'],
    files: [
      {
        params: ['year', 'month'],
        each: () => Array.from(everyHijriMonth(), ({ year, month }) => ({ year: String(year), month: String(month) })),
      },
    ],
    handle: (args) => {
      const year = parseHijriYear(required(args.year, 'year', YEAR));
      const month = parseHijriMonth(required(args.month, 'month', MONTH));
      return { body: monthResponse(year, month) };
    },
  }),
  // The file form (`/v1/hijri/events/9.json`) holds the answer without `year`; with a year the
  // answer is generated.
  defineRoute({
    id: 'hijri.events',
    group: 'hijri',
    path: '/v1/hijri/events',
    query: ['month', 'year'],
    files: [{ params: ['month'], each: () => Array.from({ length: 12 }, (_, i) => ({ month: String(i + 1) })) }],
    handle: (args) => {
      const month = parseHijriMonth(required(args.month, 'month', MONTH));
      if (args.year === undefined) return { body: eventsResponse(month) };
      return { body: datedEventsResponse(month, parseHijriYear(required(args.year, 'year', YEAR))) };
    },
  }),
];
