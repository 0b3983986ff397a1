/**
 * The Hijri calendars the API answers in, and how each gets its month starts: a published table
 * (`table`), an authority's announcement (`announced`) or a criterion computed with
 * astronomy-engine (`computed`). Every calendar but islamic-civil covers 1343-1500 AH; each month
 * carries the basis of its first day, so an answer can say how its dates were obtained.
 */
import announcedFile from '../../data/hijri-announced.json' with { type: 'json' };
import diyanetFile from '../../data/hijri-diyanet.json' with { type: 'json' };
import { dayNumberToHijri as ummAlQuraDayToHijri, FIRST_DAY_NUMBER, FIRST_YEAR, LAST_DAY_NUMBER, LAST_YEAR } from './calendar';
import { MONTH_STARTS } from './ummalqura-table';
import { CIVIL_EPOCH, CIVIL_LAST_DAY_NUMBER, CIVIL_LAST_YEAR, civilMonthLength, civilToDayNumber, dayNumberToCivil } from './civil';
import { dayStartMs, DAY_MS, newMoonAfter } from './astronomy';
import { fcnaCriterion, istanbulCriterion, mabimsCriterion, mabimsOldCriterion, type Criterion } from './criteria';
import { dayNumberToGregorian, formatIsoDate, gregorianToDayNumber, type YearMonthDay } from './gregorian';

export type CalendarId = 'umm-al-qura' | 'islamic-civil' | 'saudi-announced' | 'diyanet' | 'mabims' | 'fcna';
export const CALENDAR_IDS: readonly CalendarId[] = ['umm-al-qura', 'islamic-civil', 'saudi-announced', 'diyanet', 'mabims', 'fcna'];
export const DEFAULT_CALENDAR: CalendarId = 'umm-al-qura';

/** How a month's first day was obtained. */
export type Basis = 'announced' | 'table' | 'computed';

/** One Hijri calendar: month starts as day numbers (RJD), with the basis of each. */
export interface HijriCalendar {
  id: CalendarId;
  firstYear: number;
  lastYear: number;
  /** First and last day answered (day numbers). */
  firstDay: number;
  lastDay: number;
  monthStart(year: number, month: number): number;
  monthLength(year: number, month: number): number;
  monthBasis(year: number, month: number): Basis;
  toHijri(dayNumber: number): YearMonthDay;
}

export const supportsDay = (calendar: HijriCalendar, dayNumber: number) =>
  Number.isInteger(dayNumber) && dayNumber >= calendar.firstDay && dayNumber <= calendar.lastDay;
export const supportsYear = (calendar: HijriCalendar, year: number) => Number.isInteger(year) && year >= calendar.firstYear && year <= calendar.lastYear;

/** "1343-01-01 to 1500-12-30 AH (1924-08-01 to 2077-11-16)" for messages and the calendars list. */
export function rangeText(calendar: HijriCalendar): string {
  const iso = (dayNumber: number) => formatIsoDate(dayNumberToGregorian(dayNumber));
  return `${formatIsoDate(calendar.toHijri(calendar.firstDay))} to ${formatIsoDate(calendar.toHijri(calendar.lastDay))} AH (${iso(calendar.firstDay)} to ${iso(calendar.lastDay)})`;
}

/** The months 1343/1 .. 1500/12 plus the closing start of 1501/1, as indexes 0..1896. */
const MONTH_COUNT = (LAST_YEAR - FIRST_YEAR + 1) * 12;
const indexOf = (year: number, month: number) => (year - FIRST_YEAR) * 12 + month - 1;

/** A month start and where it came from. */
interface Start {
  day: number;
  basis: Basis;
}

/**
 * A lunar calendar over 1343-1500 AH from a function giving the start of month index i (0..1896),
 * asked lazily and remembered: a computed calendar only does the astronomy of the months asked for.
 */
function lunarCalendar(id: CalendarId, startOf: (index: number) => Start): HijriCalendar {
  const known = new Map<number, Start>();
  const start = (index: number): Start => {
    let found = known.get(index);
    if (!found) known.set(index, (found = startOf(index)));
    return found;
  };
  const check = (year: number, month: number) => {
    if (year < FIRST_YEAR || year > LAST_YEAR || !Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
      throw new RangeError(`no ${id} month ${year}/${month} (${FIRST_YEAR}-${LAST_YEAR}, months 1-12)`);
    }
    return indexOf(year, month);
  };
  const calendar: HijriCalendar = {
    id,
    firstYear: FIRST_YEAR,
    lastYear: LAST_YEAR,
    firstDay: 0,
    lastDay: 0,
    monthStart: (year, month) => start(check(year, month)).day,
    monthLength: (year, month) => {
      const index = check(year, month);
      return start(index + 1).day - start(index).day;
    },
    monthBasis: (year, month) => start(check(year, month)).basis,
    toHijri(dayNumber) {
      if (!supportsDay(calendar, dayNumber)) throw new RangeError(`day number ${dayNumber} is outside the ${id} calendar`);
      // Every calendar here starts its months within a few days of Umm al-Qura's: begin there.
      const near = ummAlQuraDayToHijri(Math.min(LAST_DAY_NUMBER, Math.max(FIRST_DAY_NUMBER, dayNumber)));
      let index = indexOf(near.year, near.month);
      while (index > 0 && start(index).day > dayNumber) index -= 1;
      while (index < MONTH_COUNT - 1 && start(index + 1).day <= dayNumber) index += 1;
      return { year: FIRST_YEAR + Math.floor(index / 12), month: (index % 12) + 1, day: dayNumber - start(index).day + 1 };
    },
  };
  Object.defineProperty(calendar, 'firstDay', { get: () => start(0).day });
  Object.defineProperty(calendar, 'lastDay', { get: () => start(MONTH_COUNT).day - 1 });
  return calendar;
}

// ---------------------------------------------------------------------------------------------
// Announcements (data/hijri-announced.json)

interface AnnouncedEntry {
  calendar: string;
  month: string;
  first_day: string;
}

/** The announced month starts of a calendar, by month index. Throws on an entry that does not read. */
export function announcedStarts(calendar: CalendarId, entries: readonly AnnouncedEntry[] = announcedFile.announced): Map<number, number> {
  const starts = new Map<number, number>();
  for (const entry of entries) {
    if (entry.calendar !== calendar) continue;
    const month = /^(\d{4})-(\d{2})$/.exec(entry.month);
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(entry.first_day);
    if (!month || !day) throw new Error(`data/hijri-announced.json: ${JSON.stringify(entry)} is not {month: YYYY-MM, first_day: YYYY-MM-DD}`);
    starts.set(indexOf(Number(month[1]), Number(month[2])), gregorianToDayNumber(Number(day[1]), Number(day[2]), Number(day[3])));
  }
  return starts;
}

/**
 * A start function with the announcements of a calendar laid over it. A month begun early by an
 * announcement still ends by its 30th day: when the next month has no announcement of its own and
 * its tabled or computed start would make the announced month 31 days long, it begins after 30 days
 * (basis announced, since it follows from the announcement). Saudi Arabia's Dhu al-Hijjah 1428 is
 * the one case in the data.
 */
function withAnnouncements(calendar: CalendarId, base: (index: number) => Start): (index: number) => Start {
  const announced = announcedStarts(calendar);
  return (index) => {
    const day = announced.get(index);
    if (day !== undefined) return { day, basis: 'announced' };
    const start = base(index);
    const previous = announced.get(index - 1);
    if (previous !== undefined && start.day - previous > 30) return { day: previous + 30, basis: 'announced' };
    return start;
  };
}

// ---------------------------------------------------------------------------------------------
// Computed starts

/**
 * The new moon a month follows: the first conjunction after four days before the Umm al-Qura start
 * of the same month (Umm al-Qura begins its months from the day of the conjunction to about a day
 * after it, so this is never the previous month's).
 */
export function conjunctionOfMonth(index: number): number {
  const found = newMoonAfter(dayStartMs(MONTH_STARTS[index]!) - 4 * DAY_MS, 8);
  if (found === null) throw new Error(`no new moon near month index ${index}`);
  return found;
}

const computedBy = (criterion: Criterion) => (index: number): Start => ({ day: criterion(conjunctionOfMonth(index)), basis: 'computed' });

/** The first month Indonesia's sidang isbat decided by neo-MABIMS: Ramadan 1443 (isbat of 1 April 2022). */
export const NEO_MABIMS_FROM = { year: 1443, month: 9 } as const;
const mabimsStart = (index: number): Start =>
  computedBy(index < indexOf(NEO_MABIMS_FROM.year, NEO_MABIMS_FROM.month) ? mabimsOldCriterion : mabimsCriterion)(index);

// ---------------------------------------------------------------------------------------------
// The Diyanet table (data/hijri-diyanet.json)

const DIYANET_OFFSET = (FIRST_YEAR - diyanetFile.first_year) * 12 + 1 - diyanetFile.first_month;
/** Month indexes (from 1343/1) the Diyanet table gives, the last one closing the table. */
export const DIYANET_TABLE_LAST_INDEX = diyanetFile.month_starts.length - 1 - DIYANET_OFFSET;

const diyanetStart = (index: number): Start =>
  index <= DIYANET_TABLE_LAST_INDEX ? { day: diyanetFile.month_starts[index + DIYANET_OFFSET]!, basis: 'table' } : computedBy(istanbulCriterion)(index);

// ---------------------------------------------------------------------------------------------
// islamic-civil, over its own range

const civilCalendar: HijriCalendar = {
  id: 'islamic-civil',
  firstYear: 1,
  lastYear: CIVIL_LAST_YEAR,
  firstDay: CIVIL_EPOCH,
  lastDay: CIVIL_LAST_DAY_NUMBER,
  monthStart: (year, month) => civilToDayNumber(year, month, 1),
  monthLength: civilMonthLength,
  monthBasis: () => 'computed',
  toHijri: dayNumberToCivil,
};

const CALENDARS: Record<CalendarId, HijriCalendar> = {
  'umm-al-qura': lunarCalendar('umm-al-qura', (index) => ({ day: MONTH_STARTS[index]!, basis: 'table' })),
  'islamic-civil': civilCalendar,
  'saudi-announced': lunarCalendar('saudi-announced', withAnnouncements('saudi-announced', (index) => ({ day: MONTH_STARTS[index]!, basis: 'table' }))),
  diyanet: lunarCalendar('diyanet', withAnnouncements('diyanet', diyanetStart)),
  mabims: lunarCalendar('mabims', withAnnouncements('mabims', mabimsStart)),
  fcna: lunarCalendar('fcna', withAnnouncements('fcna', computedBy(fcnaCriterion))),
};

export function hijriCalendar(id: CalendarId): HijriCalendar {
  return CALENDARS[id];
}

export const isCalendarId = (text: string): text is CalendarId => (CALENDAR_IDS as readonly string[]).includes(text);
