import type { RateGroup } from '../src/api/route';

/** Requests per second per client without a key (contract §7). `quran` lookups are unlimited. */
export const RATE_LIMITS: Record<RateGroup, number | null> = {
  hijri: 30,
  jummal: 60,
  search: 30,
  quran: null,
};

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  reset: number;
}

/**
 * Fixed one-second windows. Only the current window's counters are kept: when the second changes,
 * the whole table is dropped, so memory stays bounded by one second of distinct clients.
 */
export class RateLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(private readonly clock: () => number = Date.now) {}

  check(client: string, group: RateGroup, multiplier: number): RateDecision | null {
    const base = RATE_LIMITS[group];
    if (base === null) return null;
    const limit = Math.round(base * multiplier);
    const nowMs = this.clock();
    const window = Math.floor(nowMs / 1000);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const key = `${group}\u0000${client}`;
    const used = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, used);
    return { allowed: used <= limit, limit, remaining: Math.max(0, limit - used), reset: 1 };
  }
}
