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

/** "5:38 AM" → minutes after midnight. */
function minutesOf(text: string): number {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

/** A published table as dates and minutes after local midnight. */
interface Rows {
  latitude: number;
  longitude: number;
  timezone: string;
  madhab: string;
  tolerance: number;
  rows: Array<{ date: string } & Record<PrayerName, number>>;
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

/** The value of a "Name: value" line under the table (the copier's note of where it read it). */
const noted = (text: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(text)?.[1]?.trim();

/**
 * The Egyptian General Authority of Survey's month for Cairo as its copier wrote it: a CSV
 * (City, Gregorian Date, Hijri Date, Fajr ... Isha, "5:02 AM"), then its source and coordinates.
 */
function fromSurveyCsv(text: string): Omit<Rows, 'tolerance'> {
  const rows = text.split('\n').filter((line) => /^[^,]+,\d{4}-\d{2}-\d{2},/.test(line)).map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    return { date: cells[1]!, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, minutesOf(cells[3 + i]!)])) } as Rows['rows'][number];
  });
  return { latitude: Number(noted(text, 'latitude')), longitude: Number(noted(text, 'longitude')), timezone: 'Africa/Cairo', madhab: 'Shafi', rows };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * ISNA Canada's Ramadan timetable as its copier wrote it: RAMADAN, DAY, DATE ("MAR 1"), then the
 * times on a 12-hour clock without AM/PM (Fajr and sunrise in the morning, the rest from noon), then the place's coordinates on a line of their own.
 */
function fromIsnaRamadan(text: string, year: number): Omit<Rows, 'tolerance'> {
  const rows = text.split('\n').filter((line) => /^\d+,[A-Z]{3},[A-Z]{3} \d+,/.test(line)).map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const [monthName, day] = cells[2]!.split(' ') as [string, string];
    const date = `${year}-${String(MONTHS.indexOf(monthName) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
    const minutes = (prayer: PrayerName, cell: string) => {
      const [hour, minute] = cell.split(':').map(Number) as [number, number];
      const afternoon = prayer !== 'fajr' && prayer !== 'sunrise';
      return ((hour % 12) + (afternoon ? 12 : 0)) * 60 + minute;
    };
    return { date, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, minutes(prayer, cells[3 + i]!)])) } as Rows['rows'][number];
  });
  const [latitude, longitude] = /^(-?\d+\.\d+),(-?\d+\.\d+)$/m.exec(text)!.slice(1).map(Number) as [number, number];
  return { latitude, longitude, timezone: 'America/Toronto', madhab: 'Shafi', rows };
}

/**
 * A day-per-line CSV on a 24-hour clock (Gregorian Date, Hijri Date, Fajr, Sunrise, Dhuhr, Asr,
 * Sunset, Maghrib, Isha, Midnight), then its source and coordinates as "Name: value" lines.
 */
function fromDailyCsv(text: string, timezone: string): Omit<Rows, 'tolerance'> {
  const lines = text.split('\n');
  const header = lines.find((line) => line.startsWith('Gregorian Date,'))!.split(',').map((cell) => cell.trim().toLowerCase());
  const rows = lines.filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line)).map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const minutes = (prayer: PrayerName) => {
      const [hour, minute] = cells[header.indexOf(prayer)]!.split(':').map(Number) as [number, number];
      return hour * 60 + minute;
    };
    return { date: cells[0]!, ...Object.fromEntries(PRAYERS.map((prayer) => [prayer, minutes(prayer)])) } as Rows['rows'][number];
  });
  return { latitude: Number(noted(text, 'latitude')), longitude: Number(noted(text, 'longitude')), timezone, madhab: 'Shafi', rows };
}

/**
 * The Spiritual Administration of Muslims of Tatarstan's yearly CSV for a town (dumrt.ru), as served:
 * no header, one day a line, `;`-separated: date (dd.mm.yyyy), end of suhur (its Fajr), the Fajr
 * prayed in mosques, sunrise, solar noon, Zuhr, Asr, Maghrib, Isha, and a tenth column not compared;
 * times H:MM on a 24-hour clock. The place's coordinates are not in the file: sources.json gives them.
 */
function fromDumrtCsv(text: string, timezone: string, latitude: number, longitude: number): Omit<Rows, 'tolerance'> {
  const column: Record<PrayerName, number> = { fajr: 1, sunrise: 3, dhuhr: 5, asr: 6, maghrib: 7, isha: 8 };
  const rows = text.split('\n').filter((line) => /^\d{2}\.\d{2}\.\d{4};/.test(line)).map((line) => {
    const cells = line.split(';').map((cell) => cell.trim());
    const [day, month, year] = cells[0]!.split('.');
    const minutes = (prayer: PrayerName) => {
      const [hour, minute] = cells[column[prayer]]!.split(':').map(Number) as [number, number];
      return hour * 60 + minute;
    };
    return { date: `${year}-${month}-${day}`, ...Object.fromEntries(PRAYERS.map((prayer) => [prayer, minutes(prayer)])) } as Rows['rows'][number];
  });
  return { latitude, longitude, timezone, madhab: 'Hanafi', rows };
}

/** "04:40 AM" or "4:40 am" → minutes after midnight. */
const twelveHour = (text: string) => minutesOf(text.trim().toUpperCase().replace(/^(\d):/, '0$1:').replace(/^0(\d):/, '$1:'));

/**
 * Diyanet's month as its copier pasted it from namazvakitleri.diyanet.gov.tr: DD.MM.YYYY, the Hijri
 * date, then Fajr (imsak), sunrise, Dhuhr, Asr, Maghrib and Isha, tab-separated, on a 24-hour clock.
 */
function fromDiyanetTxt(text: string): Rows['rows'] {
  return text.split('\n').filter((line) => /^\d{2}\.\d{2}\.\d{4}\t/.test(line)).map((line) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    const [day, month, year] = cells[0]!.split('.');
    return { date: `${year}-${month}-${day}`, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(cells[2 + i]!)])) } as Rows['rows'][number];
  });
}

const hhmm = (cell: string) => {
  const [hour, minute] = cell.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

/** The UAE Awqaf's month as its copier pasted it: weekday, M/D/YYYY, the Hijri D/M/YYYY, then the six times on a 12-hour clock ("04:40 AM"). */
function fromAwqafTxt(text: string): Rows['rows'] {
  return text.split('\n').filter((line) => /^\w+ \d{1,2}\/\d{1,2}\/\d{4} /.test(line)).map((line) => {
    const [, month, day, year, rest] = /^\w+ (\d{1,2})\/(\d{1,2})\/(\d{4}) \S+ (.*)$/.exec(line.trim())!;
    const times = rest!.match(/\d{1,2}:\d{2} [AP]M/g)!;
    return { date: `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, twelveHour(times[i]!)])) } as Rows['rows'][number];
  });
}

/**
 * Umm al-Qura's Hijri month for a city as its copier pasted it from ummulqura.org.sa: the Hijri day,
 * the Gregorian day (its month named on the first row only), then the six times on a 12-hour clock
 * without AM/PM (Fajr and sunrise in the morning, Dhuhr at noon, the rest in the afternoon). The
 * first Gregorian month and its year are in sources.json.
 */
function fromUmmAlQuraTxt(text: string, year: number, firstMonth: number): Rows['rows'] {
  let month = firstMonth;
  let previous = 0;
  return text.split('\n').filter((line) => /^\d{1,2}\t\d{1,2}/.test(line)).map((line) => {
    const cells = line.split('\t').map((cell) => cell.trim());
    const day = Number(cells[1]!.split(' ')[0]);
    if (day < previous) month += 1;
    previous = day;
    const minutes = (prayer: PrayerName, cell: string) => {
      const value = hhmm(cell);
      return prayer === 'fajr' || prayer === 'sunrise' || (prayer === 'dhuhr' && value >= 600) ? value : value + 720;
    };
    return { date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, minutes(prayer, cells[2 + i]!)])) } as Rows['rows'][number];
  });
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
  /** The angles of a publisher's rule that no named method has, asked as method=custom. */
  parameters?: { fajr_angle?: number; isha_angle?: number };
  /** Prayers the publisher sets by a rule of its own, which no method's parameters reproduce (the reason in `differs_because`). */
  differs?: PrayerName[];
  differs_because?: string;
}

const ARABIC_DAY = /^\d{1,2}$/;

/**
 * The Ministry of Habous's Hijri month for a city as its page serves it (habous.gov.ma/prieres):
 * a table of rows (weekday, Hijri day, Gregorian day, then Fajr, sunrise, Dhuhr, Asr, Maghrib and
 * Isha on a 24-hour clock); the Gregorian months are named only in the header, so the first month
 * and its year come from sources.json and the month turns where the day number falls.
 */
function fromHabousHtml(text: string, year: number, firstMonth: number): Rows['rows'] {
  let month = firstMonth;
  let previous = 0;
  return [...text.matchAll(/<tr align="center"[^>]*>([\s\S]*?)<\/tr>/g)].flatMap((match) => {
    const cells = [...match[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!.trim());
    if (cells.length !== 9 || !ARABIC_DAY.test(cells[2]!)) return [];
    const day = Number(cells[2]);
    if (day < previous) month += 1;
    previous = day;
    return [{ date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(cells[3 + i]!)])) } as Rows['rows'][number]];
  });
}

/**
 * The Ministry of Habous's times for a city as a copier stores them: `days` maps each date to seven
 * times, the copier's imsak (its own Fajr − 10 minutes, not compared) then the ministry's Fajr,
 * sunrise, Dhuhr, Asr, Maghrib and Isha.
 */
function fromHabousJson(text: string): Rows['rows'] {
  const days = (JSON.parse(text) as { days: Record<string, string[]> }).days;
  return Object.entries(days).map(([date, times]) => ({ date, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(times[1 + i]!)])) }) as Rows['rows'][number]);
}

/**
 * The Algerian Ministry of Religious Affairs' yearly calendar for a region's centre as its copier
 * extracted it from the ministry's PDF: a header (الموافق, then the six prayers), then one day a
 * line, the date (YYYY-MM-DD) and the six times as HH:MM:SS on a 24-hour clock.
 */
function fromMarwCsv(text: string): Rows['rows'] {
  return text.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2},/.test(line)).map((line) => {
    const cells = line.split(',').map((cell) => cell.trim());
    return { date: cells[0]!, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(cells[1 + i]!)])) } as Rows['rows'][number];
  });
}

/**
 * Diyanet's calendar for a district abroad as a copier stores it from namazvakitleri.diyanet.gov.tr:
 * `gunler`, one object a day with `tarih` (YYYY-MM-DD) and imsak (Fajr), gunes, ogle, ikindi, aksam
 * and yatsi on a 24-hour clock.
 */
function fromDiyanetJson(text: string): Rows['rows'] {
  const names: Record<PrayerName, string> = { fajr: 'imsak', sunrise: 'gunes', dhuhr: 'ogle', asr: 'ikindi', maghrib: 'aksam', isha: 'yatsi' };
  return (JSON.parse(text) as { gunler: Array<Record<string, string>> }).gunler.map((day) => ({ date: day.tarih!, ...Object.fromEntries(PRAYERS.map((prayer) => [prayer, hhmm(day[names[prayer]]!)])) }) as Rows['rows'][number]);
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
    'awqaf-txt': () => placed(fromAwqafTxt(text)),
    'ummulqura-txt': () => placed(fromUmmAlQuraTxt(text, entry.year!, entry.first_month!)),
    'survey-csv': () => fromSurveyCsv(text),
    'daily-csv': () => fromDailyCsv(text, entry.timezone!),
    'dumrt-csv': () => fromDumrtCsv(text, entry.timezone!, entry.latitude!, entry.longitude!),
    'isna-ramadan': () => fromIsnaRamadan(text, entry.year!),
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
    const differences: Record<PrayerName, number[]> = { fajr: [], sunrise: [], dhuhr: [], asr: [], maghrib: [], isha: [] };
    const outside: TimetableAccuracy['outside'] = [];
    for (const row of rows) {
      const [year, month, day] = row.date.split('-').map(Number) as [number, number, number];
      const ours = dayTimes(latitude, longitude, year, month, day, {
        method: entry.method as MethodId,
        fajrAngle: entry.parameters?.fajr_angle,
        ishaAngle: entry.parameters?.isha_angle,
        madhab: madhab === 'Hanafi' ? 'hanafi' : 'shafi',
        highLatitudeRule: 'middle-of-the-night',
        polar: 'unresolved',
        adjustments: {},
        imsakMinutes: 10,
      });
      for (const prayer of PRAYERS) {
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
      prayers: PRAYERS.map((prayer) => {
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
