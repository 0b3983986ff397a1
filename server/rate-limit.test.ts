import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows 30 hijri requests a second, refuses the 31st, and resets with the next second', () => {
    let now = 5_000;
    const limiter = new RateLimiter(() => now);
    for (let i = 1; i <= 30; i++) expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: true, limit: 30, remaining: 30 - i });
    expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: false, remaining: 0 });
    now = 6_000;
    expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: true, remaining: 29 });
  });

  it('counts clients and groups separately', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 30; i++) limiter.check('a', 'hijri', 1);
    expect(limiter.check('b', 'hijri', 1)?.allowed).toBe(true);
    expect(limiter.check('a', 'jummal', 1)).toMatchObject({ allowed: true, limit: 60 });
  });

  it('multiplies the limits for a key', () => {
    expect(new RateLimiter(() => 0).check('k', 'search', 10)?.limit).toBe(300);
  });

  it('does not limit Quran lookups', () => {
    expect(new RateLimiter(() => 0).check('a', 'quran', 1)).toBeNull();
  });
});
