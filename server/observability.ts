/**
 * Access logs (one JSON line per request, in pino's format) and Prometheus metrics (prom-client, at
 * /metrics when METRICS=on). `observe` notes when a request came; the app calls `answered` once it
 * has handed the answer to the socket, with what it knows of the request (its route, the client).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConnectionCounts } from './connections';
import { accessLogLine, lastAccessLogLineIsAscii, stdoutWriter } from './log-writer';

export interface RequestFacts {
  route?: string;
  group?: string;
  /** `key:<id>` or `ip:<address>`; the address is hashed before it is logged. */
  client?: string;
}

/**
 * A response's start time and facts, in one property of the response (cheaper than a WeakMap
 * beside it; one property added per response rather than two, and always of the same shape).
 */
class Observation {
  constructor(
    readonly started: number,
    public facts: RequestFacts | undefined,
  ) {}
}
const OBSERVATION = Symbol('observation');
type Described = ServerResponse & { [OBSERVATION]?: Observation };


/**
 * Client addresses are personal data: the log keeps a salted hash that changes every day. The
 * hashes of the day's most frequent addresses are kept (at most 4,096, all forgotten when full or
 * when the day changes), so a busy client is not hashed on every request.
 */
function hashedClient(client: string | undefined, remote: string | undefined): string {
  if (client?.startsWith('key:')) return client;
  const address = client ?? remote ?? 'unknown';
  const dayNumber = Math.floor(Date.now() / 86_400_000);
  if (dayNumber !== hashedDayNumber || hashedClients.size >= 4096) {
    hashedDayNumber = dayNumber;
    hashedDay = new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
    hashedClients.clear();
  }
  // Keyed by the client as given (`ip:…`, `ip6:…` or the bare peer address): the prefix is dropped only to hash.
  let hashed = hashedClients.get(address);
  if (hashed === undefined) {
    hashed = `ip:${createHash('sha256').update(`${hashedDay}:${address.replace(/^ip6?:/, '')}`).digest('hex').slice(0, 12)}`;
    if (address.length <= 100) hashedClients.set(address, hashed);
  }
  return hashed;
}
let hashedDayNumber = -1;
let hashedDay = '';
const hashedClients = new Map<string, string>();

export interface Observability {
  /** A request has come: its clock starts. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /**
   * The app has written its answer (`res.end` called) with what it learned of the request: logged and
   * counted now, or once the last byte is handed to the socket for an answer streamed from disk.
   */
  answered(res: ServerResponse, facts: RequestFacts, streamed: boolean): void;
  metrics: Registry | null;
  /** The Prometheus text: this process's metrics, or under WORKERS every worker's, summed by the primary. */
  metricsText(): Promise<string>;
  /** Writes what the access log holds, giving up after `timeoutMs` (stdout may never be read). */
  flushLogs(timeoutMs: number): Promise<void>;
  /** Where the connection gauges read their counts (set once the server exists). */
  watchConnections(counts: () => ConnectionCounts): void;
}

export function createObservability(options: { accessLog: boolean; metrics: boolean }): Observability {
  // Never pino.destination: its exit handler flushes synchronously, and hangs on a stdout nobody reads.
  const logWriter = options.accessLog ? stdoutWriter : null;
  let metrics: Registry | null = null;
  let requests: Counter | null = null;
  let duration: Histogram | null = null;
  let limited: Counter | null = null;
  if (options.metrics) {
    metrics = new Registry();
    collectDefaultMetrics({ register: metrics });
    requests = new Counter({ name: 'itk_requests_total', help: 'Requests answered, by route group and status.', labelNames: ['group', 'status'], registers: [metrics] });
    duration = new Histogram({
      name: 'itk_request_duration_seconds',
      help: 'Time to answer, by route group.',
      labelNames: ['group'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [metrics],
    });
    limited = new Counter({ name: 'itk_rate_limited_total', help: 'Requests refused with 429, by route group.', labelNames: ['group'], registers: [metrics] });
    const read = (field: keyof ConnectionCounts) => () => connectionCounts?.()[field] ?? 0;
    for (const [name, help, field] of [
      ['itk_connections_open', 'Connections held now.', 'open'],
      ['itk_connections_idle', 'Connections held now with no request in progress.', 'idle'],
      ['itk_connections_evicted', 'Idle connections closed to make room for new ones, since the start.', 'evicted'],
      ['itk_connections_idle_closed', 'Connections closed after 10 s with no request in progress, since the start.', 'idleClosed'],
      ['itk_connections_stalled', 'Connections closed because the client took none of its answer for the write timeout, or less than the minimum rate, since the start.', 'stalled'],
      ['itk_connections_refused', 'New connections refused (over a client share, or every connection busy), since the start.', 'refused'],
    ] as const) {
      const count = read(field);
      new Gauge({ name, help, registers: [metrics], collect() { this.set(count()); } });
    }
    // Under WORKERS the primary asks each worker for this registry (prom-client's cluster protocol).
    if (cluster.isWorker) {
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([metrics]);
    }
  }
  let connectionCounts: (() => ConnectionCounts) | null = null;
  return {
    metrics,
    flushLogs: (timeoutMs) => logWriter?.flush(timeoutMs) ?? Promise.resolve(),
    watchConnections(counts) {
      connectionCounts = counts;
    },
    metricsText() {
      if (!metrics) return Promise.reject(new Error('metrics are off'));
      return cluster.isWorker ? askPrimaryForMetrics() : metrics.metrics();
    },
    observe(_req, res) {
      (res as Described)[OBSERVATION] = new Observation(performance.now(), undefined);
    },
    answered(res, facts, streamed) {
      const observation = (res as Described)[OBSERVATION];
      if (observation === undefined) return;
      observation.facts = facts;
      // An answer in memory is with the socket once `end` returns: no 'finish' listener per request
      // (an emitter array, a clone of it per emit, and a tick), which the bare node:http server never pays.
      if (streamed) res.once('finish', finished);
      else record(res as Described, observation);
    },
  };

  function finished(this: ServerResponse): void {
    const res = this as Described;
    record(res, res[OBSERVATION]!);
  }

  function record(res: Described, observation: Observation): void {
    const req = res.req;
    const ms = performance.now() - observation.started;
    const known = observation.facts ?? {};
    const group = known.group ?? (req.url?.startsWith('/v1/') || req.url?.startsWith('/api/v1/') ? 'api' : 'site');
    if (requests) {
      requests.inc({ group, status: String(res.statusCode) });
      duration!.observe({ group }, ms / 1000);
      if (res.statusCode === 429) limited!.inc({ group });
    }
    const line = logWriter && accessLogLine(req.method ?? '', (req.url ?? '').slice(0, 300), res.statusCode, Math.round(ms * 100) / 100, known.route, hashedClient(known.client, req.socket.remoteAddress));
    if (line) logWriter!.write(line, lastAccessLogLineIsAscii() ? line.length : undefined);
  }
}

const METRICS_REQUEST = 'itk:metrics-request';
const METRICS_ANSWER = 'itk:metrics-answer';
let nextMetricsRequest = 0;
const pendingMetrics = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();

/** A worker's /metrics: the primary gathers every worker's registry and sums them. */
function askPrimaryForMetrics(): Promise<string> {
  if (!process.listeners('message').includes(onMetricsAnswer)) process.on('message', onMetricsAnswer);
  const id = nextMetricsRequest++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pendingMetrics.delete(id);
      reject(new Error('the primary process did not answer with the workers\' metrics in 5 s'));
    }, 5000);
    pendingMetrics.set(id, {
      resolve: (text) => (clearTimeout(timer), resolve(text)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    process.send!({ type: METRICS_REQUEST, id });
  });
}

function onMetricsAnswer(message: unknown): void {
  const answer = message as { type?: string; id?: number; text?: string; error?: string };
  if (answer?.type !== METRICS_ANSWER || typeof answer.id !== 'number') return;
  const pending = pendingMetrics.get(answer.id);
  if (!pending) return;
  pendingMetrics.delete(answer.id);
  if (typeof answer.text === 'string') pending.resolve(answer.text);
  else pending.reject(new Error(answer.error ?? 'no metrics'));
}

/** In the primary under WORKERS with METRICS=on: answers each worker's request with every worker's metrics summed. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== METRICS_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, text }),
      (error: Error) => worker.isConnected() && worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
    );
  });
}
