/**
 * The IANA time zone of coordinates (`@photostructure/tz-lookup`, a maintained fork of tz-lookup:
 * one 70 kB file of the timezone-boundary-builder polygons, so the server bundle stays small and
 * needs no data files), and local times in a zone written as ISO 8601 with their offset.
 */
import tzLookup from '@photostructure/tz-lookup';

export const zoneAt = (lat: number, lng: number): string => tzLookup(lat, lng);

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * An instant as local ISO 8601 with the zone's offset, to the minute (prayer times are given to the
 * minute): `2026-03-01T05:32:00+03:00`.
 */
export function localIso(epochMs: number, zone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(zone).formatToParts(epochMs)) parts[part.type] = part.value;
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
