/**
 * Time zones as the runtime's Intl knows them: the one id of each zone name, whatever its spelling,
 * and per zone id one formatter of its wall clock (src/hijri/today.ts) and one of its offset from UTC
 * (src/prayer/zone.ts) at an instant.
 */

/** An IANA name is letters, digits and `/ _ - +`; this also keeps offsets like `+03:00` out. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The runtime's own id of each zone name it accepts, by the name's lower-case spelling: Intl takes a
 * name in any case and an alias (`asia/kolkata`, `AmErIca/argentina/comodrivadavia`), so a client
 * can send thousands of spellings of one zone. Only names Intl accepts are kept, so this holds at
 * most one entry per IANA name, whatever is sent.
 */
const zoneIds = new Map<string, string>();

/** The runtime's id of a zone name (the same for every spelling and alias of a zone), or null. */
export function zoneId(zone: string): string | null {
  const key = zone.toLowerCase();
  const known = zoneIds.get(key);
  if (known !== undefined) return known;
  if (!ZONE_NAME.test(zone)) return null;
  let id: string;
  try {
    id = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    // Intl throws RangeError for a zone it does not know: that is the one signal we rely on.
    return null;
  }
  zoneIds.set(key, id);
  return id;
}

/** Formatters are costly to build: one per zone id (a few hundred), never per spelling. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of a zone, or null for a name Intl does not know: its parts are the wall clock's
 * year, month, day, hour (0-23), minute and second, and the offset (`GMT+03:00`, or `GMT`).
 */
export function zoneFormatter(zone: string): Intl.DateTimeFormat | null {
  const id = zoneId(zone);
  if (id === null) return null;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: id,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    });
    formatters.set(id, formatter);
  }
  return formatter;
}

/**
 * Per zone id, a formatter that writes an hour and the offset (`8 PM GMT-03:30`): the offset read
 * from `format` is a sixth of the CPU of formatToParts on the wall clock's formatter (about 2 µs
 * against 12), and a new zone-year reads it 25-60 times. `id`: a zone id (zoneId).
 */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

export function zoneOffsetFormatter(id: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(id);
  if (!formatter) offsetFormatters.set(id, (formatter = new Intl.DateTimeFormat('en-US', { timeZone: id, hour: 'numeric', timeZoneName: 'longOffset' })));
  return formatter;
}

/** How many entries the caches by zone hold, for the test that no spelling adds one. */
export const zoneFormatEntries = (): number => zoneIds.size + formatters.size + offsetFormatters.size;
