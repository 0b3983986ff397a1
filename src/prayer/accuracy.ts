/**
 * How far our times are from official timetables (data/prayer/timetables, with their provenance in
 * sources.json): for each timetable and prayer, the mean and the largest difference in minutes and
 * the timetable's stated tolerance. The accuracy test asserts the tolerance; the docs page
 * /docs/prayer-times prints the same measurement, computed when the site is built.
 */
import sources from '../../data/prayer/timetables/sources.json' with { type: 'json' };
import ankara from '../../data/prayer/timetables/Ankara-Turkey.json' with { type: 'json' };
import doha from '../../data/prayer/timetables/Doha-Qatar.json' with { type: 'json' };
import dubai from '../../data/prayer/timetables/Dubai-Gulf.json' with { type: 'json' };
import kuwait from '../../data/prayer/timetables/Kuwait City-Kuwait.json' with { type: 'json' };
import london from '../../data/prayer/timetables/London-MoonsightingCommittee.json' with { type: 'json' };
import makkah from '../../data/prayer/timetables/Makkah-UmmAlQura.json' with { type: 'json' };
import singapore from '../../data/prayer/timetables/Singapore-Singapore.json' with { type: 'json' };
import tehran from '../../data/prayer/timetables/Tehran-Tehran.json' with { type: 'json' };
import { dayTimes, PRAYERS, type PrayerName } from './times';
import type { MethodId } from './methods';
import { localIso } from './zone';

interface Timetable {
  params: { latitude: number; longitude: number; timezone: string; method: string; madhab: string; highLatitudeRule: string };
  source: string | string[];
  variance?: number;
  times: Array<Record<'date' | PrayerName, string>>;
}

const TIMETABLES: Record<string, Timetable> = {
  'Ankara-Turkey.json': ankara,
  'Doha-Qatar.json': doha,
  'Dubai-Gulf.json': dubai,
  'Kuwait City-Kuwait.json': kuwait,
  'London-MoonsightingCommittee.json': london,
  'Makkah-UmmAlQura.json': makkah,
  'Singapore-Singapore.json': singapore,
  'Tehran-Tehran.json': tehran,
};

/** The tolerance a timetable states: its `variance`, or "adjusted +/- N minute(s)" in its source; else 1 minute, the rounding of a printed table. */
function toleranceOf(table: Timetable): number {
  if (table.variance) return table.variance;
  const stated = /adjusted \+\/- (\d+) minute/.exec([table.source].flat().join(' '));
  return stated ? Number(stated[1]) : 1;
}

/** "5:38 AM" → minutes after midnight. */
function minutesOf(text: string): number {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

export interface PrayerAccuracy {
  prayer: PrayerName;
  mean: number;
  largest: number;
  within: boolean;
}

export interface TimetableAccuracy {
  file: string;
  city: string;
  method: MethodId;
  publisher: string;
  days: number;
  /** How many calendar months (of 12) the dates cover. */
  months: number;
  first: string;
  last: string;
  tolerance: number;
  prayers: PrayerAccuracy[];
  /** Each difference past the tolerance: date, prayer, minutes (ours minus theirs). */
  outside: Array<{ date: string; prayer: PrayerName; minutes: number }>;
}

export function timetableAccuracy(): TimetableAccuracy[] {
  return sources.files.map((entry) => {
    const table = TIMETABLES[entry.file]!;
    const tolerance = toleranceOf(table);
    const { latitude, longitude, timezone, madhab } = table.params;
    const differences: Record<PrayerName, number[]> = { fajr: [], sunrise: [], dhuhr: [], asr: [], maghrib: [], isha: [] };
    const outside: TimetableAccuracy['outside'] = [];
    for (const row of table.times) {
      const [year, month, day] = row.date.split('-').map(Number) as [number, number, number];
      const ours = dayTimes(latitude, longitude, year, month, day, {
        method: entry.method as MethodId,
        madhab: madhab === 'Hanafi' ? 'hanafi' : 'shafi',
        highLatitudeRule: 'middle-of-the-night',
        polar: 'unresolved',
        adjustments: {},
        imsakMinutes: 10,
      });
      for (const prayer of PRAYERS) {
        const local = localIso(ours.times[prayer], timezone);
        const dayShift = local.slice(0, 10) === row.date ? 0 : local.slice(0, 10) < row.date ? -1440 : 1440;
        const minutes = dayShift + Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) - minutesOf(row[prayer]);
        differences[prayer].push(minutes);
        if (Math.abs(minutes) > tolerance) outside.push({ date: row.date, prayer, minutes });
      }
    }
    return {
      file: entry.file,
      city: entry.file.replace(/\.json$/, '').split('-')[0]!,
      method: entry.method as MethodId,
      publisher: entry.publisher,
      days: table.times.length,
      months: new Set(table.times.map((row) => row.date.slice(5, 7))).size,
      first: table.times[0]!.date,
      last: table.times[table.times.length - 1]!.date,
      tolerance,
      prayers: PRAYERS.map((prayer) => {
        const list = differences[prayer];
        const largest = Math.max(...list.map(Math.abs));
        return { prayer, mean: list.reduce((sum, value) => sum + Math.abs(value), 0) / list.length, largest, within: largest <= tolerance };
      }),
      outside,
    };
  });
}
