import cluster from 'node:cluster';
import { serveClusterMetrics } from './observability';

/**
 * WORKERS=N: the primary forks N server processes that share the port (node:cluster), restarts one
 * that dies, and passes SIGTERM on so each drains. Limits are per process unless REDIS_URL is set.
 */
export function runWorkers(count: number, metrics: boolean): void {
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
