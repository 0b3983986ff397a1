/**
 * In-process cost of a distinct search answer: the route's answer (made, serialized, headers, no
 * body hash, as the server makes it for a route without files) for 2,000 distinct (limit, offset)
 * pairs of one Arabic query, the pattern of bench/http.bench.ts's wrk Lua. Prints µs per answer.
 *   npx tsx bench/search-answer.bench.ts [passes, 5] [--objects: also the answer object, and it serialized]
 */
import { generateAnswer, matchApiRequest } from '../src/api/dispatch';
import { answerSearch } from '../src/api/routes/quran-search';

const passes = Number(process.argv[2] ?? 5);
const context = { now: new Date(), config: { defaultTimeZone: 'UTC' } };
const query = `q=${encodeURIComponent('الله')}`;
const targets = Array.from({ length: 2000 }, (_, n) => `${query}&limit=${20 + (n % 7)}&offset=${n}`);

function pass(): number {
  const start = performance.now();
  let bytes = 0;
  for (const target of targets) bytes += generateAnswer(matchApiRequest('/api/v1/search', target), context, false).body.length;
  if (bytes === 0) throw new Error('no answer');
  return ((performance.now() - start) * 1000) / targets.length;
}

const pairs = Array.from({ length: 2000 }, (_, n) => ({ q: 'الله', limit: String(20 + (n % 7)), offset: String(n) }));
function objectsPass(): number {
  const start = performance.now();
  let results = 0;
  for (const args of pairs) results += answerSearch(args).results.length;
  if (results === 0) throw new Error('no results');
  return ((performance.now() - start) * 1000) / pairs.length;
}

function objectsSerializedPass(): number {
  const start = performance.now();
  let bytes = 0;
  for (const args of pairs) bytes += JSON.stringify(answerSearch(args)).length;
  if (bytes === 0) throw new Error('no answer');
  return ((performance.now() - start) * 1000) / pairs.length;
}

function report(name: string, measure: () => number): void {
  measure();
  const runs = Array.from({ length: passes }, measure).sort((a, b) => a - b);
  console.log(`${name}: median ${runs[runs.length >> 1]!.toFixed(1)} µs (min ${runs[0]!.toFixed(1)}, max ${runs.at(-1)!.toFixed(1)}) over ${passes} passes of ${targets.length}`);
}

report('distinct Arabic search, the answer as sent (made, serialized, headers)', pass);
if (process.argv.includes('--objects')) {
  report('the answer object only (no serialization, no HTTP match)', objectsPass);
  report('the answer object, then JSON.stringify (no HTTP match)', objectsSerializedPass);
}
