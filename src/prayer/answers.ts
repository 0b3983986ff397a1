/**
 * The answers of the prayer-times endpoints: a day, a month (Gregorian, or Hijri in any calendar:
 * a Ramadan timetable gives imsak and iftar), and the same as an iCalendar feed. Each carries the
 * place, the zone, and a `method` block echoing every parameter and the rule applied to each prayer.
 */
import { InvalidValue } from '../shared/input-error';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from '../hijri/gregorian';
import { hijriCalendar } from '../hijri/calendars';
import { DEFAULT_RECKONING, reckoningFor, type CalendarId } from '../hijri/reckoning';
import { reckonedDay } from './reckoned-day';
import { dateValue, text, utcValue, writeFeed } from '../shared/icalendar';
import { locationBlock, methodBlock } from './answer-blocks';
import { dayTimes, PRAYERS, type DayTimes, type MethodChoice } from './times';
import { localIsoAll } from './zone';
import { chooseMethod, type Location, type MethodRequest } from './location';

const localTimes = (times: DayTimes['times'], zone: string): Record<string, string> => localIsoAll(times, zone);

function timesOf(dayNumber: number, location: Location, choice: MethodChoice, calendar: CalendarId) {
  const hijri = reckonedDay(dayNumber, reckoningFor(calendar));
  const { year, month, day } = dayNumberToGregorian(dayNumber);
  const ramadan = reckonedDay(dayNumber, DEFAULT_RECKONING).month === 9;
  return { hijri, day: dayTimes(location.lat, location.lng, year, month, day, choice, { ramadan, zone: location.zone }) };
}

/** `GET /v1/prayer-times`: one day. */
export function dayAnswer(dayNumber: number, location: Location, request: MethodRequest, calendar: CalendarId) {
  const method = chooseMethod(request, location.country);
  const { hijri, day } = timesOf(dayNumber, location, method.choice, calendar);
  return {
    date: formatIsoDate(dayNumberToGregorian(dayNumber)),
    hijri,
    location: locationBlock(location),
    times: localTimes(day.times, location.zone),
    method: methodBlock(method, location, day.highLatitudeRule, day.applied),
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
    throw new InvalidValue('invalid_year', (name) => `${name} must be in ${calendar.firstYear}-${calendar.lastYear} for calendar=${span.calendar}, got ${span.year}`, {}, 'hijriYear');
  }
  return { first: calendar.monthStart(span.year, span.month), length: calendar.monthLength(span.year, span.month), label: { hijri_year: span.year, hijri_month: span.month, calendar: span.calendar } };
}

/** `GET /v1/prayer-times/month`: every day of a Gregorian or a Hijri month. */
export function monthAnswer(span: MonthSpan, location: Location, request: MethodRequest, calendar: CalendarId) {
  const method = chooseMethod(request, location.country);
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
    method: methodBlock(method, location, ruleApplied),
    days,
  };
}

/** `GET /v1/prayer-times.ics`: the five prayers of each day of a month as timed events. */
export function monthFeed(answer: ReturnType<typeof monthAnswer>): string {
  const where = answer.location.place ? `${answer.location.place.name}, ${answer.location.place.country}` : `${answer.location.latitude},${answer.location.longitude}`;
  const names: Record<string, string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };
  const events = answer.days.flatMap((day) =>
    (['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const).map((prayer) => {
      const at = (day.times as Record<string, string>)[prayer]!;
      return [
        `UID:${day.date}-${prayer}-${answer.location.latitude},${answer.location.longitude}-${answer.method.id}@islamic-tools`,
        `DTSTAMP:${dateValue(day.date)}T000000Z`,
        `DTSTART:${utcValue(Date.parse(at))}`,
        'DURATION:PT15M',
        `SUMMARY:${names[prayer]} ${at.slice(11, 16)}`,
        `DESCRIPTION:${text(`${names[prayer]} in ${where}, ${day.date} (${day.hijri} AH); ${answer.method.authority}; rule: ${day.rules[prayer]}`)}`,
        'TRANSP:TRANSPARENT',
      ];
    }),
  );
  return writeFeed({ product: 'Prayer times', name: `Prayer times, ${where} (${answer.method.name})`, timezone: answer.location.timezone, events });
}
