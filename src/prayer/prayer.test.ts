import { describe, expect, it } from 'vitest';
import { timetableAccuracy } from './accuracy';
import { COUNTRY_DEFAULTS, countryOfZone, methodOfCountry } from './countries';
import { METHODS } from './methods';
import { FILE_PLACES, PLACES, placeById, searchPlaces } from './places';
import { KAABA, distanceKm, qiblaAnswer, qiblaBearing } from './qibla';
import { dayTimes, type MethodChoice } from './times';
import { localIso, zoneAt } from './zone';

const choice = (method: MethodChoice['method'], more: Partial<MethodChoice> = {}): MethodChoice => ({
  method, madhab: 'shafi', highLatitudeRule: 'recommended', polar: 'unresolved', adjustments: {}, imsakMinutes: 10, ...more,
});

describe('the official timetables', () => {
  const results = timetableAccuracy();
  it.each(results.map((result) => [result.city, result] as const))('%s: every prayer of every day within the stated tolerance, but those the publisher sets by its own rule', (_city, result) => {
    expect(result.days).toBeGreaterThanOrEqual(12);
    expect(result.outside.filter((difference) => !result.differs.includes(difference.prayer))).toEqual([]);
    for (const prayer of result.prayers) {
      if (result.differs.includes(prayer.prayer)) continue;
      expect(prayer.largest, prayer.prayer).toBeLessThanOrEqual(result.tolerance);
    }
  });
  it('name a prayer as set by a rule of its own only while it is outside the tolerance, and say why', () => {
    for (const result of results.filter((each) => each.differs.length > 0)) {
      expect(result.differsBecause, result.city).toMatch(/\S.{40,}/);
      for (const prayer of result.differs) expect(result.prayers.find((each) => each.prayer === prayer)!.within, `${result.city} ${prayer}`).toBe(false);
    }
  });
  it('cover the twelve months of a year for each city, or every day of the span a publisher printed (a month at least; a fortnight for further cities of a method measured over a month elsewhere)', () => {
    const monthLong = new Set(results.filter((result) => result.days >= 28).map((result) => result.method));
    for (const result of results) {
      if (result.months === 12) continue;
      const span = (Date.parse(result.last) - Date.parse(result.first)) / 86_400_000 + 1;
      expect(result.days, result.city).toBe(span);
      expect(span, result.city).toBeGreaterThanOrEqual(monthLong.has(result.method) ? 14 : 28);
    }
    expect(results.filter((result) => result.months < 12 && result.days < 28).every((result) => results.some((other) => other.method === result.method && other.days >= 28))).toBe(true);
  });
  it('include a year above 55°N, where the publisher\'s Fajr and Isha angles hold on every day outside the white nights', () => {
    const northern = results.filter((result) => result.latitude > 55 && result.months === 12);
    expect(northern.length).toBeGreaterThan(0);
    for (const result of northern) {
      for (const prayer of ['fajr', 'isha'] as const) {
        const outside = result.outside.filter((difference) => difference.prayer === prayer);
        expect(outside.length, `${result.city} ${prayer}`).toBeGreaterThan(0);
        expect(outside.filter((difference) => difference.date.slice(5) < '05-01' || difference.date.slice(5) > '08-31'), `${result.city} ${prayer}`).toEqual([]);
      }
    }
  });
  it('include a North American city under ISNA and a city above 55°N', () => {
    expect(results.some((result) => result.method === 'isna')).toBe(true);
    expect(results.filter((result) => result.file.startsWith('moscow')).map((result) => result.prayers.every((prayer) => prayer.within))).toEqual([true]);
  });
});

describe('the Qibla', () => {
  // Published bearings (degrees from true north), as adhan's own tests state them (MIT, batoulapps/adhan-js test/qibla.test.ts).
  const published: Array<[string, number, number, number]> = [
    ['Washington DC', 38.9072, -77.0369, 56.56],
    ['New York', 40.7128, -74.0059, 58.4817],
    ['San Francisco', 37.7749, -122.4194, 18.8438],
    ['Anchorage', 61.2181, -149.9003, 350.883],
    ['Sydney', -33.8688, 151.2093, 277.4996],
    ['Auckland', -36.8485, 174.7633, 261.197],
    ['London', 51.5074, -0.1278, 118.987],
    ['Paris', 48.8566, 2.3522, 119.163],
    ['Oslo', 59.9139, 10.7522, 139.0278],
    ['Islamabad', 33.7294, 73.0931, 255.882],
    ['Tokyo', 35.6895, 139.6917, 293.021],
  ];
  it.each(published)('%s matches the published bearing to 0.01°', (_name, lat, lng, bearing) => {
    expect(Math.abs(qiblaBearing(lat, lng) - bearing)).toBeLessThan(0.01);
  });
  it('agrees with the great-circle initial-bearing formula everywhere to 0.01°', () => {
    const rad = (deg: number) => (deg * Math.PI) / 180;
    for (let lat = -80; lat <= 80; lat += 7.3) {
      for (let lng = -179; lng <= 179; lng += 11.7) {
        const dl = rad(KAABA.lng - lng);
        const formula = ((Math.atan2(Math.sin(dl) * Math.cos(rad(KAABA.lat)), Math.cos(rad(lat)) * Math.sin(rad(KAABA.lat)) - Math.sin(rad(lat)) * Math.cos(rad(KAABA.lat)) * Math.cos(dl)) * 180) / Math.PI + 360) % 360;
        const diff = Math.abs(qiblaBearing(lat, lng) - formula);
        expect(Math.min(diff, 360 - diff), `${lat},${lng}`).toBeLessThan(0.01);
      }
    }
  });
  it('gives the distance and, with a date, the WMM2025 declination and the compass bearing', () => {
    expect(distanceKm(51.5074, -0.1278, KAABA.lat, KAABA.lng)).toBeCloseTo(4793, -1);
    const answer = qiblaAnswer(51.5074, -0.1278, { iso: '2026-03-01', ms: Date.parse('2026-03-01') });
    // NOAA's calculator gives about +1° (east) for London in 2026.
    expect(answer.magnetic!.declination).toBeGreaterThan(0);
    expect(answer.magnetic!.declination).toBeLessThan(2.5);
    expect(answer.magnetic!.bearing_magnetic).toBeCloseTo(answer.bearing_true! - answer.magnetic!.declination, 1);
    expect(() => qiblaAnswer(51.5, 0, { iso: '2031-01-01', ms: Date.parse('2031-01-01') })).toThrow(expect.objectContaining({ code: 'date_out_of_range', about: 'day' }));
  });
});

describe('the rule applied to each prayer', () => {
  it('Makkah: the angle for Fajr, 90 minutes for Isha, 120 in Ramadan', () => {
    const day = dayTimes(21.4225, 39.8262, 2026, 6, 1, choice('umm-al-qura'));
    expect(day.applied.fajr.rule).toBe('angle');
    expect(day.applied.isha).toMatchObject({ rule: 'interval', why: expect.stringContaining('90 minutes') });
    expect(day.times.isha - day.times.maghrib).toBe(90 * 60_000);
    const ramadan = dayTimes(21.4225, 39.8262, 2026, 3, 1, choice('umm-al-qura'), { ramadan: true });
    expect(ramadan.times.isha - ramadan.times.maghrib).toBe(120 * 60_000);
  });
  it('Oslo in summer: one seventh of the night, because the angle is not reached', () => {
    const day = dayTimes(59.91, 10.75, 2026, 6, 1, choice('mwl'));
    expect(day.highLatitudeRule).toBe('seventh-of-the-night');
    expect(day.applied.fajr).toMatchObject({ rule: 'seventh-of-the-night', why: expect.stringContaining('18° angle is not reached at 59.91°N') });
    expect(day.applied.isha.rule).toBe('seventh-of-the-night');
  });
  it('Oslo in winter: Isha by its angle; Fajr by the rule, whose limit comes after the angle', () => {
    const day = dayTimes(59.91, 10.75, 2026, 12, 1, choice('mwl'), { zone: 'Europe/Oslo' });
    expect(day.applied.isha.rule).toBe('angle');
    expect(day.applied.fajr).toMatchObject({ rule: 'seventh-of-the-night', why: expect.stringContaining('the 18° angle (06:11) falls before the limit') });
    expect(day.times.sunrise - day.times.fajr).toBeLessThan(day.times.sunrise - Date.parse('2026-12-01T05:11:00Z'));
  });
  it('refuses a polar day without a polar rule, and says the rule when given one', () => {
    expect(() => dayTimes(78.22, 15.65, 2026, 6, 21, choice('mwl'))).toThrow(expect.objectContaining({ code: 'polar_unresolved', about: 'polar' }));
    const resolved = dayTimes(78.22, 15.65, 2026, 6, 21, choice('mwl', { polar: 'aqrab-balad' }));
    expect(resolved.applied.maghrib.rule).toBe('aqrab-balad');
    expect(resolved.times.maghrib).toBeGreaterThan(resolved.times.dhuhr);
  });
  it('adds the requested minutes and the madhab changes Asr', () => {
    const plain = dayTimes(41.01, 28.95, 2026, 3, 1, choice('diyanet'));
    const adjusted = dayTimes(41.01, 28.95, 2026, 3, 1, choice('diyanet', { adjustments: { fajr: 5, isha: -3 } }));
    expect(adjusted.times.fajr - plain.times.fajr).toBe(5 * 60_000);
    expect(adjusted.times.isha - plain.times.isha).toBe(-3 * 60_000);
    const hanafi = dayTimes(41.01, 28.95, 2026, 3, 1, choice('diyanet', { madhab: 'hanafi' }));
    expect(hanafi.times.asr - plain.times.asr).toBeGreaterThan(30 * 60_000);
  });
  it('custom angles: a larger Fajr angle is earlier', () => {
    const a = dayTimes(30, 31, 2026, 3, 1, choice('custom', { fajrAngle: 15, ishaAngle: 15 }));
    const b = dayTimes(30, 31, 2026, 3, 1, choice('custom', { fajrAngle: 19.5, ishaAngle: 17.5 }));
    expect(b.times.fajr).toBeLessThan(a.times.fajr);
    expect(b.times.isha).toBeGreaterThan(a.times.isha);
  });
  it('gives every method a time for every prayer at mid latitudes', () => {
    for (const method of METHODS) {
      const day = dayTimes(33.5, 36.3, 2026, 4, 15, choice(method.id, method.id === 'custom' ? { fajrAngle: 18, ishaAngle: 17 } : {}));
      expect(day.times.fajr < day.times.sunrise && day.times.sunrise < day.times.dhuhr && day.times.dhuhr < day.times.asr && day.times.asr < day.times.maghrib && day.times.maghrib < day.times.isha, method.id).toBe(true);
    }
  });
});

describe('places, zones and countries', () => {
  it('finds the zone and the country of coordinates', () => {
    expect(zoneAt(41.01, 28.95)).toBe('Europe/Istanbul');
    expect(zoneAt(-6.2, 106.8)).toBe('Asia/Jakarta');
    expect(countryOfZone('Asia/Riyadh')).toBe('SA');
    expect(countryOfZone('Etc/GMT+10')).toBeNull();
    expect(methodOfCountry('TR')).toBe('diyanet');
    expect(methodOfCountry('NO')).toBe('mwl');
    expect(methodOfCountry(null)).toBe('mwl');
    for (const { method } of Object.values(COUNTRY_DEFAULTS)) expect(METHODS.map((m) => m.id)).toContain(method);
  });
  it('writes local times with the offset Intl gives, across DST changes', () => {
    const formatter = (zone: string) => new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'longOffset' });
    for (const zone of ['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Africa/Casablanca', 'Asia/Tehran', 'Pacific/Chatham', 'Asia/Kathmandu']) {
      const format = formatter(zone);
      for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 97 * 60_000 + 7_000) {
        const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
        const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3).replace('\u2212', '-');
        expect(localIso(ms, zone)).toBe(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`);
      }
    }
  });
  it('holds every capital and the cities of a million people, and finds them by name', () => {
    expect(new Set(PLACES.filter((place) => place.capital).map((place) => place.country)).size).toBeGreaterThan(230);
    expect(PLACES.filter((place) => place.population >= 1_000_000).length).toBeGreaterThan(350);
    expect(FILE_PLACES.every((place) => place.capital && Math.abs(place.lat) < 65)).toBe(true);
    expect(PLACES.some((place) => place.capital && place.lat > 78)).toBe(true);
    expect(searchPlaces('istanbul', 5)[0]).toMatchObject({ id: 745044, country: 'TR' });
    expect(searchPlaces('sao paulo', 5)[0]!.name).toBe('São Paulo');
    expect(searchPlaces('jakarta', 5, 'ID')[0]!.country).toBe('ID');
    expect(placeById('745044').name).toBe('Istanbul');
    expect(() => placeById('1')).toThrow(expect.objectContaining({ code: 'place_not_found' }));
    expect(() => placeById('abc')).toThrow(expect.objectContaining({ code: 'invalid_place' }));
  });
});
