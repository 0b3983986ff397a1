/**
 * The prayer times of a place and a day, by `adhan`, with the rule actually applied to each prayer
 * and why: the angle, or a high-latitude rule when the angle's time is not reached or is past the
 * rule's limit, or a polar-circle resolution when the sun does not rise or set that day.
 */
import { CalculationParameters, Coordinates, HighLatitudeRule, Madhab, PolarCircleResolution, PrayerTimes, Rounding } from 'adhan';
import { InvalidValue } from '../shared/input-error';
import { methodInfo, type MethodId, type MidnightConvention } from './methods';
import { localIso, offsetMs } from './zone';
import { inOrder, outOfOrder, POLAR_RESOLUTIONS, PRAYERS, type PolarResolutionId, type PrayerName } from './order';
import { DIYANET_NORTH_BELOW, DIYANET_NORTH_FROM, diyanetNorthTwilight } from './diyanet-north';

export { POLAR_RESOLUTIONS, PRAYERS, type PolarResolutionId, type PrayerName };

export const MADHABS = ['shafi', 'hanafi'] as const;
export type MadhabId = (typeof MADHABS)[number];
export const HIGH_LATITUDE_RULES = ['recommended', 'middle-of-the-night', 'seventh-of-the-night', 'twilight-angle'] as const;
export type HighLatitudeRuleId = (typeof HIGH_LATITUDE_RULES)[number];

/** What a caller asks of a method: everything but the place and the day. */
export interface MethodChoice {
  method: MethodId;
  /** Angles and interval for `custom` (and overrides of any method's). */
  fajrAngle?: number;
  ishaAngle?: number;
  ishaInterval?: number;
  madhab: MadhabId;
  highLatitudeRule: HighLatitudeRuleId;
  polar: PolarResolutionId;
  adjustments: Partial<Record<PrayerName, number>>;
  /** Minutes before Fajr that imsak (the end of suhur) is called. */
  imsakMinutes: number;
  /** The night whose middle is midnight (and whose last third is last_third); the method's own when left out. */
  midnight?: MidnightConvention;
}

/** The midnight convention a choice uses: its own, or its method's. */
export const midnightOf = (choice: MethodChoice): MidnightConvention => choice.midnight ?? methodInfo(choice.method).midnight;

export interface AppliedRule {
  rule: string;
  why: string;
}

export interface DayTimes {
  /** Instants in epoch milliseconds. */
  times: Record<PrayerName | 'imsak' | 'sunset' | 'midnight' | 'last_third', number>;
  applied: Record<PrayerName, AppliedRule>;
  highLatitudeRule: Exclude<HighLatitudeRuleId, 'recommended'> | typeof DIYANET_NORTH;
}

/** Diyanet's own high-latitude rule (diyanet-north.ts), which method=diyanet follows where its calendars abroad do unless the request chose a rule or angles. */
const DIYANET_NORTH = 'diyanet-high-latitude';
const followsDiyanetNorth = (choice: MethodChoice, lat: number) =>
  choice.method === 'diyanet' && choice.highLatitudeRule === 'recommended' && lat >= DIYANET_NORTH_FROM && lat < DIYANET_NORTH_BELOW
  && choice.fajrAngle === undefined && choice.ishaAngle === undefined && choice.ishaInterval === undefined;

const ADHAN_RULES = {
  'middle-of-the-night': HighLatitudeRule.MiddleOfTheNight,
  'seventh-of-the-night': HighLatitudeRule.SeventhOfTheNight,
  'twilight-angle': HighLatitudeRule.TwilightAngle,
} as const;
const RULE_BY_ADHAN = { middleofthenight: 'middle-of-the-night', seventhofthenight: 'seventh-of-the-night', twilightangle: 'twilight-angle' } as const;
const ADHAN_POLAR = { unresolved: PolarCircleResolution.Unresolved, 'aqrab-balad': PolarCircleResolution.AqrabBalad, 'aqrab-yaum': PolarCircleResolution.AqrabYaum } as const;
const RULE_WORDS = {
  'middle-of-the-night': 'the middle of the night',
  'seventh-of-the-night': 'one seventh of the night',
  'twilight-angle': 'the angle/60 portion of the night',
} as const;

const MINUTE = 60_000;

/** adhan's parameters for a choice, and the high-latitude rule actually used at `lat`. */
export function calculationParameters(choice: MethodChoice, lat: number, lng: number): { params: CalculationParameters; rule: Exclude<HighLatitudeRuleId, 'recommended'> } {
  const method = methodInfo(choice.method);
  const params = method.params();
  if (choice.fajrAngle !== undefined) params.fajrAngle = choice.fajrAngle;
  if (choice.ishaAngle !== undefined) {
    params.ishaAngle = choice.ishaAngle;
    params.ishaInterval = 0;
  }
  if (choice.ishaInterval !== undefined) params.ishaInterval = choice.ishaInterval;
  params.madhab = choice.madhab === 'hanafi' ? Madhab.Hanafi : Madhab.Shafi;
  const recommended = method.recommendedHighLatitudeRule ?? RULE_BY_ADHAN[HighLatitudeRule.recommended(new Coordinates(lat, lng))];
  const rule = choice.highLatitudeRule === 'recommended' ? recommended : choice.highLatitudeRule;
  params.highLatitudeRule = ADHAN_RULES[rule];
  params.polarCircleResolution = ADHAN_POLAR[choice.polar];
  params.adjustments = { fajr: 0, sunrise: 0, dhuhr: 0, asr: 0, maghrib: 0, isha: 0, ...choice.adjustments };
  return { params, rule };
}

/** adhan reads the day from a Date's local calendar fields; the instants it gives are UTC. */
const adhanDate = (year: number, month: number, day: number) => new Date(year, month - 1, day);

const DAY_MS = 86_400_000;

/**
 * The day to give adhan for the times of a local date. adhan's day `D` is the solar day whose
 * transit falls at (12 h - lng/15) modulo 24 h of UTC on `D`; where the zone is far from the
 * meridian's time (Apia, Tonga and Kiritimati at +13 and +14 east of the date line, Fiji at
 * lng=-180), that transit is on the next or the previous local date. The day is shifted so that
 * Dhuhr falls on the asked date.
 */
export function solarDayFor(year: number, month: number, day: number, lng: number, zone: string): Date {
  const midnight = Date.UTC(year, month - 1, day);
  const transitHours = (((12 - lng / 15) % 24) + 24) % 24;
  const transit = midnight + transitHours * 3_600_000;
  const shift = Math.floor((transit + offsetMs(transit, zone) - midnight) / DAY_MS);
  return adhanDate(year, month, day - shift);
}

function unrounded(params: CalculationParameters, asMethod = true): CalculationParameters {
  const raw = new CalculationParameters(asMethod ? params.method : 'Other', params.fajrAngle, params.ishaAngle, params.ishaInterval, params.maghribAngle);
  raw.madhab = params.madhab;
  raw.highLatitudeRule = params.highLatitudeRule;
  raw.polarCircleResolution = params.polarCircleResolution;
  raw.rounding = Rounding.None;
  return raw;
}

/** Below this latitude the sun rises and sets every day (the polar circles, less refraction, are near 65.7°). */
const NO_POLAR_DAY_BELOW = 65;
/** Below this latitude a twilight angle of up to 18.5° is reached every night (90° - 23.44° - 18.5° = 48.06°). */
const ANGLE_ALWAYS_REACHED_BELOW = 48;

function sunDoesNotRiseOrSet(coordinates: Coordinates, date: Date, tomorrow: Date, params: CalculationParameters): boolean {
  const check = unrounded(params);
  check.polarCircleResolution = PolarCircleResolution.Unresolved;
  const today = new PrayerTimes(coordinates, date, check);
  const next = new PrayerTimes(coordinates, tomorrow, check);
  return [today.sunrise, today.sunset, next.sunrise].some((time) => Number.isNaN(time.getTime()));
}

const formatDegrees = (value: number) => `${Math.abs(value).toFixed(2)}°${value >= 0 ? 'N' : 'S'}`;
const close = (a: number, b: number) => Math.abs(a - b) < 30_000;

/**
 * The times of one day. `ramadan` lengthens Umm al-Qura's Isha interval to 120 minutes, as its
 * published timetable does in Ramadan. Throws `polar_unresolved` (param `polar`) when the sun does
 * not rise or set that day and no polar resolution was asked for; times that come out of order (a
 * sun that stays near the horizon) are resolved by the polar rule asked for, or refused (order.ts).
 */
export function dayTimes(lat: number, lng: number, year: number, month: number, day: number, choice: MethodChoice, options: DayOptions = {}): DayTimes {
  const { params, rule } = calculationParameters(choice, lat, lng);
  if (options.ramadan && choice.method === 'umm-al-qura' && choice.ishaInterval === undefined) params.ishaInterval = 120;
  const coordinates = new Coordinates(lat, lng);
  const date = options.zone ? solarDayFor(year, month, day, lng, options.zone) : adhanDate(year, month, day);
  const tomorrow = adhanDate(date.getFullYear(), date.getMonth() + 1, date.getDate() + 1);
  // Angles that change with the date: the days share no parameters (nor the memo).
  const seasonalAngles = methodInfo(choice.method).seasonalAngles;
  const seasonal = seasonalAngles !== undefined;
  if (seasonal) {
    const angles = seasonalAngles(date);
    if (choice.fajrAngle === undefined) params.fajrAngle = angles.fajr;
    if (choice.ishaAngle === undefined && choice.ishaInterval === undefined) params.ishaAngle = angles.isha;
  }

  const polar = Math.abs(lat) >= NO_POLAR_DAY_BELOW && sunDoesNotRiseOrSet(coordinates, date, tomorrow, params);
  const isoDay = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (polar && choice.polar === 'unresolved') {
    throw new InvalidValue(
      'polar_unresolved',
      (name) => `at ${formatDegrees(lat)} the sun does not both rise and set on ${isoDay} (or the next day), so Fajr, sunrise, Maghrib and Isha have no time of their own; add ${name}=aqrab-balad (the times of the nearest latitude where it does) or ${name}=aqrab-yaum (the times of the nearest day when it does)`,
      { allowed: POLAR_RESOLUTIONS.filter((value) => value !== 'unresolved') },
      'polar',
    );
  }

  // A year of days computes each day once: today's "tomorrow" is the next day's today.
  const memo = seasonal ? undefined : options.memo;
  const times = (when: Date) => {
    if (!memo) return new PrayerTimes(coordinates, when, params);
    let found = memo.get(when.getTime());
    if (!found) memo.set(when.getTime(), (found = new PrayerTimes(coordinates, when, params)));
    return found;
  };
  const ramadanIsha = params.ishaInterval === 120 && options.ramadan;
  const final = ramadanIsha ? new PrayerTimes(coordinates, date, params) : times(date);
  const finalTomorrow = times(tomorrow);
  memo?.delete(date.getTime());
  const result = {
    imsak: final.fajr.getTime() - choice.imsakMinutes * MINUTE,
    fajr: final.fajr.getTime(),
    sunrise: final.sunrise.getTime(),
    dhuhr: final.dhuhr.getTime(),
    asr: final.asr.getTime(),
    sunset: final.sunset.getTime(),
    maghrib: final.maghrib.getTime(),
    isha: final.isha.getTime(),
    midnight: 0,
    last_third: 0,
  };
  const nightEnd = midnightOf(choice) === 'sunset-to-fajr' ? finalTomorrow.fajr : finalTomorrow.sunrise;
  const night = nightEnd.getTime() - final.sunset.getTime();
  result.midnight = Math.round((final.sunset.getTime() + night / 2) / MINUTE) * MINUTE;
  result.last_third = Math.round((final.sunset.getTime() + (2 * night) / 3) / MINUTE) * MINUTE;
  if (Object.values(result).some((time) => Number.isNaN(time)) && choice.polar === 'unresolved' && !options.resolving) {
    throw new InvalidValue('polar_unresolved', (name) => `a prayer time cannot be computed at ${formatDegrees(lat)} on ${isoDay}; add ${name}=aqrab-balad (the times of the nearest latitude where it can) or ${name}=aqrab-yaum (the times of the nearest day when it can)`, {}, 'polar');
  }

  const north = followsDiyanetNorth(choice, lat) ? diyanetNorthTwilight(lat, lng, date) : undefined;
  if (north) {
    const asked = (prayer: PrayerName) => (choice.adjustments[prayer] ?? 0) * MINUTE;
    for (const prayer of ['fajr', 'sunrise', 'maghrib', 'isha', ...(choice.madhab === 'shafi' ? (['asr'] as const) : [])] as const) result[prayer] = north[prayer] + asked(prayer);
    result.imsak = result.fajr - choice.imsakMinutes * MINUTE;
  }

  if (!inOrder(result)) return outOfOrder({ lat, lng, year, month, day, choice, options, isoDay }, dhuhrRule(params), dayTimes);

  const applied = explain({ params, rule, choice, lat, coordinates, date, tomorrow, polar, options });
  if (north) {
    const request = (prayer: 'fajr' | 'isha') => (choice.adjustments[prayer] ? `, ${choice.adjustments[prayer]! > 0 ? '+' : ''}${choice.adjustments[prayer]} min (request)` : '');
    const how = { angle: 'the angle', estimate: "the year's night quotient", transition: 'the straight line from the angle to the night quotient' } as const;
    const quotient = `q = ${north.quotient.toFixed(4)} of the night from Maghrib to sunrise`;
    applied.fajr = { rule: DIYANET_NORTH, why: `Diyanet's rule at and above ${DIYANET_NORTH_FROM}°N: the sun 18° below the horizon, or sunrise − 18/16 × q × the night in summer (${quotient}); this day by ${how[north.fajrBy]}${request('fajr')}, rounded to the nearest minute` };
    const held = "the sun's declination at 0h UT held for the day, as Diyanet's tables abroad compute it";
    applied.sunrise = { ...applied.sunrise, why: `${applied.sunrise.why}; ${held}` };
    applied.maghrib = { ...applied.maghrib, why: `${applied.maghrib.why}; ${held}` };
    if (choice.madhab === 'shafi') applied.asr = { ...applied.asr, why: `${applied.asr.why}; ${held}` };
    applied.isha = { rule: DIYANET_NORTH, why: `Diyanet's rule at and above ${DIYANET_NORTH_FROM}°N: the sun 16° below the horizon, or Maghrib + q × the night in summer (${quotient}); this day by ${how[north.ishaBy]}${request('isha')}, rounded to the nearest minute` };
  }
  return { times: result, applied, highLatitudeRule: north ? DIYANET_NORTH : rule };
}

export interface DayOptions {
  ramadan?: boolean;
  zone?: string;
  memo?: Map<number, PrayerTimes>;
  /** Set while order.ts looks for the nearest latitude or day whose times are in order. */
  resolving?: boolean;
}

interface Explained {
  params: CalculationParameters;
  rule: Exclude<HighLatitudeRuleId, 'recommended'>;
  choice: MethodChoice;
  lat: number;
  coordinates: Coordinates;
  date: Date;
  tomorrow: Date;
  polar: boolean;
  options: DayOptions;
}

const adjustedBy = (params: CalculationParameters, prayer: PrayerName) => {
  const minutes = (params.methodAdjustments[prayer] || 0) + (params.adjustments[prayer] || 0);
  return minutes ? `, ${minutes > 0 ? '+' : ''}${minutes} min (${[params.methodAdjustments[prayer] ? `method ${params.methodAdjustments[prayer]}` : '', params.adjustments[prayer] ? `request ${params.adjustments[prayer]}` : ''].filter(Boolean).join(', ')})` : '';
};
const roundingOf = (params: CalculationParameters) => (params.rounding === Rounding.Up ? ', rounded up to the minute' : ', rounded to the nearest minute');
const dhuhrRule = (params: CalculationParameters): AppliedRule => ({ rule: 'transit', why: `the sun's transit (solar noon)${adjustedBy(params, 'dhuhr')}${roundingOf(params)}` });

function explain({ params, rule, choice, lat, coordinates, date, tomorrow, polar, options }: Explained): Record<PrayerName, AppliedRule> {
  const adjusted = (prayer: PrayerName) => adjustedBy(params, prayer);
  const rounding = roundingOf(params);
  const asr: AppliedRule = {
    rule: choice.madhab,
    why: `when an object's shadow is ${choice.madhab === 'hanafi' ? 'twice' : 'once'} its length plus its noon shadow (${choice.madhab === 'hanafi' ? 'Hanafi' : 'Shafi, Maliki, Hanbali'})${adjusted('asr')}${rounding}`,
  };
  const dhuhr = dhuhrRule(params);
  const sunrise: AppliedRule = { rule: 'horizon', why: `the sun's upper limb at the horizon, with refraction${adjusted('sunrise')}${rounding}` };
  const maghrib: AppliedRule = params.maghribAngle
    ? { rule: 'angle', why: `the sun ${params.maghribAngle}° below the horizon${adjusted('maghrib')}${rounding}` }
    : { rule: 'sunset', why: `sunset${adjusted('maghrib')}${rounding}` };
  function intervalRule(): AppliedRule {
    return { rule: 'interval', why: `${params.ishaInterval} minutes after sunset${options.ramadan && params.ishaInterval === 120 && choice.method === 'umm-al-qura' ? ' (Umm al-Qura in Ramadan)' : ''}${adjusted('isha')}${rounding}` };
  }
  if (polar) {
    const how = choice.polar === 'aqrab-balad' ? 'the times of the nearest latitude where the sun rises and sets (aqrab al-balad)' : 'the times of the nearest day on which the sun rises and sets here (aqrab al-yawm)';
    const why = `the sun does not both rise and set at ${formatDegrees(lat)} on this date: ${how}`;
    return {
      fajr: { rule: choice.polar, why },
      sunrise: { rule: choice.polar, why },
      dhuhr,
      asr,
      maghrib: { rule: choice.polar, why },
      isha: { rule: choice.polar, why },
    };
  }

  const angleRule = (prayer: 'fajr' | 'isha', angle: number): AppliedRule => ({ rule: 'angle', why: `the sun ${angle}° below the horizon (${prayer === 'fajr' ? 'dawn' : 'nightfall'})${adjusted(prayer)}${rounding}` });
  // Where the angle is reached every night and the rule's limit is the middle of the night, the angle always decides.
  if (Math.abs(lat) < ANGLE_ALWAYS_REACHED_BELOW && rule === 'middle-of-the-night' && params.method !== 'MoonsightingCommittee' && params.fajrAngle <= 18.5 && (params.ishaInterval > 0 || params.ishaAngle <= 18.5)) {
    const isha: AppliedRule = params.ishaInterval > 0 ? intervalRule() : angleRule('isha', params.ishaAngle);
    return { fajr: angleRule('fajr', params.fajrAngle), sunrise, dhuhr, asr, maghrib, isha };
  }
  const raw = new PrayerTimes(coordinates, date, unrounded(params));
  const angleOnly = unrounded(params, false);
  angleOnly.highLatitudeRule = HighLatitudeRule.MiddleOfTheNight;
  const angleTimes = new PrayerTimes(coordinates, date, angleOnly);
  const rawTomorrow = new PrayerTimes(coordinates, tomorrow, unrounded(params));
  const night = rawTomorrow.sunrise.getTime() - raw.sunset.getTime();
  const middleFajr = raw.sunrise.getTime() - night / 2;
  const middleIsha = raw.sunset.getTime() + night / 2;
  const fajrReached = !close(angleTimes.fajr.getTime(), middleFajr);
  const ishaReached = !close(angleTimes.isha.getTime(), middleIsha);
  const moonsighting = params.method === 'MoonsightingCommittee';
  const at = (ms: number) => (options.zone ? localIso(ms, options.zone).slice(11, 16) : new Date(ms).toISOString().slice(11, 16) + ' UTC');

  const twilight = (prayer: 'fajr' | 'isha', angle: number, reached: boolean, angleTime: number, rawTime: number): AppliedRule => {
    if (moonsighting && lat >= 55) return { rule: 'seventh-of-the-night', why: `one seventh of the night, as the Moonsighting Committee does above 55°${adjusted(prayer)}${rounding}` };
    if (reached && close(rawTime, angleTime)) return angleRule(prayer, angle);
    if (moonsighting) {
      return { rule: 'moonsighting-seasonal', why: `the Moonsighting Committee's seasonal limit, ${reached ? `earlier than the ${angle}° angle at ${at(angleTime)}` : `the ${angle}° angle is not reached at ${formatDegrees(lat)} on this date`}${adjusted(prayer)}${rounding}` };
    }
    const reason = reached
      ? `the ${angle}° angle (${at(angleTime)}) falls ${prayer === 'fajr' ? 'before' : 'after'} the limit that rule sets`
      : `the ${angle}° angle is not reached at ${formatDegrees(lat)} on this date`;
    return { rule, why: `${prayer === 'fajr' ? 'Fajr' : 'Isha'} by ${RULE_WORDS[rule]}: ${reason}${adjusted(prayer)}${rounding}` };
  };

  const isha: AppliedRule = params.ishaInterval > 0
    ? intervalRule()
    : twilight('isha', params.ishaAngle, ishaReached, angleTimes.isha.getTime(), raw.isha.getTime());
  return {
    fajr: twilight('fajr', params.fajrAngle, fajrReached, angleTimes.fajr.getTime(), raw.fajr.getTime()),
    sunrise,
    dhuhr,
    asr,
    maghrib,
    isha,
  };
}
