import type { OpenApiFragment } from './shared';
import { FIRST_YEAR, LAST_YEAR, SUPPORTED_RANGE } from '../hijri/calendar';
import { hijriDay } from '../hijri/day';
import { HIJRI_MONTHS_ARABIC, HIJRI_MONTHS_ENGLISH, WEEKDAYS_ARABIC, WEEKDAYS_ENGLISH } from '../hijri/names';
import { parseGregorianDate } from '../hijri/parse';
import { datedEventsResponse, eventsResponse, monthResponse } from '../hijri/responses';
import { gregorianMonthResponse, gregorianYearEventsResponse, hijriYearResponse } from '../hijri/reckoning';
import { CALENDAR_IDS } from '../hijri/calendars';
import { calendarsResponse } from '../hijri/calendar-list';

const problems = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};
const json = (schema: unknown, example: unknown) => ({ content: { 'application/json': { schema, example } } });
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

const range = `${SUPPORTED_RANGE.hijriFirst} to ${SUPPORTED_RANGE.hijriLast} AH (${SUPPORTED_RANGE.gregorianFirst} to ${SUPPORTED_RANGE.gregorianLast})`;

const sampleDay = hijriDay(parseGregorianDate('2024-03-11'));
const eventsResponses = {
  '200': {
    description: 'The events: of a month (no dates), of a month in a year, of a Hijri year, or of a Gregorian year.',
    content: {
      'application/json': {
        schema: { oneOf: [ref('HijriEvents'), ref('HijriDatedEvents'), ref('HijriYearEvents'), ref('GregorianYearEvents')] },
        examples: {
          month: { summary: '?month=10', value: eventsResponse(10) },
          dated: { summary: '?month=12&year=1445', value: datedEventsResponse(12, 1445) },
          gregorian: { summary: '?gregorian_year=2025 (first three)', value: { ...gregorianYearEventsResponse(2025), events: gregorianYearEventsResponse(2025).events.slice(0, 3) } },
        },
      },
    },
  },
  ...problems,
};

export const hijriOpenApi: OpenApiFragment = {
  tag: {
    name: 'hijri',
    description:
      `Umm al-Qura calendar as published (the hijridate table), ${range}. Base path /v1. ` +
      'Every deterministic answer is also a static file; see /docs/hijri.',
  },
  schemas: hijriSchemas,
  paths: {
    '/v1/hijri/today': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriToday',
        summary: "Today's Hijri date in a time zone.",
        description:
          'The date is the calendar date in `tz` at the moment of the request (a Hijri day is matched to the civil day, midnight to midnight). ' +
          'Cache-Control max-age runs until the next midnight in that zone.',
        responses: {
          '200': { description: 'Today in the zone.', ...json(ref('HijriToday'), { ...sampleDay, timezone: 'Asia/Riyadh' }) },
          ...problems,
        },
      },
    },
    '/v1/hijri/from-gregorian': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriFromGregorian',
        summary: 'Gregorian date to Hijri. Static file: /v1/hijri/from-gregorian/{date}.json',
        responses: { '200': { description: 'The Hijri day.', ...json(ref('ReckonedDay'), sampleDay) }, ...problems },
      },
    },
    '/v1/hijri/from-gregorian/{date}.json': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriFromGregorianFile',
        summary: 'Static file of /v1/hijri/from-gregorian?date={date}, one per Gregorian day in range.',
        responses: { '200': { description: 'The Hijri day.', ...json(ref('HijriDay'), sampleDay) }, ...problems },
      },
    },
    '/v1/gregorian/from-hijri': {
      get: {
        tags: ['hijri'],
        operationId: 'gregorianFromHijri',
        summary: 'Hijri date to Gregorian. Static file: /v1/gregorian/from-hijri/{date}.json',
        description: 'The day must exist in the table: `1444-09-30` is 400 invalid_date because Ramadan 1444 has 29 days (Ramadan 1445 has 30).',
        responses: { '200': { description: 'The Hijri day.', ...json(ref('ReckonedDay'), sampleDay) }, ...problems },
      },
    },
    '/v1/gregorian/from-hijri/{date}.json': {
      get: {
        tags: ['hijri'],
        operationId: 'gregorianFromHijriFile',
        summary: 'Static file of /v1/gregorian/from-hijri?date={date}, one per Hijri day in range.',
        responses: { '200': { description: 'The Hijri day.', ...json(ref('HijriDay'), sampleDay) }, ...problems },
      },
    },
    '/v1/hijri/month': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriMonth',
        summary: 'A Hijri month calendar. Static file: /v1/hijri/month/{year}/{month}.json',
        responses: { '200': { description: 'The month, one day object per day.', ...json(ref('ReckonedMonth'), monthResponse(1445, 9)) }, ...problems },
      },
    },
    '/v1/hijri/month/{year}/{month}.json': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriMonthFile',
        summary: 'Static file of /v1/hijri/month?year={year}&month={month}, one per month in range.',
        responses: { '200': { description: 'The month.', ...json(ref('HijriMonth'), monthResponse(1445, 9)) }, ...problems },
      },
    },
    '/v1/hijri/events': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriEvents',
        summary: 'Islamic events of a Hijri month, optionally dated in a year. Static file (no year): /v1/hijri/events/{month}.json',
        description: '`month` alone: the month\'s events. `month` and `year`: with their dates that year. `year` alone: every event of the Hijri year. `gregorian_year` alone: every occurrence in that Gregorian year (static file /v1/hijri/events/gregorian/{gregorian_year}.json).',
        responses: eventsResponses,
      },
    },
    '/v1/hijri/events.ics': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriEventsFeed',
        summary: 'The events of a Hijri year (`year`) or a Gregorian year (`gregorian_year`) as an iCalendar feed. Static files: /v1/hijri/events/{year}.ics, /v1/hijri/events/gregorian/{gregorian_year}.ics',
        description:
          'RFC 5545, one all-day VEVENT per occurrence with a stable UID (`<event id>-<hijri date>@islamic-tools`), so a subscribed calendar updates in place. SUMMARY has the English and Arabic names; a night event sits on the Gregorian day whose evening begins it, and its DESCRIPTION says so.',
        responses: { '200': { description: 'The feed.', content: { 'text/calendar': { schema: { type: 'string' } } } }, ...problems },
      },
    },
    '/v1/gregorian/month': {
      get: {
        tags: ['hijri'],
        operationId: 'gregorianMonth',
        summary: 'A Gregorian month with the Hijri date of each day. Static file: /v1/gregorian/month/{year}/{month}.json',
        responses: { '200': { description: 'The month.', ...json(ref('GregorianMonth'), gregorianMonthResponse(2025, 3)) }, ...problems },
      },
    },
    '/v1/hijri/year': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriYear',
        summary: 'A Hijri year: its length and its twelve months with their Gregorian spans. Static file: /v1/hijri/year/{year}.json',
        responses: { '200': { description: 'The year.', ...json(ref('HijriYear'), hijriYearResponse(1446)) }, ...problems },
      },
    },
    '/v1/hijri/calendars': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriCalendars',
        summary: 'The Hijri calendars: id, name, authority, countries, criterion, range, source and licence. Static file: /v1/hijri/calendars.json',
        responses: { '200': { description: 'The calendars.', ...json(ref('HijriCalendars'), calendarsResponse()) }, ...problems },
      },
    },
    '/v1/hijri/events/{month}.json': {
      get: {
        tags: ['hijri'],
        operationId: 'hijriEventsFile',
        summary: 'Static file of /v1/hijri/events?month={month} (without year), one per month 1-12. Takes no query parameters.',
        responses: { '200': { description: 'The events of the month.', ...json(ref('HijriEvents'), eventsResponse(9)) }, ...problems },
      },
    },
  },
};
