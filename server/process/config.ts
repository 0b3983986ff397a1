import { availableParallelism } from 'node:os';
import path from 'node:path';
import { addressList } from '../limits/client-address';

export interface ServerConfig {
  port: number;
  host: string;
  /** The built site and static JSON (dist/client). */
  clientDir: string;
  apiKeysFile: string;
  /** Off only for benchmarks or behind a CDN that limits on its own. */
  rateLimits: boolean;
  /**
   * Answer a contract-form request (`/api/v1/ayah/2/255`, `?date=`) from its prebuilt file when one
   * exists. Off: those are generated live (the tests compare both); `.json` paths are still files.
   */
  fastPath: boolean;
  /** Byte budget of the cache of generated answers (searches, jummal texts); 0 turns it off. */
  answerCacheBytes: number;
  /** Byte budget of the cache of prebuilt files read from disk (server/files/static-files.ts); 0 turns it off. */
  fileCacheBytes: number;
  /** The connection's peer is a proxy you trust: read the client from X-Forwarded-For, right to left. */
  trustProxy: boolean;
  /** Addresses of further proxies to skip in X-Forwarded-For (TRUSTED_PROXIES, comma-separated). */
  trustedProxies: string[];
  /** ms of the server's processing time each client may use per second (times its key's multiplier). */
  costBudgetMs: number;
  /**
   * ms of processing time per second all clients together may use in one process (PROCESS_BUDGET_MS,
   * 500): past it only light clients are admitted, the heaviest answered 429 first.
   */
  processBudgetMs: number;
  /** Seconds an answer may wait with the client reading none of it before its connection is closed. */
  stallSeconds: number;
  /** Seconds SIGTERM waits for in-flight answers before closing the remaining connections. */
  shutdownSeconds: number;
  /**
   * Seconds between SIGTERM and closing the listener, while /readyz already answers 503 `stopping`,
   * so a load balancer stops sending new connections first. 0 (the default) closes it at once.
   */
  shutdownDelaySeconds: number;
  /**
   * Connections held at once. At the cap a new one closes the connection idle the longest, and is
   * refused only while every connection is busy answering (server/limits/connections.ts).
   */
  maxConnections: number;
  /** Connections one client address (an IPv6 /64) may hold at once; not applied behind a trusted proxy. */
  maxConnectionsPerClient: number;
  /** Redis shared by every process for rate limits and keys; unset: per process, keys from the file. */
  redisUrl: string | undefined;
  /** One JSON line per request on stdout (pino). */
  accessLog: boolean;
  /** Prometheus metrics at /metrics. */
  metrics: boolean;
  /**
   * Who may read /metrics (METRICS_ALLOW: addresses and CIDR prefixes, comma-separated). Unset: loopback
   * and private networks, and behind TRUST_PROXY only a client the proxy names (a request it forwards
   * without X-Forwarded-For could be anyone's).
   */
  metricsAllow: string[] | null;
  /** Server processes (node:cluster); 1 runs in this process. */
  workers: number;
  /** Scavenges split across V8's helper threads (PARALLEL_SCAVENGE); off: on the main thread alone (server/process/gc-threads.ts). */
  parallelScavenge: boolean;
  /** New connections accepted per event-loop turn at most (ACCEPTS_PER_TURN): descriptors of the listening socket (server/process/listener-copies.ts). */
  acceptsPerTurn: number;
}

// The project's folder: above dist/ for the bundle (dist/server.mjs), above server/process/ from source.
const ROOT = path.resolve(import.meta.dirname, path.basename(import.meta.dirname) === 'process' ? '../..' : '..');

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'on', 'yes'].includes(value)) return true;
  if (['0', 'false', 'off', 'no'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got '${value}'`);
}

function megabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback * 1024 * 1024;
  if (!/^(0|[1-9][0-9]{0,4})$/.test(value)) throw new Error(`${name} must be a whole number of megabytes (0 turns the cache off), got '${value}'`);
  return Number(value) * 1024 * 1024;
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw new Error(`${name} must be a whole number above 0, got '${value}'`);
  return Number(value);
}

function acceptsPerTurn(value: string | undefined): number {
  if (value === undefined || value === '') return 8;
  if (!/^([1-9]|[1-5][0-9]|6[0-4])$/.test(value)) throw new Error(`ACCEPTS_PER_TURN must be a whole number from 1 to 64 (1 accepts one new connection per event-loop turn), got '${value}'`);
  return Number(value);
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^(0|[1-9][0-9]{0,2})$/.test(value)) throw new Error(`${name} must be a whole number of seconds (0-999), got '${value}'`);
  return Number(value);
}

function addressListOption(name: string, value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    addressList(entries);
  } catch (error) {
    throw new Error(`${name} must list IP addresses or CIDR prefixes, comma-separated: ${(error as Error).message}`);
  }
  return entries;
}

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^rediss?:\/\/./.test(value)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, got '${value}'`);
  return value;
}

/** Reads and checks the environment; a bad value stops the start with a message saying what to fix. */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const port = Number(env.PORT ?? '4321');
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535, got '${env.PORT}'`);
  if (env.HIJRI_DEFAULT_TZ) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: env.HIJRI_DEFAULT_TZ });
    } catch {
      throw new Error(`HIJRI_DEFAULT_TZ must be an IANA time zone such as Asia/Riyadh, got '${env.HIJRI_DEFAULT_TZ}'`);
    }
  }
  const dist = path.resolve(env.DIST_DIR ?? path.join(ROOT, 'dist'));
  const config: ServerConfig = {
    port,
    host: env.HOST || '127.0.0.1',
    clientDir: path.join(dist, 'client'),
    apiKeysFile: path.resolve(env.API_KEYS_FILE ?? path.join(ROOT, '.data', 'api-keys.json')),
    rateLimits: flag('RATE_LIMITS', env.RATE_LIMITS, true),
    fastPath: flag('FAST_PATH', env.FAST_PATH, true),
    trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY, false),
    trustedProxies: (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean),
    costBudgetMs: wholeNumber('COST_BUDGET_MS', env.COST_BUDGET_MS, 100),
    processBudgetMs: wholeNumber('PROCESS_BUDGET_MS', env.PROCESS_BUDGET_MS, 500),
    stallSeconds: wholeNumber('STALL_SECONDS', env.STALL_SECONDS, 60),
    shutdownSeconds: wholeNumber('SHUTDOWN_SECONDS', env.SHUTDOWN_SECONDS, 10),
    shutdownDelaySeconds: seconds('SHUTDOWN_DELAY_SECONDS', env.SHUTDOWN_DELAY_SECONDS, 0),
    maxConnections: wholeNumber('MAX_CONNECTIONS', env.MAX_CONNECTIONS, 2000),
    maxConnectionsPerClient: wholeNumber('MAX_CONNECTIONS_PER_CLIENT', env.MAX_CONNECTIONS_PER_CLIENT, 256),
    redisUrl: redisUrl(env.REDIS_URL),
    accessLog: flag('ACCESS_LOG', env.ACCESS_LOG, true),
    metrics: flag('METRICS', env.METRICS, false),
    metricsAllow: addressListOption('METRICS_ALLOW', env.METRICS_ALLOW),
    workers: env.WORKERS === 'auto' ? availableParallelism() : wholeNumber('WORKERS', env.WORKERS, 1),
    answerCacheBytes: megabytes('ANSWER_CACHE_MB', env.ANSWER_CACHE_MB, 32),
    fileCacheBytes: megabytes('FILE_CACHE_MB', env.FILE_CACHE_MB, 64),
    parallelScavenge: flag('PARALLEL_SCAVENGE', env.PARALLEL_SCAVENGE, false),
    acceptsPerTurn: acceptsPerTurn(env.ACCEPTS_PER_TURN),
  };
  // N processes with limits of their own would let each client N times the documented limits.
  if (config.workers > 1 && config.rateLimits && !config.redisUrl) {
    throw new Error(`WORKERS=${env.WORKERS} needs REDIS_URL, so that the ${config.workers} processes share one rate limit per client (without it each client gets ${config.workers}x the documented limits); set REDIS_URL, or run WORKERS=1`);
  }
  return config;
}
