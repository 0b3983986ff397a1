/**
 * HTTP throughput of each kind of answer against a static file served by the same server, in one
 * run: `npx tsx bench/http.bench.ts [seconds]` after `npm run build` (or `npm run bench`).
 *
 * The server runs as `npm start` runs it (rate limiting on, with a benchmark key whose limits are
 * out of reach). Each row is paired with a prebuilt file of the same server measured right after
 * it, and the ratio is checked against the target set for live answers. A second table
 * gives the bytes a client downloads for the largest common answer, `/api/v1/surah/2`, per encoding.
 */
import { load, type LoadResult } from './lib/load';
import { benchKey, startBuiltServer } from './lib/server';

const seconds = Number(process.argv[2] ?? '3');
const basmala = encodeURIComponent('بسم الله الرحمن الرحيم');
const smallFile = '/api/v1/ayah/2/255.json';
const cases: { name: string; path: string; file: string; target?: number }[] = [
  { name: 'Quran ayah 2:255', path: '/api/v1/ayah/2/255', file: smallFile },
  { name: 'Hijri from-gregorian', path: '/v1/hijri/from-gregorian?date=2024-03-11', file: '/v1/hijri/from-gregorian/2024-03-11.json' },
  { name: 'Hijri month', path: '/v1/hijri/month?year=1445&month=9', file: '/v1/hijri/month/1445/9.json' },
  { name: 'Hijri events', path: '/v1/hijri/events?month=9', file: '/v1/hijri/events/9.json' },
  { name: 'Hijri today', path: '/v1/hijri/today?tz=Asia/Jakarta', file: smallFile, target: 0.8 },
  { name: 'Jummal (basmala)', path: `/v1/jummal?text=${basmala}`, file: smallFile, target: 0.8 },
  { name: 'Search ar, 20 results', path: `/api/v1/search?q=${encodeURIComponent('الصلاة')}&limit=20`, file: smallFile, target: 0.5 },
  { name: 'Search en, 20 results', path: '/api/v1/search?q=mercy&limit=20', file: smallFile, target: 0.5 },
];

const format = (result: LoadResult) => `${Math.round(result.rps).toString().padStart(6)} req/s  p50 ${result.p50ms.toFixed(2)} ms  p99 ${result.p99ms.toFixed(2)} ms`;

const { file: keysFile, key } = benchKey();
const headers = { 'X-API-Key': key };
const missed: string[] = [];
// Default settings first (a repeated search or text is answered from the answer cache), then with
// that cache off, which is what a never-seen query costs.
const modes: { label: string; env: Record<string, string> }[] = [
  { label: 'default settings', env: {} },
  { label: 'ANSWER_CACHE_MB=0 (every answer generated)', env: { ANSWER_CACHE_MB: '0' } },
];
for (const mode of modes) {
  const uncached = mode.env.ANSWER_CACHE_MB === '0';
  const server = await startBuiltServer({ API_KEYS_FILE: keysFile, ...mode.env });
  try {
    console.log(`\n${mode.label}: throughput, ${seconds} s per measurement, 16 keep-alive connections, same server and run`);
    await load(server.url, smallFile, { seconds: 1, headers }); // warm up
    for (const entry of cases) {
      if (uncached && entry.target === undefined) continue;
      await load(server.url, entry.path, { seconds: 0.5, headers }); // warm up this route
      const answer = await load(server.url, entry.path, { seconds, headers });
      const file = await load(server.url, entry.file, { seconds, headers });
      const bad = Object.keys(answer.statuses).filter((status) => status !== '200');
      if (bad.length) throw new Error(`${entry.path}: non-200 answers ${JSON.stringify(answer.statuses)}`);
      const ratio = answer.rps / file.rps;
      let verdict = '';
      if (entry.target !== undefined) {
        const met = ratio >= entry.target;
        verdict = `  target >= ${entry.target.toFixed(1)}x: ${met ? 'met' : 'MISSED'}`;
        if (!met) missed.push(`${entry.name}${uncached ? ' (uncached)' : ''} ${ratio.toFixed(2)}x < ${entry.target}x`);
      }
      console.log(`${entry.name.padEnd(22)} ${format(answer)}  | file ${format(file)}  | ratio ${ratio.toFixed(2)}x${verdict}`);
    }

    if (uncached) continue;
    console.log('\nBytes downloaded for /api/v1/surah/2 (body only)');
    for (const encoding of ['identity', 'gzip', 'br']) {
      const response = await fetch(server.url + '/api/v1/surah/2', { headers: { 'Accept-Encoding': encoding } });
      await response.arrayBuffer();
      const length = Number(response.headers.get('content-length'));
      console.log(`  ${encoding.padEnd(8)} ${length.toLocaleString('en').padStart(9)} bytes  (${response.headers.get('content-encoding') ?? 'uncompressed'})`);
    }
  } finally {
    server.child.kill();
  }
}
console.log(missed.length ? `\nTargets missed: ${missed.join('; ')}` : '\nEvery target met.');
