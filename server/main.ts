import { createServer, type Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cluster from 'node:cluster';
import { readServerConfig } from './config';
import { createApp } from './app';
import { connectSharedState } from './shared-state';
import { createObservability } from './observability';
import { guardConnections, type ConnectionGuard } from './connections';
import { listenOnCopies, type ListenerCopies } from './listener-copies';
import { closeOnceAccepted } from './accept-queue';
import { parseOneRequestAtATime } from './one-request-at-a-time';
import { say, stdoutWriter } from './log-writer';
import { MAX_HEADER_BYTES, answerExpectation, answerUnparsable, refuseConnect } from './unparsable';
import { WORKER_READY, runWorkers } from './workers';
import { warmUp } from './warm-up';
import { scavengeOnOneThread } from './gc-threads';
import { YOUNG_GENERATION_ADVICE, youngGenerationPinned } from './young-generation';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadSearchIndexFiles, readSearchIndexFilesFrom } from '../src/quran/search/index-files';
import { searchIndex } from '../src/quran/search/quran-index';
import { prepareMorphologySearch } from '../src/quran/search/roots';
import { corpus } from '../src/quran/corpus';

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
  // A connection that pipelines requests and reads none of the answers holds one or two of them, not all it sent.
  parseOneRequestAtATime(server);
  server.on('clientError', answerUnparsable);
  server.on('checkExpectation', answerExpectation);
  server.on('connect', (_req, socket: import('node:stream').Duplex) => refuseConnect(socket));
  // The Quran's text before listening: parsing it holds the event loop 0.1-0.4 s at once.
  corpus();
  // The corpus's words and the index of their roots and lemmas (1-1.5 s at once): made on a first
  // search by root or lemma, that turn would hold every client.
  prepareMorphologySearch();
  const indexDir = path.join(path.dirname(config.clientDir), 'search-indexes');
  readSearchIndexFilesFrom(indexDir, say, { buildMissing: false });
  // The Quran's index, which every search by words, root or lemma reads, before listening: read from
  // its file (built, about a second, over a build without one). Loaded after ready, a first root
  // search waited for it (101-243 ms in all, against 200), and its last slice held a client 133-165 ms.
  searchIndex();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  // Every search index comes from the build's files, none is ever built on a request. They are
  // loaded after the server says ready, a slice at a time; a search waits for its own index, which
  // is loaded next (searchIndexesLoading, Route.loading).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const loadStarted = performance.now();
  const loading = loadSearchIndexFiles(indexDir, { warn: say, stop: () => state.stopping });
  const { later } = await warmUp(app, loading);
  const loadedAndWarm = Promise.all([loading, later]);
  // Until the copies listen the server accepts one connection a turn. They are made once the indexes
  // are loaded and warm: the child process forked while they loaded left every answer after it
  // 15-20% dearer in CPU (bench/README.md, "New connections under load").
  const listeners = listenOnCopies(server, config.acceptsPerTurn, say, loadedAndWarm);
  state.warm = true;
  void loadedAndWarm.then(([loaded]) => {
    loopDelay.disable();
    if (loaded.failed.length > 0) say(`search indexes ${loaded.failed.join(', ')} could not be loaded: their searches answer 503`);
    say(
      `search indexes: ${loaded.loaded.length + 1} loaded (the Quran's before listening) and warmed up ${(performance.now() - loadStarted).toFixed(0)} ms after listening, ` +
        `longest slice ${loaded.longestSliceMs.toFixed(0)} ms (${loaded.longestSliceIn}), longest event-loop delay ${(loopDelay.max / 1e6).toFixed(0)} ms`,
    );
  });
  return { server, url, config, state, connections, listeners };
}

/** How long a keep-alive connection must sit idle during shutdown before it is ended. */
const DRAIN_GRACE_MS = 1000;

/**
 * SIGTERM: /readyz turns to 503 `stopping` at once; after `delaySeconds` (time for a load balancer
 * to notice, answering as usual, keep-alive kept) the listener closes, once the connections the kernel
 * holds for it have been accepted (server/accept-queue.ts). Answers in flight finish, each sent with Connection: close, so a
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
