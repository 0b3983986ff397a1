/**
 * The answers of the prayer-times endpoints: a day, a month (Gregorian, or Hijri in any calendar:
 * a Ramadan timetable gives imsak and iftar), and the same as an iCalendar feed. Each carries the
 * place, the zone, and a `method` block echoing every parameter and the rule applied to each prayer.
 */
import { InputError } from '../shared/input-error';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from '../hijri/gregorian';
import { hijriCalendar } from '../hijri/calendars';
import { DEFAULT_RECKONING, reckonedDay, reckoningFor, type CalendarId } from '../hijri/reckoning';
import { resolveTimeZone } from '../hijri/today';
import { foldLine } from '../hijri/ics';
import { countryOfZone, methodOfCountry } from './countries';
import type { MethodId } from './methods';
import type { Place } from './places';
import { locationBlock, methodBlock } from './answer-blocks';
import { dayTimes, PRAYERS, type DayTimes, type MethodChoice } from './times';
import { localIsoAll, zoneAt } from './zone';

export interface LocationInput {
  lat?: number;
  lng?: number;
  city?: Place;
  tz?: string;
}

export interface Location {
  lat: number;
  lng: number;
  place?: Place;
  country: string | null;
  zone: string;
  zoneName: string;
}

/** The place an answer is for: `city`, or `lat` with `lng`, never both; its zone and country. */
export function resolveLocation({ lat, lng, city, tz }: LocationInput): Location {
  if (city && (lat !== undefined || lng !== undefined)) {
    throw new InputError('missing_location', 'give city or lat and lng, not both: they can name different places', 'city');
  }
  if (!city) {
    if (lat === undefined && lng === undefined) throw new InputError('missing_location', 'give lat and lng (decimal degrees, e.g. lat=21.4225&lng=39.8262) or city (a GeoNames id from /v1/places?q=)', 'lat');
    if (lng === undefined) throw new InputError('invalid_longitude', 'lng is required with lat: a decimal number of degrees from -180 to 180', 'lng');
    if (lat === undefined) throw new InputError('invalid_latitude', 'lat is required with lng: a decimal number of degrees from -90 to 90', 'lat');
  }
  const latitude = city ? city.lat : lat!;
  const longitude = city ? city.lng : lng!;
  const ownZone = zoneAt(latitude, longitude);
  const resolved = tz === undefined ? { zone: ownZone, name: ownZone } : resolveTimeZone(tz, ownZone);
  return { lat: latitude, lng: longitude, place: city, country: city ? city.country : countryOfZone(ownZone), zone: resolved.zone, zoneName: resolved.name };
}

export interface MethodInput {
  method?: MethodId;
  fajr_angle?: number;
  isha_angle?: number;
  isha_interval?: number;
  madhab: MethodChoice['madhab'];
  high_latitude_rule: MethodChoice['highLatitudeRule'];
  polar: MethodChoice['polar'];
  adjustments?: MethodChoice['adjustments'];
  imsak_minutes: number;
}

/** The method asked for, or the country's; `custom` needs its angles. */
export function methodChoice(input: MethodInput, location: Location): { choice: MethodChoice; chosenBy: 'request' | 'country' } {
  const method = input.method ?? methodOfCountry(location.country);
  if (input.isha_angle !== undefined && input.isha_interval !== undefined) {
    throw new InputError('invalid_angle', 'give isha_angle or isha_interval, not both: Isha is by an angle or by minutes after Maghrib', 'isha_interval');
  }
  if (method === 'custom') {
    if (input.fajr_angle === undefined) throw new InputError('invalid_angle', 'method=custom needs fajr_angle (degrees below the horizon, e.g. fajr_angle=18)', 'fajr_angle');
    if (input.isha_angle === undefined && input.isha_interval === undefined) throw new InputError('invalid_angle', 'method=custom needs isha_angle (e.g. isha_angle=17) or isha_interval (minutes after Maghrib, e.g. isha_interval=90)', 'isha_angle');
  }
  return {
    chosenBy: input.method ? 'request' : 'country',
    choice: {
      method,
      fajrAngle: input.fajr_angle,
      ishaAngle: input.isha_angle,
      ishaInterval: input.isha_interval,
      madhab: input.madhab,
      highLatitudeRule: input.high_latitude_rule,
      polar: input.polar,
      adjustments: input.adjustments ?? {},
      imsakMinutes: input.imsak_minutes,
    },
  };
}

const localTimes = (times: DayTimes['times'], zone: string): Record<string, string> => localIsoAll(times, zone);

function timesOf(dayNumber: number, location: Location, choice: MethodChoice, calendar: CalendarId) {
  const hijri = reckonedDay(dayNumber, reckoningFor(calendar), 'date');
  const { year, month, day } = dayNumberToGregorian(dayNumber);
  const ramadan = reckonedDay(dayNumber, DEFAULT_RECKONING, 'date').month === 9;
  return { hijri, day: dayTimes(location.lat, location.lng, year, month, day, choice, { ramadan, zone: location.zone }) };
}

/** `GET /v1/prayer-times`: one day. */
export function dayAnswer(dayNumber: number, location: Location, method: { choice: MethodChoice; chosenBy: 'request' | 'country' }, calendar: CalendarId) {
  const { hijri, day } = timesOf(dayNumber, location, method.choice, calendar);
  return {
    date: formatIsoDate(dayNumberToGregorian(dayNumber)),
    hijri,
    location: locationBlock(location),
    times: localTimes(day.times, location.zone),
    method: methodBlock(method.choice, method.chosenBy, location, day.highLatitudeRule, day.applied),
  };
}

export type MonthSpan = { kind: 'gregorian'; year: number; month: number } | { kind: 'hijri'; year: number; month: number; calendar: CalendarId };

/** The days of a span as day numbers, and how the answer names it. */
function spanDays(span: MonthSpan): { first: number; length: number; label: Record<string, unknown> } {
  if (span.kind === 'gregorian') {
    const first = gregorianToDayNumber(span.year, span.month, 1);
    const length = gregorianToDayNumber(span.month === 12 ? span.year + 1 : span.year, span.month === 12 ? 1 : span.month + 1, 1) - first;
    return { first, length, label: { year: span.year, month: span.month } };
  }
  const calendar = hijriCalendar(span.calendar);
  if (span.year < calendar.firstYear || span.year > calendar.lastYear) {
    throw new InputError('invalid_year', `hijri_year must be in ${calendar.firstYear}-${calendar.lastYear} for calendar=${span.calendar}, got ${span.year}`, 'hijri_year');
  }
  return { first: calendar.monthStart(span.year, span.month), length: calendar.monthLength(span.year, span.month), label: { hijri_year: span.year, hijri_month: span.month, calendar: span.calendar } };
}

/** `GET /v1/prayer-times/month`: every day of a Gregorian or a Hijri month. */
export function monthAnswer(span: MonthSpan, location: Location, method: { choice: MethodChoice; chosenBy: 'request' | 'country' }, calendar: CalendarId) {
  const { first, length, label } = spanDays(span);
  const ramadanTable = span.kind === 'hijri' && span.month === 9;
  let ruleApplied = '';
  const days = Array.from({ length }, (_, i) => {
    const { hijri, day } = timesOf(first + i, location, method.choice, span.kind === 'hijri' ? span.calendar : calendar);
    ruleApplied = day.highLatitudeRule;
    const times = localTimes(day.times, location.zone);
    return {
      date: formatIsoDate(dayNumberToGregorian(first + i)),
      hijri: hijri.hijri,
      times: ramadanTable ? { ...times, iftar: times.maghrib } : times,
      rules: Object.fromEntries(PRAYERS.map((prayer) => [prayer, day.applied[prayer].rule])),
    };
  });
  return {
    ...label,
    ...(ramadanTable ? { note: 'A Ramadan timetable: imsak is when suhur ends, iftar (Maghrib) when the fast is broken.' } : {}),
    location: locationBlock(location),
    method: methodBlock(method.choice, method.chosenBy, location, ruleApplied),
    days,
  };
}

/** `GET /v1/prayer-times.ics`: the five prayers of each day of a month as timed events. */
export function monthFeed(answer: ReturnType<typeof monthAnswer>): string {
  const where = answer.location.place ? `${answer.location.place.name}, ${answer.location.place.country}` : `${answer.location.latitude},${answer.location.longitude}`;
  const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';
  const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Islamic Tools API//Prayer times//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escape(`Prayer times, ${where} (${answer.method.name})`)}`, `X-WR-TIMEZONE:${answer.location.timezone}`];
  const names: Record<string, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };
  for (const day of answer.days) {
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const) {
      const at = (day.times as Record<string, string>)[prayer]!;
      lines.push(
        'BEGIN:VEVENT',
        `UID:${day.date}-${prayer}-${answer.location.latitude},${answer.location.longitude}-${answer.method.id}@islamic-tools`,
        `DTSTAMP:${day.date.replace(/-/g, '')}T000000Z`,
        `DTSTART:${utc(at)}`,
        'DURATION:PT15M',
        `SUMMARY:${names[prayer]} ${at.slice(11, 16)}`,
        `DESCRIPTION:${escape(`${names[prayer]} in ${where}, ${day.date} (${day.hijri} AH); ${answer.method.authority}; rule: ${day.rules[prayer]}`)}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    }
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
