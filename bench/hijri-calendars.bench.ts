/**
 * The cost of a month answer in each calendar, in process (`GET /v1/hijri/month?calendar=`):
 * the first answer for a month pays its astronomy (a computed calendar finds the new moon and
 * evaluates its criterion for the month's start and the next month's), later answers read the
 * remembered starts. Compared with the Umm al-Qura month (a table lookup), measured in the same run.
 * Usage: npx tsx bench/hijri-calendars.bench.ts [years]   (default 10 years = 120 months per calendar)
 */
import { performance } from 'node:perf_hooks';
import { reckonedMonth, reckoningFor, DEFAULT_RECKONING, type Reckoning } from '../src/hijri/reckoning';
import { CALENDAR_IDS } from '../src/hijri/calendars';

const years = Number(process.argv[2] ?? 10);
// Years after the Diyanet table, so every calendar's months are computed or tabled, never both.
const FIRST = 1460;
const months = Array.from({ length: years * 12 }, (_, i) => ({ year: FIRST + Math.floor(i / 12), month: (i % 12) + 1 }));

function timeEach(reckoning: Reckoning): number {
  const started = performance.now();
  for (const { year, month } of months) reckonedMonth(year, month, reckoning);
  return (performance.now() - started) / months.length;
}

// Warm the code paths (JIT) on other years, so the first measured pass is the cost of the astronomy.
for (const calendar of CALENDAR_IDS) for (let month = 1; month <= 12; month++) reckonedMonth(1350, month, reckoningFor(calendar, 0, true));
for (let round = 0; round < 20; round++) timeEach(DEFAULT_RECKONING);

const ummAlQura = Math.min(...Array.from({ length: 10 }, () => timeEach(DEFAULT_RECKONING)));
console.log(`Umm al-Qura month (default answer): ${(ummAlQura * 1000).toFixed(1)} µs per month, over ${months.length} months of ${FIRST}-${FIRST + years - 1} AH\n`);
console.log('calendar          first answer (astronomy)   ratio   later answers   ratio');
for (const calendar of CALENDAR_IDS) {
  const reckoning: Reckoning = reckoningFor(calendar, 0, true);
  const first = timeEach(reckoning);
  const later = Math.min(...Array.from({ length: 10 }, () => timeEach(reckoning)));
  console.log(
    `${calendar.padEnd(17)} ${(first * 1000).toFixed(1).padStart(12)} µs ${(first / ummAlQura).toFixed(0).padStart(14)}x ${(later * 1000).toFixed(1).padStart(10)} µs ${(later / ummAlQura).toFixed(1).padStart(7)}x`,
  );
}
