/**
 * The IANA time zone of coordinates (`@photostructure/tz-lookup`, a maintained fork of tz-lookup:
 * one 70 kB file of the timezone-boundary-builder polygons, so the server bundle stays small and
 * needs no data files), and local times in a zone written as ISO 8601 with their offset.
 */
import tzLookup from '@photostructure/tz-lookup';
import { zoneId, zoneOffsetFormatter } from '../shared/zone-format';

export const zoneAt = (lat: number, lng: number): string => tzLookup(lat, lng);

/**
 * The zone's offset from UTC at an instant, in milliseconds, as Intl reads it, to the minute. Before
 * standard time, a zone's offset is its local mean time, in seconds (`GMT+03:06:52`, Riyadh before
 * 1947): it is rounded to the nearest minute, as the times are, so every local time written with it
 * is the computed instant exactly. `id`: the zone's id (zoneId).
 */
function intlOffsetMs(epochMs: number, id: string): number {
  const written = zoneOffsetFormatter(id).format(epochMs);
  const name = written.slice(written.lastIndexOf('GMT'));
  const match = /^GMT([+\-\u2212])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(name);
  if (!match) {
    if (name === 'GMT') return 0;
    throw new RangeError(`unreadable offset '${name}' of ${id}`);
  }
  const minutes = Number(match[2]) * 60 + Number(match[3]) + Math.round(Number(match[4] ?? 0) / 60);
  return (match[1] === '+' ? 1 : -1) * minutes * 60_000;
}

interface Transition {
  from: number;
  offset: number;
}

/** By zone id and year: at most a few hundred zones times the years asked, cleared if it ever fills. */
const transitionsByZoneYear = new Map<string, Transition[]>();
const MAX_ZONE_YEARS = 4096;

/**
 * The offsets of a zone through a UTC year, from Intl: read on the 1st and 16th of each month, and
 * where two readings differ, the instant of the change found to the minute. A year then costs about
 * 60 Intl calls instead of two a day.
 */
function transitionsOf(zone: string, year: number): Transition[] {
  // The same zone and year as the last call: every time of one answer asks for the same.
  if (zone === lastZone && year === lastYear) return lastTransitions;
  const id = zoneId(zone);
  if (id === null) throw new RangeError(`unknown time zone '${zone}'`);
  const key = `${id} ${year}`;
  let found = transitionsByZoneYear.get(key);
  if (!found) found = readTransitions(id, year, key);
  lastZone = zone;
  lastYear = year;
  lastTransitions = found;
  return found;
}
let lastZone = '';
let lastYear = 0;
let lastTransitions: Transition[] = [];

function readTransitions(id: string, year: number, key: string): Transition[] {
  const samples: number[] = [];
  for (let month = 0; month < 12; month++) samples.push(Date.UTC(year, month, 1), Date.UTC(year, month, 16));
  samples.push(Date.UTC(year + 1, 0, 1));
  const found = [{ from: -Infinity, offset: intlOffsetMs(samples[0]!, id) }];
  for (let i = 1; i < samples.length; i++) {
    const offset = intlOffsetMs(samples[i]!, id);
    if (offset === found[found.length - 1]!.offset) continue;
    let low = samples[i - 1]!;
    let high = samples[i]!;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (intlOffsetMs(middle, id) === offset) high = middle;
      else low = middle;
    }
    found.push({ from: high, offset });
  }
  if (transitionsByZoneYear.size >= MAX_ZONE_YEARS) transitionsByZoneYear.clear();
  transitionsByZoneYear.set(key, found);
  return found;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function offsetMs(epochMs: number, zone: string): number {
  const transitions = transitionsOf(zone, new Date(epochMs).getUTCFullYear());
  let offset = transitions[0]!.offset;
  for (const transition of transitions) if (epochMs >= transition.from) offset = transition.offset;
  return offset;
}

/** `+03:00` for an offset in milliseconds. */
export function offsetText(offset: number): string {
  const minutes = Math.abs(offset) / 60_000;
  return `${offset < 0 ? '-' : '+'}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Local ISO 8601 times, with their offset, of several instants. */
export function localIsoAll<K extends string>(instants: Record<K, number>, zone: string): Record<K, string> {
  const result = {} as Record<K, string>;
  for (const [name, ms] of Object.entries(instants) as [K, number][]) result[name] = localIso(ms, zone);
  return result;
}

/**
 * An instant as local ISO 8601 with the zone's offset, to the minute (prayer times are given to the
 * minute): `2026-03-01T05:32:00+03:00`.
 */
export function localIso(epochMs: number, zone: string): string {
  const offset = offsetMs(epochMs, zone);
  return new Date(epochMs + offset).toISOString().slice(0, 19) + offsetText(offset);
}

/** How many entries the caches by zone hold, for the test that no spelling adds one. */
export const zoneCacheEntries = (): number => transitionsByZoneYear.size;
