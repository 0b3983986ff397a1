/**
 * The Umm al-Qura table against primary sources, not against another port of itself: dates printed
 * on Umm al-Qura newspaper issues, month starts from the Umm al-Qura calendar website and from the
 * KFUPM comparison calendar, as collected by the hijridate project (MIT; provenance in the JSON).
 */
import { describe, expect, it } from 'vitest';
import fixtures from './testdata/hijridate-fixtures.json' with { type: 'json' };
import { dayNumberToHijri, hijriToDayNumber } from './calendar';
import { dayNumberToGregorian, gregorianToDayNumber } from './gregorian';

type Row = { hijri: number[]; gregorian: number[]; issue?: number };
const sources = fixtures.sources as Record<string, { dates: Row[] }>;

// hijridate checks its fixtures both ways (tests/integration/test_references.py, `params_reversed`).
describe.each(Object.entries(sources))('%s', (_name, { dates }) => {
  it(`agrees on every date, Hijri to Gregorian (${dates.length})`, () => {
    const differences: string[] = [];
    for (const { hijri, gregorian, issue } of dates) {
      const [year, month, day] = hijri as [number, number, number];
      const ours = dayNumberToGregorian(hijriToDayNumber(year, month, day));
      if (ours.year !== gregorian[0] || ours.month !== gregorian[1] || ours.day !== gregorian[2]) {
        differences.push(`${hijri.join('-')}${issue ? ` (newspaper no. ${issue})` : ''}: ours ${ours.year}-${ours.month}-${ours.day}, source ${gregorian.join('-')}`);
      }
    }
    expect(differences).toEqual([]);
    expect(dates.length).toBeGreaterThan(100);
  });

  it(`agrees on every date, Gregorian to Hijri (${dates.length})`, () => {
    const differences: string[] = [];
    for (const { hijri, gregorian, issue } of dates) {
      const [year, month, day] = gregorian as [number, number, number];
      const ours = dayNumberToHijri(gregorianToDayNumber(year, month, day));
      if (ours.year !== hijri[0] || ours.month !== hijri[1] || ours.day !== hijri[2]) {
        differences.push(`${gregorian.join('-')}${issue ? ` (newspaper no. ${issue})` : ''}: ours ${ours.year}-${ours.month}-${ours.day}, source ${hijri.join('-')}`);
      }
    }
    expect(differences).toEqual([]);
  });
});
