/**
 * The MABIMS calendar applies the criterion in force for each month: the old one (altitude 2°,
 * elongation 3° or age 8 hours) before Ramadan 1443, neo-MABIMS (3°, 6.4°) from it. The sourced
 * sidang isbat starts of src/hijri/testdata/authority-starts.json are matched either way
 * (calendars.test.ts); here, the old criterion is what matches the years before the change.
 */
import { describe, expect, it } from 'vitest';
import authority from './testdata/authority-starts.json' with { type: 'json' };
import { conjunctionOfMonth, hijriCalendar, NEO_MABIMS_FROM } from './calendars';
import { mabimsCriterion, mabimsOldCriterion } from './criteria';
import { gregorianToDayNumber } from './gregorian';

const indexOf = (year: number, month: number) => (year - 1343) * 12 + month - 1;
const published = authority.starts
  .filter((entry) => entry.calendar === 'mabims')
  .map((entry) => {
    const [year, month] = entry.month.split('-').map(Number) as [number, number];
    const [y, m, d] = entry.first_day.split('-').map(Number) as [number, number, number];
    return { year, month, day: gregorianToDayNumber(y, m, d), before: year * 12 + month < NEO_MABIMS_FROM.year * 12 + NEO_MABIMS_FROM.month };
  });

describe('MABIMS as in force', () => {
  it('has sourced starts on both sides of the change', () => {
    expect(published.filter((entry) => entry.before).length).toBeGreaterThanOrEqual(8);
    expect(published.filter((entry) => !entry.before).length).toBeGreaterThanOrEqual(8);
  });

  it('computes every start before Ramadan 1443 by the old criterion, which the published dates follow where neo-MABIMS would be a day late', () => {
    let neoLate = 0;
    for (const entry of published.filter((start) => start.before)) {
      const conjunction = conjunctionOfMonth(indexOf(entry.year, entry.month));
      expect(mabimsOldCriterion(conjunction), `${entry.year}-${entry.month}`).toBe(entry.day);
      if (mabimsCriterion(conjunction) !== entry.day) neoLate++;
      expect(hijriCalendar('mabims').monthBasis(entry.year, entry.month)).toBe('computed');
    }
    expect(neoLate).toBeGreaterThanOrEqual(5);
  });

  it('computes every start from Ramadan 1443 by neo-MABIMS', () => {
    for (const entry of published.filter((start) => !start.before)) {
      if (hijriCalendar('mabims').monthBasis(entry.year, entry.month) !== 'computed') continue;
      expect(mabimsCriterion(conjunctionOfMonth(indexOf(entry.year, entry.month))), `${entry.year}-${entry.month}`).toBe(entry.day);
    }
  });
});
