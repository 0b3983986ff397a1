import type { OpenApiFragment } from './shared';
import { SUPPORTED_RANGE } from '../hijri/calendar';
import { hijriDay } from '../hijri/day';
import { parseGregorianDate } from '../hijri/parse';
import { datedEventsResponse, eventsResponse, monthResponse } from '../hijri/responses';
import { gregorianYearEventsResponse } from '../hijri/reckoned-events';
import { gregorianMonthResponse, hijriYearResponse } from '../hijri/reckoning';
import { calendarsResponse } from '../hijri/calendar-list';
import { hijriSchemas } from './hijri-schemas';

const problems = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};
const json = (schema: unknown, example: unknown) => ({ content: { 'application/json': { schema, example } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

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
