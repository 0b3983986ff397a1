import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { readServerConfig } from './config';
import { createApp } from './app';
import { connectSharedState } from './shared-state';
import { createObservability } from './observability';
import { guardConnections } from './connections';
import { MAX_HEADER_BYTES, answerUnparsable } from './unparsable';
import { WORKER_READY, runWorkers } from './workers';
import { warmUp } from './warm-up';

/** Starts the API and docs server on the built output. */
export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = readServerConfig(env);
  if (!existsSync(config.clientDir)) {
    throw new Error(`no build at ${config.clientDir}; run \`npm run build\` (or \`npm start\`, which builds first)`);
  }
  const state = { warm: false, stopping: false };
  const shared = await connectSharedState(config.redisUrl, (message) => console.log(message));
  const observability = createObservability({ accessLog: config.accessLog, metrics: config.metrics });
  const app = createApp(config, { state, shared, observability });
  // Slow or idle clients must not hold connections: each limit below frees one.
  const server = createServer(
    { requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      if (state.stopping) res.setHeader('Connection', 'close');
      observability.observe(req, res);
      app.handle(req, res);
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
  await warmUp(app);
  state.warm = true;
  return { server, url, config, state };
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const config = readServerConfig();
    if (cluster.isPrimary && config.workers > 1) {
      runWorkers(config.workers, config.metrics);
    } else {
      const { server, url, state } = await startServer();
      // The stop is set up before anyone is told the server is listening.
      drainOnSignal(server, state, config.shutdownSeconds, config.shutdownDelaySeconds);
      if (cluster.isPrimary) console.log(`Islamic Tools API listening on ${url} (rate limits ${config.rateLimits ? 'on' : 'off'}, fast path ${config.fastPath ? 'on' : 'off'})`);
      else process.send?.(`${WORKER_READY}${url}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
