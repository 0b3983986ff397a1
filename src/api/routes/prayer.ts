import { defineFixedRoute, defineTypedRoute, type Route } from '../route';
import { METHOD_CHOICE, PLACE_LIMIT, PLACE_QUERY, PRAYER_DATE, PRAYER_MONTH, TIMETABLE_YEAR, type PrayerMonth } from '../vocabulary/prayer';
import { LOCATION, PLACE_COUNTRY, QIBLA_PLACE, TIMETABLE_PLACE } from '../vocabulary/place';
import { CALENDAR, type CalendarChoice } from '../vocabulary/hijri';
import { zonedDayNumber } from '../../hijri/today';
import { dayNumberToGregorian, formatIsoDate } from '../../hijri/gregorian';
import { dayAnswer, monthAnswer, monthFeed, type MonthSpan } from '../../prayer/answers';
import { yearAnswer, yearFeed, PRAYER_FILE_YEAR } from '../../prayer/year';
import { FEED_FILE_PLACES, FILE_PLACES } from '../../prayer/places';
import { placesAnswer } from '../../prayer/places-answer';
import { qiblaAnswer } from '../../prayer/qibla';
import { methodsAnswer } from '../../prayer/method-catalog';

const HOUR = 3600;

/** The parameters the prayer domain's inputs come from: the day asked, the polar rule, a Hijri month's year. */
const INPUTS = { day: 'date', polar: 'polar', hijriYear: 'hijri_year' };

/** A month of a timetable, Hijri ones in the answer's calendar. */
const monthSpan = ({ span, calendar }: { span: PrayerMonth; calendar: CalendarChoice }): MonthSpan => (span.kind === 'hijri' ? { ...span, calendar: calendar.calendar } : span);

/** The month first: a request without one is told so before anything about its place. */
const MONTH_PARAMS = { span: PRAYER_MONTH, location: LOCATION, calendar: CALENDAR, method: METHOD_CHOICE };

/** Prayer times, the Qibla and the places gazetteer. */
const YEAR_PARAMS = { location: TIMETABLE_PLACE, year: TIMETABLE_YEAR, method: METHOD_CHOICE };

const yearFilesOf = (places: readonly { id: number }[]) => places.map((place) => ({ city: String(place.id), year: String(PRAYER_FILE_YEAR) }));
/**
 * Whether the build writes a year file for these arguments: only for these places (by id: a name or
 * another id in the path is no file), in PRAYER_FILE_YEAR; any other is 404 no_file on the server too.
 */
const hasYearFile = (places: readonly { id: number }[]) => {
  let ids: Set<string> | undefined;
  return (args: Readonly<Record<string, string>>) => args.year === String(PRAYER_FILE_YEAR) && (ids ??= new Set(places.map((place) => String(place.id)))).has(args.city ?? '');
};

export const prayerRoutes: Route[] = [
  defineTypedRoute({
    id: 'prayer.day',
    group: 'prayer',
    path: '/v1/prayer-times',
    inputs: INPUTS,
    params: { location: LOCATION, date: PRAYER_DATE, calendar: CALENDAR, method: METHOD_CHOICE },
    // Without a date the answer is today's, which the clock changes: never kept for the next caller.
    cacheable: (values) => values.date !== undefined,
    warmUp: ['/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01'],
    handle: (values, ctx) => {
      const dayNumber = values.date ?? zonedDayNumber(values.location.zone, ctx.now.getTime());
      const body = dayAnswer(dayNumber, values.location, values.method, values.calendar.calendar);
      // Without a date the answer is today's: cached for an hour at most.
      return { body, maxAge: values.date === undefined ? HOUR : undefined };
    },
  }),
  defineFixedRoute({ id: 'prayer.methods', group: 'prayer', path: '/v1/prayer-times/methods', body: () => methodsAnswer() }),
  defineTypedRoute({
    id: 'prayer.month',
    group: 'prayer',
    path: '/v1/prayer-times/month',
    inputs: INPUTS,
    params: MONTH_PARAMS,
    handle: (values) => ({ body: monthAnswer(monthSpan(values), values.location, values.method, values.calendar.calendar) }),
  }),
  defineTypedRoute({
    id: 'prayer.month-ics',
    group: 'prayer',
    path: '/v1/prayer-times.ics',
    inputs: INPUTS,
    params: MONTH_PARAMS,
    handle: (values) => {
      const answer = monthAnswer(monthSpan(values), values.location, values.method, values.calendar.calendar);
      return { text: monthFeed(answer), contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineTypedRoute({
    id: 'prayer.year',
    group: 'prayer',
    path: '/v1/prayer-times/year',
    inputs: INPUTS,
    params: YEAR_PARAMS,
    files: [{ params: ['city', 'year'], each: () => yearFilesOf(FILE_PLACES), has: hasYearFile(FILE_PLACES) }],
    handle: (values) => ({ body: yearAnswer(values.year, values.location, values.method) }),
  }),
  defineTypedRoute({
    id: 'prayer.year-ics',
    group: 'prayer',
    path: '/v1/prayer-times/year.ics',
    inputs: INPUTS,
    params: YEAR_PARAMS,
    files: [{ params: ['city', 'year'], at: '/v1/prayer-times/year/:city/:year.ics', each: () => yearFilesOf(FEED_FILE_PLACES), has: hasYearFile(FEED_FILE_PLACES) }],
    handle: (values) => ({ text: yearFeed(values.year, values.location, values.method), contentType: 'text/calendar; charset=utf-8' }),
  }),
  defineTypedRoute({
    id: 'prayer.qibla',
    group: 'qibla',
    path: '/v1/qibla',
    inputs: INPUTS,
    params: { location: QIBLA_PLACE, date: PRAYER_DATE },
    handle: (values) => {
      const { location } = values;
      const day = values.date === undefined ? undefined : { iso: formatIsoDate(dayNumberToGregorian(values.date)), ms: Date.parse(`${formatIsoDate(dayNumberToGregorian(values.date))}T00:00:00Z`) };
      return { body: qiblaAnswer(location.lat, location.lng, day, location.placeChoice) };
    },
  }),
  defineTypedRoute({
    id: 'prayer.places',
    group: 'places',
    path: '/v1/places',
    params: { q: PLACE_QUERY, country: PLACE_COUNTRY, limit: PLACE_LIMIT },
    handle: (values) => ({ body: placesAnswer(values.q, values.limit, values.country) }),
  }),
];
