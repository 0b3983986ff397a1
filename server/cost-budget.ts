/**
 * The second limit of every client: a budget of work. Counting requests alone let one client within
 * its limits take most of the process (60 jummal texts of 999 × ﷽ a second and 30 Bengali searches
 * of 500 results: 0.91 cores, other clients' p50 from 2.1 to 930 ms). So the time the process spends
 * making each answer (generating, serializing, compressing: the synchronous work, which is CPU time
 * on the event loop) is charged to the client that asked, and a client past its budget is answered
 * 429 until the budget has refilled.
 *
 * A token bucket per client: it refills at `msPerSecond` ms of work each second and holds at most
 * BURST_SECONDS of that (1 s of work at the default 100 ms), times the key's multiplier, so that one
 * costly answer now and then (a 500-result search, an index's first use) passes while a steady
 * stream of them is held to a tenth of a core. An answer is never cut: the one that overdraws the
 * bucket is sent, and the client then waits until the bucket is above zero.
 */
export const BURST_SECONDS = 10;

export interface CostDecision {
  /** Whole seconds until the client may be answered again; 0 when it may now. */
  wait: number;
  /** The budget: ms of work per second. */
  budget: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

export class CostBudget {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    readonly msPerSecond: number,
    private readonly clock: () => number = Date.now,
    private readonly maxClients = 100_000,
  ) {}

  /** The most work one client may spend at once (without a key multiplier). */
  get burstMs(): number {
    return this.msPerSecond * BURST_SECONDS;
  }

  /** Whether the client may be answered now. */
  check(client: string, multiplier: number): CostDecision {
    const budget = this.msPerSecond * multiplier;
    const bucket = this.refilled(client, budget);
    const wait = bucket.tokens > 0 ? 0 : Math.max(1, Math.ceil(-bucket.tokens / budget));
    return { wait, budget };
  }

  /** Charges `ms` of work to the client; returns what is left in its bucket. */
  charge(client: string, ms: number, multiplier: number): number {
    const bucket = this.refilled(client, this.msPerSecond * multiplier);
    bucket.tokens -= ms;
    return bucket.tokens;
  }

  /** What a shared store (Redis) says is left: taken as this process's view of the client. */
  set(client: string, tokens: number): void {
    this.remember(client, { tokens, at: this.clock() });
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(client: string, budget: number): Bucket {
    const now = this.clock();
    const capacity = budget * BURST_SECONDS;
    const bucket = this.buckets.get(client) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * budget) / 1000);
    bucket.at = now;
    this.remember(client, bucket);
    return bucket;
  }

  /** Recency order; the least recently seen client is forgotten past `maxClients` (a full bucket again). */
  private remember(client: string, bucket: Bucket): void {
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

/**
 * The same bucket in Redis, so that every process charges one budget per client: refilled by
 * Redis's clock, charged, and what is left returned (as a string: Lua numbers become integers).
 * ARGV: the ms of work per second, the ms charged, the bucket's capacity.
 */
export const COST_BUCKET = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local budget = tonumber(ARGV[1])
local saved = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local capacity = tonumber(ARGV[3])
local tokens = tonumber(saved[1]) or capacity
local at = tonumber(saved[2]) or now
tokens = math.min(capacity, tokens + (now - at) * budget / 1000) - tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], 60000)
return tostring(tokens)
`;
