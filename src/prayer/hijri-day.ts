/**
 * The Hijri day in force at a place now, when the day begins at Maghrib: after today's sunset it is
 * already the next Hijri day. The answer says when the day began (the last sunset) and when it ends.
 */
import { CalculationMethod, Coordinates, PolarCircleResolution, PrayerTimes } from 'adhan';
import { InvalidValue } from '../shared/input-error';
import { dayNumberToGregorian } from '../hijri/gregorian';
import type { Reckoning } from '../hijri/reckoning';
import { reckonedDay } from './reckoned-day';
import { zonedDayNumber } from '../hijri/today';
import { solarDayFor } from './times';
import { localIso } from './zone';

/** The sunset of a local date at a place. */
function sunsetOf(lat: number, lng: number, zone: string, dayNumber: number): number {
  const { year, month, day } = dayNumberToGregorian(dayNumber);
  const params = CalculationMethod.MuslimWorldLeague();
  params.polarCircleResolution = PolarCircleResolution.Unresolved;
  const sunset = new PrayerTimes(new Coordinates(lat, lng), solarDayFor(year, month, day, lng, zone), params).sunset.getTime();
  if (Number.isNaN(sunset)) {
    throw new InvalidValue('polar_unresolved', (name) => `the sun does not set at ${lat.toFixed(2)}° on ${[year, month, day].join('-')}, so a day that begins at Maghrib has no beginning there; use ${name}=midnight`, {}, 'dayStart');
  }
  return sunset;
}

export interface MaghribDay {
  body: Record<string, unknown>;
  maxAge: number;
}

/** `GET /v1/hijri/today?lat=&lng=&day_starts=maghrib`. */
export function hijriDayAtMaghrib(nowMs: number, lat: number, lng: number, zone: string, zoneName: string, reckoning: Reckoning): MaghribDay {
  const civilDay = zonedDayNumber(zone, nowMs);
  const todaySunset = sunsetOf(lat, lng, zone, civilDay);
  const afterSunset = nowMs >= todaySunset;
  const began = afterSunset ? todaySunset : sunsetOf(lat, lng, zone, civilDay - 1);
  const ends = afterSunset ? sunsetOf(lat, lng, zone, civilDay + 1) : todaySunset;
  const hijriOf = afterSunset ? civilDay + 1 : civilDay;
  const day = reckonedDay(hijriOf, reckoning);
  return {
    body: {
      ...day,
      timezone: zoneName,
      day_starts: 'maghrib',
      day_began: localIso(began, zone),
      day_ends: localIso(ends, zone),
      latitude: lat,
      longitude: lng,
      note: 'The Hijri day begins at sunset: `gregorian` is the civil day whose evening ends it (after sunset, the Hijri date is that of the next civil day).',
    },
    maxAge: Math.max(1, Math.floor((ends - nowMs) / 1000)),
  };
}
