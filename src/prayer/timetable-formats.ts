/**
 * The published timetables' layouts as their copiers stored them (data/prayer/timetables): each
 * parser turns one file into dates and minutes after local midnight, for src/prayer/accuracy.ts.
 */
import { PRAYERS, type PrayerName } from './times';

/** "5:38 AM" → minutes after midnight. */
export function minutesOf(text: string): number {
  const [, hour, minute, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
  return ((Number(hour) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minute);
}

/** A published table as dates and minutes after local midnight. */
export interface Rows {
  latitude: number;
  longitude: number;
  timezone: string;
  madhab: string;
  tolerance: number;
  rows: Array<{ date: string } & Record<PrayerName, number>>;
}

/** The value of a "Name: value" line under the table (the copier's note of where it read it). */
const noted = (text: string, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(text)?.[1]?.trim();

/**
 * The Egyptian General Authority of Survey's month for Cairo as its copier wrote it: a CSV
 * (City, Gregorian Date, Hijri Date, Fajr ... Isha, "5:02 AM"), then its source and coordinates.
 */
export function fromSurveyCsv(text: string): Omit<Rows, 'tolerance'> {
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
export function fromIsnaRamadan(text: string, year: number): Omit<Rows, 'tolerance'> {
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
export function fromDailyCsv(text: string, timezone: string): Omit<Rows, 'tolerance'> {
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
export function fromDumrtCsv(text: string, timezone: string, latitude: number, longitude: number): Omit<Rows, 'tolerance'> {
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
export function fromDiyanetTxt(text: string): Rows['rows'] {
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
export function fromAwqafTxt(text: string): Rows['rows'] {
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
export function fromUmmAlQuraTxt(text: string, year: number, firstMonth: number): Rows['rows'] {
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

const ARABIC_DAY = /^\d{1,2}$/;

/**
 * The Ministry of Habous's Hijri month for a city as its page serves it (habous.gov.ma/prieres):
 * a table of rows (weekday, Hijri day, Gregorian day, then Fajr, sunrise, Dhuhr, Asr, Maghrib and
 * Isha on a 24-hour clock); the Gregorian months are named only in the header, so the first month
 * and its year come from sources.json and the month turns where the day number falls.
 */
export function fromHabousHtml(text: string, year: number, firstMonth: number): Rows['rows'] {
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
export function fromHabousJson(text: string): Rows['rows'] {
  const days = (JSON.parse(text) as { days: Record<string, string[]> }).days;
  return Object.entries(days).map(([date, times]) => ({ date, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(times[1 + i]!)])) }) as Rows['rows'][number]);
}

/**
 * The Algerian Ministry of Religious Affairs' yearly calendar for a region's centre as its copier
 * extracted it from the ministry's PDF: a header (الموافق, then the six prayers), then one day a
 * line, the date (YYYY-MM-DD) and the six times as HH:MM:SS on a 24-hour clock.
 */
export function fromMarwCsv(text: string): Rows['rows'] {
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
export function fromDiyanetJson(text: string): Rows['rows'] {
  const names: Record<PrayerName, string> = { fajr: 'imsak', sunrise: 'gunes', dhuhr: 'ogle', asr: 'ikindi', maghrib: 'aksam', isha: 'yatsi' };
  return (JSON.parse(text) as { gunler: Array<Record<string, string>> }).gunler.map((day) => ({ date: day.tarih!, ...Object.fromEntries(PRAYERS.map((prayer) => [prayer, hhmm(day[names[prayer]]!)])) }) as Rows['rows'][number]);
}

/**
 * Diyanet's year for a district abroad as a copier's pipeline extracted it from the district's
 * yearly table on namazvakitleri.diyanet.gov.tr: one day a line, tab-separated, the date
 * (YYYY-MM-DD) then imsak (Fajr), sunrise, Dhuhr, Asr, Maghrib and Isha on a 24-hour clock.
 */
export function fromDiyanetTsv(text: string): Rows['rows'] {
  return text.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2}\t/.test(line)).map((line) => {
    const cells = line.split('\t');
    return { date: cells[0]!, ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(cells[1 + i]!)])) } as Rows['rows'][number];
  });
}

/**
 * The London year of the liaison office of Grand Ayatollah Sistani in London (the Imam Ali
 * Foundation, najaf.org/english/prayer/london) as its copier stored it: one object a day (Location,
 * Date, Month, Year, then Imsaak, Dawn, Sunrise, Noon, Sunset, Maghrib, Midnight on a 24-hour
 * clock). The office prints no Asr and no Isha (prayed with Dhuhr and Maghrib), so those stay unmeasured.
 */
export function fromImamAliJson(text: string): Rows['rows'] {
  return (JSON.parse(text) as Array<Record<string, string>>).map((day) => ({
    date: `${day.Year}-${day.Month!.padStart(2, '0')}-${day.Date!.padStart(2, '0')}`,
    fajr: hhmm(day.Dawn!),
    sunrise: hhmm(day.Sunrise!),
    dhuhr: hhmm(day.Noon!),
    asr: Number.NaN,
    maghrib: hhmm(day.Maghrib!),
    isha: Number.NaN,
  }));
}

/**
 * A mosque's own page on Mawaqit (mawaqit.net), its `confData` as a copier saved it: `calendar` holds
 * twelve months, each day of the month → [Fajr, sunrise, Dhuhr, Asr, Maghrib, Isha] on a 24-hour
 * clock, for the year the page was read (its clock changes are that year's). The calendar is
 * perpetual: its 29 February is left out in a common year.
 */
export function fromMawaqitJson(text: string, year: number): Rows['rows'] {
  const { calendar } = JSON.parse(text) as { calendar: Array<Record<string, string[]>> };
  const exists = (month: number, day: string) => new Date(Date.UTC(year, month, Number(day))).getUTCMonth() === month;
  return calendar.flatMap((month, index) =>
    Object.entries(month).filter(([day]) => exists(index, day)).map(([day, times]) => ({
      date: `${year}-${String(index + 1).padStart(2, '0')}-${day.padStart(2, '0')}`,
      ...Object.fromEntries(PRAYERS.map((prayer, i) => [prayer, hhmm(times[i]!)])),
    }) as Rows['rows'][number]),
  );
}
