import type { RateGroup } from '../src/api/route';

/** Requests per second per client without a key (contract §7). `quran` lookups are unlimited. */
export const RATE_LIMITS: Record<RateGroup, number | null> = {
  hijri: 30,
  jummal: 60,
  search: 30,
  quran: null,
};

/** The window every limit is counted over. */
export const WINDOW_MS = 1000;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until one more request would be allowed (0 when one is allowed now). */
  reset: number;
  /** The `RateLimit-Policy` header: the limit and its window in seconds. */
  policy: string;
}

/** The timestamps of one client's accepted requests in one group: a ring as long as the limit. */
interface Log {
  times: Float64Array;
  /** Index of the oldest entry. */
  start: number;
  count: number;
}

/**
 * An exact sliding-window log: a request is allowed when fewer than `limit` requests of the same
 * client and group were allowed in the last second, measured from now. So no span of one second,
 * wherever it starts, ever holds more than `limit` allowed requests (a fixed window lets a client
 * have twice the limit across a boundary). Each client keeps at most `limit` timestamps; the
 * number of clients is capped (the least recently seen are forgotten first), so memory is bounded
 * whatever the clients send.
 */
export class RateLimiter {
  private logs = new Map<string, Log>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly maxClients = 100_000,
  ) {}

  check(client: string, group: RateGroup, multiplier: number): RateDecision | null {
    const base = RATE_LIMITS[group];
    if (base === null) return null;
    const limit = Math.max(1, Math.round(base * multiplier));
    const now = this.clock();
    const key = `${group}\u0000${client}`;
    let log = this.logs.get(key);
    if (log && log.times.length !== limit) log = undefined; // the key's multiplier changed
    if (log) this.logs.delete(key); // re-inserted below: Map order is recency order
    log ??= { times: new Float64Array(limit), start: 0, count: 0 };
    while (log.count > 0 && now - log.times[log.start]! >= WINDOW_MS) {
      log.start = (log.start + 1) % limit;
      log.count -= 1;
    }
    const allowed = log.count < limit;
    if (allowed) {
      log.times[(log.start + log.count) % limit] = now;
      log.count += 1;
    }
    this.logs.set(key, log);
    if (this.logs.size > this.maxClients) this.logs.delete(this.logs.keys().next().value!);
    const waitMs = log.count < limit ? 0 : log.times[log.start]! + WINDOW_MS - now;
    return { allowed, limit, remaining: limit - log.count, reset: Math.ceil(waitMs / 1000), policy: `${limit};w=${WINDOW_MS / 1000}` };
  }

  /** Clients currently remembered (for tests and metrics). */
  get size(): number {
    return this.logs.size;
  }
}
