/**
 * Limits and keys shared by every server process through Redis (REDIS_URL), so that N processes
 * enforce one limit together and see a new or revoked key within a second. Without REDIS_URL, or
 * while Redis cannot be reached, each process keeps its own (server/limits/rate-limit.ts, the key file),
 * says so in its log and in /readyz, and keeps serving.
 */
import { COST_BUCKET, DeadlineExceeded, REDIS_DEADLINE_MS, SLIDING_WINDOW, loadRedis, withDeadline } from './redis-calls';

export { REDIS_DEADLINE_MS, withDeadline, readKeysFromRedis, storeKeyInRedis } from './redis-calls';
import { RATE_LIMITS, RateLimiter, WINDOW_MS, rateLimitPolicy, type RateDecision } from './rate-limit';
import type { RateGroup } from '../../src/api/route';
import type { ApiKeyRecord } from './api-keys';
import { BURST_SECONDS, CostBudget, type CostAdmission, type CostDecision } from './cost-budget';

/** ms of work per second each client may use (COST_BUDGET_MS), times its key's multiplier. */
export const DEFAULT_COST_BUDGET_MS = 100;

export { KEYS_HASH } from './redis-calls';
import { KEYS_HASH } from './redis-calls';

/** `stalled`: connected, but a command did not answer within its deadline (a paused or overloaded Redis). */
export type RedisState = 'off' | 'connected' | 'unreachable' | 'stalled';

export interface SharedState {
  state(): RedisState;
  /** In this process's memory the decision comes at once; through Redis, as a promise. */
  check(client: string, group: RateGroup, multiplier: number): RateDecision | null | Promise<RateDecision | null>;
  /** Whether the client's budget of work allows an answer now (server/limits/cost-budget.ts). */
  checkCost(client: string, multiplier: number): CostDecision;
  /** The same, reserving the answer's typical cost at once, and within the process's ceiling. */
  admitCost(client: string, multiplier: number): CostAdmission;
  /** Gives back an admission that did no work. */
  releaseCost(client: string, reserved: number): void;
  /** Seconds the client's budget still refuses it for (0: none). */
  costRefusedFor(client: string): number;
  /** Seconds until the client's budget is above zero again (0: it is now); nothing is reserved or charged. */
  costOverdrawnFor(client: string, multiplier: number): number;
  /** Charges the ms of work an answer took to its client (giving back its reservation), in Redis too when shared. */
  chargeCost(client: string, ms: number, multiplier: number, reserved?: number): void;
  /** The most one answer is charged: the bucket's burst (a one-off cold start never locks a client out longer). */
  readonly costBurstMs: number;
  /** Key records by sha256, refreshed once a second (null without Redis). */
  keyRecord(sha256: string): ApiKeyRecord | null | undefined;
  /** The key file's records, replayed into Redis whenever Redis lacks one or has not seen its revocation. */
  replayKeysFrom(source: () => ApiKeyRecord[]): void;
  close(): Promise<void>;
}

type Log = (message: string) => void;

/** The cost budget's side of a shared state, this process's own budget answering (charging is each state's own). */
function costsOf(costs: CostBudget): Pick<SharedState, 'costBurstMs' | 'checkCost' | 'admitCost' | 'releaseCost' | 'costRefusedFor' | 'costOverdrawnFor'> {
  return {
    costBurstMs: costs.burstMs,
    checkCost: (client, multiplier) => costs.check(client, multiplier),
    admitCost: (client, multiplier) => costs.admit(client, multiplier),
    releaseCost: (client, reserved) => costs.release(client, reserved),
    costRefusedFor: (client) => costs.refusedFor(client),
    costOverdrawnFor: (client, multiplier) => costs.overdrawnFor(client, multiplier),
  };
}

/** Limits in this process only, keys from the file: the default on one machine. `clock` for tests. */
export function memoryState(clock: () => number = Date.now, costBudgetMs = DEFAULT_COST_BUDGET_MS, processBudgetMs = Infinity): SharedState {
  const local = new RateLimiter(clock);
  const costs = new CostBudget(costBudgetMs, clock, undefined, processBudgetMs);
  return {
    state: () => 'off',
    check: (client, group, multiplier) => local.check(client, group, multiplier),
    ...costsOf(costs),
    chargeCost: (client, ms, multiplier, reserved) => void costs.charge(client, ms, multiplier, reserved),
    keyRecord: () => undefined,
    replayKeysFrom: () => {},
    close: async () => {},
  };
}

export async function connectSharedState(url: string | undefined, log: Log, costBudgetMs = DEFAULT_COST_BUDGET_MS, processBudgetMs = Infinity): Promise<SharedState> {
  if (!url) return memoryState(Date.now, costBudgetMs, processBudgetMs);
  // The process's ceiling stays per process under Redis: each process has its own event loop to protect.
  const costs = new CostBudget(costBudgetMs, Date.now, undefined, processBudgetMs);
  // While Redis cannot be reached, this process limits on its own.
  const local = new RateLimiter();
  let state: RedisState = 'unreachable';
  let keys = new Map<string, ApiKeyRecord>();
  let sequence = 0;
  let fileKeys: (() => ApiKeyRecord[]) | null = null;
  const { createClient } = await loadRedis();
  const client = createClient({
    url,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 2000) },
    disableOfflineQueue: true,
  });
  client.on('ready', () => {
    if (state === 'unreachable') log(`redis: connected to ${url.replace(/\/\/[^@]*@/, '//***@')}; rate limits and keys are shared`);
    state = 'connected';
  });
  client.on('error', (error: Error) => {
    if (state !== 'unreachable') log(`redis: unreachable (${error.message}); each process keeps its own rate limits until it is back`);
    state = 'unreachable';
  });
  try {
    await client.connect();
  } catch (error) {
    log(`redis: cannot connect at start (${(error as Error).message}); serving with per-process limits`);
  }
  const stalled = (error: unknown) => {
    if (!(error instanceof DeadlineExceeded) || state !== 'connected') return;
    // Limited in process at once; back to Redis if its answer was only waiting to be read.
    state = 'stalled';
    void error.answeredNextTurn.then((answered) => {
      if (!answered) log(`redis: no answer within ${REDIS_DEADLINE_MS} ms; each process keeps its own rate limits until it answers again`);
      else if (state === 'stalled') state = 'connected';
    });
  };
  const refreshKeys = async () => {
    if (state === 'stalled') {
      // One probe a second, never a queue of commands behind a paused Redis.
      try {
        await withDeadline(client.ping());
      } catch (error) {
        if (!(error instanceof DeadlineExceeded) || !(await error.answeredNextTurn)) return;
      }
      if (state !== 'stalled') return;
      state = 'connected';
      log('redis: answering again; rate limits and keys are shared');
    }
    if (state !== 'connected') return;
    try {
      const all = (await withDeadline(client.hGetAll(KEYS_HASH))) as Record<string, string>;
      keys = new Map(Object.entries(all).map(([sha256, json]) => [sha256, JSON.parse(json) as ApiKeyRecord]));
      // The key file is the source of truth: a Redis restarted empty, or one that missed a revocation, is given the file's records.
      const missing = (fileKeys?.() ?? []).filter((record) => {
        const stored = keys.get(record.sha256);
        return !stored || (record.revoked_at !== null && stored.revoked_at === null);
      });
      if (missing.length > 0) {
        await withDeadline(client.hSet(KEYS_HASH, Object.fromEntries(missing.map((record) => [record.sha256, JSON.stringify(record)]))));
        for (const record of missing) keys.set(record.sha256, record);
        log(`redis: ${missing.length} key records replayed from the key file`);
      }
    } catch (error) {
      stalled(error);
      // unreachable: the last copy stays
    }
  };
  /** The limit counted in Redis; this process's own count while Redis does not answer in time. */
  const redisCheck = async (client_: string, group: RateGroup, multiplier: number, base: number): Promise<RateDecision | null> => {
    const limit = Math.max(1, Math.round(base * multiplier));
    try {
      const [allowed, count, oldest, now] = (await withDeadline(client.sendCommand([
        'EVAL',
        SLIDING_WINDOW,
        '1',
        `itk:rl:${group}:${client_}`,
        String(WINDOW_MS),
        String(limit),
        `${process.pid}-${++sequence}`,
      ]))) as number[];
      const waitMs = count! < limit ? 0 : oldest! + WINDOW_MS - now!;
      return { allowed: allowed === 1, limit, remaining: limit - count!, reset: Math.ceil(waitMs / 1000), policy: rateLimitPolicy(limit) };
    } catch (error) {
      stalled(error);
      return local.check(client_, group, multiplier);
    }
  };
  await refreshKeys();
  const timer = setInterval(() => void refreshKeys(), 1000);
  timer.unref();
  return {
    state: () => state,
    check(client_, group, multiplier) {
      const base = RATE_LIMITS[group];
      if (base === null) return null;
      if (state !== 'connected') return local.check(client_, group, multiplier);
      return redisCheck(client_, group, multiplier, base);
    },
    ...costsOf(costs),
    chargeCost(client_, ms, multiplier, reserved) {
      costs.charge(client_, ms, multiplier, reserved);
      if (state !== 'connected') return;
      // Redis's bucket is the one every process shares; its answer becomes this process's view.
      const budget = costBudgetMs * multiplier;
      const capacity = String(budget * BURST_SECONDS);
      withDeadline(client.sendCommand(['EVAL', COST_BUCKET, '1', `itk:cost:${client_}`, String(budget), ms.toFixed(3), capacity])).then(
        (left) => costs.set(client_, Number(left)),
        stalled,
      );
    },
    keyRecord: (sha256) => (state === 'off' ? undefined : (keys.get(sha256) ?? null)),
    replayKeysFrom(source) {
      fileKeys = source;
      void refreshKeys();
    },
    async close() {
      clearInterval(timer);
      await client.quit().catch(() => client.destroy());
    },
  };
}
