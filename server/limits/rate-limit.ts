import type { RateGroup } from '../../src/api/route';
import { RATE_LIMITS } from '../../src/api/rate-limits';

export { RATE_LIMITS };

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

/**
 * The times of one client's allowed requests in one group, oldest first, from `start` on. It holds
 * only the last second's requests, so a key allowed a million a second uses memory only for what it
 * actually sends.
 */
interface Log {
  times: number[];
  start: number;
}

/**
 * An exact sliding-window log: a request is allowed when fewer than `limit` requests of the same
 * client and group were allowed in the last second, measured from now. So no span of one second,
 * wherever it starts, ever holds more than `limit` allowed requests (a fixed window lets a client
 * have twice the limit across a boundary). Each client keeps the times of its last second only; the
 * number of clients is capped (the least recently seen are forgotten first), so memory is bounded
 * whatever the clients send.
 */
export class RateLimiter {
  private logs = new Map<string, Log>();
  /** The client and group checked last, and its log: already the most recent entry of `logs`, so a run of one client's requests finds it without a key or a Map. */
  private recentClient = '';
  private recentGroup: RateGroup | '' = '';
  private recentLog: Log | null = null;

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly maxClients = 100_000,
  ) {}

  check(client: string, group: RateGroup, multiplier: number): RateDecision | null {
    const base = RATE_LIMITS[group];
    if (base === null) return null;
    const limit = Math.max(1, Math.round(base * multiplier));
    const now = this.clock();
    let log = this.recentLog;
    if (log === null || client !== this.recentClient || group !== this.recentGroup) {
      const key = `${group}\u0000${client}`;
      const found = this.logs.get(key);
      if (found) this.logs.delete(key); // re-inserted below: Map order is recency order
      log = found ?? { times: [], start: 0 };
      this.logs.set(key, log);
      if (this.logs.size > this.maxClients) this.logs.delete(this.logs.keys().next().value!);
      this.recentClient = client;
      this.recentGroup = group;
      this.recentLog = log;
    }
    while (log.start < log.times.length && now - log.times[log.start]! >= WINDOW_MS) log.start += 1;
    // A key's multiplier can change between calls: only the newest `limit` times count.
    if (log.times.length - log.start > limit) log.start = log.times.length - limit;
    if (log.start > 64 && log.start * 2 > log.times.length) {
      log.times = log.times.slice(log.start);
      log.start = 0;
    }
    const count = log.times.length - log.start;
    const allowed = count < limit;
    if (allowed) log.times.push(now);
    const used = log.times.length - log.start;
    const waitMs = used < limit ? 0 : log.times[log.times.length - limit]! + WINDOW_MS - now;
    return { allowed, limit, remaining: limit - used, reset: Math.ceil(waitMs / 1000), policy: rateLimitPolicy(limit) };
  }

  /** Clients currently remembered (for tests and metrics). */
  get size(): number {
    return this.logs.size;
  }
}

/** The `RateLimit-Policy` of a limit: the limit and its window in seconds (the last one made is kept). */
export function rateLimitPolicy(limit: number): string {
  if (limit !== policyLimit) {
    policyLimit = limit;
    policyText = `${limit};w=${WINDOW_MS / 1000}`;
  }
  return policyText;
}
let policyLimit = 0;
let policyText = '';

/** The RateLimit headers of a counted request (server/steps/limit.ts), in the order they are sent. */
export interface RateLimitHeaders extends Record<string, string> {
  'RateLimit-Limit': string;
  'RateLimit-Remaining': string;
  'RateLimit-Reset': string;
  'RateLimit-Policy': string;
}

/**
 * The RateLimit headers of a decision, made for its request. Not kept: made, they cost 0.04 µs (the
 * numbers' text is V8's own cache); kept per (limit, remaining, reset), a key far from its limit
 * moves across thousands of counts and costs 0.25 µs a request in misses.
 */
export function rateLimitHeadersOf(decision: RateDecision): RateLimitHeaders {
  return { 'RateLimit-Limit': String(decision.limit), 'RateLimit-Remaining': String(decision.remaining), 'RateLimit-Reset': String(decision.reset), 'RateLimit-Policy': decision.policy };
}

/** Where client keys are made (IPv4-mapped and NAT64 forms, IPv6 /64s): server/limits/client-address.ts. */
export { clientLimitKey } from './client-address';
