import type { OpenApiFragment } from './shared';
import { METHODS, MIDNIGHT_CONVENTIONS } from '../prayer/methods';
import { PRAYERS } from '../prayer/times';
import { YEAR_COLUMNS } from '../prayer/year';

const problems = {
  '400': { $ref: '#/components/responses/BadRequest' },
  '401': { $ref: '#/components/responses/Unauthorized' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};

const localTime = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}[+-]\\d{2}:\\d{2}$', description: 'Local ISO 8601 time with the zone\'s offset.' };
const timeNames = ['imsak', ...PRAYERS.slice(0, 5), 'sunset', 'isha', 'midnight', 'last_third'];
const rule = { type: 'object', required: ['rule', 'why'], additionalProperties: false, properties: { rule: { type: 'string' }, why: { type: 'string' } } };
const source = { type: 'object', description: 'Where the place data comes from and its licence (GeoNames, CC BY 4.0).' };

const schemas = {
  PrayerLocation: {
    type: 'object',
    required: ['latitude', 'longitude', 'timezone', 'country', 'place'],
    additionalProperties: false,
    properties: {
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      timezone: { type: 'string', description: 'The IANA zone of the coordinates (or tz as asked).' },
      country: { type: ['string', 'null'], description: 'ISO 3166-1 alpha-2: the place\'s, or the principal country of the zone of the coordinates.' },
      place: {
        oneOf: [
          { type: 'null' },
          {
            type: 'object',
            required: ['id', 'name', 'country', 'source'],
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              country: { type: 'string' },
              chosen_by: { enum: ['id', 'name'], description: '`name`: city= was a name; `choice` says which of the places of that name this is, `alternatives` lists the others (most populous first).' },
              query: { type: 'string' },
              matched: { type: 'object', required: ['name', 'language'], properties: { name: { type: 'string' }, language: { type: ['string', 'null'] } } },
              choice: { type: 'string' },
              alternatives: { type: 'array', items: { type: 'object', required: ['id', 'name', 'country', 'population'] } },
              source,
            },
          },
        ],
      },
    },
  },
  PrayerMethod: {
    type: 'object',
    description: 'Every parameter the times were computed with; `applied` (one day) says the rule used for each prayer and why.',
    required: ['id', 'name', 'authority', 'aladhan_method', 'method_chosen_by', 'fajr_angle', 'isha_angle', 'isha_interval', 'madhab', 'madhab_chosen_by', 'high_latitude_rule', 'high_latitude_rule_applied', 'polar', 'midnight', 'adjustments', 'method_adjustments', 'rounding', 'imsak_minutes', 'library'],
    properties: {
      id: { enum: METHODS.map((method) => method.id) },
      aladhan_method: { type: ['integer', 'null'], description: "AlAdhan's number for the method (accepted as method=)." },
      method_chosen_by: { enum: ['request', 'country'], description: '`country`: no method was asked for, and the place\'s country\'s method was used (see /docs/prayer-times).' },
      madhab_chosen_by: { enum: ['request', 'country'], description: '`country`: no madhab was asked for, and the Asr the country\'s timetables print was used (hanafi in PK, IN, BD, AF).' },
      midnight: { enum: [...MIDNIGHT_CONVENTIONS], description: 'How midnight and last_third were reckoned: the middle (and last third) of sunset to sunrise, or of sunset to Fajr.' },
      note: { type: 'string', description: "Present where no table of the country's authority is known, where the authority's tables differ from the method, or where the request chose another Asr than the country's." },
      applied: { type: 'object', required: [...PRAYERS], properties: Object.fromEntries(PRAYERS.map((prayer) => [prayer, rule])) },
    },
  },
  PrayerMethods: {
    type: 'object',
    required: ['default_method', 'default_madhab', 'note', 'methods'],
    properties: {
      methods: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'authority', 'aliases', 'aladhan_method', 'parameters', 'countries', 'basis', 'sources', 'accuracy'],
          properties: {
            basis: { enum: ['fitted-to-authority-tables', 'confirmed-by-authority-tables', 'differs-from-authority-tables', 'stated-not-compared', 'request'] },
            accuracy: { type: 'array', description: 'Per official timetable: per prayer, the mean and largest difference in minutes and the share of days within 1 and 2 minutes.' },
          },
        },
      },
    },
  },
  PrayerDay: {
    type: 'object',
    required: ['date', 'hijri', 'location', 'times', 'method'],
    additionalProperties: false,
    properties: {
      date: { type: 'string', format: 'date' },
      hijri: { type: 'object', required: ['hijri', 'year', 'month', 'day'] },
      location: { $ref: '#/components/schemas/PrayerLocation' },
      times: { type: 'object', required: timeNames, additionalProperties: false, properties: Object.fromEntries(timeNames.map((name) => [name, localTime])) },
      method: { $ref: '#/components/schemas/PrayerMethod' },
    },
  },
  PrayerMonth: {
    type: 'object',
    required: ['location', 'method', 'days'],
    properties: {
      location: { $ref: '#/components/schemas/PrayerLocation' },
      method: { $ref: '#/components/schemas/PrayerMethod' },
      days: {
        type: 'array',
        items: {
          type: 'object',
          required: ['date', 'hijri', 'times', 'rules'],
          additionalProperties: false,
          properties: { date: { type: 'string', format: 'date' }, hijri: { type: 'string' }, times: { type: 'object', additionalProperties: localTime }, rules: { type: 'object' } },
        },
      },
    },
  },
  PrayerYear: {
    type: 'object',
    required: ['year', 'location', 'method', 'note', 'columns', 'days'],
    additionalProperties: false,
    properties: {
      year: { type: 'integer' },
      location: { $ref: '#/components/schemas/PrayerLocation' },
      method: { $ref: '#/components/schemas/PrayerMethod' },
      note: { type: 'string' },
      columns: { const: [...YEAR_COLUMNS] },
      days: { type: 'array', items: { type: 'array', minItems: YEAR_COLUMNS.length, maxItems: YEAR_COLUMNS.length, items: { type: 'string' } } },
    },
  },
  Qibla: {
    type: 'object',
    required: ['latitude', 'longitude', 'kaaba', 'bearing_true', 'at_kaaba', 'distance_km', 'note'],
    additionalProperties: false,
    properties: {
      place: { type: 'object' },
      latitude: { type: 'number' },
      longitude: { type: 'number' },
      kaaba: { type: 'object' },
      bearing_true: { type: ['number', 'null'], minimum: 0, maximum: 360, description: 'Degrees clockwise from true north along the great circle to the Kaaba; null at the Kaaba itself (at_kaaba), where no direction is the Qibla more than another.' },
      at_kaaba: { type: 'boolean', description: 'True within 10 m of the Kaaba\'s centre: the point is on the Kaaba, and the bearings are null.' },
      distance_km: { type: 'number' },
      magnetic: { type: 'object', required: ['date', 'declination', 'bearing_magnetic', 'model', 'credit'] },
      note: { type: 'string' },
    },
  },
  Places: {
    type: 'object',
    required: ['query', 'count', 'places', 'source', 'names_sources'],
    properties: {
      query: { type: 'string' },
      count: { type: 'integer' },
      places: {
        type: 'array',
        items: {
          type: 'object',
          required: ['id', 'name', 'names', 'matched', 'country', 'latitude', 'longitude', 'timezone', 'default_method'],
          properties: {
            names: { type: 'object', additionalProperties: { type: 'string' }, description: "The place's name by BCP 47 language: its country's official languages and ar, en, ur, id, tr, where the sources have them." },
            name_sources: { type: 'object', additionalProperties: { type: 'string', enum: ['cldr', 'csc'] }, description: 'The source of each name, a key of names_sources.' },
            matched: { type: 'object', required: ['name', 'language'], description: 'The name the query matched and its language (null: the GeoNames Latin name).' },
          },
        },
      },
      source,
      names_sources: { type: 'object', description: "Where the names come from and their licences (CLDR, Unicode License v3; the countries-states-cities database, ODbL 1.0)." },
    },
  },
};

const json = (ref: string, description: string) => ({ '200': { description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${ref}` } } } }, ...problems });
/** An operation; its parameters are written from the route's declarations (src/openapi/parameters.ts). */
const operation = (operationId: string, summary: string, description: string, responses: Record<string, unknown>) => ({
  get: { tags: ['prayer'], operationId, summary, description, responses },
});

export const prayerOpenApi: OpenApiFragment = {
  tag: { name: 'prayer', description: 'Prayer times (on adhan), the Qibla and a GeoNames gazetteer (base path /v1). Method, rule and source are in every answer; see /docs/prayer-times/.' },
  schemas,
  paths: {
    '/v1/prayer-times': operation('prayerTimesDay', 'The prayer times of a place on a day, with the rule applied to each.', 'Give lat and lng, or city. Without method, the method of the country (method_chosen_by: country). A prayer that cannot be computed is a 400 naming the parameter to add, never a made-up time.', json('PrayerDay', 'The times, the Hijri date, the place and the method block.')),
    '/v1/prayer-times/methods': {
      get: {
        tags: ['prayer'],
        operationId: 'prayerTimesMethods',
        summary: 'Every calculation method: parameters, aliases (AlAdhan numbers), authority, countries, sources and accuracy against official timetables. Static file: /v1/prayer-times/methods.json',
        responses: { '200': { description: 'The methods.', content: { 'application/json': { schema: { $ref: '#/components/schemas/PrayerMethods' } } } }, ...problems },
      },
    },
    '/v1/prayer-times/month': operation('prayerTimesMonth', 'Every day of a Gregorian month, or of a Hijri month of any calendar (a Ramadan timetable with imsak and iftar).', 'year and month, or hijri_year and hijri_month with calendar.', json('PrayerMonth', 'One entry per day.')),
    '/v1/prayer-times.ics': operation('prayerTimesFeed', 'The same month as an iCalendar feed: the five prayers of each day as timed events.', 'text/calendar; a phone calendar subscribes to it.', {
      '200': { description: 'An RFC 5545 calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...problems,
    }),
    '/v1/prayer-times/year': operation('prayerTimesYear', 'A year of times for a place of the gazetteer, one compact row a day.', 'Prebuilt as a static file for every capital and every city of a million people, in their country\'s method.', json('PrayerYear', 'One row per day, in the order of `columns`.')),
    '/v1/prayer-times/year.ics': operation('prayerTimesYearFeed', 'The same year as an iCalendar feed: the five prayers of each day as timed events, each with the rule applied.', 'Prebuilt as a static file (/v1/prayer-times/year/{city}/{year}.ics) for every capital with a year file, in its country\'s method.', {
      '200': { description: 'An RFC 5545 calendar.', content: { 'text/calendar': { schema: { type: 'string' } } } },
      ...problems,
    }),
    '/v1/qibla': operation('qibla', 'The great-circle bearing to the Kaaba, the distance, and with a date the magnetic declination (WMM2025).', 'bearing_true is from true north; bearing_magnetic (with date) is what a compass reads.', json('Qibla', 'The bearing and the distance.')),
    '/v1/places': operation('places', 'Places by name: every capital and every city of 100,000 people or more in GeoNames.', 'Matches the start of any of its names (the Latin GeoNames name, or its name in its own script or in ar, en, ur, id, tr; Latin without case or accents, Arabic script through the Arabic folding), then names containing the query, largest first.', json('Places', 'The places found, each with its GeoNames id (city=), zone and default method.')),
  },
};
