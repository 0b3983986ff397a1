/**
 * One costly client against everyone else. The server (run from source over the
 * edge's fixture folder, rate limits on, no build needed) answers a victim client's sequential
 * requests, first alone, then while another client sends what the attack sent within its request
 * limits: 60 jummal texts a second of 999 × ﷽ (each different, so none is cached) and 30 Bengali
 * searches a second with limit=500. Run twice: with the default budget of work (COST_BUDGET_MS=100)
 * and with the budget out of the way (COST_BUDGET_MS=100000, the server as it was).
 * Target: victims' p50 under the costly client at most 2x idle. Loopback only; each phase bounded.
 * Usage: npx tsx bench/costly-client.bench.ts [seconds per phase, default 8]
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { rmSync } from 'node:fs';
import { makeEdgeFixture } from '../tests/support/edge-fixture';
import { startSourceServer } from '../tests/support/built-server';
import { reportTable } from './lib/table-report';

const seconds = Number(process.argv[2] ?? 8);
const VICTIM = '127.0.0.3';
const ATTACKER = '127.0.0.2';
const BENGALI = ['আল্লাহ', 'তিনি', 'এবং', 'যারা', 'তোমরা', 'আমি', 'তাদের', 'নিশ্চয়', 'পৃথিবী', 'আকাশ', 'রাসূল', 'কিতাব'];

function get(base: string, path: string, localAddress: string, agent: Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(new URL(path, base), { agent, localAddress }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    req.end();
  });
}

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The victim's sequential requests for `seconds` (at most 5,000): its latencies. */
async function victim(base: string): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until && times.length < 5_000) times.push((await get(base, '/v1/hijri/month/1445/9.json', VICTIM, agent)).ms);
  agent.destroy();
  return times;
}

/** The costly client: 60 jummal and 30 searches a second, paced, until `stop`; its statuses. */
function attacker(base: string): { stop(): Promise<Record<number, number>> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const statuses: Record<number, number> = {};
  const pending: Promise<unknown>[] = [];
  let n = 0;
  const send = (path: string) => {
    if (pending.length > 20_000) return;
    pending.push(get(base, path, ATTACKER, agent).then(({ status }) => (statuses[status] = (statuses[status] ?? 0) + 1)));
  };
  // 999 × ﷽ (the text limit is 1,000 characters) with one letter moved along it: never the same text twice.
  const LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
  const text = (i: number) => { const chars = Array<string>(999).fill('\uFDFD'); chars[i % 999] = LETTERS[Math.floor(i / 999) % LETTERS.length]!; return chars.join(''); };
  const jummal = setInterval(() => send(`/v1/jummal?text=${encodeURIComponent(text(n++))}`), 1000 / 60);
  const search = setInterval(() => send(`/api/v1/search?lang=bn&limit=500&q=${encodeURIComponent(BENGALI[n % BENGALI.length]!)}`), 1000 / 30);
  return {
    async stop() {
      clearInterval(jummal);
      clearInterval(search);
      await Promise.all(pending);
      agent.destroy();
      return statuses;
    },
  };
}

const fixture = makeEdgeFixture();
const rows: string[] = [];
let failed = false;
for (const [label, budget] of [['budget of work on (COST_BUDGET_MS=100)', '100'], ['budget out of the way (COST_BUDGET_MS=100000)', '100000']] as const) {
  const server = await startSourceServer({ DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, ACCESS_LOG: 'off', COST_BUDGET_MS: budget });
  try {
    // Warm the search index and jummal once, outside the measurement.
    const warm = new Agent({ keepAlive: true });
    await get(server.url, `/api/v1/search?lang=bn&limit=500&q=${encodeURIComponent(BENGALI[0]!)}`, '127.0.0.9', warm);
    warm.destroy();
    const idle = p50(await victim(server.url));
    const attack = attacker(server.url);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const underAttack = p50(await victim(server.url));
    const statuses = await attack.stop();
    const ratio = underAttack / idle;
    rows.push(`| ${label} | ${idle.toFixed(2)} ms | ${underAttack.toFixed(2)} ms | ${ratio.toFixed(2)}x | ${JSON.stringify(statuses)} |`);
    if (budget === '100' && ratio > 2) failed = true;
  } finally {
    server.child.kill('SIGKILL');
  }
}
rmSync(fixture.dist, { recursive: true, force: true });
reportTable({
  title: `Victims' p50 (GET /v1/hijri/month/1445/9.json, one client, sequential), ${seconds} s a phase`,
  columns: ['server', 'idle p50', 'p50 under the costly client', 'ratio (target ≤ 2x)', "costly client's statuses"],
  rows,
  missed: failed ? "victims' p50 under the costly client above 2x idle with the budget on" : undefined,
});
