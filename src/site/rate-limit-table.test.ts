import { describe, expect, it } from 'vitest';
import { RATE_LIMITS as SERVER_LIMITS, RateLimiter } from '../../server/limits/rate-limit';
import { RATE_LIMITS } from '../api/rate-limits';
import { allRoutes } from '../api/routes/index';
import { GROUP_LABELS, rateLimitRows } from './rate-limit-table';

describe('the rate-limit table of /docs/limits/', () => {
  it('shows the limits the server counts by', () => {
    expect(SERVER_LIMITS).toBe(RATE_LIMITS);
    for (const row of rateLimitRows()) expect(row.perSecond).toBe(RATE_LIMITS[row.group]);
    // The server's limiter refuses the request after the group's limit, in one second.
    const limiter = new RateLimiter(() => 0);
    for (const row of rateLimitRows()) {
      if (row.perSecond === null) {
        expect(limiter.check('client', row.group, 1)).toBeNull();
        continue;
      }
      for (let i = 0; i < row.perSecond; i++) expect(limiter.check(`client-${row.group}`, row.group, 1)!.allowed).toBe(true);
      expect(limiter.check(`client-${row.group}`, row.group, 1)!.allowed).toBe(false);
    }
  });

  it('lists every route once, in its own group, and names every group', () => {
    const listed = rateLimitRows().flatMap((row) => row.paths.map((path) => `${row.group} ${path}`));
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(allRoutes.map((route) => `${route.group} ${route.path}`)));
    for (const row of rateLimitRows()) expect(GROUP_LABELS[row.group]).toBeTruthy();
  });

  it('puts the unlimited groups last', () => {
    const limits = rateLimitRows().map((row) => row.perSecond ?? Infinity);
    expect(limits).toEqual([...limits].sort((a, b) => a - b));
  });
});
