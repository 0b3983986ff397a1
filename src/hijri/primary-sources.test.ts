/**
 * The Umm al-Qura table against primary sources, not against another port of itself: dates printed
 * on Umm al-Qura newspaper issues, month starts from the Umm al-Qura calendar website and from the
 * KFUPM comparison calendar, as collected by the hijridate project (MIT; provenance in the JSON).
 */
import { describe, expect, it } from 'vitest';
import fixtures from './testdata/hijridate-fixtures.json' with { type: 'json' };
import { hijriToDayNumber } from './calendar';
import { dayNumberToGregorian } from './gregorian';

type Row = { hijri: number[]; gregorian: number[]; issue?: number };
const sources = fixtures.sources as Record<string, { dates: Row[] }>;

describe.each(Object.entries(sources))('%s', (_name, { dates }) => {
  it(`agrees on every date (${dates.length})`, () => {
    const differences: string[] = [];
    for (const { hijri, gregorian, issue } of dates) {
      const [year, month, day] = hijri as [number, number, number];
      const ours = dayNumberToGregorian(hijriToDayNumber(year, month, day));
      if (ours.year !== gregorian[0] || ours.month !== gregorian[1] || ours.day !== gregorian[2]) {
        differences.push(`${hijri.join('-')}${issue ? ` (issue ${issue})` : ''}: ours ${ours.year}-${ours.month}-${ours.day}, source ${gregorian.join('-')}`);
      }
    }
    expect(differences).toEqual([]);
    expect(dates.length).toBeGreaterThan(100);
  });
});
