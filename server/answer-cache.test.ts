import { describe, expect, it } from 'vitest';
import { AnswerCache, LARGE_ANSWERS_SHARE, LARGE_ANSWER_BYTES, answerKey, type CachedAnswer } from './answer-cache';

const answer = (size: number): CachedAnswer => ({ bytes: Buffer.alloc(size, 120), headers: { ETag: '"x"' }, compressed: {} });

describe('AnswerCache', () => {
  it('gives back what it keeps, by route and arguments whatever their order', () => {
    const cache = new AnswerCache(1024 * 1024);
    const kept = answer(10);
    cache.set(answerKey('quran.search', { q: 'a', limit: '20' }), kept);
    expect(cache.get(answerKey('quran.search', { limit: '20', q: 'a' }))).toBe(kept);
    expect(cache.get(answerKey('quran.search', { q: 'a' }))).toBeUndefined();
  });

  it('writes the key as the route and its arguments sorted by name, each value with its length', () => {
    expect(answerKey('quran.search', { q: 'الله', limit: '20', offset: '3' })).toBe('quran.search\nlimit=2:20\noffset=1:3\nq=4:الله');
    expect(answerKey('quran.search', { offset: '3', q: 'الله', limit: '20' })).toBe(answerKey('quran.search', { limit: '20', offset: '3', q: 'الله' }));
    expect(answerKey('hijri.today', {})).toBe('hijri.today');
  });

  it('knows an answer asked again within about as many answers as it holds of 16 KB, not later', () => {
    const cache = new AnswerCache(32 * 1024 * 1024);
    const key = (i: number) => answerKey('quran.search', { q: 'الله', offset: String(i) });
    expect(cache.askedBefore(key(0))).toBe(false);
    expect(cache.askedBefore(key(0))).toBe(true);
    // Known once: asked a third time without being kept, it counts as first asked again.
    expect(cache.askedBefore(key(0))).toBe(false);
    for (let i = 1; i <= 2000; i++) expect(cache.askedBefore(key(i))).toBe(false);
    expect(cache.askedBefore(key(0))).toBe(true);
    for (let i = 1; i <= 5000; i++) cache.askedBefore(key(10_000 + i));
    expect(cache.askedBefore(key(1))).toBe(false);
  });

  it('says whether it would keep an answer: not with a budget of 0, not over a sixteenth of its share', () => {
    expect(new AnswerCache(0).wouldKeep('k', answer(10))).toBe(false);
    const cache = new AnswerCache(1024 * 1024);
    expect(cache.wouldKeep('k', answer(10))).toBe(true);
    expect(cache.wouldKeep('k', answer(1024 * 1024))).toBe(false);
  });

  it('cannot be fooled into mixing arguments up by separators inside values', () => {
    expect(answerKey('r', { a: 'x\u0000b=y' })).not.toBe(answerKey('r', { a: 'x', b: 'y' }));
    expect(answerKey('r', { a: 'x\nb=1:y' })).not.toBe(answerKey('r', { a: 'x', b: 'y' }));
    expect(answerKey('r', { a: '1:x\nb=1:y' })).not.toBe(answerKey('r', { a: '1:x', b: 'y' }));
    // Every way of splitting one text between two values gives its own key.
    const text = 'a\nb=1:c';
    const keys = new Set<string>();
    for (let cut = 0; cut <= text.length; cut++) keys.add(answerKey('r', { a: text.slice(0, cut), b: text.slice(cut) }));
    expect(keys.size).toBe(text.length + 1);
  });

  it('stays within its byte budget, dropping the least recently used first', () => {
    const cache = new AnswerCache(100_000);
    for (let i = 0; i < 1000; i++) cache.set(answerKey('r', { q: String(i) }), answer(1000));
    expect(cache.size.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.get(answerKey('r', { q: '999' }))).toBeDefined();
    expect(cache.get(answerKey('r', { q: '0' }))).toBeUndefined();
  });

  it('counts compressed forms against the budget, and keys too', () => {
    const cache = new AnswerCache(100_000);
    const key = answerKey('r', { q: 'x'.repeat(1000) });
    const entry = answer(1000);
    cache.set(key, entry);
    const before = cache.size.bytes;
    expect(before).toBeGreaterThan(3000);
    cache.addCompressed(key, entry, 'br', Buffer.alloc(500));
    expect(cache.size.bytes).toBe(before + 500);
  });

  it('keeps nothing with a budget of 0, and nothing larger than a sixteenth of the budget', () => {
    const off = new AnswerCache(0);
    off.set('k', answer(1));
    expect(off.get('k')).toBeUndefined();
    const small = new AnswerCache(16_000);
    small.set('big', answer(2000));
    expect(small.get('big')).toBeUndefined();
  });

  it('keeps answers over LARGE_ANSWER_BYTES in their share of the budget, at once, without evicting the smaller ones', () => {
    const budget = 32 * 1024 * 1024;
    const cache = new AnswerCache(budget);
    const searches = Array.from({ length: 100 }, (_, i) => [answerKey('quran.search', { q: String(i) }), answer(30_000)] as const);
    for (const [key, entry] of searches) cache.set(key, entry);
    const first = answer(LARGE_ANSWER_BYTES + 1);
    cache.set('large', first);
    expect(cache.holds('large', first)).toBe(true);
    expect(cache.get('large')).toBe(first);
    // 200 distinct 814 KB jummal texts asked once each: they take at most their share, and every search stays.
    const bytes = Buffer.alloc(814_000, 120);
    for (let i = 0; i < 200; i++) cache.set(answerKey('jummal.count', { text: `${'\uFDFD'.repeat(995)}${i}` }), { bytes, headers: {}, compressed: {} });
    const searchBytes = searches.reduce((sum, [key, entry]) => sum + key.length * 2 + entry.bytes.length + 300, 0);
    expect(cache.size.bytes - searchBytes).toBeLessThanOrEqual(budget * LARGE_ANSWERS_SHARE);
    expect(cache.size.bytes - searchBytes).toBeGreaterThan(814_000);
    for (const [key, entry] of searches) expect(cache.get(key)).toBe(entry);
  });

  it('counts compressed forms of a large answer against its share', () => {
    const cache = new AnswerCache(32 * 1024 * 1024);
    const entry = answer(100_000);
    cache.set('large', entry);
    const before = cache.size.bytes;
    cache.addCompressed('large', entry, 'gzip', Buffer.alloc(5000));
    expect(cache.size.bytes).toBe(before + 5000);
    expect(cache.get('large')?.compressed.gzip?.length).toBe(5000);
  });
});
