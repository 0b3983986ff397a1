/**
 * The six times in their order, or a stated rule, or a refusal. Where the sun stays within a few
 * degrees of the horizon all day (near the polar circles in winter), Asr's shadow rule has no
 * answer between Dhuhr and sunset: the astronomical formulas then give an Asr before Dhuhr or
 * after Maghrib, which no one can pray by. Such a day is computed by the polar rule the caller
 * chose (the nearest latitude, or the nearest day, whose times are in order), or refused with
 * `prayer_not_computable` naming the rules to choose from. No time is printed out of order.
 */
import { InvalidValue } from '../shared/input-error';
import type { AppliedRule, DayOptions, DayTimes, MethodChoice } from './times';

export const PRAYERS = ['fajr', 'sunrise', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
export type PrayerName = (typeof PRAYERS)[number];
/** The polar rules a caller may choose for a day whose times are out of order. */
export const POLAR_RESOLUTIONS = ['unresolved', 'aqrab-balad', 'aqrab-yaum'] as const;
export type PolarResolutionId = (typeof POLAR_RESOLUTIONS)[number];

/** The times of a day (src/prayer/times.ts, dayTimes), passed in: the search computes nearer latitudes and days with it. */
type ComputeDay = (lat: number, lng: number, year: number, month: number, day: number, choice: MethodChoice, options: DayOptions) => DayTimes;

const DAY_MS = 86_400_000;
/** aqrab al-balad steps toward the equator by this much; 48° is reached before the search ends. */
const LATITUDE_STEP = 0.5;
const MOST_DAYS_AWAY = 183;

/** Fajr, sunrise, Dhuhr, Asr, Maghrib and Isha each after the one before, and Asr before sunset. */
export function inOrder(times: DayTimes['times']): boolean {
  for (let i = 1; i < PRAYERS.length; i++) if (!(times[PRAYERS[i]!] > times[PRAYERS[i - 1]!])) return false;
  return times.asr < times.sunset;
}

/** Thrown inside a search for the nearest latitude or day: that one is out of order too. */
class StillOutOfOrder extends Error {}

interface OutOfOrderDay {
  lat: number;
  lng: number;
  year: number;
  month: number;
  day: number;
  choice: MethodChoice;
  options: DayOptions;
  isoDay: string;
}

const degrees = (value: number) => `${Math.abs(value).toFixed(2)}°${value >= 0 ? 'N' : 'S'}`;

function attempt(lat: number, year: number, month: number, day: number, { lng, choice, options }: OutOfOrderDay, dayTimes: ComputeDay): DayTimes | null {
  try {
    return dayTimes(lat, lng, year, month, day, choice, { ...options, memo: undefined, resolving: true });
  } catch (error) {
    if (error instanceof StillOutOfOrder || (error instanceof InvalidValue && error.code === 'polar_unresolved')) return null;
    throw error;
  }
}

/** The times of a day whose computed times are out of order: resolved by the polar rule chosen, or refused. */
export function outOfOrder(asked: OutOfOrderDay, dhuhr: AppliedRule, dayTimes: ComputeDay): DayTimes {
  const { lat, year, month, day, choice, options, isoDay } = asked;
  if (options.resolving) throw new StillOutOfOrder();
  if (choice.polar === 'unresolved') {
    throw new InvalidValue(
      'prayer_not_computable',
      (name) => `at ${degrees(lat)} on ${isoDay} the sun stays so near the horizon that the times cannot be put in order (Asr's shadow is never reached between Dhuhr and sunset); add ${name}=aqrab-balad (the times of the nearest latitude where they are in order) or ${name}=aqrab-yaum (the times of the nearest day when they are)`,
      { allowed: POLAR_RESOLUTIONS.filter((value) => value !== 'unresolved') },
      'polar',
    );
  }
  let found: DayTimes | null = null;
  let how = '';
  if (choice.polar === 'aqrab-balad') {
    const toward = lat >= 0 ? -1 : 1;
    for (let step = 1; !found && step * LATITUDE_STEP < Math.abs(lat); step++) {
      const nearer = lat + toward * step * LATITUDE_STEP;
      found = attempt(nearer, year, month, day, asked, dayTimes);
      how = `the times of ${degrees(nearer)}, the nearest latitude where they are in order (aqrab al-balad)`;
    }
  } else {
    for (let away = 1; !found && away <= MOST_DAYS_AWAY; away++) {
      for (const sign of [-1, 1]) {
        const other = attempt(lat, year, month, day + sign * away, asked, dayTimes);
        if (!other) continue;
        const shift = -sign * away * DAY_MS;
        const times = Object.fromEntries(Object.entries(other.times).map(([name, at]) => [name, at + shift])) as DayTimes['times'];
        found = { ...other, times };
        how = `the times of ${away} day${away === 1 ? '' : 's'} ${sign < 0 ? 'before' : 'after'}, the nearest day when they are in order here (aqrab al-yawm)`;
        break;
      }
    }
  }
  if (!found) throw new InvalidValue('prayer_not_computable', () => `no latitude or day near ${degrees(lat)} on ${isoDay} gives times in order; use another polar rule`, {}, 'polar');
  const why = `at ${degrees(lat)} on this date the sun stays so near the horizon that the computed times are out of order: ${how}`;
  const applied = Object.fromEntries(PRAYERS.map((prayer) => [prayer, prayer === 'dhuhr' ? dhuhr : { rule: choice.polar, why }])) as Record<PrayerName, AppliedRule>;
  return { times: found.times, applied, highLatitudeRule: found.highLatitudeRule };
}
