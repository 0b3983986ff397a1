/** The prayer-times, Qibla and places parameters: a location, a day or month, a method and its options. */
import { InputError } from '../../shared/input-error';
import { parseAnyGregorianDate } from '../../hijri/reckoning';
import { METHOD_IDS, METHODS, MIDNIGHT_CONVENTIONS, methodByName, type MethodId, type MidnightConvention } from '../../prayer/methods';
import { HIGH_LATITUDE_RULES, MADHABS, POLAR_RESOLUTIONS, PRAYERS, type MadhabId, type PrayerName } from '../../prayer/times';
import { defineParam, type Param } from './param';
import { shown } from './place';
import { defineShape, type BrokenRule } from './shape';
import type { MethodRequest } from '../../prayer/location';
import { boundedInteger, oneOf } from './kinds';

/** A Gregorian date as a day number; its range is checked against the Hijri calendar of the answer. */
export const PRAYER_DATE = defineParam({
  description: 'a Gregorian date in YYYY-MM-DD, 1924-08-01 to 2077-11-16; today in the place\'s time zone when left out',
  example: '2026-03-01',
  schema: { type: 'string', format: 'date' },
  codes: ['invalid_date', 'date_out_of_range'],
  read: (raw) => parseAnyGregorianDate(raw),
});

const ALADHAN_NUMBERS = METHODS.filter((method) => method.aladhan !== null).map((method) => `${method.aladhan} (${method.id})`).join(', ');
export const METHOD = defineParam<MethodId>({
  description: `the calculation method: ${METHOD_IDS.join(', ')}, or AlAdhan's number for one of them (${ALADHAN_NUMBERS}); when left out, the method of the place's country (method_chosen_by says so). /v1/prayer-times/methods lists them`,
  example: 'diyanet',
  schema: { type: 'string', enum: [...METHOD_IDS, ...METHODS.filter((method) => method.aladhan !== null).map((method) => String(method.aladhan))] },
  codes: ['invalid_method'],
  read: (raw, _earlier, name) => {
    const found = methodByName(raw);
    if (found) return found;
    throw new InputError('invalid_method', `${name} must be one of ${METHOD_IDS.join(', ')} or AlAdhan's number for one of them (0-5, 7-23, 99), got '${shown(raw)}'`, name, { allowed: [...METHOD_IDS] });
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

/**
 * A prayer option chosen among `values`, with no default of its own: left out, the answer takes the
 * one `whenAbsent` names (the country's, the method's own).
 */
function optionOrAbsent<V extends string>(spec: { description: string; example: V; values: readonly V[]; whenAbsent: string }): Param<V | undefined> {
  return defineParam<V>({
    description: spec.description,
    example: spec.example,
    schema: { type: 'string', enum: [...spec.values] },
    codes: ['invalid_prayer_option'],
    read: (raw, _earlier, name) => {
      const found = spec.values.find((value) => value === raw);
      if (found) return found;
      throw new InputError('invalid_prayer_option', `${name} must be one of ${spec.values.join(', ')} (left out: ${spec.whenAbsent}), got '${shown(raw)}'`, name, { allowed: [...spec.values] });
    },
  });
}

export const MADHAB = optionOrAbsent<MadhabId>({
  description: "the school for Asr: shafi (shadow once its length; also Maliki and Hanbali) or hanafi (twice); when left out, the Asr the place's country's timetables print (madhab_chosen_by says so: hanafi in PK, IN, BD, AF)",
  example: 'hanafi',
  values: MADHABS,
  whenAbsent: "the country's",
});
export const MIDNIGHT = optionOrAbsent<MidnightConvention>({
  description: "how midnight and last_third are reckoned: sunset-to-sunrise (the middle of sunset to sunrise, AlAdhan's midnightMode=0) or sunset-to-fajr (to Fajr, the Jafari convention, midnightMode=1); when left out, the method's own (sunset-to-fajr for jafari and tehran)",
  example: 'sunset-to-fajr',
  values: MIDNIGHT_CONVENTIONS,
  whenAbsent: "the method's own",
});
export const HIGH_LATITUDE_RULE = oneOf({
  description: "how Fajr and Isha are bounded where the twilight angle comes too late or never: recommended (the method's own where it has one: Diyanet's from 44.5°N to 60°N for method=diyanet; else one seventh of the night above 48°, the middle of the night below), middle-of-the-night, seventh-of-the-night, twilight-angle",
  values: HIGH_LATITUDE_RULES,
  code: 'invalid_prayer_option',
});
export const POLAR = oneOf({
  description: 'where the sun does not rise or set, or stays so near the horizon that the times would be out of order: unresolved (a 400 polar_unresolved or prayer_not_computable, never a made-up time), aqrab-balad (the nearest latitude where it rises and sets and the times are in order), aqrab-yaum (the nearest day when they are)',
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

const GREGORIAN_YEAR_RANGE = { example: '2026', min: 1925, max: 2076, code: 'invalid_year' } as const;
export const GREGORIAN_YEAR = boundedInteger({ description: 'a Gregorian year, 1925-2076 (with month; or give hijri_year and hijri_month)', ...GREGORIAN_YEAR_RANGE });
/** The year of a year's timetable. */
export const TIMETABLE_YEAR = boundedInteger({ description: 'a Gregorian year, 1925-2076', ...GREGORIAN_YEAR_RANGE, required: true });
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
/** A month of a prayer timetable: Gregorian, or Hijri in the answer's calendar. */
export type PrayerMonth = { kind: 'gregorian'; year: number; month: number } | { kind: 'hijri'; year: number; month: number };

/** `year` and `month` (a Gregorian month) or `hijri_year` and `hijri_month` (a Hijri month): never both, never half of one. */
export const PRAYER_MONTH = defineShape({
  members: { year: GREGORIAN_YEAR, month: GREGORIAN_MONTH, hijri_year: HIJRI_YEAR, hijri_month: HIJRI_MONTH },
  rules: {
    anyOf: [['year', 'month'], ['hijri_year', 'hijri_month']],
    exclusive: [['hijri_year', 'hijri_month'], ['year', 'month']],
    together: [['year', 'month'], ['hijri_year', 'hijri_month']],
  },
  read: ({ year, month, hijri_year, hijri_month }): PrayerMonth =>
    hijri_year !== undefined ? { kind: 'hijri', year: hijri_year, month: hijri_month! } : { kind: 'gregorian', year: year!, month: month! },
});

/** The refusals of a method's rules: both are about the angles, so invalid_angle, as a bad angle is. */
function refuseMethod(broken: BrokenRule): InputError | undefined {
  if (broken.kind === 'exclusive') return new InputError('invalid_angle', 'give isha_angle or isha_interval, not both: Isha is by an angle or by minutes after Maghrib', 'isha_interval');
  if (broken.kind === 'required') return new InputError('invalid_angle', 'method=custom needs fajr_angle (degrees below the horizon, e.g. fajr_angle=18)', 'fajr_angle');
  if (broken.kind === 'anyOf') return new InputError('invalid_angle', 'method=custom needs isha_angle (e.g. isha_angle=17) or isha_interval (minutes after Maghrib, e.g. isha_interval=90)', 'isha_angle');
  return undefined;
}

/**
 * The method and its options: each left out is the method's own or the place's country's (the
 * domain's chooseMethod). Isha is by an angle or by minutes, never both; `custom` needs its angles.
 */
export const METHOD_CHOICE = defineShape({
  members: {
    method: METHOD,
    fajr_angle: FAJR_ANGLE,
    isha_angle: ISHA_ANGLE,
    isha_interval: ISHA_INTERVAL,
    madhab: MADHAB,
    midnight: MIDNIGHT,
    high_latitude_rule: HIGH_LATITUDE_RULE,
    polar: POLAR,
    adjustments: ADJUSTMENTS,
    imsak_minutes: IMSAK_MINUTES,
  },
  rules: {
    exclusive: [['isha_angle'], ['isha_interval']],
    when: [{ member: 'method', is: 'custom', rules: { required: ['fajr_angle'], anyOf: [['isha_angle'], ['isha_interval']] } }],
  },
  refuse: refuseMethod,
  read: (values): MethodRequest => ({
    method: values.method,
    fajrAngle: values.fajr_angle,
    ishaAngle: values.isha_angle,
    ishaInterval: values.isha_interval,
    madhab: values.madhab,
    highLatitudeRule: values.high_latitude_rule,
    polar: values.polar,
    adjustments: values.adjustments ?? {},
    imsakMinutes: values.imsak_minutes,
    midnight: values.midnight,
  }),
});
