/**
 * The JSON Schemas of the Hijri answers (days, months, years, events, calendars), for the OpenAPI
 * document's components; the paths that answer with them are hijri.ts.
 */
import { FIRST_YEAR, LAST_YEAR } from '../hijri/calendar';
import { CALENDAR_IDS } from '../hijri/calendars';
import { HIJRI_MONTHS_ARABIC, HIJRI_MONTHS_ENGLISH, WEEKDAYS_ARABIC, WEEKDAYS_ENGLISH } from '../hijri/names';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

// Dates are YYYY-MM-DD inside the supported years; the day-of-month limit is the table's, not a regex's.
const MONTH_DAY = '(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])';
const hijriDate = { type: 'string', pattern: `^(134[3-9]|13[5-9][0-9]|14[0-9]{2}|1500)-${MONTH_DAY}$` };
const gregorianDate = { type: 'string', pattern: `^(192[4-9]|19[3-9][0-9]|20[0-6][0-9]|207[0-7])-${MONTH_DAY}$` };
const hijriYear = { type: 'integer', minimum: FIRST_YEAR, maximum: LAST_YEAR };
const hijriMonth = { type: 'integer', minimum: 1, maximum: 12 };
const eventId = { type: 'string', pattern: '^[a-z][a-z0-9_]*$' };

const dayProperties = {
  hijri: { ...hijriDate, description: 'The Hijri date, YYYY-MM-DD.', examples: ['1445-09-01'] },
  year: hijriYear,
  month: hijriMonth,
  day: { type: 'integer', minimum: 1, maximum: 31, description: 'Day of the Hijri month; 28 to 31 days per month, per the table.' },
  month_name_arabic: { enum: [...HIJRI_MONTHS_ARABIC] },
  month_name_english: { enum: [...HIJRI_MONTHS_ENGLISH] },
  gregorian: { ...gregorianDate, description: 'The Gregorian date of the same day, YYYY-MM-DD.', examples: ['2024-03-11'] },
  day_of_week_arabic: { enum: [...WEEKDAYS_ARABIC] },
  day_of_week_english: { enum: [...WEEKDAYS_ENGLISH] },
};
const dayRequired = Object.keys(dayProperties);

const eventProperties = {
  day: { type: 'integer', minimum: 1, maximum: 30, description: 'Day of the Hijri month.' },
  name_english: { type: 'string', minLength: 1 },
  name_arabic: { type: 'string', minLength: 1 },
  description: { type: 'string', minLength: 1 },
  observed: {
    enum: ['day', 'night_before'],
    description:
      '`day`: the event is the Hijri day itself. `night_before`: the event is the night before that day, which begins at sunset on the evening before (Islamic days begin at sunset).',
  },
  id: { ...eventId, description: 'Stable identifier of the event, e.g. `laylat_al_qadr_27`.' },
};
const eventRequired = Object.keys(eventProperties);
const monthHeader = {
  month: hijriMonth,
  month_name_arabic: { enum: [...HIJRI_MONTHS_ARABIC] },
  month_name_english: { enum: [...HIJRI_MONTHS_ENGLISH] },
};

const anyDate = { type: 'string', pattern: `^[0-9]{4}-${MONTH_DAY}$` };
const calendarProperty = { enum: [...CALENDAR_IDS], description: 'Present only when `calendar` was sent: the calendar of the answer.' };
const basisProperty = {
  enum: ['announced', 'table', 'computed'],
  description: "Present only when `calendar` was sent: how the month's first day was obtained (an authority's announcement, a published table, or computed by the calendar's criterion).",
};
const reckoningProperties = {
  calendar: calendarProperty,
  basis: basisProperty,
  adjustment: { enum: [-2, -1, 1, 2], description: 'Present only when a non-zero adjustment was applied.' },
};
const reckonedDayProperties = {
  ...dayProperties,
  hijri: { ...anyDate, description: 'The Hijri date, YYYY-MM-DD (in the calendar asked for, after the adjustment).' },
  year: { type: 'integer', minimum: 1, maximum: 9666 },
  gregorian: { ...anyDate, description: 'The Gregorian date of the day, YYYY-MM-DD.' },
};
const occurrenceProperties = {
  month: hijriMonth,
  ...eventProperties,
  hijri: { ...hijriDate, description: 'The Hijri date of the event day.' },
  gregorian: { ...anyDate, description: 'The Gregorian date of the Hijri day (its daytime), moved back by the adjustment if any.' },
  night_begins_gregorian: { ...anyDate, description: 'Only for `night_before` events: the Gregorian date on whose evening the night begins.' },
  basis: basisProperty,
};
const nightRule = {
  if: { properties: { observed: { const: 'night_before' } } },
  then: { required: ['night_begins_gregorian'] },
  else: { not: { required: ['night_begins_gregorian'] } },
};

export const hijriSchemas = {
  HijriCalendars: {
    type: 'object',
    description: 'The calendars `calendar=` accepts, with how each obtains its dates.',
    additionalProperties: false,
    required: ['default', 'calendars'],
    properties: {
      default: { const: 'umm-al-qura' },
      calendars: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'name', 'authority', 'countries', 'criterion', 'bases', 'range', 'source', 'licence'],
          properties: {
            id: { enum: [...CALENDAR_IDS] },
            name: { type: 'string' },
            authority: { type: 'string' },
            countries: { type: 'array', items: { type: 'string' } },
            criterion: { type: 'string', description: 'How a month begins, with the reference place and thresholds of a computed calendar.' },
            bases: { type: 'array', items: basisProperty, description: 'The bases its months can have.' },
            range: {
              type: 'object',
              additionalProperties: false,
              required: ['hijri_first', 'hijri_last', 'gregorian_first', 'gregorian_last'],
              properties: { hijri_first: anyDate, hijri_last: anyDate, gregorian_first: anyDate, gregorian_last: anyDate },
            },
            source: { type: 'string' },
            licence: { type: 'string' },
          },
        },
      },
    },
  },
  ReckonedDay: {
    type: 'object',
    description: 'A Hijri day object under the calendar and adjustment asked for; with the defaults, exactly HijriDay.',
    additionalProperties: false,
    required: dayRequired,
    properties: { ...reckonedDayProperties, ...reckoningProperties },
  },
  ReckonedMonth: {
    type: 'object',
    additionalProperties: false,
    required: ['year', 'month', 'month_name_arabic', 'month_name_english', 'days_in_month', 'gregorian_start', 'gregorian_end', 'days'],
    properties: {
      year: { type: 'integer', minimum: 1, maximum: 9666 },
      ...monthHeader,
      days_in_month: { type: 'integer', minimum: 28, maximum: 31 },
      gregorian_start: anyDate,
      gregorian_end: anyDate,
      days: { type: 'array', minItems: 28, maxItems: 31, items: { type: 'object', additionalProperties: false, required: dayRequired, properties: reckonedDayProperties } },
      ...reckoningProperties,
    },
  },
  GregorianMonth: {
    type: 'object',
    description: 'A Gregorian month with the Hijri day of each of its days in range.',
    additionalProperties: false,
    required: ['year', 'month', 'month_name_english', 'days_in_month', 'days'],
    properties: {
      year: { type: 'integer', minimum: 622, maximum: 9999 },
      month: hijriMonth,
      month_name_english: { type: 'string', examples: ['March'] },
      days_in_month: { type: 'integer', minimum: 28, maximum: 31, description: 'Days of the Gregorian month. `days` lists fewer only in the last month of the range, 2077-11 (days 1-16).' },
      days: {
        type: 'array',
        minItems: 1,
        maxItems: 31,
        items: { type: 'object', additionalProperties: false, required: dayRequired, properties: { ...reckonedDayProperties, basis: basisProperty } },
      },
      calendar: calendarProperty,
    },
  },
  HijriYear: {
    type: 'object',
    additionalProperties: false,
    required: ['year', 'days_in_year', 'gregorian_start', 'gregorian_end', 'months'],
    properties: {
      year: { type: 'integer', minimum: 1, maximum: 9666 },
      days_in_year: { type: 'integer', minimum: 353, maximum: 356 },
      gregorian_start: anyDate,
      gregorian_end: anyDate,
      months: {
        type: 'array',
        minItems: 12,
        maxItems: 12,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['month', 'month_name_arabic', 'month_name_english', 'days_in_month', 'gregorian_start', 'gregorian_end'],
          properties: { ...monthHeader, days_in_month: { type: 'integer', minimum: 28, maximum: 31 }, gregorian_start: anyDate, gregorian_end: anyDate, basis: basisProperty },
        },
      },
      calendar: calendarProperty,
    },
  },
  HijriOccurrence: {
    type: 'object',
    description: 'One occurrence of an event: the dated event plus its Hijri month.',
    additionalProperties: false,
    required: ['month', ...eventRequired, 'hijri', 'gregorian'],
    properties: occurrenceProperties,
    ...nightRule,
  },
  HijriYearEvents: {
    type: 'object',
    description: 'Every event of a Hijri year in date order (`?year=` without `month`).',
    additionalProperties: false,
    required: ['year', 'events', 'omitted'],
    properties: {
      year: hijriYear,
      events: { type: 'array', items: ref('HijriOccurrence') },
      omitted: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['month', 'day', 'name_english', 'name_arabic', 'id', 'reason'], properties: { month: hijriMonth, day: eventProperties.day, name_english: eventProperties.name_english, name_arabic: eventProperties.name_arabic, id: eventId, reason: { type: 'string' } } } },
      calendar: calendarProperty,
      adjustment: reckoningProperties.adjustment,
    },
  },
  GregorianYearEvents: {
    type: 'object',
    description: 'Every occurrence of every event whose Gregorian date falls in `gregorian_year`, in date order; an event can occur twice.',
    additionalProperties: false,
    required: ['gregorian_year', 'events'],
    properties: {
      gregorian_year: { type: 'integer', minimum: 1925, maximum: 2076 },
      events: { type: 'array', items: ref('HijriOccurrence') },
      calendar: calendarProperty,
      adjustment: reckoningProperties.adjustment,
    },
  },
  HijriDay: {
    type: 'object',
    description: 'One day in the Umm al-Qura calendar: the nine fields of the spec, in this order.',
    additionalProperties: false,
    required: dayRequired,
    properties: dayProperties,
  },
  HijriToday: {
    type: 'object',
    description: 'The Hijri day object of today in `timezone`, plus that zone.',
    additionalProperties: false,
    required: [...dayRequired, 'timezone'],
    properties: {
      ...dayProperties,
      timezone: { type: 'string', minLength: 1, description: 'The IANA zone used, as sent in `tz` (or the server default).', examples: ['Asia/Riyadh'] },
      ...reckoningProperties,
      year: { type: 'integer', minimum: 1, maximum: 9666 },
      hijri: anyDate,
      day_starts: { enum: ['midnight', 'maghrib'], description: 'With lat and lng (or city): when the Hijri day was taken to begin.' },
      day_began: { type: 'string', description: 'With day_starts=maghrib: the local time of the sunset that began this Hijri day.' },
      day_ends: { type: 'string', description: 'With day_starts=maghrib: the local time of the sunset that ends it.' },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      place: { type: 'object', required: ['id', 'name', 'country', 'chosen_by'], description: 'With city: the place, as the prayer-times answers give it (how it was chosen, and the others of its name).' },
      note: { type: 'string' },
    },
  },
  HijriMonth: {
    type: 'object',
    additionalProperties: false,
    required: ['year', 'month', 'month_name_arabic', 'month_name_english', 'days_in_month', 'gregorian_start', 'gregorian_end', 'days'],
    properties: {
      year: hijriYear,
      ...monthHeader,
      days_in_month: { type: 'integer', minimum: 28, maximum: 31, description: 'From the table: 29 or 30, and 28 or 31 in a few months of 1343-1364.' },
      gregorian_start: { ...gregorianDate, description: 'Gregorian date of day 1.' },
      gregorian_end: { ...gregorianDate, description: 'Gregorian date of the last day.' },
      days: { type: 'array', minItems: 28, maxItems: 31, items: ref('HijriDay') },
    },
  },
  HijriEvent: {
    type: 'object',
    description: 'An event of a Hijri month, the same in every year.',
    additionalProperties: false,
    required: eventRequired,
    properties: eventProperties,
  },
  HijriDatedEvent: {
    type: 'object',
    description: 'An event with its dates in the requested year.',
    additionalProperties: false,
    required: [...eventRequired, 'hijri', 'gregorian'],
    properties: {
      ...eventProperties,
      hijri: { ...hijriDate, description: 'The Hijri date of the event day.' },
      gregorian: { ...anyDate, description: 'The Gregorian date of the Hijri day (its daytime), moved back by the adjustment if any.' },
      night_begins_gregorian: {
        type: 'string',
        pattern: `^[0-9]{4}-${MONTH_DAY}$`,
        description: 'Only for `night_before` events: the Gregorian date on whose evening, at sunset, the night begins (the day before `gregorian`).',
      },
      basis: basisProperty,
    },
    if: { properties: { observed: { const: 'night_before' } } },
    then: { required: ['night_begins_gregorian'] },
    else: { not: { required: ['night_begins_gregorian'] } },
  },
  HijriOmittedEvent: {
    type: 'object',
    description: "An event whose day the month does not have in that year; it gets no date, and `reason` says why.",
    additionalProperties: false,
    required: ['day', 'name_english', 'name_arabic', 'id', 'reason'],
    properties: {
      day: eventProperties.day,
      name_english: eventProperties.name_english,
      name_arabic: eventProperties.name_arabic,
      id: eventId,
      reason: { type: 'string', minLength: 1 },
    },
  },
  HijriEvents: {
    type: 'object',
    description: 'The events of a Hijri month, without dates (no `year` sent).',
    additionalProperties: false,
    required: ['month', 'month_name_arabic', 'month_name_english', 'events'],
    properties: { ...monthHeader, events: { type: 'array', items: ref('HijriEvent') } },
  },
  HijriDatedEvents: {
    type: 'object',
    description: 'The events of a Hijri month with their dates in `year`.',
    additionalProperties: false,
    required: ['month', 'month_name_arabic', 'month_name_english', 'year', 'days_in_month', 'events', 'omitted'],
    properties: {
      ...monthHeader,
      year: hijriYear,
      days_in_month: { type: 'integer', minimum: 28, maximum: 31 },
      events: { type: 'array', items: ref('HijriDatedEvent') },
      omitted: { type: 'array', items: ref('HijriOmittedEvent') },
      calendar: calendarProperty,
      adjustment: reckoningProperties.adjustment,
    },
  },
};
