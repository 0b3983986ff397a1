/**
 * A year of prayer times for a place, compact enough to be a static file for every capital and
 * every city of a million people: one row per day of local HH:MM times, with the UTC offset of the
 * day and the rule applied to Fajr and Isha.
 */
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber } from '../hijri/gregorian';
import { hijriDay } from '../hijri/day';
import type { Location } from './answers';
import { locationBlock, methodBlock } from './answer-blocks';
import type { MethodChoice } from './times';
import { dayTimes } from './times';
import { localIsoAll } from './zone';

/** The year the build writes files for. */
export const PRAYER_FILE_YEAR = new Date().getUTCFullYear();

export const YEAR_COLUMNS = ['date', 'hijri', 'utc_offset', 'imsak', 'fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha', 'midnight', 'fajr_rule', 'isha_rule'] as const;

export function yearAnswer(year: number, location: Location, method: { choice: MethodChoice; chosenBy: 'request' | 'country' }) {
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
    method: methodBlock(method.choice, method.chosenBy, location, ruleApplied),
    note: 'Local times (HH:MM) in the place\'s time zone; utc_offset is the zone\'s offset at Dhuhr that day. midnight (the middle of the night from sunset to Fajr) may fall on the next date. hijri is the Umm al-Qura date.',
    columns: YEAR_COLUMNS,
    days,
  };
}
