/** The prayer-times, Qibla and places parameters: a location, a day or month, a method and its options. */
import { InputError } from '../../shared/input-error';
import { CALENDAR_IDS, DEFAULT_CALENDAR, type CalendarId } from '../../hijri/calendars';
import { parseAnyGregorianDate, parseCalendar } from '../../hijri/reckoning';
import { METHOD_IDS, type MethodId } from '../../prayer/methods';
import { placeById, type Place } from '../../prayer/places';
import { HIGH_LATITUDE_RULES, MADHABS, POLAR_RESOLUTIONS, PRAYERS, type PrayerName } from '../../prayer/times';
import { defineParam } from './param';
import { boundedInteger, oneOf } from './kinds';

const DECIMAL = /^-?\d{1,3}(\.\d{1,10})?$/;
const shown = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

function degrees(limit: number, code: string, example: string, word: string) {
  return defineParam({
    description: `${word} in decimal degrees, -${limit} to ${limit} (WGS84)${word === 'latitude' ? ', north positive' : ', east positive'}; with ${word === 'latitude' ? 'lng' : 'lat'}, or give city instead`,
    example,
    schema: { type: 'number', minimum: -limit, maximum: limit },
    codes: [code],
    read: (raw, _earlier, name) => {
      const value = Number(raw);
      if (!DECIMAL.test(raw) || !(Math.abs(value) <= limit)) {
        throw new InputError(code, `${name} must be a decimal number of degrees from -${limit} to ${limit} (e.g. ${name}=${example}), got '${shown(raw)}'`, name);
      }
      return value;
    },
  });
}

export const LATITUDE = degrees(90, 'invalid_latitude', '21.4225', 'latitude');
export const LONGITUDE = degrees(180, 'invalid_longitude', '39.8262', 'longitude');

/** A place of the gazetteer by its GeoNames id, accepted wherever lat and lng are. */
export const CITY = defineParam<Place>({
  description: 'a place by its GeoNames id, as /v1/places?q= gives it (instead of lat and lng)',
  example: '745044',
  schema: { type: 'integer', minimum: 1 },
  codes: ['invalid_place', 'place_not_found'],
  read: (raw, _earlier, name) => placeById(raw, name),
});

/** A Gregorian date as a day number; its range is checked against the Hijri calendar of the answer. */
export const PRAYER_DATE = defineParam({
  description: 'a Gregorian date in YYYY-MM-DD, 1924-08-01 to 2077-11-16; today in the place\'s time zone when left out',
  example: '2026-03-01',
  schema: { type: 'string', format: 'date' },
  codes: ['invalid_date', 'date_out_of_range'],
  read: (raw) => parseAnyGregorianDate(raw),
});

export const METHOD = defineParam<MethodId>({
  description: `the calculation method: ${METHOD_IDS.join(', ')}; when left out, the method of the place's country (method_chosen_by says so)`,
  example: 'diyanet',
  schema: { type: 'string', enum: [...METHOD_IDS] },
  codes: ['invalid_method'],
  read: (raw, _earlier, name) => {
    const found = METHOD_IDS.find((id) => id === raw);
    if (found) return found;
    throw new InputError('invalid_method', `${name} must be one of ${METHOD_IDS.join(', ')}, got '${shown(raw)}'`, name, { allowed: [...METHOD_IDS] });
  },
});

function angle(what: string) {
  return defineParam({
    description: `the ${what} angle in degrees below the horizon, over 0 and up to 30 (required for method=custom with no isha_interval, overrides the method's otherwise)`,
    example: '18',
    schema: { type: 'number', exclusiveMinimum: 0, maximum: 30 },
    codes: ['invalid_angle'],
    read: (raw, _earlier, name) => {
      const value = Number(raw);
      if (!/^\d{1,2}(\.\d{1,3})?$/.test(raw) || !(value > 0 && value <= 30)) throw new InputError('invalid_angle', `${name} must be a number of degrees over 0 and up to 30 (e.g. ${name}=18), got '${shown(raw)}'`, name);
      return value;
    },
  });
}
export const FAJR_ANGLE = angle('Fajr');
export const ISHA_ANGLE = angle('Isha');
export const ISHA_INTERVAL = boundedInteger({ description: 'Isha this many minutes after Maghrib instead of by an angle', example: '90', min: 1, max: 300, code: 'invalid_angle' });

export const MADHAB = oneOf({ description: 'the school for Asr: shafi (shadow once its length; also Maliki and Hanbali) or hanafi (twice)', values: MADHABS, code: 'invalid_prayer_option' });
export const HIGH_LATITUDE_RULE = oneOf({
  description: 'how Fajr and Isha are bounded where the twilight angle comes too late or never: recommended (one seventh of the night above 48°, the middle of the night below), middle-of-the-night, seventh-of-the-night, twilight-angle',
  values: HIGH_LATITUDE_RULES,
  code: 'invalid_prayer_option',
});
export const POLAR = oneOf({
  description: 'where the sun does not rise or set: unresolved (a 400 polar_unresolved, never a made-up time), aqrab-balad (the nearest latitude where it does), aqrab-yaum (the nearest day when it does)',
  values: POLAR_RESOLUTIONS,
  code: 'invalid_prayer_option',
});

export const ADJUSTMENTS = defineParam<Partial<Record<PrayerName, number>>>({
  description: `minutes added to prayers, as prayer:minutes separated by commas (prayers ${PRAYERS.join(', ')}; minutes -60 to 60)`,
  example: 'fajr:2,isha:-3',
  schema: { type: 'string', pattern: '^[a-z]+:-?\\d{1,2}(,[a-z]+:-?\\d{1,2})*$' },
  codes: ['invalid_adjustments'],
  read: (raw, _earlier, name) => {
    const result: Partial<Record<PrayerName, number>> = {};
    for (const pair of raw.split(',')) {
      const [prayer, minutesText] = pair.split(':');
      const minutes = /^-?(0|[1-9]\d?)$/.test(minutesText ?? '') ? Number(minutesText) : null;
      if (!PRAYERS.includes(prayer as PrayerName) || minutes === null || Math.abs(minutes) > 60 || prayer! in result) {
        throw new InputError('invalid_adjustments', `${name} must be prayer:minutes pairs separated by commas, each prayer once among ${PRAYERS.join(', ')} and minutes a whole number from -60 to 60 (e.g. ${name}=fajr:2,isha:-3); '${shown(pair)}' is not`, name);
      }
      result[prayer as PrayerName] = minutes;
    }
    return result;
  },
});
export const IMSAK_MINUTES = boundedInteger({ description: 'minutes before Fajr that imsak (the end of suhur) is given', example: '10', min: 0, max: 60, code: 'invalid_adjustments', default: 10 });

/** The time zone's text; resolved in the handler, after the place is known. */
export const PRAYER_TZ = defineParam({
  description: 'an IANA time zone for the answer\'s local times (e.g. Europe/Istanbul); by default the zone of the coordinates',
  example: 'Europe/Istanbul',
  schema: { type: 'string' },
  codes: ['invalid_timezone'],
  read: (raw) => raw,
});
/** The calendar's id, read and refused as the Hijri routes' `calendar` is (src/api/vocabulary/hijri.ts). */
export const PRAYER_CALENDAR = defineParam({
  description: 'the Hijri calendar of the day\'s Hijri date (as /v1/hijri/calendars lists them)',
  example: CALENDAR_IDS[1]!,
  schema: { type: 'string', enum: [...CALENDAR_IDS], default: DEFAULT_CALENDAR },
  codes: ['invalid_calendar'],
  default: (): CalendarId => DEFAULT_CALENDAR,
  defaultText: DEFAULT_CALENDAR,
  read: (raw): CalendarId => parseCalendar(raw).calendar,
});

export const GREGORIAN_YEAR = boundedInteger({ description: 'a Gregorian year, 1925-2076 (with month; or give hijri_year and hijri_month)', example: '2026', min: 1925, max: 2076, code: 'invalid_year' });
export const GREGORIAN_MONTH = boundedInteger({ description: 'a Gregorian month, 1-12 (with year)', example: '3', min: 1, max: 12, code: 'invalid_month' });
export const HIJRI_YEAR = boundedInteger({ description: 'a Hijri year of the calendar, 1343-1500 (with hijri_month, instead of year and month)', example: '1447', min: 1343, max: 1500, code: 'invalid_year' });
export const HIJRI_MONTH = boundedInteger({ description: 'a Hijri month, 1-12 (9 for Ramadan: the timetable then gives imsak and iftar)', example: '9', min: 1, max: 12, code: 'invalid_month' });

export const PLACE_QUERY = defineParam({
  description: 'the start of a place name (any case, accents optional), 1-100 characters',
  example: 'istan',
  schema: { type: 'string', minLength: 1, maxLength: 100 },
  codes: ['invalid_place_query'],
  required: true,
  read: (raw, _earlier, name) => {
    if (raw.trim() === '' || [...raw].length > 100 || /[\u0000-\u001f\u007f]/.test(raw)) throw new InputError('invalid_place_query', `${name} must be 1-100 characters of a place name with no control character, got '${shown(raw)}'`, name);
    return raw;
  },
});
export const PLACE_LIMIT = boundedInteger({ description: 'how many places to answer, 1-50', example: '10', min: 1, max: 50, code: 'invalid_place_query', default: 10 });
export const PLACE_COUNTRY = defineParam({
  description: 'only places of this country (ISO 3166-1 alpha-2, e.g. TR)',
  example: 'TR',
  schema: { type: 'string', pattern: '^[A-Z]{2}$' },
  codes: ['invalid_place_query'],
  read: (raw, _earlier, name) => {
    if (!/^[A-Za-z]{2}$/.test(raw)) throw new InputError('invalid_place_query', `${name} must be a two-letter ISO 3166-1 country code such as TR, got '${shown(raw)}'`, name);
    return raw.toUpperCase();
  },
});
