/**
 * The caches' hit cost at any size: the answer cache (server/answer-cache.ts; the static files'
 * cache, server/files/static-files.ts, is the same ClockCache, server/files/clock-cache.ts) is filled to 100,
 * 1,000, 10,000 and 100,000 entries, then hit at random, each hit reading the answer's bytes as the
 * server does. A random hit among 100,000 entries costs more for any structure (the entries no
 * longer fit the CPU's caches), so each size is measured against a plain Map lookup of the same size,
 * in the same run: flat ratios mean the recency bookkeeping costs the same at any size. Two mixes:
 * hits alone, and nine requests in ten hits with one a new key (inserted, one evicted), against a
 * plain Map that evicts its oldest insert. Beside them, the two caches used before: lru-cache (a
 * linked list beside the map, moved on every hit), and the Map that re-inserted each hit and
 * evicted by iterating from its front.
 *
 *   npx tsx bench/cache-hit.bench.ts
 */
import { LRUCache } from 'lru-cache';
import { AnswerCache, answerKey, type CachedAnswer } from '../server/answer-cache';

const SIZES = [100, 1_000, 10_000, 100_000];
const HITS = 500_000;
/** How much the cost over the floor may grow from 100 entries to any size. */
const TARGET = 1.5;

/** The old cache, as it was: recency by delete and set again, eviction by iterating from the Map's front. */
class ReinsertingMap<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.set(key, value);
    for (const [oldest] of this.map) {
      if (this.map.size <= this.max) break;
      this.map.delete(oldest);
    }
  }
}

/**
 * ns per request of a full cache's life: random hits, and one request in ten a new key (inserted,
 * the least recent evicted), as distinct searches arrive among repeated ones.
 */
function nsPerHit(keys: string[], hit: (key: string) => unknown, insert?: (key: string) => void): number {
  // Random order, drawn before timing.
  const order = Array.from({ length: HITS }, (_, i) => (insert && i % 10 === 9 ? `new ${i}` : keys[Math.floor(Math.random() * keys.length)]!));
  const started = process.hrtime.bigint();
  for (const key of order) {
    if (hit(key) === undefined) insert?.(key);
  }
  return Number(process.hrtime.bigint() - started) / HITS;
}

const ROUNDS = 7;
/** Each measure's median over ROUNDS rounds, the measures taken one after another within a round. */
function medians(measures: (() => number)[]): number[] {
  const results = measures.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++) measures.forEach((measure, i) => results[i]!.push(measure()));
  return results.map((values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!);
}

const answer = (): CachedAnswer => ({ bytes: Buffer.alloc(64), headers: { ETag: '"x"' }, compressed: {} });
/** The answer each new key inserts, made once: making an answer is not the cache's cost (allocating one per insert made the mixes mostly garbage collection). */
const inserted = answer();

const keysOf = (size: number) => Array.from({ length: size }, (_, i) => answerKey('quran.search', { q: `query ${i}`, lang: 'en' }));

/** A cache of `size` entries, full: its byte budget holds exactly that many, so that each insert evicts. */
function fullCache(keys: string[]): AnswerCache {
  const probe = new AnswerCache(1024 * 1024 * 1024);
  probe.set(keys[0]!, answer());
  const cache = new AnswerCache(probe.size.bytes * keys.length);
  for (const key of keys) cache.set(key, answer());
  return cache;
}

/**
 * The floor of a full cache's life: a plain Map that evicts the oldest insert (a ring of its keys),
 * O(1) and with no recency at all.
 */
function fifoMap(keys: string[]) {
  const map = new Map(keys.map((key) => [key, answer()]));
  const ring = [...keys];
  let oldest = 0;
  return {
    get: (key: string) => map.get(key),
    set: (key: string) => {
      map.delete(ring[oldest]!);
      ring[oldest] = key;
      oldest = (oldest + 1) % ring.length;
      map.set(key, inserted);
    },
  };
}

// Each size: hits alone (what the issue measured), then hits with one request in ten a new key.
const hitCosts: number[] = [];
const hitFloors: number[] = [];
const mixedCosts: number[] = [];
const mixedFloors: number[] = [];
const lruHitCosts: number[] = [];
const lruMixedCosts: number[] = [];
const mapCosts: number[] = [];
for (const size of SIZES) {
  const keys = keysOf(size);
  const cache = fullCache(keys);
  const plain = fifoMap(keys);
  const lru = new LRUCache<string, CachedAnswer>({ maxSize: cache.size.bytes, sizeCalculation: (entry, key) => key.length * 2 + entry.bytes.length + 300 });
  for (const key of keys) lru.set(key, answer());
  // ROUNDS rounds, the structures alternated within each, the median of each: measured in the same conditions.
  const hits = medians([
    () => nsPerHit(keys, (key) => plain.get(key)?.bytes),
    () => nsPerHit(keys, (key) => cache.get(key)?.bytes),
    () => nsPerHit(keys, (key) => lru.get(key)?.bytes),
  ]);
  const mixes = medians([
    () => nsPerHit(keys, (key) => plain.get(key)?.bytes, (key) => plain.set(key)),
    () => nsPerHit(keys, (key) => cache.get(key)?.bytes, (key) => cache.set(key, inserted)),
    () => nsPerHit(keys, (key) => lru.get(key)?.bytes, (key) => lru.set(key, inserted)),
  ]);
  hitFloors.push(hits[0]!);
  hitCosts.push(hits[1]!);
  lruHitCosts.push(hits[2]!);
  mixedFloors.push(mixes[0]!);
  mixedCosts.push(mixes[1]!);
  lruMixedCosts.push(mixes[2]!);
  const map = new ReinsertingMap<CachedAnswer>(size);
  for (const key of keys) map.set(key, answer());
  mapCosts.push(nsPerHit(keys, (key) => map.get(key)?.bytes, (key) => map.set(key, inserted)));
}

/** Each size's cost over the floor at that size: flat when the bookkeeping is O(1). */
function report(name: string, costs: number[], floors: number[]): boolean {
  const ratios = costs.map((cost, i) => cost / floors[i]!);
  const growth = Math.max(...ratios) / ratios[0]!;
  const met = growth <= TARGET;
  console.log(`${name.padEnd(52)} ${costs.map((cost, i) => `${SIZES[i]!.toLocaleString('en')}: ${cost.toFixed(0)} ns (${ratios[i]!.toFixed(2)}x)`).join(', ')}`);
  console.log(`${''.padEnd(52)} cost over the floor grows ${growth.toFixed(2)}x from 100 entries to the worst size (target ≤ ${TARGET}x): ${met ? 'met' : 'MISSED'}`);
  return met;
}

console.log(`Cache hits, ${HITS.toLocaleString('en')} random requests per size, median of ${ROUNDS} rounds (Node ${process.version})`);
console.log(`${'floor, hits: plain Map lookup'.padEnd(52)} ${hitFloors.map((cost, i) => `${SIZES[i]!.toLocaleString('en')}: ${cost.toFixed(0)} ns`).join(', ')}`);
console.log(`${'floor, 1 in 10 new: Map, oldest insert out'.padEnd(52)} ${mixedFloors.map((cost, i) => `${SIZES[i]!.toLocaleString('en')}: ${cost.toFixed(0)} ns`).join(', ')}`);
const met = [report('answer cache (ClockCache), hits', hitCosts, hitFloors), report('answer cache (ClockCache), 1 in 10 new', mixedCosts, mixedFloors)];
report('before: lru-cache, hits', lruHitCosts, hitFloors);
report('before: lru-cache, 1 in 10 new', lruMixedCosts, mixedFloors);
report('before that: Map, delete and set again, 1 in 10 new', mapCosts, mixedFloors);
process.exitCode = met.every(Boolean) ? 0 : 1;
