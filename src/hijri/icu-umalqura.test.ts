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
import { IN_RANGE_CHECK_DATES } from './testdata/check-dates';

const icu = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' });
const epochMsOf = (dayNumber: number) => (dayNumber - 40588) * 86_400_000;
const isoOf = (dayNumber: number) => new Date(epochMsOf(dayNumber)).toISOString().slice(0, 10);

function icuHijri(epochMs: number): string {
  const parts = Object.fromEntries(icu.formatToParts(epochMs).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}


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
    for (const [gregorian, hijri] of IN_RANGE_CHECK_DATES) {
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
