/**
 * A prayer-times answer beside a static file, on the built server: `/v1/prayer-times?...` for
 * Makkah on a date (a live answer, kept by the answer cache after the first request, as every
 * client after the first gets it) against a prebuilt file of the same size class
 * (`/v1/hijri/from-gregorian/2026-03-01.json`) and a prayer-times year file. Rounds alternate the
 * order, and the medians are compared: target, the live answer at least 0.8x the static file's
 * requests/s. Beside it, the cost of an answer the cache has not seen (in process, per request).
 *   npx tsx bench/prayer-times.bench.ts [seconds per run, 3] [rounds, 5]
 */
import { load } from './lib/load';
import { benchKey, startBuiltServer } from './lib/server';
import { callApi } from '../tests/support/in-process';
import { FILE_PLACES } from '../src/prayer/places';
import { PRAYER_FILE_YEAR } from '../src/prayer/year';

const seconds = Number(process.argv[2] ?? '3');
const ROUNDS = Number(process.argv[3] ?? '5');
const ankara = FILE_PLACES.find((place) => place.name === 'Ankara')!;
const PATHS = {
  live: '/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-03-01',
  static: '/v1/hijri/from-gregorian/2026-03-01.json',
  year_file: `/v1/prayer-times/year/${ankara.id}/${PRAYER_FILE_YEAR}.json`,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { file, key } = benchKey();
const server = await startBuiltServer({ API_KEYS_FILE: file, ACCESS_LOG: 'off' });
try {
  const names = Object.keys(PATHS) as (keyof typeof PATHS)[];
  const rps: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (const name of names) await load(server.url, PATHS[name], { seconds: 1, headers: { 'X-API-Key': key } });
  for (let round = 0; round < ROUNDS; round++) {
    const order = names.map((_, i) => names[(i + round) % names.length]!);
    for (const name of order) {
      const result = await load(server.url, PATHS[name], { seconds, headers: { 'X-API-Key': key } });
      if (Object.keys(result.statuses).some((status) => status !== '200')) throw new Error(`${name}: ${JSON.stringify(result.statuses)}`);
      rps[name]!.push(result.rps);
    }
  }
  for (const name of names) console.log(`${name.padEnd(10)} ${PATHS[name]}  median ${median(rps[name]!).toFixed(0)} req/s  (${rps[name]!.map((value) => value.toFixed(0)).join(', ')})`);
  const ratio = median(rps.live!) / median(rps.static!);
  console.log(`live prayer-times / static file: ${ratio.toFixed(2)}x (target at least 0.8x) ${ratio >= 0.8 ? 'MET' : 'NOT MET'}`);
} finally {
  server.child.kill();
}

// An answer no cache holds: a new date each time, in process.
let started = performance.now();
const COUNT = 300;
for (let i = 0; i < COUNT; i++) callApi(`/v1/prayer-times?lat=21.4225&lng=39.8262&date=2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}&adjustments=fajr:${i % 50}`, { skipOpenApi: true });
console.log(`uncached day answer, in process: ${((performance.now() - started) / COUNT).toFixed(2)} ms each`);
started = performance.now();
for (let i = 0; i < 20; i++) callApi(`/v1/prayer-times/month?lat=59.91&lng=10.75&year=2026&month=${1 + (i % 12)}&adjustments=isha:${i}`, { skipOpenApi: true });
console.log(`uncached month answer (Oslo), in process: ${((performance.now() - started) / 20).toFixed(1)} ms each`);
