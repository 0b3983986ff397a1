import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  path: string;
  requests: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  statuses: Record<number, number>;
}

/**
 * A small closed-loop load generator: `connections` keep-alive connections each send the next
 * request as soon as the previous answer is read, for `seconds`. Bounded in time, loopback only.
 */
export async function load(base: string, path: string, options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {}): Promise<LoadResult> {
  const connections = options.connections ?? 16;
  const seconds = options.seconds ?? 3;
  const url = new URL(path, base);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('benchmarks only target loopback');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const deadline = performance.now() + seconds * 1000;

  const one = () =>
    new Promise<void>((resolve, reject) => {
      const started = performance.now();
      const req = request(url, { agent, headers: options.headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          latencies.push(performance.now() - started);
          statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });

  const begun = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const elapsed = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { path, requests: latencies.length, seconds: elapsed, rps: latencies.length / elapsed, p50ms: at(0.5), p99ms: at(0.99), statuses };
}
