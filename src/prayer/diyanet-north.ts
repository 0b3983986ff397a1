/**
 * Diyanet's own rule for Fajr and Isha at and above 44.5°N, as its calendars for cities abroad
 * apply it (its criteria for high latitudes, awqatsalah.com "Tespit kriterleri", in use since 2023):
 *
 * - the real twilight is Fajr at 18° and Isha at 16° (not the 17° of its Turkish calendars);
 * - a night quotient q is frozen for the year on the last day with a real 18° Fajr before the
 *   summer (June 21 where 18° is reached all year): a third of the time from that day's Maghrib to
 *   its Fajr's clock time, over the time from its Maghrib to its sunrise's clock time (temkin included);
 * - each day's estimated Isha is Maghrib + q × that night, its estimated Fajr sunrise − 18/16 × q × it;
 * - from the first to the last day without a real Fajr the estimates are the times; before and
 *   after, each time goes in a straight line, day by day, from the estimate on that window's edge
 *   to the day its real time is 20 minutes past the estimate on the anchor day, where the real
 *   time takes over again.
 *
 * Read from Diyanet's yearly tables for Lörrach (47.6°N), Marche-en-Famenne (50.2°N) and Husum
 * (54.5°N) and checked on Espelkamp's (52.4°N), in data/prayer/timetables. Not reproduced: its
 * five-hour minimum day and night and its rule above 60°, where method=diyanet keeps its Turkish rule.
 */
import { CalculationParameters, Coordinates, HighLatitudeRule, PrayerTimes, Rounding } from 'adhan';

/** Where Diyanet's criteria replace its Turkish rule by this one, and where ours stops following it. */
export const DIYANET_NORTH_FROM = 44.5;
export const DIYANET_NORTH_BELOW = 60;
const ISHA_ANGLE = 16;
const FAJR_ANGLE = 18;
const BAND_MINUTES = 20;
const TEMKIN_MINUTES = 7;
const ASR_TEMKIN_MINUTES = 4;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A day's sunrise, Asr and Maghrib (temkin included) and real 18° Fajr and 16° Isha (null where not reached), unrounded epoch ms. */
interface Sun {
  fajr: number | null;
  sunrise: number;
  asr: number;
  maghrib: number;
  isha: number | null;
}

/** adhan gives the transit (solar noon); the rest is computed here. */
function rawParameters(): CalculationParameters {
  const params = new CalculationParameters('Other', FAJR_ANGLE, ISHA_ANGLE);
  params.highLatitudeRule = HighLatitudeRule.MiddleOfTheNight;
  params.rounding = Rounding.None;
  return params;
}

const RAD = Math.PI / 180;

/** The sun's declination (degrees) at 0h UT of a date (low-precision solar coordinates, about 0.01°). */
function declinationAt0h(year: number, month: number, day: number): number {
  const n = (Date.UTC(year, month, day) - Date.UTC(2000, 0, 1, 12)) / DAY;
  const g = (357.528 + 0.9856003 * n) * RAD;
  const longitude = (280.46 + 0.9856474 * n + 1.915 * Math.sin(g) + 0.02 * Math.sin(2 * g)) * RAD;
  return Math.asin(Math.sin((23.439 - 0.0000004 * n) * RAD) * Math.sin(longitude)) / RAD;
}

/**
 * The sun's hour angle (ms from the transit) at an altitude, for the declination at 0h UT of the
 * day held all day, as Diyanet's tables abroad give their times: with the evening's own declination
 * (adhan's), their Maghrib, Asr and Isha are 1-3 minutes off in spring and autumn at 54°N, and
 * within a minute on every day with this. NaN where the sun does not reach the altitude.
 */
function hourAngle(lat: number, declination: number, altitude: number): number {
  const cosine = (Math.sin(altitude * RAD) - Math.sin(lat * RAD) * Math.sin(declination * RAD)) / (Math.cos(lat * RAD) * Math.cos(declination * RAD));
  return Math.abs(cosine) > 1 ? Number.NaN : (Math.acos(cosine) / RAD / 15) * 3_600_000;
}

const HORIZON = -50 / 60;

function sunOf(coordinates: Coordinates, year: number, month: number, day: number, params: CalculationParameters): Sun {
  const transit = new PrayerTimes(coordinates, new Date(year, month, day), params).dhuhr.getTime();
  const { latitude } = coordinates;
  const declination = declinationAt0h(year, month, day);
  const at = (altitude: number) => hourAngle(latitude, declination, altitude);
  const fajr = at(-FAJR_ANGLE);
  const isha = at(-ISHA_ANGLE);
  const asrAltitude = Math.atan(1 / (1 + Math.tan(Math.abs(latitude - declination) * RAD))) / RAD;
  return {
    fajr: Number.isNaN(fajr) ? null : transit - fajr,
    sunrise: transit - at(HORIZON) - TEMKIN_MINUTES * MINUTE,
    asr: transit + at(asrAltitude) + ASR_TEMKIN_MINUTES * MINUTE,
    maghrib: transit + at(HORIZON) + TEMKIN_MINUTES * MINUTE,
    isha: Number.isNaN(isha) ? null : transit + isha,
  };
}

/** The night as the quotient counts it: from a day's Maghrib to its sunrise's clock time the next morning. */
const nightOf = (sun: Sun) => sun.sunrise + DAY - sun.maghrib;

interface Season {
  quotient: number;
  days: Sun[];
  /** The first and last day (index in the year) of the estimates: the window without a real Fajr, or June 21. */
  first: number;
  last: number;
}

function estimates(sun: Sun, quotient: number) {
  const night = nightOf(sun);
  return { isha: sun.maghrib + quotient * night, fajr: sun.sunrise - (FAJR_ANGLE / ISHA_ANGLE) * quotient * night };
}

const seasons = new Map<string, Season>();

function seasonOf(lat: number, lng: number, year: number): Season {
  const key = `${lat},${lng},${year}`;
  const known = seasons.get(key);
  if (known) return known;
  const coordinates = new Coordinates(lat, lng);
  const params = rawParameters();
  const days: Sun[] = [];
  for (let day = 1; new Date(year, 0, day).getFullYear() === year; day += 1) days.push(sunOf(coordinates, year, 0, day, params));
  const missing = days.flatMap((sun, index) => (sun.fajr === null ? [index] : []));
  const june21 = Math.round((Date.UTC(year, 5, 21) - Date.UTC(year, 0, 1)) / DAY);
  const first = missing.length ? missing[0]! : june21;
  const last = missing.length ? missing[missing.length - 1]! : june21;
  const anchor = days[missing.length ? first - 1 : june21]!;
  const quotient = (anchor.fajr! + DAY - anchor.maghrib) / (3 * nightOf(anchor));
  const season = { quotient, days, first, last };
  if (seasons.size >= 64) seasons.delete(seasons.keys().next().value!);
  seasons.set(key, season);
  return season;
}

/**
 * A time on day `index` of the year: the estimate inside the window, a straight line from the
 * window's edge to the day the real time crosses the anchor day's estimate ± 20 minutes, the real time beyond.
 */
function timeOn(season: Season, index: number, event: 'fajr' | 'isha'): { time: number; by: 'angle' | 'estimate' | 'transition' } {
  const { days, quotient, first, last } = season;
  const estimate = (day: number) => estimates(days[day]!, quotient)[event];
  const clock = (day: number, ms: number) => ms - day * DAY;
  if (index >= first && index <= last) return { time: estimate(index), by: 'estimate' };
  const spring = index < first;
  const edge = spring ? first : last;
  const anchorDay = spring ? (first === last ? first : first - 1) : (first === last ? last : last + 1);
  const threshold = clock(anchorDay, estimate(anchorDay)) + (event === 'fajr' ? 1 : -1) * BAND_MINUTES * MINUTE;
  const beyond = (day: number) => {
    const real = days[day]?.[event];
    if (real === null || real === undefined) return false;
    return event === 'fajr' ? clock(day, real) >= threshold : clock(day, real) <= threshold;
  };
  const step = spring ? -1 : 1;
  let crossing = edge + step;
  while (crossing >= 0 && crossing < days.length && !beyond(crossing)) crossing += step;
  const real = days[index]![event];
  if (crossing < 0 || crossing >= days.length || (spring ? index <= crossing : index >= crossing)) {
    return real === null ? { time: estimate(index), by: 'estimate' } : { time: real, by: 'angle' };
  }
  // The crossing, to a fraction of a day, between the last day beyond the threshold and the next.
  const inner = crossing - step;
  const at = (day: number) => clock(day, days[day]![event] ?? estimate(day));
  const fraction = (threshold - at(crossing)) / (at(inner) - at(crossing));
  const start = crossing + step * -Math.min(1, Math.max(0, fraction));
  const share = (index - start) / (edge - start);
  return { time: index * DAY + threshold + share * (clock(edge, estimate(edge)) - threshold), by: 'transition' };
}

export interface NorthernTwilight {
  fajr: number;
  sunrise: number;
  asr: number;
  maghrib: number;
  isha: number;
  quotient: number;
  fajrBy: 'angle' | 'estimate' | 'transition';
  ishaBy: 'angle' | 'estimate' | 'transition';
}

/** Fajr, sunrise, Asr, Maghrib and Isha of a day (adhan's day `date`) between 44.5°N and 60°N by Diyanet's rule and ephemeris, rounded to the minute. */
export function diyanetNorthTwilight(lat: number, lng: number, date: Date): NorthernTwilight {
  const year = date.getFullYear();
  const season = seasonOf(lat, lng, year);
  const index = Math.round((Date.UTC(year, date.getMonth(), date.getDate()) - Date.UTC(year, 0, 1)) / DAY);
  const fajr = timeOn(season, index, 'fajr');
  const isha = timeOn(season, index, 'isha');
  const round = (ms: number) => Math.round(ms / MINUTE) * MINUTE;
  const sun = season.days[index]!;
  return { fajr: round(fajr.time), sunrise: round(sun.sunrise), asr: round(sun.asr), maghrib: round(sun.maghrib), isha: round(isha.time), quotient: season.quotient, fajrBy: fajr.by, ishaBy: isha.by };
}
