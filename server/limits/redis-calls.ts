/** Calls to Redis with a deadline, and the key commands of `npm run keys`. */
import type { ApiKeyRecord } from './api-keys';

/** The Redis client library, loaded on first use: a server without REDIS_URL starts without it (~0.1 s less). */
export const loadRedis = () => import('redis');

export const KEYS_HASH = 'itk:keys';

/** No call to Redis waits longer than this; past it the process limits on its own until Redis answers again. */
export const REDIS_DEADLINE_MS = 250;

export class DeadlineExceeded extends Error {
  /** Settles one turn of the event loop after the deadline: whether the command had answered by then. */
  readonly answeredNextTurn: Promise<boolean>;
  constructor(message: string, answeredNextTurn: Promise<boolean>) {
    super(message);
    this.answeredNextTurn = answeredNextTurn;
  }
}

/**
 * The command's answer, or DeadlineExceeded after `ms` (the command itself is left to finish or
 * fail): the caller waits no longer, whatever the event loop does next. Whether Redis is stalled is
 * another question, answered one turn later (`answeredNextTurn`): after the process was busy (a
 * long answer), timers run before the socket is read, and an answer Redis sent in time would
 * otherwise count as a stall. Waiting that turn before rejecting cost each request a whole poll
 * phase more under load (the turn after a busy one is as busy).
 */
export function withDeadline<T>(command: Promise<T>, ms = REDIS_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let answered = false;
  command.then(
    () => (answered = true),
    () => {},
  );
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const nextTurn = new Promise<boolean>((resolve) => setImmediate(() => resolve(answered)));
      reject(new DeadlineExceeded(`redis did not answer within ${ms} ms`, nextTurn));
    }, ms);
  });
  return Promise.race([command, deadline]).finally(() => clearTimeout(timer));
}


/** Writes a key record to Redis (for `npm run keys` when REDIS_URL is set). */
export async function storeKeyInRedis(url: string, record: ApiKeyRecord): Promise<void> {
  const { createClient } = await loadRedis();
  const client = createClient({ url });
  await client.connect();
  try {
    await client.hSet(KEYS_HASH, record.sha256, JSON.stringify(record));
  } finally {
    await client.quit();
  }
}

export async function readKeysFromRedis(url: string): Promise<ApiKeyRecord[]> {
  const { createClient } = await loadRedis();
  const client = createClient({ url });
  await client.connect();
  try {
    return Object.values((await client.hGetAll(KEYS_HASH)) as Record<string, string>).map((json) => JSON.parse(json) as ApiKeyRecord);
  } finally {
    await client.quit();
  }
}

/**
 * The same sliding-window log as the in-memory limiter, atomic in Redis: one sorted set of the
 * times of allowed requests per client and group, pruned to the last window. Redis's own clock
 * (TIME) is used, so processes on hosts whose clocks differ still agree.
 */
export const SLIDING_WINDOW = `
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
