/**
 * The time-zone side of `/v1/hijri/today`: which calendar date it is in a zone at an instant, and
 * how long until that zone's next midnight. `Intl` is used only to read the zone's wall clock; all
 * date arithmetic stays on integers.
 */
import { InvalidValue } from '../shared/input-error';
import { zoneFormatEntries, zoneFormatter, zoneId } from '../shared/zone-format';
import { gregorianToDayNumber, type YearMonthDay } from './gregorian';

/** Every zone name the runtime knows, by its lower-case spelling. */
let zonesByLowerCase: Map<string, string> | undefined;
function canonicalSpelling(tz: string): string | undefined {
  zonesByLowerCase ??= new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
  return zonesByLowerCase.get(tz.toLowerCase());
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/** The zone `/today` computes in, and the name its answer echoes. */
export interface ResolvedZone {
  /** A name Intl knows (a fixed offset is computed in the Etc/GMT zone of the same offset). */
  zone: string;
  /** The zone as the answer names it: the IANA spelling, or the offset as `+03:00`. */
  name: string;
}

/**
 * The zone `/today` works in: the caller's `tz` if given, else the operator's default. Names are
 * matched whatever their case and echoed in their IANA spelling (`asia/jakarta` → `Asia/Jakarta`);
 * a name Intl knows as an alias stays as written (`Asia/Kolkata`, not ICU's Asia/Calcutta). A fixed
 * offset of whole hours (`+03:00`, `-0500`) is accepted; a `+` sent unencoded arrives as a space,
 * and the error says to send `%2B`.
 * @example resolveTimeZone(undefined, 'Asia/Riyadh') //=> { zone: 'Asia/Riyadh', name: 'Asia/Riyadh' }
 * @example resolveTimeZone('asia/jakarta', 'Asia/Riyadh') //=> { zone: 'Asia/Jakarta', name: 'Asia/Jakarta' }
 * @example resolveTimeZone('+03:00', 'Asia/Riyadh') //=> { zone: 'Etc/GMT-3', name: '+03:00' }
 */
export function resolveTimeZone(tz: string | undefined, defaultZone: string): ResolvedZone {
  if (tz === undefined) {
    if (!zoneFormatter(defaultZone)) {
      // An operator error, not a caller's: fail loudly (500) rather than pick another zone.
      throw new Error(`HIJRI_DEFAULT_TZ '${defaultZone}' is not an IANA time zone this runtime knows`);
    }
    return { zone: defaultZone, name: defaultZone };
  }
  const shown = tz.length > 40 ? `${tz.slice(0, 40)}…` : tz;
  const offset = OFFSET.exec(tz);
  if (offset) {
    const [, sign, hours, minutes] = offset as unknown as [string, string, string, string];
    const whole = Number(hours);
    if (minutes !== '00' || whole > (sign === '+' ? 14 : 12)) {
      throw new InvalidValue('invalid_timezone', (name) => `${name} offsets are accepted in whole hours from -12:00 to +14:00; for '${shown}' send the IANA zone of the place (Asia/Kolkata for +05:30, Asia/Kathmandu for +05:45)`);
    }
    const name = `${sign}${hours}:00`;
    // Etc/GMT zones count the other way: Etc/GMT-3 is three hours ahead of UTC.
    return { zone: whole === 0 ? 'UTC' : `Etc/GMT${sign === '+' ? '-' : '+'}${whole}`, name };
  }
  if (/^ \d{2}:?\d{2}$/.test(tz)) {
    throw new InvalidValue('invalid_timezone', (name) => `${name} '${shown}' looks like an offset whose + was read as a space, as a query string means; send it encoded, ${name}=%2B${tz.trim()}, or send an IANA zone name`);
  }
  const id = zoneId(tz);
  if (id !== null) {
    // Computed in the runtime's id, so every cache by zone holds one entry per zone, not per spelling.
    const canonical = canonicalSpelling(tz) ?? (id.toLowerCase() === tz.toLowerCase() ? id : undefined);
    return { zone: id, name: canonical ?? tz };
  }
  throw new InvalidValue(
    'invalid_timezone',
    (name) => `${name} must be an IANA time zone name such as Asia/Riyadh, Asia/Jakarta or America/New_York (any case), or a whole-hour offset such as %2B03:00; got '${shown}'`,
  );
}

interface WallClock extends YearMonthDay {
  hour: number;
  minute: number;
  second: number;
}

function wallClock(zone: string, epochMs: number): WallClock {
  const formatter = zoneFormatter(zone);
  if (!formatter) throw new RangeError(`unknown time zone '${zone}'`);
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(epochMs)) {
    if (part.type !== 'literal' && part.type !== 'timeZoneName') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/**
 * The calendar date in a zone at an instant.
 * @example zonedDate('Asia/Riyadh', Date.parse('2024-03-10T21:00:00Z')) //=> { year: 2024, month: 3, day: 11 }
 */
export function zonedDate(zone: string, epochMs: number): YearMonthDay {
  const { year, month, day } = wallClock(zone, epochMs);
  return { year, month, day };
}

/** Day number (RJD) of the calendar date in a zone at an instant. */
export function zonedDayNumber(zone: string, epochMs: number): number {
  const { year, month, day } = zonedDate(zone, epochMs);
  return gregorianToDayNumber(year, month, day);
}

const SECOND = 1000;

/**
 * Whole seconds from an instant until the zone's calendar date next changes (its next midnight, or
 * the first instant after it when a DST jump skips midnight). Rounded down, so a cache never keeps
 * today's answer into tomorrow.
 * @example secondsUntilNextMidnight('Asia/Riyadh', Date.parse('2024-03-10T20:59:59Z')) //=> 1
 */
export function secondsUntilNextMidnight(zone: string, epochMs: number): number {
  const today = zonedDayNumber(zone, epochMs);
  const wallMs = (at: number) => {
    const w = wallClock(zone, at);
    // The wall clock read as if it were UTC, keeping the instant's milliseconds.
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) + (((at % SECOND) + SECOND) % SECOND);
  };
  const now = zonedDate(zone, epochMs);
  const midnightWall = Date.UTC(now.year, now.month - 1, now.day + 1);

  // Exact when the zone's offset does not change before midnight (nearly always).
  let candidate = epochMs + (midnightWall - wallMs(epochMs));
  // A clock set back before midnight leaves us short of it: step forward by what is still missing.
  for (let i = 0; i < 3 && zonedDayNumber(zone, candidate) === today; i++) {
    candidate += Math.max(SECOND, midnightWall - wallMs(candidate));
  }
  if (zonedDayNumber(zone, candidate) === today) candidate = epochMs + 49 * 3600 * SECOND;
  // A clock set forward over midnight (23:59:59 -> 01:00) overshoots: find the first second of the
  // new date between now and the candidate.
  if (zonedDayNumber(zone, candidate - SECOND) !== today) {
    let low = epochMs; // still today
    let high = candidate; // no longer today
    while (high - low > SECOND) {
      const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
      if (middle === low) break;
      if (zonedDayNumber(zone, middle) === today) low = middle;
      else high = middle;
    }
    // The change happens on a whole UTC second in (high - 1 s, high].
    candidate = Math.floor(high / SECOND) * SECOND;
  }
  return Math.max(0, Math.floor((candidate - epochMs) / SECOND));
}

interface ZonedDayWindow {
  dayNumber: number;
  /** The instant the window was computed: the date holds from here... */
  fromMs: number;
  /** ...until this instant, the first of the zone's next date. */
  untilMs: number;
}

/** Bounded: one entry per zone asked for (a few hundred IANA names), cleared if it ever overflows. */
const dayWindows = new Map<string, ZonedDayWindow>();
const MAX_DAY_WINDOWS = 2048;

/**
 * The zone's date at an instant, whole seconds until it changes and the instant it changes (epoch
 * ms): the same answers as `zonedDayNumber` and `secondsUntilNextMidnight`, computed once per zone and day (each costs
 * several Intl calls, and `/v1/hijri/today` asks both on every request).
 */
export function zonedDayAndSecondsLeft(zone: string, epochMs: number): { dayNumber: number; secondsLeft: number; untilMs: number } {
  let window = dayWindows.get(zone);
  if (!window || epochMs < window.fromMs || epochMs >= window.untilMs) {
    const dayNumber = zonedDayNumber(zone, epochMs);
    // secondsUntilNextMidnight rounds down; the change itself falls on a whole second of UTC
    // (zone offsets are whole seconds), so rounding up recovers its exact instant.
    const untilMs = Math.ceil((epochMs + secondsUntilNextMidnight(zone, epochMs) * SECOND) / SECOND) * SECOND;
    window = { dayNumber, fromMs: epochMs, untilMs: Math.max(untilMs, epochMs + 1) };
    if (dayWindows.size >= MAX_DAY_WINDOWS) dayWindows.clear();
    dayWindows.set(zone, window);
  }
  return { dayNumber: window.dayNumber, secondsLeft: Math.floor((window.untilMs - epochMs) / SECOND), untilMs: window.untilMs };
}

/** How many entries the caches by zone hold, for the test that no spelling adds one. */
export const zoneCacheEntries = (): number => zoneFormatEntries() + dayWindows.size;
