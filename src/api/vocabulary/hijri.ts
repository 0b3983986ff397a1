/**
 * The Hijri parameters. A calendar arrives read (umm-al-qura, unnamed, when absent), and the dates
 * and years that depend on it are read after it, within its range: a handler gets values only.
 */
import { CALENDAR_IDS, DEFAULT_CALENDAR, type CalendarId, type HijriCalendar } from '../../hijri/calendars';
import { FIRST_YEAR, LAST_YEAR } from '../../hijri/calendar';
import { parseGregorianDate, parseHijriDate, parseHijriMonth } from '../../hijri/parse';
import { parseGregorianYear } from '../../hijri/reckoned-events';
import {
  DEFAULT_RECKONING,
  MAX_ADJUSTMENT,
  isDefaultReckoning,
  parseAdjustment,
  parseAnyGregorianDate,
  parseCalendar,
  parseCalendarHijriDate,
  parseCalendarYear,
  parseGregorianMonth,
  parseGregorianYearOfMonth,
  type Reckoning,
} from '../../hijri/reckoning';
import { defineParam } from './param';
import { defineShape } from './shape';

/** A calendar as a route receives it: its id, and whether the request named it. */
export interface CalendarChoice {
  calendar: CalendarId;
  /** The calendar of that id, looked up once. */
  rules: HijriCalendar;
  named: boolean;
}

/** The reckoning of a route's values: its calendar, and its adjustment (0 where the route has none). */
export const reckoningOf = (values: { calendar: CalendarChoice; adjustment?: number }): Reckoning => ({ ...values.calendar, adjustment: values.adjustment ?? 0 });

/** One of the ids of /v1/hijri/calendars, compared exactly: 400 invalid_calendar. */
export const CALENDAR = defineParam({
  description: 'the calendar, one of the ids of /v1/hijri/calendars; an answer that names one says so (calendar, basis)',
  example: 'diyanet',
  schema: { type: 'string', enum: [...CALENDAR_IDS], default: DEFAULT_CALENDAR },
  codes: ['invalid_calendar'],
  default: (): CalendarChoice => ({ calendar: DEFAULT_CALENDAR, rules: DEFAULT_RECKONING.rules, named: false }),
  defaultText: DEFAULT_CALENDAR,
  read: (raw): CalendarChoice => parseCalendar(raw),
});

/** Days added to the calendar's dates where a country's month began a day or two apart: 400 invalid_adjustment. */
export const ADJUSTMENT = defineParam({
  description: `whole days, -${MAX_ADJUSTMENT} to ${MAX_ADJUSTMENT}, to move the calendar's dates (1 when your country's month began a day after the calendar's)`,
  example: '1',
  schema: { type: 'integer', minimum: -MAX_ADJUSTMENT, maximum: MAX_ADJUSTMENT, default: 0 },
  codes: ['invalid_adjustment'],
  default: () => 0,
  defaultText: '0',
  read: (raw) => parseAdjustment(raw),
});

type HijriEarlier = { calendar?: CalendarChoice; adjustment?: number };
const calendarIdOf = (earlier: Readonly<Record<string, unknown>>) => (earlier as HijriEarlier).calendar?.calendar ?? DEFAULT_CALENDAR;
const calendarOf = (earlier: Readonly<Record<string, unknown>>) => (earlier as HijriEarlier).calendar?.rules ?? DEFAULT_RECKONING.rules;
const isDefault = (earlier: Readonly<Record<string, unknown>>) => {
  const { calendar, adjustment } = earlier as HijriEarlier;
  return isDefaultReckoning({ calendar: calendar?.calendar ?? DEFAULT_CALENDAR, rules: calendarOf(earlier), named: calendar?.named ?? false, adjustment: adjustment ?? 0 });
};

/**
 * A Gregorian date as its day number: in the Umm al-Qura range under the default reckoning; any
 * real date under another (the range of that calendar is checked by the answer, after the adjustment).
 */
export const GREGORIAN_DATE = defineParam({
  description: 'a Gregorian date in YYYY-MM-DD',
  example: '2024-03-11',
  schema: { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  codes: ['invalid_date', 'date_out_of_range'],
  required: true,
  after: ['calendar', 'adjustment'],
  read: (raw, earlier) => (isDefault(earlier) ? parseGregorianDate(raw) : parseAnyGregorianDate(raw)),
});

/** A Hijri date of the calendar, as the day number of that Hijri day. */
export const HIJRI_DATE = defineParam({
  description: 'a Hijri date in YYYY-MM-DD',
  example: '1445-09-01',
  schema: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  codes: ['invalid_date', 'date_out_of_range'],
  required: true,
  after: ['calendar', 'adjustment'],
  read: (raw, earlier) => (isDefault(earlier) ? parseHijriDate(raw) : parseCalendarHijriDate(raw, calendarOf(earlier))),
});

const HIJRI_YEAR_DOC = {
  description: `a Hijri year in ${FIRST_YEAR}-${LAST_YEAR}`,
  example: '1445',
  schema: { type: 'integer', minimum: FIRST_YEAR, maximum: LAST_YEAR },
  codes: ['invalid_year'],
  after: ['calendar'],
  emptyIsMissing: true,
  read: (raw: string, earlier: Readonly<Record<string, unknown>>) => parseCalendarYear(raw, calendarOf(earlier)),
} as const;

/** A Hijri year within the calendar's range: 400 invalid_year. */
export const HIJRI_YEAR = defineParam({ ...HIJRI_YEAR_DOC, required: true });
/** The same, where the route takes another span instead. */
export const HIJRI_YEAR_OPTIONAL = defineParam(HIJRI_YEAR_DOC);

const HIJRI_MONTH_DOC = {
  description: 'a Hijri month number in 1-12',
  example: '9',
  schema: { type: 'integer', minimum: 1, maximum: 12 },
  codes: ['invalid_month'],
  emptyIsMissing: true,
  read: (raw: string) => parseHijriMonth(raw),
} as const;

export const HIJRI_MONTH = defineParam({ ...HIJRI_MONTH_DOC, required: true });
export const HIJRI_MONTH_OPTIONAL = defineParam(HIJRI_MONTH_DOC);

/** A Gregorian month number, 1-12: 400 invalid_month. */
export const GREGORIAN_MONTH = defineParam({
  description: 'a Gregorian month number in 1-12',
  example: '3',
  schema: { type: 'integer', minimum: 1, maximum: 12 },
  codes: ['invalid_month'],
  required: true,
  read: (raw) => parseGregorianMonth(raw),
});

/** The Gregorian year of a month, read with its month: the month must be in the calendar's range. */
export const GREGORIAN_YEAR_OF_MONTH = defineParam({
  description: 'a Gregorian year',
  example: '2025',
  schema: { type: 'integer', minimum: 1, maximum: 9999 },
  codes: ['invalid_year', 'date_out_of_range'],
  required: true,
  after: ['calendar', 'month'],
  read: (raw, earlier) => parseGregorianYearOfMonth(raw, earlier.month as number, calendarIdOf(earlier)),
});

/** A Gregorian year wholly inside the calendar's range: 400 invalid_year. */
export const GREGORIAN_YEAR = defineParam({
  description: "a Gregorian year wholly inside the calendar's range",
  example: '2025',
  schema: { type: 'integer', minimum: 1 },
  codes: ['invalid_year'],
  after: ['calendar'],
  read: (raw, earlier) => parseGregorianYear(raw, calendarIdOf(earlier)),
});

/** The days whose events are asked for: a Gregorian year, a Hijri year, a Hijri month of one year, or a month of every year. */
export type HijriSpan =
  | { kind: 'gregorian-year'; year: number }
  | { kind: 'hijri-year'; year: number }
  | { kind: 'hijri-month'; year: number; month: number }
  | { kind: 'month-of-every-year'; month: number };

/** `month`, `year` (with month or alone) or `gregorian_year`: one span of days, never two. */
export const HIJRI_SPAN = defineShape({
  members: { month: HIJRI_MONTH_OPTIONAL, year: HIJRI_YEAR_OPTIONAL, gregorian_year: GREGORIAN_YEAR },
  rules: { anyOf: [['month'], ['year'], ['gregorian_year']], exclusive: [['gregorian_year'], ['year', 'month']] },
  read: ({ month, year, gregorian_year }): HijriSpan => {
    if (gregorian_year !== undefined) return { kind: 'gregorian-year', year: gregorian_year };
    if (month === undefined) return { kind: 'hijri-year', year: year! };
    return year === undefined ? { kind: 'month-of-every-year', month } : { kind: 'hijri-month', year, month };
  },
});

/** A whole year of days: `year` (Hijri) or `gregorian_year`, never both. */
export const HIJRI_YEAR_SPAN = defineShape({
  members: { year: HIJRI_YEAR_OPTIONAL, gregorian_year: GREGORIAN_YEAR },
  rules: { anyOf: [['year'], ['gregorian_year']], exclusive: [['gregorian_year'], ['year']] },
  read: ({ year, gregorian_year }): Extract<HijriSpan, { kind: 'gregorian-year' | 'hijri-year' }> =>
    gregorian_year !== undefined ? { kind: 'gregorian-year', year: gregorian_year } : { kind: 'hijri-year', year: year! },
});
