import { describe, expect, it } from 'vitest';
import { ClockCache } from './clock-cache';

const cacheOf = (maxSize: number, maxEntrySize = maxSize) => new ClockCache<string>({ maxSize, maxEntrySize, sizeOf: (value, key) => value.length + key.length });

describe('ClockCache', () => {
  it('gives back what it keeps and counts every entry\'s size, key included', () => {
    const cache = cacheOf(1000);
    cache.set('a', 'xxxx');
    cache.set('bb', 'yy');
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.peek('bb')).toBe('yy');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(2);
    expect(cache.calculatedSize).toBe(5 + 4);
    // Set again: replaced, and its size counted anew.
    cache.set('a', 'x');
    expect(cache.get('a')).toBe('x');
    expect(cache.calculatedSize).toBe(2 + 4);
    expect(cache.delete('a')).toBe(true);
    expect(cache.delete('a')).toBe(false);
    expect(cache.calculatedSize).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.calculatedSize).toBe(0);
    expect(cache.get('bb')).toBeUndefined();
  });

  it('keeps nothing larger than its entry limit, and drops what was kept under that key', () => {
    const cache = cacheOf(1000, 10);
    cache.set('k', 'small');
    cache.set('k', 'x'.repeat(20));
    expect(cache.get('k')).toBeUndefined();
    expect(cache.calculatedSize).toBe(0);
  });

  it('evicts the oldest entry not read since the hand passed, and keeps the entries being read', () => {
    // Ten entries of 10 (key 1 + value 9) fill a budget of 100.
    const cache = cacheOf(100);
    for (let i = 0; i < 10; i++) cache.set(String(i), 'v'.repeat(9));
    cache.get('0');
    cache.get('1');
    cache.set('a', 'v'.repeat(9));
    // 0 and 1 were read: they get a second turn; 2, the oldest not read, goes.
    expect(cache.has('0') && cache.has('1')).toBe(true);
    expect(cache.has('2')).toBe(false);
    expect(cache.size).toBe(10);
    expect(cache.calculatedSize).toBe(100);
  });

  it('keeps a working set that is read while endless new keys pass through', () => {
    const cache = cacheOf(10_000);
    const hot = Array.from({ length: 50 }, (_, i) => `hot ${i}`);
    for (const key of hot) cache.set(key, 'h');
    let misses = 0;
    for (let i = 0; i < 100_000; i++) {
      cache.set(`cold ${i}`, 'c'.repeat(20));
      const key = hot[i % hot.length]!;
      // A hot key evicted in the meantime is set again, as the server does after a miss.
      if (cache.get(key) === undefined) {
        // Counted once the cache is full and the hand has gone round (the 50 hot keys, set one after
        // another, meet the first eviction together, and it gives at most 32 a second turn).
        if (i >= 1000) misses += 1;
        cache.set(key, 'h');
      }
    }
    // Without the second turn (first in, first out) the hot keys missed about 12,000 times.
    expect(misses).toBe(0);
    expect(hot.every((key) => cache.has(key))).toBe(true);
    expect(cache.calculatedSize).toBeLessThanOrEqual(10_000);
  });

  it('never holds more than its budget, nor bookkeeping beyond a small multiple of its entries, whatever is set, read and deleted', () => {
    const cache = cacheOf(5_000);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200_000; i++) {
      const key = `k${Math.floor(random() * 3000)}`;
      const roll = random();
      if (roll < 0.4) cache.set(key, 'v'.repeat(Math.floor(random() * 60)));
      else if (roll < 0.8) cache.get(key);
      else cache.delete(key);
      expect(cache.calculatedSize).toBeLessThanOrEqual(5_000);
    }
    const internals = cache as unknown as { ring: number[]; head: number; keys: unknown[] };
    expect(internals.ring.length - internals.head).toBeLessThanOrEqual(2 * cache.size + 2048);
    expect(internals.keys.length).toBeLessThanOrEqual(5_000);
    // Every entry it says it holds is there, with the size counted.
    let counted = 0;
    for (let i = 0; i < 3000; i++) {
      const value = cache.peek(`k${i}`);
      if (value !== undefined) counted += value.length + `k${i}`.length;
    }
    expect(counted).toBe(cache.calculatedSize);
  });
});
