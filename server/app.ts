/**
 * The HTTP edge: everything contract §1, §2 and §7 asks of every answer (CORS, ETag and 304,
 * caching, compression, HEAD, OPTIONS, 405, keys, rate limits), as a list of steps that each take
 * the request's context (server/context.ts) and either answer or pass it on. An API request is
 * matched once against the route table; the match picks the rate limit, and the answer comes from
 * the prebuilt file when one exists, else from the route (the same bytes). Everything else is the
 * prerendered site.
 *
 * `app.handle` serves Node's requests; `app.request` runs the same steps in process, with no
 * network (the edge's unit tests and the warm-up use it).
 */
import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { readApiConfig } from '../src/api/config';
import { AnswerCache } from './answer-cache';
import { TimedAnswers } from './timed-answers';
import { KeyStore, keyFromHeaders } from './limits/api-keys';
import { clientAddressOf } from './limits/client-address';
import { clientLimitKey } from './limits/rate-limit';
import type { ServerConfig } from './process/config';
import { RequestContext, type App, type Edge, type EdgeResponse, type ServerState, type Step } from './context';
import { CORS_HEADERS } from './headers';
import type { Observability } from './observability/observability';
import { memoryState, type SharedState } from './limits/shared-state';
import { StaticFiles, isDiskBody, type DiskBody } from './files/static-files';
import { answer } from './steps/answer';
import { apiKey, lookupKey } from './steps/api-key';
import { corsAndMethods } from './steps/cors';
import { findRoute } from './steps/find-route';
import { rateLimit, refuseEarly } from './steps/limit';
import { holdReading } from './steps/limit-hold';
import { health, metrics } from './steps/operations';
import { requestTarget } from './steps/request-target';
import { site } from './steps/site';
import { answerMcp, isMcpTarget } from './mcp';
// Imported, not the global: the global `performance` is a getter Node runs on every use.
import { performance } from 'node:perf_hooks';

/** In order. The API steps pass a request that is not for the API on; `site` answers whatever is left. */
const STEPS: readonly Step[] = [metrics, requestTarget, refuseEarly, health, corsAndMethods, apiKey, findRoute, rateLimit, answer, site];

export type { App } from './context';

export interface AppOptions {
  state?: ServerState;
  shared?: SharedState;
  observability?: Observability | null;
}

export function createApp(config: ServerConfig, options: AppOptions = {}): App {
  const edge: Edge = {
    config,
    state: options.state ?? { warm: true },
    files: new StaticFiles(config.clientDir, config.fileCacheBytes),
    keys: new KeyStore(config.apiKeysFile),
    answers: new AnswerCache(config.answerCacheBytes),
    timedAnswers: new TimedAnswers(),
    apiConfig: readApiConfig(),
    buildInputs: buildInputsOf(config.clientDir),
    shared: options.shared ?? memoryState(),
    observability: options.observability ?? null,
  };
  edge.shared.replayKeysFrom(() => edge.keys.records());

  function run(ctx: RequestContext): EdgeResponse | Promise<EdgeResponse> {
    try {
      const response = runFrom(ctx, 0);
      return response instanceof Promise ? response.catch((error: unknown) => unexpected(ctx, error)) : response;
    } catch (error) {
      return unexpected(ctx, error);
    }
  }

  const app: App = {
    handle(req, res) {
      const started = performance.now();
      if (isMcpTarget(req.url)) return answerMcp(req, res, app, (facts) => edge.observability?.answered(req, res, started, facts, false));
      const ctx = new RequestContext({ method: req.method ?? 'GET', target: req.url ?? '/', headers: req.headers, remoteAddress: req.socket.remoteAddress ?? 'unknown', httpVersion: req.httpVersion }, edge);
      ctx.started = started;
      const response = run(ctx);
      if (response instanceof Promise) void response.then((answer) => write(req, res, ctx, answer));
      else write(req, res, ctx, response);
    },
    async request(target, init = {}) {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
      return run(new RequestContext({ method: init.method ?? 'GET', target, headers, remoteAddress: init.remoteAddress ?? '127.0.0.1' }, edge));
    },
    clientOf(headers, remoteAddress) {
      if (!config.rateLimits) return null;
      const sent = keyFromHeaders(headerOf(headers.authorization), headerOf(headers['x-api-key']));
      const key = sent === null ? null : lookupKey(edge, sent);
      if (key) return { client: `key:${key.id}`, multiplier: key.multiplier };
      return { client: clientLimitKey(clientAddressOf(remoteAddress, headers['x-forwarded-for'], config)), multiplier: 1 };
    },
    shared: edge.shared,
  };
  return app;
}

const headerOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** Hands an answer to Node, then to the access log and metrics. */
function write(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, answer: EdgeResponse): void {
  res.writeHead(answer.status, answer.headers);
  const streamed = isDiskBody(answer.body);
  if (streamed) streamFile(answer.body as DiskBody, res);
  else res.end(answer.body);
  ctx.edge.observability?.answered(req, res, ctx.started, ctx.facts, streamed);
  if (ctx.holdReadingMs > 0) holdReading(req.socket, ctx.holdReadingMs);
}

/** The inputs hash of the build beside a client folder (dist/build-stamp.json), or null. */
function buildInputsOf(clientDir: string): string | null {
  try {
    const stamp = JSON.parse(readFileSync(path.join(path.dirname(clientDir), 'build-stamp.json'), 'utf8')) as { inputs?: unknown };
    return typeof stamp.inputs === 'string' && stamp.inputs.length > 0 ? stamp.inputs : null;
  } catch {
    return null;
  }
}

/**
 * A large file, read from disk 64 KB at a time as the client takes it: a client that stops reading
 * holds one chunk and its socket's buffers, never the file. An answer queued behind another on its
 * connection (pipelined) opens its file only once its turn comes: opened at once, each held a
 * descriptor and its first chunks unsent, and 2,000 connections of 8 addresses pipelining 50
 * requests of a 24 MB file and reading none held +500 MB. A file cut short on disk ends the connection.
 */
function streamFile(body: DiskBody, res: ServerResponse): void {
  if (!res.socket) return void res.once('socket', () => streamFile(body, res));
  const stream = createReadStream(body.path, { start: 0, end: Math.max(0, body.size - 1), highWaterMark: 64 * 1024 });
  pipeline(stream, res, (error) => {
    if (error || stream.bytesRead !== body.size) res.destroy();
  });
}

/** Runs the steps from `index` on, synchronously until one returns a promise. */
function runFrom(ctx: RequestContext, index: number): EdgeResponse | Promise<EdgeResponse> {
  for (let i = index; i < STEPS.length; i++) {
    const result = STEPS[i]!(ctx);
    if (result instanceof Promise) return result.then((answered) => answered ?? runFrom(ctx, i + 1));
    if (result) return result;
  }
  throw new Error('no step of the edge answered');
}

function unexpected(ctx: RequestContext, error: unknown): EdgeResponse {
  console.error('unexpected server error:', error);
  return ctx.problem(error, CORS_HEADERS);
}
