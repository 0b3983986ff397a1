/**
 * Memory from time-zone spellings: N distinct case spellings of one alias zone
 * (`America/Argentina/ComodRivadavia`) sent as `tz=` to the prayer-times and Hijri `today`
 * routes, answered in process through the dispatcher the server uses. Prints the RSS and heap
 * growth after a full GC; target, under 40 MB for 20,000 spellings.
 *   node --expose-gc --import tsx bench/zone-spellings.bench.ts [spellings, 20000]
 */
import { answerApiRequest } from '../src/api/dispatch';
import { readApiConfig } from '../src/api/config';

const COUNT = Number(process.argv[2] ?? '20000');
const ZONE = 'America/Argentina/ComodRivadavia';
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc --import tsx');

/** The n-th case spelling of the zone: bit i of n flips the case of letter i. */
function spelling(n: number): string {
  let bit = 0;
  return [...ZONE].map((char) => (/[a-z]/i.test(char) && (n >> bit++) & 1 ? (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) : char)).join('');
}

const context = { now: new Date('2026-03-01T12:00:00Z'), config: readApiConfig() };
const ask = (rawQuery: string, pathname: string) => {
  const answer = answerApiRequest({ pathname, rawQuery, context });
  if (answer.status !== 200) throw new Error(`${pathname}${rawQuery}: ${answer.status} ${answer.body.slice(0, 200)}`);
};
const measure = () => {
  gc();
  gc();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
};

// Warm every code path once so that what grows after is the spellings alone.
for (let n = 0; n < 50; n++) {
  ask(`?lat=-31.4&lng=-64.2&date=2026-03-01&tz=${spelling(n)}`, '/v1/prayer-times');
  ask(`?tz=${spelling(n)}`, '/v1/hijri/today');
}
const before = measure();
const started = performance.now();
for (let n = 50; n < COUNT + 50; n++) {
  ask(`?lat=-31.4&lng=-64.2&date=2026-03-01&tz=${spelling(n)}`, '/v1/prayer-times');
  ask(`?tz=${spelling(n)}`, '/v1/hijri/today');
}
const seconds = (performance.now() - started) / 1000;
const after = measure();
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`${COUNT} spellings of ${ZONE} (two requests each, ${seconds.toFixed(1)} s): RSS +${mb(after.rss - before.rss)} MB, heap +${mb(after.heapUsed - before.heapUsed)} MB (target RSS < 40 MB)`);
