import cluster from 'node:cluster';
import { serveClusterMetrics } from '../observability/observability';
import { YOUNG_GENERATION_FLAGS, youngGenerationPinned } from './young-generation';

/** What a worker sends the primary once it listens and its live routes are warm. */
export const WORKER_READY = 'ready ';

/** Workers that die before they are ready this many times in a row: the primary gives up and exits 1. */
export const MAX_FAILED_STARTS = 5;
/** A worker up this long resets the backoff: its death is a crash, not a start that cannot succeed. */
const STABLE_MS = 30_000;

/**
 * WORKERS=N: the primary forks N server processes that share the port (node:cluster), restarts one
 * that dies, and passes SIGTERM on so each drains. It says it is listening once every first worker
 * is warm, as one process does once it is. A restart waits longer after each death in a row
 * (0.1 s, doubling, at most 10 s); when workers die before they are ready MAX_FAILED_STARTS times in
 * a row (a port in use, a bad build), the primary stops them all and exits with code 1, so systemd
 * or the container runtime sees the failure instead of a fork loop.
 */
export function runWorkers(count: number, metrics: boolean): void {
  let stopping = false;
  let exitCode = 0;
  let ready = 0;
  let failuresInARow = 0;
  let failedStarts = 0;
  const readyWorkers = new WeakSet<object>();
  const startedAt = new WeakMap<object, number>();
  if (metrics) serveClusterMetrics();
  if (!youngGenerationPinned()) cluster.setupPrimary({ execArgv: [...YOUNG_GENERATION_FLAGS, ...process.execArgv] });
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: unknown) => {
      if (typeof message !== 'string' || !message.startsWith(WORKER_READY)) return;
      readyWorkers.add(worker);
      failedStarts = 0;
      ready++;
      if (ready === count) console.log(`Islamic Tools API listening on ${message.slice(WORKER_READY.length)} (${count} workers)`);
    });
  };
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    if (!readyWorkers.has(worker)) failedStarts++;
    // A worker that never got ready is a failure in a row however long its start took (a busy machine).
    const stable = readyWorkers.has(worker) && Date.now() - (startedAt.get(worker) ?? 0) > STABLE_MS;
    failuresInARow = stable ? 1 : failuresInARow + 1;
    if (failedStarts >= MAX_FAILED_STARTS) {
      console.error(`${failedStarts} workers in a row exited before they were ready (the last with code ${code}); stopping: see the errors above`);
      stopping = true;
      exitCode = 1;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      setTimeout(() => process.exit(1), 2000).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    const delay = Math.min(100 * 2 ** (failuresInARow - 1), 10_000);
    console.error(`worker ${worker.process.pid} exited with code ${code}; starting another in ${delay} ms`);
    setTimeout(() => !stopping && fork(), delay);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
