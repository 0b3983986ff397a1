import cluster from 'node:cluster';
import { serveClusterMetrics } from './observability';

/** What a worker sends the primary once it listens and its live routes are warm. */
export const WORKER_READY = 'ready ';

/**
 * WORKERS=N: the primary forks N server processes that share the port (node:cluster), restarts one
 * that dies, and passes SIGTERM on so each drains. Limits are per process unless REDIS_URL is set.
 * It says it is listening once every first worker is warm, as one process does once it is.
 */
export function runWorkers(count: number, metrics: boolean): void {
  let stopping = false;
  let ready = 0;
  if (metrics) serveClusterMetrics();
  const fork = () => cluster.fork().on('message', (message: unknown) => {
    if (typeof message !== 'string' || !message.startsWith(WORKER_READY)) return;
    ready++;
    if (ready === count) console.log(`Islamic Tools API listening on ${message.slice(WORKER_READY.length)} (${count} workers)`);
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
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}
