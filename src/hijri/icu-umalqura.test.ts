/**
 * Our Umm al-Qura table against ICU's `islamic-umalqura` (Intl), an independent implementation, on
 * every day of 1343-1450 AH. ICU disagrees on 15,729 days of 1343-1419 AH, listed as documented
 * exceptions in icu-umalqura-differences.json (with their provenance); the published check dates
 * decide each exception they touch, and they side with our table.
 */
import { describe, expect, it } from 'vitest';
import differences from './icu-umalqura-differences.json' with { type: 'json' };
import { dayNumberToHijri, hijriMonthStart } from './calendar';
import { formatIsoDate } from './gregorian';

const icu = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
const epochMsOf = (dayNumber: number) => (dayNumber - 40588) * 86_400_000;
const isoOf = (dayNumber: number) => new Date(epochMsOf(dayNumber)).toISOString().slice(0, 10);

function icuHijri(epochMs: number): string {
  const parts = Object.fromEntries(icu.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The in-range check dates of the acceptance data (shared/data/hijri-check-dates.json, the
 * published calendar as compiled in the hijridate table), copied so the test runs on a fresh clone.
 */
const CHECK_DATES: readonly (readonly [gregorian: string, hijri: string])[] = [
  ['1924-08-01', '1343-01-01'],
  ['1925-03-27', '1343-09-01'],
  ['1926-12-06', '1345-05-31'],
  ['1927-07-01', '1346-01-01'],
  ['1936-02-24', '1354-12-01'],
  ['1937-03-13', '1355-12-30'],
  ['1937-03-14', '1356-01-01'],
  ['1945-07-11', '1364-08-01'],
  ['1979-11-20', '1400-01-01'],
  ['1999-04-15', '1419-12-29'],
  ['1999-04-17', '1420-01-01'],
  ['2000-01-01', '1420-09-24'],
  ['2006-06-27', '1427-06-01'],
  ['2019-06-04', '1440-10-01'],
  ['2023-03-23', '1444-09-01'],
  ['2023-04-21', '1444-10-01'],
  ['2023-06-28', '1444-12-10'],
  ['2023-07-19', '1445-01-01'],
  ['2024-03-11', '1445-09-01'],
  ['2024-04-09', '1445-09-30'],
  ['2024-04-10', '1445-10-01'],
  ['2024-06-15', '1445-12-09'],
  ['2024-06-16', '1445-12-10'],
  ['2024-07-07', '1446-01-01'],
  ['2024-12-01', '1446-05-29'],
  ['2024-12-02', '1446-06-01'],
  ['2025-03-01', '1446-09-01'],
  ['2025-03-30', '1446-10-01'],
  ['2025-06-06', '1446-12-10'],
  ['2025-06-26', '1447-01-01'],
  ['2026-02-18', '1447-09-01'],
  ['2026-03-20', '1447-10-01'],
  ['2026-05-27', '1447-12-10'],
  ['2026-06-16', '1448-01-01'],
  ['2029-05-14', '1451-01-01'],
  ['2029-08-11', '1451-04-01'],
  ['2035-11-01', '1457-09-01'],
  ['2063-01-30', '1485-10-01'],
  ['2076-11-27', '1500-01-01'],
  ['2077-11-16', '1500-12-30'],
];

const exceptionRuns = differences.runs as [string, string][];
const inException = (iso: string) => exceptionRuns.some(([first, last]) => iso >= first && iso <= last);

describe('the Umm al-Qura table against ICU islamic-umalqura, 1343-1450 AH', () => {
  it('agrees on every day but the documented exceptions, all before 1420 AH', () => {
    const undocumented: string[] = [];
    let differing = 0;
    for (let dayNumber = hijriMonthStart(1343, 1); dayNumber < hijriMonthStart(1451, 1); dayNumber++) {
      const ours = formatIsoDate(dayNumberToHijri(dayNumber));
      if (icuHijri(epochMsOf(dayNumber)) === ours) continue;
      differing++;
      if (!inException(isoOf(dayNumber)) && undocumented.length < 20) undocumented.push(`${isoOf(dayNumber)}: ours ${ours}, ICU ${icuHijri(epochMsOf(dayNumber))}`);
    }
    expect(undocumented).toEqual([]);
    // With the ICU the list was made with, the list is exact (no stale entries); a later ICU may
    // have corrected some days, never added undocumented ones.
    if (process.versions.icu === differences.icu_version) expect(differing).toBe(differences.days);
    else expect(differing).toBeLessThanOrEqual(differences.days);
    const lastException = exceptionRuns.at(-1)![1];
    expect(dayNumberToHijri(Math.round(Date.parse(`${lastException}T00:00:00Z`) / 86_400_000) + 40588).year).toBeLessThan(1420);
  });

  it('has every check date on our side: where one falls in an exception, ICU is the one that differs from the published date', () => {
    const corroborated: string[] = [];
    for (const [gregorian, hijri] of CHECK_DATES) {
      const dayNumber = Math.round(Date.parse(`${gregorian}T00:00:00Z`) / 86_400_000) + 40588;
      expect(formatIsoDate(dayNumberToHijri(dayNumber)), gregorian).toBe(hijri);
      if (inException(gregorian)) {
        expect(icuHijri(epochMsOf(dayNumber)), gregorian).not.toBe(hijri);
        corroborated.push(gregorian);
      } else if (hijri < '1451') {
        expect(icuHijri(epochMsOf(dayNumber)), gregorian).toBe(hijri);
      }
    }
    // The check dates that decide an exception (1343-1419 AH): at least the newspaper-era ones.
    expect(corroborated).toEqual(expect.arrayContaining(['1924-08-01', '1925-03-27', '1926-12-06']));
  });
});
