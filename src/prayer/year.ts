/**
 * A year of prayer times for a place, compact enough to be a static file for every capital and
 * every city of a million people: one row per day of local HH:MM times, with the UTC offset of the
 * day and the rule applied to Fajr and Isha.
 */
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from '../hijri/gregorian';
import { hijriDay } from '../hijri/day';
import { chooseMethod, type Location, type MethodRequest } from './location';
import { locationBlock, methodBlock } from './answer-blocks';
import { dayTimes } from './times';
import { localIso, localIsoAll } from './zone';
import { dateValue, text, utcValue, writeFeed } from '../shared/icalendar';
import { PLACES_SOURCE } from './places';

/** The year the build writes files for. */
export const PRAYER_FILE_YEAR = new Date().getUTCFullYear();

export const YEAR_COLUMNS = ['date', 'hijri', 'utc_offset', 'imsak', 'fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'midnight', 'fajr_rule', 'isha_rule'] as const;

export function yearAnswer(year: number, location: Location, request: MethodRequest) {
  const method = chooseMethod(request, location.country);
  const first = gregorianToDayNumber(year, 1, 1);
  const length = gregorianToDayNumber(year + 1, 1, 1) - first;
  let ruleApplied = '';
  const memo = new Map();
  const days = Array.from({ length }, (_, i) => {
    const dayNumber = first + i;
    const { month, day } = dayNumberToGregorian(dayNumber);
    const hijri = hijriDay(dayNumber);
    const times = dayTimes(location.lat, location.lng, year, month, day, method.choice, { ramadan: hijri.month === 9, zone: location.zone, memo });
    ruleApplied = times.highLatitudeRule;
    const local = localIsoAll(times.times, location.zone);
    const dhuhr = local.dhuhr;
    const hhmm = (name: keyof typeof local) => local[name].slice(11, 16);
    return [
      formatIsoDate({ year, month, day }),
      hijri.hijri,
      dhuhr.slice(19),
      hhmm('imsak'),
      hhmm('fajr'),
      hhmm('sunrise'),
      dhuhr.slice(11, 16),
      hhmm('asr'),
      hhmm('maghrib'),
      hhmm('isha'),
      hhmm('midnight'),
      times.applied.fajr.rule,
      times.applied.isha.rule,
    ];
  });
  return {
    year,
    location: locationBlock(location),
    method: methodBlock(method, location, ruleApplied),
    note: 'Local times (HH:MM) in the place\'s time zone; utc_offset is the zone\'s offset at Dhuhr that day. midnight (the middle of the night, reckoned as method.midnight says) may fall on the next date. hijri is the Umm al-Qura date.',
    columns: YEAR_COLUMNS,
    days,
  };
}

const FEED_PRAYERS = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const FEED_NAMES: Record<(typeof FEED_PRAYERS)[number], string> = { fajr: 'Fajr', dhuhr: 'Dhuhr', asr: 'Asr', maghrib: 'Maghrib', isha: 'Isha' };

/**
 * `GET /v1/prayer-times/year.ics`: the five prayers of every day of a Gregorian year as timed
 * events. The method, its authority and the place are said once, in the calendar's name and
 * description; each event carries its day, its Hijri date and the rule applied, so that a year for
 * every capital stays a static file of a few hundred kilobytes.
 */
export function yearFeed(year: number, location: Location, request: MethodRequest): string {
  const method = chooseMethod(request, location.country);
  const where = location.place ? `${location.place.name}, ${location.place.country}` : `${location.lat},${location.lng}`;
  const block = methodBlock(method, location, '');
  const uidPlace = location.place ? `city${location.place.id}` : `${location.lat},${location.lng}`;
  const name = `Prayer times ${year}, ${where} (${block.name})`;
  const description = `${block.authority}; Fajr ${block.fajr_angle}°, Isha ${block.isha_angle === null ? `${block.isha_interval} minutes after Maghrib` : `${block.isha_angle}°`}; madhab ${method.choice.madhab}; method chosen by ${method.chosenBy}. Hijri dates: Umm al-Qura.${location.place ? ` ${PLACES_SOURCE.attribution}.` : ''}`;
  const events: string[][] = [];
  const first = gregorianToDayNumber(year, 1, 1);
  const length = gregorianToDayNumber(year + 1, 1, 1) - first;
  const memo = new Map();
  for (let i = 0; i < length; i++) {
    const { month, day } = dayNumberToGregorian(first + i);
    const hijri = hijriDay(first + i);
    const date = formatIsoDate({ year, month, day });
    const times = dayTimes(location.lat, location.lng, year, month, day, method.choice, { ramadan: hijri.month === 9, zone: location.zone, memo });
    for (const prayer of FEED_PRAYERS) {
      const at = times.times[prayer];
      events.push([
        `UID:${date}-${prayer}-${uidPlace}-${block.id}@islamic-tools`,
        `DTSTAMP:${dateValue(date)}T000000Z`,
        `DTSTART:${utcValue(at)}`,
        'DURATION:PT15M',
        `SUMMARY:${FEED_NAMES[prayer]} ${localIso(at, location.zone).slice(11, 16)}`,
        `DESCRIPTION:${text(`${date} (${hijri.hijri} AH); rule: ${times.applied[prayer].rule}`)}`,
        'TRANSP:TRANSPARENT',
      ]);
    }
  }
  return writeFeed({ product: 'Prayer times', name, description, timezone: location.zone, events });
}
