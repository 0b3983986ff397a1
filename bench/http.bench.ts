/**
 * HTTP throughput of each kind of answer against a static file served by the same server, in one
 * run: `npx tsx bench/http.bench.ts [seconds]` after `npm run build`.
 *
 * Two servers are measured, both as `npm start` runs them (rate limiting on, with a benchmark key
 * whose limits are out of reach):
 *   - default: contract-form requests whose file exists are answered from that file (fast path);
 *   - FAST_PATH=off: contract forms are answered by Astro's live route, to show the generator's cost.
 * Each row is paired with the static file of the same server, measured right after it.
 */
import { load, type LoadResult } from './lib/load';
import { benchKey, startBuiltServer } from './lib/server';

const seconds = Number(process.argv[2] ?? '3');
const basmala = encodeURIComponent('بسم الله الرحمن الرحيم');
const cases: { name: string; path: string; file: string }[] = [
  { name: 'Quran ayah 2:255', path: '/api/v1/ayah/2/255', file: '/api/v1/ayah/2/255.json' },
  { name: 'Hijri from-gregorian', path: '/v1/hijri/from-gregorian?date=2024-03-11', file: '/v1/hijri/from-gregorian/2024-03-11.json' },
  { name: 'Hijri month', path: '/v1/hijri/month?year=1445&month=9', file: '/v1/hijri/month/1445/9.json' },
  { name: 'Jummal (basmala)', path: `/v1/jummal?text=${basmala}`, file: '/api/v1/ayah/2/255.json' },
  { name: 'Quran search (ar)', path: `/api/v1/search?q=${encodeURIComponent('الصلاة')}`, file: '/api/v1/ayah/2/255.json' },
  { name: 'Quran search (en)', path: '/api/v1/search?q=mercy', file: '/api/v1/ayah/2/255.json' },
  { name: 'Hijri today', path: '/v1/hijri/today?tz=Asia/Jakarta', file: '/v1/hijri/from-gregorian/2024-03-11.json' },
];

const format = (result: LoadResult) => `${Math.round(result.rps).toString().padStart(6)} req/s  p50 ${result.p50ms.toFixed(2)} ms  p99 ${result.p99ms.toFixed(2)} ms`;

const { file: keysFile, key } = benchKey();
const headers = { 'X-API-Key': key };
const modes: { label: string; env: Record<string, string> }[] = [
  { label: 'default server (fast path on)', env: {} },
  { label: 'FAST_PATH=off (contract forms from Astro)', env: { FAST_PATH: 'off' } },
];
for (const mode of modes) {
  const server = await startBuiltServer({ API_KEYS_FILE: keysFile, ...mode.env });
  console.log(`\n${mode.label}, ${seconds} s per measurement, 16 connections`);
  await load(server.url, cases[0]!.file, { seconds: 1, headers }); // warm up
  for (const entry of cases) {
    await load(server.url, entry.path, { seconds: 0.5, headers }); // warm up this route
    const dynamic = await load(server.url, entry.path, { seconds, headers });
    const file = await load(server.url, entry.file, { seconds, headers });
    const bad = Object.keys(dynamic.statuses).filter((status) => status !== '200');
    if (bad.length) throw new Error(`${entry.path}: non-200 answers ${JSON.stringify(dynamic.statuses)}`);
    console.log(`${entry.name.padEnd(22)} ${format(dynamic)}  | static file ${format(file)}  | ratio ${(dynamic.rps / file.rps).toFixed(2)}`);
  }
  server.child.kill();
}
