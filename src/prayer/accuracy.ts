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
import jakarta from '../../data/prayer/timetables/Jakarta-Indonesia.json' with { type: 'json' };
import kuwait from '../../data/prayer/timetables/Kuwait City-Kuwait.json' with { type: 'json' };
import london from '../../data/prayer/timetables/London-MoonsightingCommittee.json' with { type: 'json' };
import makkah from '../../data/prayer/timetables/Makkah-UmmAlQura.json' with { type: 'json' };
import melaka from '../../data/prayer/timetables/Melaka-JAKIM.json' with { type: 'json' };
import singapore from '../../data/prayer/timetables/Singapore-Singapore.json' with { type: 'json' };
import tehran from '../../data/prayer/timetables/Tehran-Tehran.json' with { type: 'json' };
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dayTimes, PRAYERS, type PrayerName } from './times';
import { fromAwqafTxt, fromDailyCsv, fromDiyanetJson, fromDiyanetTsv, fromDiyanetTxt, fromDumrtCsv, fromHabousHtml, fromHabousJson, fromImamAliJson, fromIsnaRamadan, fromMawaqitJson, fromMarwCsv, fromSurveyCsv, fromUmmAlQuraTxt, minutesOf, type Rows } from './timetable-formats';
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
  'Jakarta-Indonesia.json': jakarta,
  'Kuwait City-Kuwait.json': kuwait,
  'London-MoonsightingCommittee.json': london,
  'Makkah-UmmAlQura.json': makkah,
  'Melaka-JAKIM.json': melaka,
  'Singapore-Singapore.json': singapore,
  'Tehran-Tehran.json': tehran,
};

/** The tolerance a timetable states: its `variance`, or "adjusted +/- N minute(s)" in its source; else 1 minute, the rounding of a printed table. */
function toleranceOf(table: Timetable): number {
  if (table.variance) return table.variance;
  const stated = /adjusted \+\/- (\d+) minute/.exec([table.source].flat().join(' '));
  return stated ? Number(stated[1]) : 1;
}

function fromAdhanTable(table: Timetable): Rows {
  const { latitude, longitude, timezone, madhab } = table.params;
  const rows = table.times.map((row) => ({ date: row.date, ...Object.fromEntries(PRAYERS.map((prayer) => [prayer, minutesOf(row[prayer])])) }) as Rows['rows'][number]);
  return { latitude, longitude, timezone, madhab, tolerance: toleranceOf(table), rows };
}

function timetablesDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'data', 'prayer', 'timetables');
    if (existsSync(path.join(candidate, 'sources.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('data/prayer/timetables/sources.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

interface SourceEntry {
  file: string;
  /** The city, for a file whose name does not start with it. */
  city?: string;
  method: string;
  publisher: string;
  format?: string;
  year?: number;
  timezone?: string;
  /** The place, for a file that does not state it. */
  latitude?: number;
  longitude?: number;
  /** The first Gregorian month of a Hijri month's table (ummulqura-txt). */
  first_month?: number;
  tolerance_minutes?: number;
  /** The high-latitude rule asked for: the method's own (`recommended`) where the publisher's is the method's, else the middle of the night. */
  high_latitude_rule?: 'recommended';
  /** The angles of a publisher's rule that no named method has, asked as method=custom. */
  parameters?: { fajr_angle?: number; isha_angle?: number };
  /** Prayers the publisher sets by a rule of its own, which no method's parameters reproduce (the reason in `differs_because`). */
  differs?: PrayerName[];
  differs_because?: string;
}

function rowsOf(entry: SourceEntry): Rows {
  if (!entry.format) return fromAdhanTable(TIMETABLES[entry.file]!);
  const text = readFileSync(path.join(timetablesDir(), entry.file), 'utf8');
  const placed = (rows: Rows['rows'], madhab = 'Shafi') => ({ latitude: entry.latitude!, longitude: entry.longitude!, timezone: entry.timezone!, madhab, rows });
  const parsers: Record<string, () => Omit<Rows, 'tolerance'>> = {
    'habous-html': () => placed(fromHabousHtml(text, entry.year!, entry.first_month!)),
    'habous-json': () => placed(fromHabousJson(text)),
    'marw-csv': () => placed(fromMarwCsv(text)),
    'diyanet-json': () => placed(fromDiyanetJson(text)),
    'diyanet-txt': () => placed(fromDiyanetTxt(text)),
    'diyanet-tsv': () => placed(fromDiyanetTsv(text)),
    'awqaf-txt': () => placed(fromAwqafTxt(text)),
    'ummulqura-txt': () => placed(fromUmmAlQuraTxt(text, entry.year!, entry.first_month!)),
    'survey-csv': () => fromSurveyCsv(text),
    'daily-csv': () => fromDailyCsv(text, entry.timezone!),
    'dumrt-csv': () => fromDumrtCsv(text, entry.timezone!, entry.latitude!, entry.longitude!),
    'isna-ramadan': () => fromIsnaRamadan(text, entry.year!),
    'imam-ali-json': () => placed(fromImamAliJson(text)),
    'mawaqit-json': () => placed(fromMawaqitJson(text, entry.year!)),
  };
  const parsed = parsers[entry.format]!();
  return { ...parsed, tolerance: entry.tolerance_minutes ?? 1 };
}

export interface PrayerAccuracy {
  prayer: PrayerName;
  /** Mean of the absolute differences. */
  mean: number;
  /** Mean of ours minus theirs: which way a steady difference goes. */
  signedMean: number;
  largest: number;
  within: boolean;
  /** The share of days (0-1) within 1 and within 2 minutes. */
  withinOne: number;
  withinTwo: number;
}

export interface TimetableAccuracy {
  file: string;
  city: string;
  method: MethodId;
  publisher: string;
  latitude: number;
  days: number;
  /** How many calendar months (of 12) the dates cover. */
  months: number;
  first: string;
  last: string;
  tolerance: number;
  /** The prayers the table prints (a Shia table prints no Asr or Isha of its own). */
  prayers: PrayerAccuracy[];
  /** Each difference past the tolerance: date, prayer, minutes (ours minus theirs). */
  outside: Array<{ date: string; prayer: PrayerName; minutes: number }>;
  /** The prayers the publisher sets by a rule of its own, and why: reported, not held to the tolerance. */
  differs: PrayerName[];
  differsBecause?: string;
}

let measured: TimetableAccuracy[] | undefined;

/** Every timetable measured (once: the docs page, the methods list and the test read the same). */
export function timetableAccuracy(): TimetableAccuracy[] {
  return (measured ??= (sources.files as SourceEntry[]).map((entry) => {
    const { latitude, longitude, timezone, madhab, tolerance, rows } = rowsOf(entry);
    const printed = PRAYERS.filter((prayer) => rows.every((row) => Number.isFinite(row[prayer])));
    const differences: Record<PrayerName, number[]> = { fajr: [], sunrise: [], dhuhr: [], asr: [], maghrib: [], isha: [] };
    const outside: TimetableAccuracy['outside'] = [];
    for (const row of rows) {
      const [year, month, day] = row.date.split('-').map(Number) as [number, number, number];
      const ours = dayTimes(latitude, longitude, year, month, day, {
        method: entry.method as MethodId,
        fajrAngle: entry.parameters?.fajr_angle,
        ishaAngle: entry.parameters?.isha_angle,
        madhab: madhab === 'Hanafi' ? 'hanafi' : 'shafi',
        highLatitudeRule: entry.high_latitude_rule ?? 'middle-of-the-night',
        polar: 'unresolved',
        adjustments: {},
        imsakMinutes: 10,
      });
      for (const prayer of printed) {
        const local = localIso(ours.times[prayer], timezone);
        const dayShift = local.slice(0, 10) === row.date ? 0 : local.slice(0, 10) < row.date ? -1440 : 1440;
        const minutes = dayShift + Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16)) - row[prayer];
        differences[prayer].push(minutes);
        if (Math.abs(minutes) > tolerance) outside.push({ date: row.date, prayer, minutes });
      }
    }
    return {
      file: entry.file,
      city: entry.city ?? entry.file.replace(/\.(json|txt)$/, '').split('-')[0]!.replace(/^./, (first) => first.toUpperCase()),
      method: entry.method as MethodId,
      publisher: entry.publisher,
      latitude,
      days: rows.length,
      months: new Set(rows.map((row) => row.date.slice(5, 7))).size,
      first: rows[0]!.date,
      last: rows[rows.length - 1]!.date,
      tolerance,
      prayers: printed.map((prayer) => {
        const list = differences[prayer];
        const largest = Math.max(...list.map(Math.abs));
        return {
          prayer,
          mean: list.reduce((sum, value) => sum + Math.abs(value), 0) / list.length,
          signedMean: list.reduce((sum, value) => sum + value, 0) / list.length,
          largest,
          within: largest <= tolerance,
          withinOne: list.filter((value) => Math.abs(value) <= 1).length / list.length,
          withinTwo: list.filter((value) => Math.abs(value) <= 2).length / list.length,
        };
      }),
      outside,
      differs: entry.differs ?? [],
      differsBecause: entry.differs_because,
    };
  }));
}
