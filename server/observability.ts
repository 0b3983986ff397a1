/**
 * Access logs (pino, one JSON line per request) and Prometheus metrics (prom-client, at /metrics
 * when METRICS=on). What the app knows about a request (its route, the client) is attached to the
 * response with `describe`, and read once the response has finished.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino } from 'pino';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

interface RequestFacts {
  route?: string;
  group?: string;
  /** `key:<id>` or `ip:<address>`; the address is hashed before it is logged. */
  client?: string;
}

const facts = new WeakMap<ServerResponse, RequestFacts>();

/** Records what the app learned about a request, for its log line and metrics. */
export function describe(res: ServerResponse, more: RequestFacts): void {
  facts.set(res, { ...facts.get(res), ...more });
}

/** Client addresses are personal data: the log keeps a salted hash that changes every day. */
function hashedClient(client: string | undefined, remote: string | undefined): string {
  if (client?.startsWith('key:')) return client;
  const address = client?.replace(/^ip6?:/, '') ?? remote ?? 'unknown';
  const day = new Date().toISOString().slice(0, 10);
  return `ip:${createHash('sha256').update(`${day}:${address}`).digest('hex').slice(0, 12)}`;
}

export interface Observability {
  observe(req: IncomingMessage, res: ServerResponse): void;
  metrics: Registry | null;
}

export function createObservability(options: { accessLog: boolean; metrics: boolean }): Observability {
  const log = options.accessLog ? pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ sync: false })) : null;
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
  }
  return {
    metrics,
    observe(req, res) {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const known = facts.get(res) ?? {};
        const group = known.group ?? (req.url?.startsWith('/v1/') || req.url?.startsWith('/api/v1/') ? 'api' : 'site');
        requests?.inc({ group, status: String(res.statusCode) });
        duration?.observe({ group }, seconds);
        if (res.statusCode === 429) limited?.inc({ group });
        log?.info({
          method: req.method,
          path: (req.url ?? '').slice(0, 300),
          status: res.statusCode,
          ms: Math.round(seconds * 100_000) / 100,
          route: known.route,
          client: hashedClient(known.client, req.socket.remoteAddress),
        });
      });
    },
  };
}
