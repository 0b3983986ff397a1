import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { AnswerCache, answerKey, cachedAnswerOf } from './answer-cache';
import { ownUtf8 } from '../src/shared/json-bytes';
import { compress } from './files/compression';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap and memory outside it (Buffers), after a full collection. */
function heldBytes(): number {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const BUDGET = 32 * 1024 * 1024;
/**
 * What the cache holds beyond the bytes it counts: the ClockCache's Map and slot arrays, each entry's
 * objects and headers beyond the 300 bytes counted for them, and the heap's slack between collections.
 */
const OVERHEAD = 16 * 1024 * 1024;

describe('AnswerCache memory', () => {
  it('holds at most its budget plus a stated overhead after 200,000 distinct compressed answers', () => {
    const before = heldBytes();
    const cache = new AnswerCache(BUDGET);
    for (let i = 0; i < 200_000; i++) {
      // A 1.1-1.2 KB JSON answer, distinct each time, compressed as a live answer is (brotli and gzip in turn).
      const body = JSON.stringify({ query: `q${i}`, results: Array.from({ length: 12 }, (_, n) => ({ ayah: `${(i * 7 + n) % 114}:${n}`, score: (i % 997) / 997 + n })) });
      const key = answerKey('quran.search', { q: `q${i}` });
      const entry = cachedAnswerOf(ownUtf8(body), { 'Content-Type': 'application/json; charset=utf-8', ETag: `"${i.toString(36)}"` });
      cache.set(key, entry);
      const encoding = i % 2 ? 'br' : 'gzip';
      cache.addCompressed(key, entry, encoding, compress(entry.bytes, encoding, 'fast'));
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(BUDGET);
    expect(cache.size.entries).toBeGreaterThan(10_000);
    const held = heldBytes() - before;
    expect(held, `${(held / 1048576).toFixed(1)} MB held for a ${BUDGET / 1048576} MB budget`).toBeLessThanOrEqual(BUDGET + OVERHEAD);
  }, 120_000);
});
