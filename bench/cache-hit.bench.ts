/**
 * The caches' hit cost at any size: the answer cache (server/answer-cache.ts; the static files'
 * cache, server/static-files.ts, is the same lru-cache) is filled to 100, 1,000, 10,000 and 100,000
 * entries, then hit at random. A random hit among 100,000 entries costs more for any structure (the
 * entries no longer fit the CPU's caches), so each size is measured against a plain Map lookup of
 * the same size, in the same run: flat ratios mean the recency bookkeeping is O(1). Beside them,
 * the Map that re-inserted each hit and evicted by iterating from its front (what both caches used
 * before lru-cache). Nine requests in ten are hits, one a new key (inserted, the oldest evicted).
 *
 *   npx tsx bench/cache-hit.bench.ts
 */
import { AnswerCache, answerKey, type CachedAnswer } from '../server/answer-cache';

const SIZES = [100, 1_000, 10_000, 100_000];
const HITS = 200_000;
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

const answer = (): CachedAnswer => ({ bytes: Buffer.alloc(64), headers: { ETag: '"x"' }, compressed: {} });

/** Each size's hit cost over the plain Map lookup at that size: flat when the bookkeeping is O(1). */
function report(name: string, costs: number[]): boolean {
  const ratios = costs.map((cost, i) => cost / floorCosts[i]!);
  const growth = Math.max(...ratios) / ratios[0]!;
  const met = growth <= TARGET;
  console.log(`${name.padEnd(38)} ${costs.map((cost, i) => `${SIZES[i]!.toLocaleString('en')}: ${cost.toFixed(0)} ns (${ratios[i]!.toFixed(2)}x the floor)`).join(', ')}`);
  console.log(`${''.padEnd(38)} cost over the floor grows ${growth.toFixed(2)}x from 100 entries to the worst size (target ≤ ${TARGET}x): ${met ? 'met' : 'MISSED'}`);
  return met;
}

const answerCosts: number[] = [];
const mapCosts: number[] = [];
for (const size of SIZES) {
  const keys = Array.from({ length: size }, (_, i) => answerKey('quran.search', { q: `query ${i}`, lang: 'en' }));
  // A byte budget that holds `size` entries: full, so that each insert evicts.
  const probe = new AnswerCache(1024 * 1024 * 1024);
  probe.set(keys[0]!, answer());
  const cache = new AnswerCache(probe.size.bytes * size);
  for (const key of keys) cache.set(key, answer());
  answerCosts.push(nsPerHit(keys, (key) => cache.get(key), (key) => cache.set(key, answer())));
  const map = new ReinsertingMap<CachedAnswer>(size);
  for (const key of keys) map.set(key, answer());
  mapCosts.push(nsPerHit(keys, (key) => map.get(key), (key) => map.set(key, answer())));
}

// The floor at each size: a plain Map lookup with no recency at all (what memory itself costs there).
const floorCosts: number[] = [];
for (const size of SIZES) {
  const keys = Array.from({ length: size }, (_, i) => answerKey('quran.search', { q: `query ${i}`, lang: 'en' }));
  const map = new Map(keys.map((key) => [key, answer()]));
  floorCosts.push(nsPerHit(keys, (key) => map.get(key)));
}

console.log(`Cache hits, ${HITS.toLocaleString('en')} random hits per size (Node ${process.version})`);
console.log(`${'floor: plain Map lookup'.padEnd(38)} ${floorCosts.map((cost, i) => `${SIZES[i]!.toLocaleString('en')}: ${cost.toFixed(0)} ns`).join(', ')}`);
const met = [report('answer cache (lru-cache)', answerCosts)];
report('before: Map, delete and set again', mapCosts);
process.exitCode = met.every(Boolean) ? 0 : 1;
