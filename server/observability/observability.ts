/**
 * Access logs (one JSON line per request, in pino's format) and Prometheus metrics (prom-client, at
 * /metrics when METRICS=on). The app calls `answered` once it has handed the answer to the socket,
 * with when the request came and what it knows of it (its route, the client).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ConnectionCounts } from '../limits/connections';
import { loggedClient, wallClockMs, writeAccessLine } from './access-log';
import { stdoutWriter } from './log-writer';
// Imported, not the global: the global `performance` is a getter Node runs on every use.
import { performance } from 'node:perf_hooks';

export interface RequestFacts {
  route?: string;
  group?: string;
  /** `key:<id>` or `ip:<address>`; the address is hashed before it is logged. */
  client?: string;
}

export interface Observability {
  /**
   * The app has written its answer (`res.end` called) to a request that came at `started`
   * (performance.now()), with what it learned of it: logged and counted now, or once the last byte
   * is handed to the socket for an answer streamed from disk.
   */
  answered(req: IncomingMessage, res: ServerResponse, started: number, facts: RequestFacts, streamed: boolean): void;
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
    answered(req, res, started, facts, streamed) {
      // An answer in memory is with the socket once `end` returns: no 'finish' listener per request
      // (an emitter array, a clone of it per emit, and a tick), which the bare node:http server never pays.
      if (streamed) res.once('finish', () => record(req, res, started, facts));
      else record(req, res, started, facts);
    },
  };

  function record(req: IncomingMessage, res: ServerResponse, started: number, facts: RequestFacts): void {
    const now = performance.now();
    const ms = now - started;
    if (requests) {
      const group = facts.group ?? (req.url?.startsWith('/v1/') || req.url?.startsWith('/api/v1/') ? 'api' : 'site');
      requests.inc({ group, status: String(res.statusCode) });
      duration!.observe({ group }, ms / 1000);
      if (res.statusCode === 429) limited!.inc({ group });
    }
    if (logWriter === null) return;
    const time = wallClockMs(now);
    const url = req.url ?? '';
    const client = loggedClient(facts.client, facts.client === undefined ? req.socket.remoteAddress : undefined, time);
    writeAccessLine(logWriter, req.method ?? '', url.length > 300 ? url.slice(0, 300) : url, res.statusCode, ms, facts.route, client, time);
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
