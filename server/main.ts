import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { readServerConfig } from './config';
import { createApp } from './app';
import { connectSharedState } from './shared-state';
import { createObservability, serveClusterMetrics } from './observability';
import { guardConnections } from './connections';
import cluster from 'node:cluster';
import { TRANSLATION_SEARCH_LANGS } from '../src/quran/search-translations';

/** A word in each language's script, for the warm-up search. */
const WARM_UP_WORD: Record<string, string> = { bn: 'আল্লাহ', ru: 'Аллах', ur: 'اللہ', zh: '主' };

/** Headers larger than this are refused with 431 (Node's default is 16 KiB as well; said here on purpose). */
const MAX_HEADER_BYTES = 16 * 1024;

/** Starts the API and docs server on the built output. */
export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = readServerConfig(env);
  if (!existsSync(config.clientDir)) {
    throw new Error(`no build at ${config.clientDir}; run \`npm run build\` (or \`npm start\`, which builds first)`);
  }
  const state = { warm: false, stopping: false };
  const shared = await connectSharedState(config.redisUrl, (message) => console.log(message));
  const app = createApp(config, state, shared);
  const observability = createObservability({ accessLog: config.accessLog, metrics: config.metrics });
  // Slow or idle clients must not hold connections: each limit below frees one.
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      if (state.stopping) res.setHeader('Connection', 'close');
      observability.observe(req, res);
      if (observability.metrics && req.url === '/metrics') {
        observability.metricsText().then(
          (text) => {
            res.writeHead(200, { 'Content-Type': observability.metrics!.contentType, 'Cache-Control': 'no-store' });
            res.end(text);
          },
          (error: Error) => {
            const body = JSON.stringify({ type: '/docs/errors#unavailable', title: 'Service Unavailable', status: 503, code: 'unavailable', detail: `metrics could not be gathered: ${error.message}; try again` });
            res.writeHead(503, { 'Content-Type': 'application/problem+json; charset=utf-8', 'Cache-Control': 'no-store' });
            res.end(body);
          },
        );
        return;
      }
      app(req, res);
    },
  );
  // A connection with nothing moving for a minute (a client that stopped reading its answer) is closed.
  server.setTimeout(60_000);
  // Behind a trusted proxy every connection comes from the proxy, so the per-client share does not apply.
  const connectionCounts = guardConnections(server, {
    maxConnections: config.maxConnections,
    maxConnectionsPerClient: config.trustProxy ? 0 : config.maxConnectionsPerClient,
    idleSeconds: 10,
  });
  observability.watchConnections(connectionCounts);
  server.on('clientError', answerUnparsable);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  await warmUp(url);
  state.warm = true;
  return { server, url, config, state };
}

/**
 * A request Node's parser refuses never reaches the app: answer it here as a problem document
 * saying what to change, rather than with Node's empty 400.
 */
function answerUnparsable(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const [status, title, code, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', `the request headers are larger than ${MAX_HEADER_BYTES / 1024} KiB; send fewer or shorter headers`]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
        ? [408, 'Request Timeout', 'bad_request', 'the request was not received in time; send the whole request at once']
        : [400, 'Bad Request', 'bad_request', 'the request could not be parsed as HTTP/1.1. Raw non-ASCII characters in the URL are the usual cause: percent-encode them (curl -G --data-urlencode "text=محمد" ...)'];
  const body = JSON.stringify({ type: `/docs/errors#${code}`, title, status, code, detail });
  socket.end(
    `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Access-Control-Allow-Origin: *\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * The search index (about 1 s to build) is made on the first search, and each route's code is
 * compiled by V8 on first use. One request to each live route before the server reports ready
 * keeps that cost off the first caller.
 */
async function warmUp(url: string): Promise<void> {
  const paths = [
    '/v1/hijri/today',
    '/v1/jummal?text=%D8%A7',
    '/api/v1/search?q=%D8%A7&limit=1',
    '/api/v1/search?q=a&limit=1',
    // Each translation's search index is built on its first search (0.3-0.5 s each).
    ...TRANSLATION_SEARCH_LANGS.map((lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(WARM_UP_WORD[lang] ?? 'a')}`),
  ];
  for (const path of paths) {
    const response = await fetch(url + path);
    await response.arrayBuffer();
    if (response.status !== 200) console.error(`warm-up request ${path} answered ${response.status}`);
  }
}

/**
 * SIGTERM: /readyz turns to 503 `stopping` at once; after `delaySeconds` (time for a load balancer
 * to notice) the listener closes, in-flight answers finish (each is sent with Connection: close),
 * idle keep-alive connections are closed, and the process exits when the last connection ends or
 * at the deadline.
 */
export function drainOnSignal(server: Server, state: { stopping: boolean }, deadlineSeconds: number, delaySeconds = 0): void {
  const stop = (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    console.log(`${signal}: /readyz says stopping; closing the listener in ${delaySeconds} s, then finishing in-flight requests (at most ${deadlineSeconds} s) and exiting`);
    const drain = () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      idleSweep.unref();
      setTimeout(() => {
        console.log('shutdown deadline reached: closing the remaining connections');
        server.closeAllConnections();
        process.exit(0);
      }, deadlineSeconds * 1000).unref();
    };
    if (delaySeconds > 0) setTimeout(drain, delaySeconds * 1000);
    else drain();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/**
 * WORKERS=N: the primary forks N server processes that share the port (node:cluster), restarts one
 * that dies, and passes SIGTERM on so each drains. Limits are per process unless REDIS_URL is set.
 */
function runWorkers(count: number, metrics: boolean): void {
  let stopping = false;
  if (metrics) serveClusterMetrics();
  const fork = () => cluster.fork().on('message', (message: unknown) => {
    if (typeof message === 'string' && message.startsWith('listening ')) console.log(`worker ${message}`);
  });
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited with code ${code}; starting another`);
    fork();
  });
  let announced = false;
  cluster.on('listening', (_worker, address) => {
    if (announced) return;
    announced = true;
    console.log(`Islamic Tools API listening on http://${address.address ?? '127.0.0.1'}:${address.port} (${count} workers)`);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const config = readServerConfig();
    if (cluster.isPrimary && config.workers > 1) {
      runWorkers(config.workers, config.metrics);
    } else {
      const { server, url, state } = await startServer();
      if (cluster.isPrimary) console.log(`Islamic Tools API listening on ${url} (rate limits ${config.rateLimits ? 'on' : 'off'}, fast path ${config.fastPath ? 'on' : 'off'})`);
      drainOnSignal(server, state, config.shutdownSeconds, config.shutdownDelaySeconds);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
