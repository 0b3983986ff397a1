/**
 * Limits and keys shared by every server process through Redis (REDIS_URL), so that N processes
 * enforce one limit together and see a new or revoked key within a second. Without REDIS_URL, or
 * while Redis cannot be reached, each process keeps its own (server/rate-limit.ts, the key file),
 * says so in its log and in /readyz, and keeps serving.
 */
import { createClient } from 'redis';
import { RATE_LIMITS, RateLimiter, WINDOW_MS, type RateDecision } from './rate-limit';
import type { RateGroup } from '../src/api/route';
import type { ApiKeyRecord } from './api-keys';

/**
 * The same sliding-window log as the in-memory limiter, atomic in Redis: one sorted set of the
 * times of allowed requests per client and group, pruned to the last window. Redis's own clock
 * (TIME) is used, so processes on hosts whose clocks differ still agree.
 */
const SLIDING_WINDOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
local allowed = 0
if count < limit then
  redis.call('ZADD', KEYS[1], now, now .. '-' .. ARGV[3])
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', KEYS[1], window)
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return { allowed, count, tonumber(oldest[2] or now), now }
`;

export const KEYS_HASH = 'itk:keys';

export type RedisState = 'off' | 'connected' | 'unreachable';

export interface SharedState {
  state(): RedisState;
  check(client: string, group: RateGroup, multiplier: number): Promise<RateDecision | null>;
  /** Key records by sha256, refreshed once a second (null without Redis). */
  keyRecord(sha256: string): ApiKeyRecord | null | undefined;
  close(): Promise<void>;
}

type Log = (message: string) => void;

/** Limits in this process only, keys from the file: the default on one machine. `clock` for tests. */
export function memoryState(clock: () => number = Date.now): SharedState {
  const local = new RateLimiter(clock);
  return { state: () => 'off', check: async (...args) => local.check(...args), keyRecord: () => undefined, close: async () => {} };
}

export async function connectSharedState(url: string | undefined, log: Log): Promise<SharedState> {
  if (!url) return memoryState();
  // While Redis cannot be reached, this process limits on its own.
  const local = new RateLimiter();
  let state: RedisState = 'unreachable';
  let keys = new Map<string, ApiKeyRecord>();
  let sequence = 0;
  const client = createClient({
    url,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 2000) },
    disableOfflineQueue: true,
  });
  client.on('ready', () => {
    if (state !== 'connected') log(`redis: connected to ${url.replace(/\/\/[^@]*@/, '//***@')}; rate limits and keys are shared`);
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
  const refreshKeys = async () => {
    if (state !== 'connected') return;
    try {
      const all = (await client.hGetAll(KEYS_HASH)) as Record<string, string>;
      keys = new Map(Object.entries(all).map(([sha256, json]) => [sha256, JSON.parse(json) as ApiKeyRecord]));
    } catch {
      // unreachable: the last copy stays
    }
  };
  await refreshKeys();
  const timer = setInterval(() => void refreshKeys(), 1000);
  timer.unref();
  return {
    state: () => state,
    async check(client_, group, multiplier) {
      const base = RATE_LIMITS[group];
      if (base === null) return null;
      if (state !== 'connected') return local.check(client_, group, multiplier);
      const limit = Math.max(1, Math.round(base * multiplier));
      try {
        const [allowed, count, oldest, now] = (await client.sendCommand([
          'EVAL',
          SLIDING_WINDOW,
          '1',
          `itk:rl:${group}:${client_}`,
          String(WINDOW_MS),
          String(limit),
          `${process.pid}-${++sequence}`,
        ])) as number[];
        const waitMs = count! < limit ? 0 : oldest! + WINDOW_MS - now!;
        return { allowed: allowed === 1, limit, remaining: limit - count!, reset: Math.ceil(waitMs / 1000), policy: `${limit};w=${WINDOW_MS / 1000}` };
      } catch {
        return local.check(client_, group, multiplier);
      }
    },
    keyRecord: (sha256) => (state === 'off' ? undefined : (keys.get(sha256) ?? null)),
    async close() {
      clearInterval(timer);
      await client.quit().catch(() => client.destroy());
    },
  };
}

/** Writes a key record to Redis (for `npm run keys` when REDIS_URL is set). */
export async function storeKeyInRedis(url: string, record: ApiKeyRecord): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    await client.hSet(KEYS_HASH, record.sha256, JSON.stringify(record));
  } finally {
    await client.quit();
  }
}

export async function readKeysFromRedis(url: string): Promise<ApiKeyRecord[]> {
  const client = createClient({ url });
  await client.connect();
  try {
    return Object.values((await client.hGetAll(KEYS_HASH)) as Record<string, string>).map((json) => JSON.parse(json) as ApiKeyRecord);
  } finally {
    await client.quit();
  }
}
