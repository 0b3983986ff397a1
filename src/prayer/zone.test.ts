import { describe, expect, it } from 'vitest';
import { resolveTimeZone, zoneCacheEntries as hijriZoneEntries, zonedDayAndSecondsLeft } from '../hijri/today';
import { localIso, offsetMs, zoneCacheEntries } from './zone';

/** The n-th case spelling of a name: bit i of n flips the case of letter i. */
function spelling(name: string, n: number): string {
  let bit = 0;
  return [...name].map((char) => (/[a-z]/i.test(char) && (n >> bit++) & 1 ? (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) : char)).join('');
}

describe('time-zone spellings', () => {
  it('20,000 case spellings of an alias zone add at most one entry to each cache by zone', () => {
    const first = resolveTimeZone('America/Argentina/ComodRivadavia', 'UTC');
    localIso(Date.UTC(2026, 2, 1, 12), first.zone);
    zonedDayAndSecondsLeft(first.zone, Date.UTC(2026, 2, 1, 12));
    const before = zoneCacheEntries() + hijriZoneEntries();
    const instant = Date.UTC(2026, 2, 1, 12);
    for (let n = 1; n <= 20_000; n++) {
      const { zone } = resolveTimeZone(spelling('America/Argentina/ComodRivadavia', n), 'UTC');
      expect(localIso(instant, zone)).toBe('2026-03-01T09:00:00-03:00');
      zonedDayAndSecondsLeft(zone, instant);
      // A spelling passed straight to the prayer module is read under its zone id too.
      localIso(instant, spelling('America/Argentina/ComodRivadavia', n));
    }
    expect(zoneCacheEntries() + hijriZoneEntries() - before).toBeLessThanOrEqual(1);
  });

  it('echoes the IANA spelling when the case alone differs, and an alias as written', () => {
    expect(resolveTimeZone('asia/riyadh', 'UTC').name).toBe('Asia/Riyadh');
    expect(resolveTimeZone('Asia/Kolkata', 'UTC').name).toBe('Asia/Kolkata');
    expect(resolveTimeZone('asia/kolkata', 'UTC').zone).toBe(resolveTimeZone('ASIA/KOLKATA', 'UTC').zone);
  });
});

describe('offsets with seconds (local mean time before standard time)', () => {
  it('Riyadh 1940, Tehran 1930, Dhaka 1940 and Monrovia 1970 read to the minute, the instant kept exact', () => {
    const noon = (year: number) => Date.UTC(year, 5, 1, 12);
    expect(localIso(noon(1940), 'Asia/Riyadh')).toBe('1940-06-01T15:07:00+03:07'); // GMT+03:06:52
    expect(localIso(noon(1930), 'Asia/Tehran')).toBe('1930-06-01T15:26:00+03:26'); // GMT+03:25:44
    expect(localIso(noon(1940), 'Asia/Dhaka')).toMatch(/^1940-06-01T1\d:\d\d:00\+0\d:\d\d$/);
    expect(localIso(noon(1970), 'Africa/Monrovia')).toBe('1970-06-01T11:15:00-00:45'); // GMT-00:44:30
    for (const [zone, year] of [['Asia/Riyadh', 1940], ['Asia/Tehran', 1930], ['Africa/Monrovia', 1970]] as const) {
      expect(Date.parse(localIso(noon(year), zone))).toBe(noon(year));
    }
  });

  it('every IANA zone the runtime knows gives an offset on 1 June of 1925, 1950 and 1975', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    expect(zones.length).toBeGreaterThan(300);
    for (const zone of zones) {
      for (const year of [1925, 1950, 1975]) {
        const instant = Date.UTC(year, 5, 1, 10, 17);
        const iso = localIso(instant, zone);
        expect(iso, `${zone} ${year}`).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
        expect(Date.parse(iso), `${zone} ${year}`).toBe(instant);
        expect(Math.abs(offsetMs(instant, zone) % 60_000)).toBe(0);
      }
    }
  });
});
