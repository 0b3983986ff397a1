/**
 * At high latitude the six times are in order on every day of a year, or the day is refused with
 * `prayer_not_computable` (or `polar_unresolved`) naming the polar rule to choose.
 */
import { describe, expect, it } from 'vitest';
import { InvalidValue } from '../shared/input-error';
import { METHOD_IDS } from './methods';
import { dayTimes, HIGH_LATITUDE_RULES, MADHABS, POLAR_RESOLUTIONS, PRAYERS, type MethodChoice, type PolarResolutionId } from './times';

const LATITUDES = [60, 64, 66.5, 68, 70, -60, -64, -66.5, -68, -70];
const DAYS = 365;

function choiceOf(method: (typeof METHOD_IDS)[number], polar: PolarResolutionId, i: number): MethodChoice {
  return {
    method,
    ...(method === 'custom' ? { fajrAngle: 18, ishaAngle: 17 } : {}),
    madhab: MADHABS[i % MADHABS.length]!,
    highLatitudeRule: HIGH_LATITUDE_RULES[Math.floor(i / 2) % HIGH_LATITUDE_RULES.length]!,
    polar,
    adjustments: {},
    imsakMinutes: 10,
  };
}

/** The times in order and Asr before sunset, or a refusal naming `polar` when no polar rule was chosen. */
function expectOrderedOrRefused(lat: number, lng: number, zone: string, dayOfYear: number, choice: MethodChoice) {
  const date = new Date(Date.UTC(2026, 0, 1 + dayOfYear));
  const label = `${lat}° ${date.toISOString().slice(0, 10)} ${choice.method} ${choice.madhab} ${choice.highLatitudeRule} polar=${choice.polar}`;
  let times;
  try {
    times = dayTimes(lat, lng, 2026, date.getUTCMonth() + 1, date.getUTCDate(), choice, { zone }).times;
  } catch (error) {
    expect(error, label).toBeInstanceOf(InvalidValue);
    const refusal = error as InvalidValue;
    expect(['polar_unresolved', 'prayer_not_computable'], `${label}: ${refusal.message}`).toContain(refusal.code);
    expect(refusal.about, label).toBe('polar');
    expect(choice.polar, `${label}: a polar rule was chosen, yet refused: ${refusal.message}`).toBe('unresolved');
    expect(refusal.named('polar').detail, label).toMatch(/polar=aqrab-balad.*polar=aqrab-yaum/);
    return 'refused';
  }
  for (let i = 1; i < PRAYERS.length; i++) {
    expect(times[PRAYERS[i]!], `${label}: ${PRAYERS[i]} after ${PRAYERS[i - 1]}`).toBeGreaterThan(times[PRAYERS[i - 1]!]);
  }
  expect(times.asr, `${label}: Asr before sunset`).toBeLessThan(times.sunset);
  return 'answered';
}

describe('the order of the times at high latitude', () => {
  it.each(LATITUDES)('%s°: every day of 2026, every polar rule, the methods, madhabs and rules in turn', (lat) => {
    const seen = { answered: 0, refused: 0 };
    for (const polar of POLAR_RESOLUTIONS) {
      for (let day = 0; day < DAYS; day++) {
        // Each day takes the next method, madhab and high-latitude rule, so a year covers each many times.
        const method = METHOD_IDS[(day + POLAR_RESOLUTIONS.indexOf(polar)) % METHOD_IDS.length]!;
        seen[expectOrderedOrRefused(lat, 10, 'Europe/Oslo', day, choiceOf(method, polar, day))]++;
      }
    }
    expect(seen.answered).toBeGreaterThan(DAYS);
  });

  it('Murmansk (68.96°N): no day of the year out of order, for every polar rule and both madhabs', () => {
    const refused = new Map<PolarResolutionId, number>();
    for (let day = 0; day < DAYS; day++) {
      for (const polar of POLAR_RESOLUTIONS) {
        const method = METHOD_IDS[day % METHOD_IDS.length]!;
        for (const madhab of MADHABS) {
          const choice = { ...choiceOf(method, polar, day), highLatitudeRule: 'recommended' as const, madhab };
          if (expectOrderedOrRefused(68.96, 33.09, 'Europe/Moscow', day, choice) === 'refused') refused.set(polar, (refused.get(polar) ?? 0) + 1);
        }
      }
    }
    expect([...refused.keys()]).toEqual(['unresolved']);
  });

  it('66.56°N with the defaults: Asr is never after sunset', () => {
    for (let day = 0; day < DAYS; day++) {
      expectOrderedOrRefused(66.56, 25.0, 'Europe/Helsinki', day, choiceOf('mwl', 'unresolved', 0));
    }
  });
});
