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
 *
 * Charged before the work is allowed (`admit`): each admitted request reserves what its client's
 * answers cost lately, and at most MAX_IN_FLIGHT of a client's requests may wait between admission
 * and charge (an awaited Redis call), so that a pipeline of costly requests cannot all pass the check
 * before the first is charged. And the process has a ceiling of its own (`processMsPerSecond`, a
 * bucket of PROCESS_BURST_SECONDS): per-client budgets alone let 10 addresses take the whole core.
 * Past the ceiling only light clients (that used, with the typical cost of one more answer, under
 * LIGHT_SHARE of the ceiling in the last second) are admitted: the heaviest are answered 429 first, never the light ones.
 */
export const BURST_SECONDS = 10;
/** The process's bucket holds a quarter of a second of its ceiling: never a longer freeze at once. */
export const PROCESS_BURST_SECONDS = 0.25;
/** Requests of one client admitted and not yet charged, at once (times the key's multiplier). */
export const MAX_IN_FLIGHT = 8;

export interface CostDecision {
  /** Whole seconds until the client may be answered again; 0 when it may now. */
  wait: number;
  /** The budget: ms of work per second. */
  budget: number;
}

/** An admission: the ms reserved for it, given back when it is charged or released. */
export interface CostAdmission extends CostDecision {
  reserved: number;
  /** Why it was refused: its own budget, or the process's ceiling (heaviest first). */
  refusedBy?: 'client' | 'process' | 'in-flight';
}

interface Bucket {
  tokens: number;
  at: number;
  /** ms reserved by requests admitted and not yet charged, and how many. */
  reserved: number;
  inFlight: number;
  /** What this client's answers cost lately (ms, moving average). */
  typical: number;
  /** ms of work charged in about the last second (decaying), and when it was last decayed. */
  usage: number;
  usageAt: number;
  /** Until when (ms) this client is refused, so that its next requests are refused before any work. */
  refusedUntil?: number;
}

/** Past the process's ceiling, a client that used less than this share of it in the last second is light. */
export const LIGHT_SHARE = 0.05;

export class CostBudget {
  private readonly buckets = new Map<string, Bucket>();
  private readonly process: Bucket;

  constructor(
    readonly msPerSecond: number,
    private readonly clock: () => number = Date.now,
    private readonly maxClients = 100_000,
    /** The process's ceiling: ms of work per second, for all clients together (Infinity: none). */
    readonly processMsPerSecond = Infinity,
  ) {
    this.process = { tokens: processMsPerSecond * PROCESS_BURST_SECONDS, at: clock(), reserved: 0, inFlight: 0, typical: 1, usage: 0, usageAt: clock() };
  }

  /** The most work one client may spend at once (without a key multiplier). */
  get burstMs(): number {
    return this.msPerSecond * BURST_SECONDS;
  }

  /** Whether the client may be answered now. */
  check(client: string, multiplier: number): CostDecision {
    const budget = this.msPerSecond * multiplier;
    const bucket = this.refilled(client, budget);
    return { wait: waitOf(bucket.tokens, budget), budget };
  }

  /**
   * Whether the client may be answered now, and if so its reservation, charged at once: what its
   * answers cost lately comes off its bucket and the process's before the work is allowed.
   */
  admit(client: string, multiplier: number): CostAdmission {
    const budget = this.msPerSecond * multiplier;
    const bucket = this.refilled(client, budget);
    const available = bucket.tokens - bucket.reserved;
    if (available <= 0) {
      const wait = waitOf(available, budget);
      bucket.refusedUntil = this.clock() + wait * 1000;
      return { wait, budget, reserved: 0, refusedBy: 'client' };
    }
    if (bucket.inFlight >= MAX_IN_FLIGHT * multiplier) return { wait: 1, budget, reserved: 0, refusedBy: 'in-flight' };
    if (this.processMsPerSecond !== Infinity) {
      const process = this.refilledProcess();
      // With what admitting it would add: a client whose every answer is costly is never light.
      const heavy = () => this.decayed(bucket).usage + bucket.typical >= this.processMsPerSecond * LIGHT_SHARE;
      if (process.tokens - process.reserved <= 0 && heavy()) {
        bucket.refusedUntil = this.clock() + 1000;
        return { wait: 1, budget, reserved: 0, refusedBy: 'process' };
      }
    }
    const reserved = Math.max(0.05, bucket.typical);
    bucket.reserved += reserved;
    bucket.inFlight++;
    this.process.reserved += reserved;
    return { wait: 0, budget, reserved };
  }

  /** Seconds the client is still refused for (0: none): checked before a request is parsed. */
  refusedFor(client: string): number {
    const until = this.buckets.get(client)?.refusedUntil ?? 0;
    const now = this.clock();
    return until > now ? Math.ceil((until - now) / 1000) : 0;
  }

  /**
   * Seconds until the client's bucket is above zero again (0: it is now), without touching it: the
   * check of a request that costs nothing when served from memory and is refused only if it needs work.
   */
  overdrawnFor(client: string, multiplier: number): number {
    const bucket = this.buckets.get(client);
    if (bucket === undefined) return 0;
    const budget = this.msPerSecond * multiplier;
    const tokens = Math.min(budget * BURST_SECONDS, bucket.tokens + ((this.clock() - bucket.at) * budget) / 1000);
    return waitOf(tokens, budget);
  }

  /** Gives back an admission that did no work (refused later by the count of requests). */
  release(client: string, reserved: number): void {
    const bucket = this.buckets.get(client);
    if (bucket && reserved > 0) {
      bucket.reserved = Math.max(0, bucket.reserved - reserved);
      bucket.inFlight = Math.max(0, bucket.inFlight - 1);
    }
    if (reserved > 0) this.process.reserved = Math.max(0, this.process.reserved - reserved);
  }

  /** Charges `ms` of work to the client (and the process), giving back its reservation; returns what is left in its bucket. */
  charge(client: string, ms: number, multiplier: number, reserved = 0): number {
    const bucket = this.refilled(client, this.msPerSecond * multiplier);
    this.release(client, reserved);
    bucket.tokens -= ms;
    bucket.typical = bucket.typical * 0.8 + ms * 0.2;
    this.decayed(bucket).usage += ms;
    if (this.processMsPerSecond !== Infinity) this.refilledProcess().tokens -= ms;
    return bucket.tokens;
  }

  /** What a shared store (Redis) says is left: taken as this process's view of the client. */
  set(client: string, tokens: number): void {
    const known = this.buckets.get(client);
    this.remember(client, { reserved: 0, inFlight: 0, typical: 1, usage: 0, usageAt: this.clock(), ...known, tokens, at: this.clock() });
  }

  get size(): number {
    return this.buckets.size;
  }

  private refilled(client: string, budget: number): Bucket {
    const now = this.clock();
    const capacity = budget * BURST_SECONDS;
    const bucket = this.buckets.get(client) ?? { tokens: capacity, at: now, reserved: 0, inFlight: 0, typical: 1, usage: 0, usageAt: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.at) * budget) / 1000);
    bucket.at = now;
    this.remember(client, bucket);
    return bucket;
  }

  private decayed(bucket: Bucket): Bucket {
    const now = this.clock();
    bucket.usage *= Math.exp(-(now - bucket.usageAt) / 1000);
    bucket.usageAt = now;
    return bucket;
  }

  private refilledProcess(): Bucket {
    const now = this.clock();
    const process = this.process;
    process.tokens = Math.min(this.processMsPerSecond * PROCESS_BURST_SECONDS, process.tokens + ((now - process.at) * this.processMsPerSecond) / 1000);
    process.at = now;
    return process;
  }

  /** Recency order; the least recently seen client is forgotten past `maxClients` (a full bucket again). */
  private remember(client: string, bucket: Bucket): void {
    this.buckets.delete(client);
    this.buckets.set(client, bucket);
    if (this.buckets.size > this.maxClients) this.buckets.delete(this.buckets.keys().next().value!);
  }
}

const waitOf = (tokens: number, budget: number) => (tokens > 0 ? 0 : Math.max(1, Math.ceil(-tokens / budget)));
