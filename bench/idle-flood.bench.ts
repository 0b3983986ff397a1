/**
 * Real requests while 20,000 idle connections are opened against one server, against the
 * same requests with no flood, measured in the same run. Before the connection guard, the flood
 * took every descriptor and real requests failed for 32 s; the figure to watch is the share answered
 * and the latency ratio.
 * Usage: npx tsx bench/idle-flood.bench.ts [connections]
 */
import { get as httpGet } from 'node:http';
import { connect, type Socket } from 'node:net';
import { startBuiltServer } from './lib/server';

const CONNECTIONS = Number(process.argv[2] ?? 20_000);
const ADDRESSES = Array.from({ length: 100 }, (_, i) => `127.0.1.${i + 1}`);
const server = await startBuiltServer({ ACCESS_LOG: 'off', RATE_LIMITS: 'off', MAX_CONNECTIONS: '2000' });
const { hostname: host, port } = new URL(server.url);

function realRequest(): Promise<number | null> {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const request = httpGet(`${server.url}/api/v1/ayah/2/255`, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200 ? Number(process.hrtime.bigint() - started) / 1e6 : null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/** One real request every 20 ms for `ms`; the latencies (null for a failure). */
async function sample(ms: number): Promise<(number | null)[]> {
  const pending: Promise<number | null>[] = [];
  const until = Date.now() + ms;
  while (Date.now() < until) {
    pending.push(realRequest());
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Promise.all(pending);
}

const percentile = (values: number[], p: number) => values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const describe = (name: string, results: (number | null)[]) => {
  const ok = results.filter((value): value is number => value !== null);
  return { name, answered: `${ok.length}/${results.length}`, p50: percentile(ok, 0.5), p99: percentile(ok, 0.99) };
};

await sample(1000); // warm-up
const quiet = describe('no flood', await sample(5000));

let opened = 0;
const sockets = new Set<Socket>();
const openOne = () => {
  if (opened >= CONNECTIONS) return;
  const socket = connect({ host, port: Number(port), localAddress: ADDRESSES[opened++ % ADDRESSES.length] });
  sockets.add(socket);
  socket.on('error', () => {});
  socket.on('close', () => {
    sockets.delete(socket);
    openOne();
  });
};
const floodStarted = Date.now();
for (let i = 0; i < 4000; i++) openOne();
const flooded = describe(`${CONNECTIONS.toLocaleString('en')} idle connections`, await sample(5000));
const floodSeconds = (Date.now() - floodStarted) / 1000;
for (const socket of sockets) socket.destroy();
server.child.kill();

console.table([quiet, flooded].map((row) => ({ ...row, p50: `${row.p50.toFixed(1)} ms`, p99: `${row.p99.toFixed(1)} ms` })));
console.log(`${opened.toLocaleString('en')} idle connections opened in the ${floodSeconds.toFixed(1)} s of the flood sample`);
console.log(`under the flood: p50 ${(flooded.p50 / quiet.p50).toFixed(1)}x, p99 ${(flooded.p99 / quiet.p99).toFixed(1)}x the quiet figures; answered ${flooded.answered}`);
