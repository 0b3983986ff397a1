import { describe, expect, it } from 'vitest';
import { RateLimiter, clientLimitKey, rateLimitHeadersOf, type RateDecision } from './rate-limit';

describe('RateLimiter: an exact sliding window of one second', () => {
  it('allows 30 hijri requests in a second, refuses the 31st, and says when the next is allowed', () => {
    let now = 5_000;
    const limiter = new RateLimiter(() => now);
    for (let i = 1; i <= 30; i++) expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: true, limit: 30, remaining: 30 - i, policy: '30;w=1' });
    expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: false, remaining: 0, reset: 1 });
    now = 5_999;
    expect(limiter.check('a', 'hijri', 1)?.allowed).toBe(false);
    now = 6_000;
    expect(limiter.check('a', 'hijri', 1)).toMatchObject({ allowed: true, remaining: 29 });
  });

  it('never allows more than the limit in any one-second span, even with bursts either side of a second boundary', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    const allowedAt: number[] = [];
    // Bursts of 70 at 0.9 s, 1.1 s, 1.95 s and 2.05 s: a fixed window would let 30 + 30 through around 1.0 s.
    for (const at of [900, 1100, 1950, 2050]) {
      now = at;
      for (let i = 0; i < 70; i++) if (limiter.check('a', 'hijri', 1)!.allowed) allowedAt.push(at);
    }
    for (const start of allowedAt) {
      expect(allowedAt.filter((time) => time >= start && time < start + 1000).length).toBeLessThanOrEqual(30);
    }
    expect(allowedAt.length).toBe(60); // 30 at 0.9 s, none at 1.1 s, 30 more once 0.9 s is a second old (1.95 s)
  });

  it('spreads a steady stream: one request every 20 ms gets 30 of any 50 in a second through', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    let allowed = 0;
    for (let i = 0; i < 500; i++) {
      now = i * 20;
      if (limiter.check('a', 'hijri', 1)!.allowed) allowed += 1;
    }
    expect(allowed).toBeGreaterThanOrEqual(290);
    expect(allowed).toBeLessThanOrEqual(310);
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

  it('remembers at most maxClients clients, forgetting the least recently seen', () => {
    const limiter = new RateLimiter(() => 0, 1000);
    for (let i = 0; i < 50_000; i++) limiter.check(`ip:${i}`, 'hijri', 1);
    expect(limiter.size).toBe(1000);
  });
});

describe('RateLimiter recency', () => {
  it('forgets the least recently seen client, whether its requests came in a run or between others', () => {
    const limiter = new RateLimiter(() => 0, 2);
    const clients = () => [...(limiter as unknown as { logs: Map<string, unknown> }).logs.keys()].map((key) => key.split('\u0000')[1]);
    for (const client of ['a', 'b', 'b', 'b', 'a', 'a']) limiter.check(client, 'hijri', 1);
    expect(clients()).toEqual(['b', 'a']);
    limiter.check('c', 'hijri', 1);
    expect(clients()).toEqual(['a', 'c']);
    expect(limiter.check('c', 'hijri', 1)?.remaining).toBe(28);
    // b was forgotten: counted from nothing again, which forgets a, the least recently seen.
    expect(limiter.check('b', 'hijri', 1)?.remaining).toBe(29);
    expect(clients()).toEqual(['c', 'b']);
    expect(limiter.check('a', 'hijri', 1)?.remaining).toBe(29);
  });
});

describe('rateLimitHeadersOf', () => {
  const decision = (limit: number, remaining: number, reset: number): RateDecision => ({ allowed: remaining > 0, limit, remaining, reset, policy: `${limit};w=1` });

  it('gives the values of the decision, in the order they are sent', () => {
    expect(Object.entries(rateLimitHeadersOf(decision(30, 7, 0)))).toEqual([
      ['RateLimit-Limit', '30'],
      ['RateLimit-Remaining', '7'],
      ['RateLimit-Reset', '0'],
      ['RateLimit-Policy', '30;w=1'],
    ]);
    expect(rateLimitHeadersOf(decision(300, 0, 1))).toEqual({ 'RateLimit-Limit': '300', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '1', 'RateLimit-Policy': '300;w=1' });
  });

  it('gives each limit its own policy, however the limits of the requests alternate', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 3; i++) {
      expect(limiter.check('a', 'hijri', 1)?.policy).toBe('30;w=1');
      expect(limiter.check('a', 'jummal', 1)?.policy).toBe('60;w=1');
      expect(limiter.check('k', 'search', 1_000_000)?.policy).toBe('30000000;w=1');
    }
  });
});

describe('RateLimiter memory', () => {
  it('keeps only the last second of a client with a huge allowance', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 10; i++) expect(limiter.check('key:big', 'jummal', 1_000_000)?.allowed).toBe(true);
    const logs = (limiter as unknown as { logs: Map<string, { times: number[] }> }).logs;
    expect([...logs.values()][0]!.times.length).toBe(10);
    now = 5_000;
    for (let i = 0; i < 200; i++) limiter.check('key:big', 'jummal', 1_000_000);
    expect([...logs.values()][0]!.times.length).toBeLessThanOrEqual(210);
  });
});

describe('clientLimitKey', () => {
  it.each([
    ['203.0.113.9', 'ip:203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', 'ip6:2001:db8:1:0::/56'],
    ['2001:db8:1:2::99', 'ip6:2001:db8:1:0::/56'],
    // The 256 /64s of one home's /56 are one client.
    ['2001:db8:1:ff::1', 'ip6:2001:db8:1:0::/56'],
    ['2001:db8:1:100::1', 'ip6:2001:db8:1:100::/56'],
    ['2001:db8::1', 'ip6:2001:db8:0:0::/56'],
    ['::1', 'ip6:0:0:0:0::/56'],
    // With HOST=:: every IPv4 client arrives IPv4-mapped: each is still its own client.
    ['::ffff:203.0.113.9', 'ip:203.0.113.9'],
    ['::ffff:198.51.100.7', 'ip:198.51.100.7'],
    ['::FFFF:cb00:7109', 'ip:203.0.113.9'],
    // NAT64 (RFC 6052): one IPv4 host behind each 64:ff9b:: address.
    ['64:ff9b::203.0.113.9', 'ip:203.0.113.9'],
    ['64:ff9b::c633:6407', 'ip:198.51.100.7'],
  ])('limits %s as %s (an IPv6 client holds the /56 a home is delegated)', (address, key) => {
    expect(clientLimitKey(address)).toBe(key);
  });
});
