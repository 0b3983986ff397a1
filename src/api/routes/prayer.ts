import { defineTypedRoute, type Route } from '../route';
import {
  ADJUSTMENTS, CITY, FAJR_ANGLE, GREGORIAN_MONTH, GREGORIAN_YEAR, HIGH_LATITUDE_RULE, HIJRI_MONTH, HIJRI_YEAR, IMSAK_MINUTES, ISHA_ANGLE, ISHA_INTERVAL,
  LATITUDE, LONGITUDE, MADHAB, METHOD, PLACE_COUNTRY, PLACE_LIMIT, PLACE_QUERY, POLAR, PRAYER_CALENDAR, PRAYER_DATE, PRAYER_TZ,
} from '../vocabulary/prayer';
import { InputError } from '../../shared/input-error';
import type { ParamValues } from '../vocabulary';
import type { CalendarId } from '../../hijri/calendars';
import { zonedDayNumber } from '../../hijri/today';
import { dayNumberToGregorian, formatIsoDate } from '../../hijri/gregorian';
import { dayAnswer, methodChoice, monthAnswer, monthFeed, resolveLocation, type MonthSpan } from '../../prayer/answers';
import { yearAnswer, yearFeed, PRAYER_FILE_YEAR } from '../../prayer/year';
import { FEED_FILE_PLACES, FILE_PLACES } from '../../prayer/places';
import { placesAnswer } from '../../prayer/places-answer';
import { qiblaAnswer } from '../../prayer/qibla';

const LOCATION = { lat: LATITUDE, lng: LONGITUDE, city: CITY, tz: PRAYER_TZ };
const METHOD_PARAMS = {
  method: METHOD,
  fajr_angle: FAJR_ANGLE,
  isha_angle: ISHA_ANGLE,
  isha_interval: ISHA_INTERVAL,
  madhab: MADHAB,
  high_latitude_rule: HIGH_LATITUDE_RULE,
  polar: POLAR,
  adjustments: ADJUSTMENTS,
  imsak_minutes: IMSAK_MINUTES,
};
const HOUR = 3600;

/** A Gregorian month, or a Hijri month of a calendar; never both, never half of one. */
function monthSpan(values: { year?: number; month?: number; hijri_year?: number; hijri_month?: number; calendar: CalendarId }): MonthSpan {
  const gregorian = values.year !== undefined || values.month !== undefined;
  const hijri = values.hijri_year !== undefined || values.hijri_month !== undefined;
  if (gregorian && hijri) throw new InputError('conflicting_parameters', 'give year and month (a Gregorian month) or hijri_year and hijri_month (a Hijri month), not both', 'hijri_year');
  if (hijri) {
    if (values.hijri_year === undefined) throw new InputError('missing_parameter', "parameter 'hijri_year' is required with hijri_month: a Hijri year, e.g. hijri_year=1447", 'hijri_year');
    if (values.hijri_month === undefined) throw new InputError('missing_parameter', "parameter 'hijri_month' is required with hijri_year: a Hijri month 1-12, e.g. hijri_month=9", 'hijri_month');
    return { kind: 'hijri', year: values.hijri_year, month: values.hijri_month, calendar: values.calendar };
  }
  if (values.year === undefined) throw new InputError('missing_parameter', "parameter 'year' is required: a Gregorian year with month (year=2026&month=3), or give hijri_year and hijri_month", 'year');
  if (values.month === undefined) throw new InputError('missing_parameter', "parameter 'month' is required with year: a Gregorian month 1-12, e.g. month=3", 'month');
  return { kind: 'gregorian', year: values.year, month: values.month };
}

const MONTH_PARAMS = { ...LOCATION, year: GREGORIAN_YEAR, month: GREGORIAN_MONTH, hijri_year: HIJRI_YEAR, hijri_month: HIJRI_MONTH, calendar: PRAYER_CALENDAR, ...METHOD_PARAMS };

/** Prayer times, the Qibla and the places gazetteer. */
const YEAR_PARAMS = { city: CITY, year: GREGORIAN_YEAR, ...METHOD_PARAMS };

/** The place, year and method of a year answer or feed: a place by its id only (`forCoordinates` says where coordinates go). */
function yearRequest(values: ParamValues<typeof YEAR_PARAMS>, forCoordinates: string) {
  if (!values.city) throw new InputError('missing_parameter', `parameter 'city' is required: a GeoNames id from /v1/places?q=, e.g. city=745044 (use ${forCoordinates} for coordinates)`, 'city');
  if (values.year === undefined) throw new InputError('missing_parameter', "parameter 'year' is required: a Gregorian year, e.g. year=2026", 'year');
  const location = resolveLocation({ city: values.city });
  return { year: values.year, location, method: methodChoice(values, location) };
}

const yearFilesOf = (places: readonly { id: number }[]) => places.map((place) => ({ city: String(place.id), year: String(PRAYER_FILE_YEAR) }));

export const prayerRoutes: Route[] = [
  defineTypedRoute({
    id: 'prayer.day',
    group: 'hijri',
    path: '/v1/prayer-times',
    params: { ...LOCATION, date: PRAYER_DATE, calendar: PRAYER_CALENDAR, ...METHOD_PARAMS },
    // Without a date the answer is today's, which the clock changes: never kept for the next caller.
    cacheable: (args) => args.date !== undefined,
    warmUp: ['/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01'],
    handle: (values, ctx) => {
      const location = resolveLocation(values);
      const dayNumber = values.date ?? zonedDayNumber(location.zone, ctx.now.getTime());
      const body = dayAnswer(dayNumber, location, methodChoice(values, location), values.calendar);
      // Without a date the answer is today's: cached for an hour at most.
      return { body, maxAge: values.date === undefined ? HOUR : undefined };
    },
  }),
  defineTypedRoute({
    id: 'prayer.month',
    group: 'hijri',
    path: '/v1/prayer-times/month',
    params: MONTH_PARAMS,
    handle: (values) => {
      const location = resolveLocation(values);
      return { body: monthAnswer(monthSpan(values), location, methodChoice(values, location), values.calendar) };
    },
  }),
  defineTypedRoute({
    id: 'prayer.month-ics',
    group: 'hijri',
    path: '/v1/prayer-times.ics',
    params: MONTH_PARAMS,
    handle: (values) => {
      const location = resolveLocation(values);
      const answer = monthAnswer(monthSpan(values), location, methodChoice(values, location), values.calendar);
      return { text: monthFeed(answer), contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineTypedRoute({
    id: 'prayer.year',
    group: 'hijri',
    path: '/v1/prayer-times/year',
    params: YEAR_PARAMS,
    files: [{ params: ['city', 'year'], each: () => yearFilesOf(FILE_PLACES) }],
    handle: (values) => {
      const { year, location, method } = yearRequest(values, '/v1/prayer-times/month');
      return { body: yearAnswer(year, location, method) };
    },
  }),
  defineTypedRoute({
    id: 'prayer.year-ics',
    group: 'hijri',
    path: '/v1/prayer-times/year.ics',
    params: YEAR_PARAMS,
    files: [{ params: ['city', 'year'], at: '/v1/prayer-times/year/:city/:year.ics', each: () => yearFilesOf(FEED_FILE_PLACES) }],
    handle: (values) => {
      const { year, location, method } = yearRequest(values, '/v1/prayer-times.ics with year and month');
      return { text: yearFeed(year, location, method), contentType: 'text/calendar; charset=utf-8' };
    },
  }),
  defineTypedRoute({
    id: 'prayer.qibla',
    group: 'hijri',
    path: '/v1/qibla',
    params: { lat: LATITUDE, lng: LONGITUDE, city: CITY, date: PRAYER_DATE },
    handle: (values) => {
      const location = resolveLocation(values);
      const day = values.date === undefined ? undefined : { iso: formatIsoDate(dayNumberToGregorian(values.date)), ms: Date.parse(`${formatIsoDate(dayNumberToGregorian(values.date))}T00:00:00Z`) };
      return { body: qiblaAnswer(location.lat, location.lng, day, location.place) };
    },
  }),
  defineTypedRoute({
    id: 'prayer.places',
    group: 'hijri',
    path: '/v1/places',
    params: { q: PLACE_QUERY, country: PLACE_COUNTRY, limit: PLACE_LIMIT },
    handle: (values) => ({ body: placesAnswer(values.q, values.limit, values.country) }),
  }),
];
