/**
 * The little astronomy the computed calendars need, all from astronomy-engine (MIT, pinned in
 * package.json): the instant of a new moon (geocentric conjunction in ecliptic longitude), the
 * time of sunset at a place, and the Moon's altitude and elongation at that instant. Days are
 * day numbers (RJD, as everywhere in src/hijri); instants are milliseconds since 1970 UTC.
 */
import { AngleFromSun, Body, Equator, EquatorFromVector, GeoVector, Horizon, MakeTime, Observer, RotateVector, Rotation_EQJ_EQD, SearchMoonPhase, SearchRiseSet } from 'astronomy-engine';

export const DAY_MS = 86_400_000;
/** RJD of 1970-01-01. */
const RJD_OF_EPOCH = 40588;

/** Midnight UTC at the start of a day number, in ms. */
export const dayStartMs = (dayNumber: number) => (dayNumber - RJD_OF_EPOCH) * DAY_MS;
/** The UTC day number an instant falls on. */
export const dayNumberOfMs = (ms: number) => Math.floor(ms / DAY_MS) + RJD_OF_EPOCH;

/** A place on Earth, degrees (north and east positive). */
export interface Site {
  latitude: number;
  longitude: number;
}

/**
 * The first new moon (conjunction) at or after `fromMs`, within `limitDays`; null if none.
 * @example new Date(newMoonAfter(Date.UTC(2024, 2, 1))!).toISOString() //=> '2024-03-10T09:00:…Z'
 */
export function newMoonAfter(fromMs: number, limitDays = 30): number | null {
  const found = SearchMoonPhase(0, new Date(fromMs), limitDays);
  return found ? found.date.getTime() : null;
}

/**
 * The first sunset (the Sun's upper limb at the horizon, standard refraction) at a site after
 * `searchFromMs`, within a day; null where the Sun does not set.
 */
export function sunsetMs(site: Site, searchFromMs: number): number | null {
  const found = SearchRiseSet(Body.Sun, new Observer(site.latitude, site.longitude, 0), -1, new Date(searchFromMs), 1);
  return found ? found.date.getTime() : null;
}

/** The Moon as seen at an instant from a site. */
export interface MoonSighting {
  /** Apparent topocentric altitude of the Moon's centre, degrees (with standard atmospheric refraction). */
  altitude: number;
  /** Geocentric angle between the Moon and the Sun, degrees. */
  elongation: number;
}

/**
 * The Moon at an instant from a site. `centre: 'geocentric'` takes the Moon's direction from the
 * Earth's centre (no parallax, about 1° higher near the horizon), as criteria stated in geocentric
 * terms do; the default is the direction from the observer (topocentric).
 */
export function moonAt(site: Site, ms: number, centre: 'topocentric' | 'geocentric' = 'topocentric'): MoonSighting {
  const observer = new Observer(site.latitude, site.longitude, 0);
  const date = new Date(ms);
  const equatorial =
    centre === 'topocentric'
      ? Equator(Body.Moon, date, observer, true, true)
      : EquatorFromVector(RotateVector(Rotation_EQJ_EQD(MakeTime(date)), GeoVector(Body.Moon, date, true)));
  const horizontal = Horizon(date, observer, equatorial.ra, equatorial.dec, 'normal');
  return { altitude: horizontal.altitude, elongation: AngleFromSun(Body.Moon, date) };
}

/** Local noon (mean solar time) of a UTC day at a longitude: where a search for that evening's sunset starts. */
export function localNoonMs(dayNumber: number, longitude: number): number {
  return dayStartMs(dayNumber) + (12 - longitude / 15) * 3_600_000;
}
