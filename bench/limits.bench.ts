/**
 * Rate limits: the worst one-second span a client gets, ours (exact sliding window,
 * server/limits/rate-limit.ts) against the fixed one-second windows it replaced, measured in the same run
 * on the same request times; and the cost of one limit check. Target: the worst span within 10%
 * of the limit (30). Usage: npx tsx bench/limits.bench.ts
 */
import { RateLimiter } from '../server/limits/rate-limit';

/** The limiter this project had before: counts per whole second. */
function fixedWindow(limit: number) {
  const counts = new Map<number, number>();
  return (now: number) => {
    const window = Math.floor(now / 1000);
    const used = (counts.get(window) ?? 0) + 1;
    counts.set(window, used);
    return used <= limit;
  };
}

function worstSpan(allowedAt: number[]): number {
  let worst = 0;
  for (let i = 0, j = 0; i < allowedAt.length; i++) {
    while (allowedAt[i]! - allowedAt[j]! >= 1000) j++;
    worst = Math.max(worst, i - j + 1);
  }
  return worst;
}

// Bursts of 70 either side of each second boundary, then a steady stream, over 20 seconds.
const times: number[] = [];
for (let second = 1; second <= 10; second++) {
  for (let i = 0; i < 70; i++) times.push(second * 1000 - 50 + i * 0.1, second * 1000 + 10 + i * 0.1);
}
for (let t = 11_000; t < 20_000; t += 7) times.push(t);
times.sort((a, b) => a - b);

let now = 0;
const ours = new RateLimiter(() => now);
const fixed = fixedWindow(30);
const oursAllowed: number[] = [];
const fixedAllowed: number[] = [];
for (const t of times) {
  now = t;
  if (ours.check('ip:bench', 'hijri', 1)!.allowed) oursAllowed.push(t);
  if (fixed(t)) fixedAllowed.push(t);
}
const oursWorst = worstSpan(oursAllowed);
const fixedWorst = worstSpan(fixedAllowed);
console.log(`requests sent: ${times.length} over 20 s, limit 30 a second`);
console.log(`worst one-second span: ours ${oursWorst} (${((oursWorst / 30 - 1) * 100).toFixed(0)}% over), fixed windows ${fixedWorst} (${((fixedWorst / 30 - 1) * 100).toFixed(0)}% over): ${(fixedWorst / oursWorst).toFixed(2)}x`);

const checks = 1_000_000;
let started = performance.now();
for (let i = 0; i < checks; i++) {
  now = i * 0.5;
  ours.check(`ip:client-${i % 1000}`, 'hijri', 1);
}
const oursNs = ((performance.now() - started) * 1e6) / checks;
const baseline = fixedWindow(30);
started = performance.now();
for (let i = 0; i < checks; i++) baseline(i * 0.5);
const fixedNs = ((performance.now() - started) * 1e6) / checks;
console.log(`one check: ours ${oursNs.toFixed(0)} ns, fixed windows ${fixedNs.toFixed(0)} ns (${(oursNs / fixedNs).toFixed(1)}x), 1,000 clients`);
const met = oursWorst <= 33;
console.log(`target worst span <= 33 (limit + 10%): ${met ? 'met' : 'MISSED'}`);
process.exitCode = met ? 0 : 1;
