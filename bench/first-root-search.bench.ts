/**
 * A fresh server's first search by root: the built server started, and as soon as it is ready a
 * 500-result root search sent while a probe asks a small static file every 10 ms; then six more
 * searches (roots, a lemma, a search guessed as English) from the same client. Prints the first
 * search's time, the probe's longest wait, the server's own longest event-loop delay while it loads
 * the editions' indexes, and the statuses of the next six. Targets: the first root search under
 * 200 ms, no probe over 100 ms, none of the next six refused.
 *   npx tsx bench/first-root-search.bench.ts [bundle, dist/server.mjs]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBundle, benchKey, indexesLoaded } from './lib/server';

// This process's first fetch spends 150-250 ms setting up its own HTTP client: done against a
// throwaway server first, so the probe times the API server, not the client's start.
const throwaway = createServer((_request, response) => response.end('ok')).listen(0, '127.0.0.1');
await new Promise((resolve) => throwaway.once('listening', resolve));
for (let i = 0; i < 3; i++) await (await fetch(`http://127.0.0.1:${(throwaway.address() as AddressInfo).port}/`)).text();
throwaway.close();

const bundle = process.argv[2] ?? 'dist/server.mjs';
const { file } = benchKey();
const server = await startBundle(bundle, { API_KEYS_FILE: file, ACCESS_LOG: 'off' });
try {
  let probing = true;
  let longestProbe = 0;
  let probeErrors = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      try {
        await (await fetch(`${server.url}/api/v1/hijri/from-gregorian/2026-03-01.json`)).arrayBuffer();
      } catch {
        probeErrors++;
      }
      longestProbe = Math.max(longestProbe, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const started = performance.now();
  const first = await fetch(`${server.url}/api/v1/search?root=${encodeURIComponent('رحم')}&limit=500`);
  await first.arrayBuffer();
  const firstMs = performance.now() - started;
  const next = [];
  for (const query of ['root=' + encodeURIComponent('علم'), 'root=' + encodeURIComponent('كتب') + '&limit=500', 'lemma=' + encodeURIComponent('رَحْمَة'), 'root=' + encodeURIComponent('قول'), 'q=mercy', 'q=' + encodeURIComponent('Barmherzigkeit')]) {
    const response = await fetch(`${server.url}/api/v1/search?${query}`);
    await response.arrayBuffer();
    next.push(response.status);
  }
  const loadedOutput = await indexesLoaded(server);
  probing = false;
  await probe;
  const loading = /longest event-loop delay (\d+) ms/.exec(loadedOutput)?.[1] ?? '?';
  console.log(`first root search (500 results) ${firstMs.toFixed(0)} ms (${first.status}); longest probe wait ${longestProbe.toFixed(0)} ms (${probeErrors} probe errors); the server's longest event-loop delay while loading ${loading} ms; next six: ${next.join(' ')}`);
} finally {
  server.child.kill();
}
