/**
 * Month-start criteria of the computed calendars. Each takes the instant of the new moon
 * (conjunction) that a Hijri month follows and returns the day number of that month's first day:
 * the day after the first evening that satisfies the criterion. The criteria, their places and
 * their sources are written out on /docs/hijri-calendars/.
 */
import { dayNumberOfMs, dayStartMs, localNoonMs, moonAt, sunsetMs, type Site } from './astronomy';
import { SearchAltitude, Body, Observer } from 'astronomy-engine';

export type Criterion = (conjunctionMs: number) => number;

/** Latitudes scanned for a sunset somewhere on Earth, every 5° from 60° S to 60° N. */
const SCANNED_LATITUDES = Array.from({ length: 25 }, (_, i) => -60 + 5 * i);

/**
 * Fiqh Council of North America, as its announcements since 2017 state it (the criterion of the
 * European Council for Fatwa and Research): the month begins on the day after the day on which,
 * somewhere on the globe at sunset, the Moon is at least 5° above the horizon and at least 8° from
 * the Sun; otherwise on the day after that. "Somewhere" is any place whose evening belongs to that
 * day, up to the date line: the later the sunset, the older and higher the Moon, so each scanned
 * latitude is looked at just east of the date line (179.9° W). FCNA's older rule (2006: a
 * conjunction before 12:00 UTC) gives the same Ramadan and Shawwal for 1440-1446 AH and a day later
 * for Ramadan 1447 (see the docs).
 */
export const fcnaCriterion: Criterion = (conjunctionMs) => {
  const first = dayNumberOfMs(conjunctionMs);
  for (let day = first; day < first + 3; day++) {
    for (const latitude of SCANNED_LATITUDES) {
      const site = { latitude, longitude: -179.9 };
      const sunset = sunsetMs(site, localNoonMs(day, site.longitude));
      if (sunset === null || sunset <= conjunctionMs) continue;
      const moon = moonAt(site, sunset);
      if (moon.altitude >= FCNA_MIN_ALTITUDE && moon.elongation >= FCNA_MIN_ELONGATION) return day + 1;
    }
  }
  return first + 3;
};
export const FCNA_MIN_ALTITUDE = 5;
export const FCNA_MIN_ELONGATION = 8;

/** Banda Aceh, the western end of the MABIMS region, where Indonesia evaluates the criterion. */
export const BANDA_ACEH: Site = { latitude: 5.55, longitude: 95.32 };
export const MABIMS_MIN_ALTITUDE = 3;
export const MABIMS_MIN_ELONGATION = 6.4;

/** The MABIMS criterion in force before neo-MABIMS: altitude 2°, and elongation 3° or age 8 hours. */
export const MABIMS_OLD_MIN_ALTITUDE = 2;
export const MABIMS_OLD_MIN_ELONGATION = 3;
export const MABIMS_OLD_MIN_AGE_HOURS = 8;

/** The first evening at Banda Aceh, after the conjunction, that `holds`; the month begins the day after. */
function atBandaAceh(conjunctionMs: number, holds: (altitude: number, elongation: number, ageHours: number) => boolean): number {
  const first = dayNumberOfMs(conjunctionMs);
  for (let day = first; day < first + 3; day++) {
    const sunset = sunsetMs(BANDA_ACEH, localNoonMs(day, BANDA_ACEH.longitude));
    if (sunset === null || sunset <= conjunctionMs) continue;
    const moon = moonAt(BANDA_ACEH, sunset);
    if (holds(moon.altitude, moon.elongation, (sunset - conjunctionMs) / 3_600_000)) return day + 1;
  }
  return first + 3;
}

/**
 * Neo-MABIMS (Indonesia, Malaysia, Brunei, Singapore, from Ramadan 1443 / April 2022): at sunset at
 * Banda Aceh, after the conjunction, the Moon's altitude is at least 3° and its elongation at least 6.4°.
 */
export const mabimsCriterion: Criterion = (conjunctionMs) =>
  atBandaAceh(conjunctionMs, (altitude, elongation) => altitude >= MABIMS_MIN_ALTITUDE && elongation >= MABIMS_MIN_ELONGATION);

/**
 * The MABIMS criterion before neo-MABIMS (imkanur rukyat "2-3-8", applied until Sha'ban 1443): at
 * sunset at Banda Aceh, after the conjunction, the Moon's altitude is at least 2°, and its elongation
 * at least 3° or its age at least 8 hours.
 */
export const mabimsOldCriterion: Criterion = (conjunctionMs) =>
  atBandaAceh(
    conjunctionMs,
    (altitude, elongation, ageHours) => altitude >= MABIMS_OLD_MIN_ALTITUDE && (elongation >= MABIMS_OLD_MIN_ELONGATION || ageHours >= MABIMS_OLD_MIN_AGE_HOURS),
  );

export const ISTANBUL_MIN_ALTITUDE = 5;
export const ISTANBUL_MIN_ELONGATION = 8;
/** Western points of mainland America, for the criterion's exception. */
export const AMERICA_WEST: readonly Site[] = [
  { latitude: 61.2, longitude: -149.9 }, // Anchorage
  { latitude: 49.3, longitude: -123.1 }, // Vancouver
  { latitude: 34.0, longitude: -118.5 }, // Los Angeles
  { latitude: 20.6, longitude: -105.2 }, // Puerto Vallarta
  { latitude: 8.9, longitude: -79.5 }, // Panama
  { latitude: -12.0, longitude: -77.0 }, // Lima
  { latitude: -33.4, longitude: -71.6 }, // Valparaíso
  { latitude: -53.2, longitude: -70.9 }, // Punta Arenas
];
export const WELLINGTON: Site = { latitude: -41.29, longitude: 174.78 };

const meetsIstanbul = (site: Site, sunset: number, conjunctionMs: number) => {
  if (sunset <= conjunctionMs) return false;
  const moon = moonAt(site, sunset, 'geocentric');
  return moon.altitude >= ISTANBUL_MIN_ALTITUDE && moon.elongation >= ISTANBUL_MIN_ELONGATION;
};

/** True when somewhere on Earth, at a sunset on UTC day `day` before 24:00 UTC, the criterion holds. */
function anywhereBeforeMidnight(day: number, conjunctionMs: number): boolean {
  const midnight = dayStartMs(day + 1);
  if (conjunctionMs >= midnight) return false;
  // The geocentric elongation grows through the day and is the same everywhere: under 8° at
  // midnight, no earlier sunset can meet the criterion.
  if (moonAt({ latitude: 0, longitude: 0 }, midnight).elongation < ISTANBUL_MIN_ELONGATION) return false;
  for (const latitude of SCANNED_LATITUDES) {
    // The later the sunset, the older and higher the Moon: look where the Sun sets just before
    // 24:00 UTC. Find that longitude from the sunset at Greenwich, then correct it once.
    const atGreenwich = sunsetMs({ latitude, longitude: 0 }, localNoonMs(day, 0));
    if (atGreenwich === null) continue;
    let longitude = ((atGreenwich - midnight) / 3_600_000) * 15;
    for (let step = 0; step < 2; step++) {
      const sunset = sunsetMs({ latitude, longitude }, localNoonMs(day, longitude));
      if (sunset === null) break;
      longitude += ((sunset - midnight) / 3_600_000) * 15 + (step === 1 ? 0.1 : 0);
    }
    const sunset = sunsetMs({ latitude, longitude }, localNoonMs(day, longitude));
    if (sunset === null || sunset >= midnight || sunset < dayStartMs(day)) continue;
    if (meetsIstanbul({ latitude, longitude }, sunset, conjunctionMs)) return true;
  }
  return false;
}

/** The exception: the criterion holds at sunset in mainland America and the conjunction was before dawn in New Zealand. */
function inAmericaAfterMidnight(day: number, conjunctionMs: number): boolean {
  const wellington = new Observer(WELLINGTON.latitude, WELLINGTON.longitude, 0);
  // Dawn (the Sun 18° below the horizon, rising) in New Zealand on its calendar day day + 1.
  const dawn = SearchAltitude(Body.Sun, wellington, +1, new Date(dayStartMs(day) + 12 * 3_600_000), 1, -18);
  if (!dawn || conjunctionMs >= dawn.date.getTime()) return false;
  return AMERICA_WEST.some((site) => {
    const sunset = sunsetMs(site, localNoonMs(day, site.longitude));
    return sunset !== null && meetsIstanbul(site, sunset, conjunctionMs);
  });
}

/**
 * The criterion of the International Hijri Calendar Union Congress (Istanbul, 2016), which Turkey's
 * Diyanet follows since 2016: the month begins on the day after the day on which, anywhere on
 * Earth before 24:00 UTC, at sunset the Moon's altitude is at least 5° (geocentric: it agrees with
 * Diyanet's table in 127 of the 140 months 1438-1449, the topocentric altitude in 125) and its
 * elongation at least 8°; or, failing that, on which this holds at sunset in mainland America while the conjunction was
 * before dawn in New Zealand.
 */
export const istanbulCriterion: Criterion = (conjunctionMs) => {
  const first = dayNumberOfMs(conjunctionMs);
  for (let day = first; day < first + 3; day++) {
    if (anywhereBeforeMidnight(day, conjunctionMs) || inAmericaAfterMidnight(day, conjunctionMs)) return day + 1;
  }
  return first + 3;
};
