import { createServer, type Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { readServerConfig } from './process/config';
import { createApp } from './app';
import { connectSharedState } from './limits/shared-state';
import { createObservability } from './observability/observability';
import { guardConnections, type ConnectionGuard } from './limits/connections';
import { listenOnCopies, type ListenerCopies } from './process/listener-copies';
import { closeOnceAccepted } from './process/accept-queue';
import { say, stdoutWriter } from './observability/log-writer';
import { MAX_HEADER_BYTES, answerExpectation, answerUnparsable, refuseConnect } from './unparsable';
import { WORKER_READY, runWorkers } from './process/workers';
import { warmUp } from './process/warm-up';
import { loadAfterListening, loadBeforeListening } from './process/route-data';
import { scavengeOnOneThread } from './process/gc-threads';
import { YOUNG_GENERATION_ADVICE, youngGenerationPinned } from './process/young-generation';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Starts the API and docs server on the built output. */
export async function startServer(env: Record<string, string | undefined> = process.env) {
  const config = readServerConfig(env);
  if (!existsSync(config.clientDir)) {
    throw new Error(`no build at ${config.clientDir}; run \`npm run build\` (or \`npm start\`, which builds first)`);
  }
  const state = { warm: false, stopping: false, draining: false };
  const shared = await connectSharedState(config.redisUrl, say, config.costBudgetMs, config.processBudgetMs);
  const observability = createObservability({ accessLog: config.accessLog, metrics: config.metrics });
  const app = createApp(config, { state, shared, observability });
  // Slow or idle clients must not hold connections: each limit below frees one.
  const server = createServer(
    // requireHostHeader off: the request-target step answers a missing Host with a problem, not Node's empty 400.
    { requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, maxHeaderSize: MAX_HEADER_BYTES, connectionsCheckingInterval: 1_000, requireHostHeader: false },
    (req, res) => {
      // Only once the listener closes: during SHUTDOWN_DELAY_SECONDS keep-alive clients keep their
      // connections, or each would reconnect after every answer and be reset when the listener closes.
      if (state.draining) res.setHeader('Connection', 'close');
      connections.requestArrived(req.socket);
      app.handle(req, res);
    },
  );
  // Behind a trusted proxy every connection comes from the proxy, so the per-client share does not apply.
  // A client that reads none of its answer for STALL_SECONDS (60) is cut by the guard.
  const connections = guardConnections(server, {
    maxConnections: config.maxConnections,
    maxConnectionsPerClient: config.trustProxy ? 0 : config.maxConnectionsPerClient,
    idleSeconds: 10,
    stallSeconds: config.stallSeconds,
  });
  observability.watchConnections(connections.counts);
  server.on('clientError', answerUnparsable);
  server.on('checkExpectation', answerExpectation);
  server.on('connect', (_req, socket: import('node:stream').Duplex) => refuseConnect(socket));
  // What the routes read that no request may wait for (Route.data): before listening.
  const distDir = path.dirname(config.clientDir);
  loadBeforeListening(distDir, say);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  // The rest of the routes' data (the editions' search indexes) after the server says ready, a slice
  // at a time; an answer that needs a part not loaded yet waits for it, loaded next (Route.loading).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const loadStarted = performance.now();
  const loading = loadAfterListening(distDir, { warn: say, stop: () => state.stopping });
  const { later } = await warmUp(app, loading);
  const loadedAndWarm = Promise.all([loading, later]);
  // Until the copies listen the server accepts one connection a turn. They are made once the indexes
  // are loaded and warm: the child process forked while they loaded left every answer after it
  // 15-20% dearer in CPU (bench/README.md, "New connections under load").
  const listeners = listenOnCopies(server, config.acceptsPerTurn, say, loadedAndWarm);
  state.warm = true;
  void loadedAndWarm.then(([loadedData]) => {
    loopDelay.disable();
    for (const { name, loaded } of loadedData) {
      if (loaded.failed.length > 0) say(`${name} ${loaded.failed.join(', ')} could not be loaded: their answers are 503`);
      say(
        `${name}: ${loaded.loaded} loaded (some before listening) and warmed up ${(performance.now() - loadStarted).toFixed(0)} ms after listening, ` +
          `longest slice ${loaded.longestSliceMs.toFixed(0)} ms (${loaded.longestSliceIn}), longest event-loop delay ${(loopDelay.max / 1e6).toFixed(0)} ms`,
      );
    }
  });
  return { server, url, config, state, connections, listeners };
}

/** How long a keep-alive connection must sit idle during shutdown before it is ended. */
const DRAIN_GRACE_MS = 1000;

/**
 * SIGTERM: /readyz turns to 503 `stopping` at once; after `delaySeconds` (time for a load balancer
 * to notice, answering as usual, keep-alive kept) the listener closes, once the connections the kernel
 * holds for it have been accepted (server/process/accept-queue.ts). Answers in flight finish, each sent with Connection: close, so a
 * keep-alive client learns to go elsewhere from an answer rather than a reset; a connection idle for
 * a second is ended with a FIN. The process exits when the last connection has ended, or at the
 * deadline. Messages and the access log go through the bounded writer, so a stdout nobody reads
 * cannot hold the stop.
 */
export function drainOnSignal(
  server: Server,
  listeners: ListenerCopies,
  state: { stopping: boolean; draining?: boolean },
  connections: ConnectionGuard,
  deadlineSeconds: number,
  delaySeconds = 0,
): void {
  const exit = () => void stdoutWriter.flush(500).then(() => process.exit(0));
  const stop = (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    say(`${signal}: /readyz says stopping; closing the listener in ${delaySeconds} s, then finishing in-flight requests (at most ${deadlineSeconds} s) and exiting`);
    const drain = () => {
      state.draining = true;
      connections.drain(DRAIN_GRACE_MS);
      // Not at once: closing resets the connections the kernel holds for us, each with its request sent.
      void closeOnceAccepted(server, () => {
        listeners.close();
        // Not http.Server.close: it destroys idle keep-alive connections at once, racing a client's next request.
        // Its callback runs once every connection has ended, those accepted on the copies too.
        NetServer.prototype.close.call(server, exit);
      }).then(({ waited, ms }) => waited > 0 && say(`listener closed after ${ms.toFixed(0)} ms, once the connections waiting to be accepted were taken`));
      setTimeout(() => {
        say('shutdown deadline reached: closing the remaining connections');
        server.closeAllConnections();
        exit();
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
    if (!config.parallelScavenge) scavengeOnOneThread();
    if (cluster.isPrimary && config.workers > 1) {
      runWorkers(config.workers, config.metrics);
    } else {
      if (!youngGenerationPinned()) console.warn(YOUNG_GENERATION_ADVICE);
      const { server, listeners, url, state, connections } = await startServer();
      // The stop is set up before anyone is told the server is listening.
      drainOnSignal(server, listeners, state, connections, config.shutdownSeconds, config.shutdownDelaySeconds);
      if (cluster.isPrimary) console.log(`Islamic Tools API listening on ${url} (rate limits ${config.rateLimits ? 'on' : 'off'}, fast path ${config.fastPath ? 'on' : 'off'})`);
      else process.send?.(`${WORKER_READY}${url}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
