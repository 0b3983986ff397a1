/**
 * Search in each translation (issues 11 and 22), in one process: for every translation edition, its
 * index is built and timed (with the heap it adds), then 20 queries drawn from its own text (seeded:
 * words, 2-3 word phrases, a few characters of a script without spaces) are each timed once per
 * round with `searchQuran`, the function the route calls, with limit 20. A naive baseline measured in
 * the same run reads the same units of every ayah with no index; both must count the same ayahs.
 * Prints per edition: index build ms, heap MB, ours p50/p99, naive p50; the target is ours p99 < 1 ms.
 *
 *   npx tsx --expose-gc bench/search-languages.bench.ts [rounds] [edition ids...]
 */
import { cpus, loadavg } from 'node:os';
import { EDITIONS } from '../src/quran/editions';
import { searchQuran } from '../src/quran/search';
import { searchWords } from '../src/quran/search/words';
import { type TranslationIndex } from '../src/quran/search/translation-index';
import { translationIndex } from '../src/quran/search/translations';

const args = process.argv.slice(2);
const rounds = Number(args.find((arg) => /^\d+$/u.test(arg)) ?? 100);
const only = args.filter((arg) => !/^\d+$/u.test(arg));
const editions = EDITIONS.filter((edition) => edition.kind === 'translation' && (only.length === 0 || only.includes(edition.id)));

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Queries drawn from the edition's texts: a word, or a phrase of two or three words, as written. */
function queriesOf(index: TranslationIndex, count: number): string[] {
  const next = random(22);
  const queries = new Set<string>();
  while (queries.size < count) {
    const text = index.texts.text(Math.floor(next() * index.texts.length));
    const words = text.split(' ').filter((word) => /[\p{L}\p{N}]/u.test(word));
    if (words.length === 0) continue;
    const at = Math.floor(next() * words.length);
    const phrase = words.slice(at, at + 1 + Math.floor(next() * 3)).join(' ');
    // A word of a script without spaces can be a whole clause: take a few characters of it.
    const units = searchWords(phrase, index.lang, index.profile).units;
    if (units.length === 0) continue;
    queries.add(units[0]!.grapheme ? [...phrase].slice(0, 2 + Math.floor(next() * 3)).join('') : phrase);
  }
  return [...queries];
}

/** No index: every ayah's units read in turn for the query's units one after the other (no apostrophe readings). */
function naiveCount(index: TranslationIndex, q: string): number {
  const query = searchWords(q, index.lang, index.profile).units.map((unit) => index.vocabulary.get(unit.key) ?? -1);
  let count = 0;
  for (let id = 0; id < index.ayahs.length; id++) {
    const { keys } = index.ayahs.ayah(id);
    outer: for (let i = 0; i + query.length <= keys.length; i++) {
      for (let k = 0; k < query.length; k++) if (keys[i + k] !== query[k]) continue outer;
      count++;
      break;
    }
  }
  return count;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const gc = (globalThis as { gc?: () => void }).gc;
const heap = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};

let missed = false;
let totalBuild = 0;
let totalHeap = 0;
// On a machine shared with other work, the wall-clock p99 also counts the time the process waited
// for a core; the CPU time it used (process.cpuUsage) is printed beside it, with the load average.
console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores`);
console.log('edition                      build ms  heap MB  ours p50  ours p99   cpu p99  naive p50');
for (const edition of editions) {
  const before = heap();
  const started = performance.now();
  const index = translationIndex(edition);
  const buildMs = performance.now() - started;
  const heapMb = (heap() - before) / 1e6;
  totalBuild += buildMs;
  totalHeap += heapMb;
  const queries = queriesOf(index, 20);
  const ours: number[] = [];
  const cpu: number[] = [];
  const base: number[] = [];
  for (let round = 0; round < rounds + 10; round++) {
    for (const q of queries) {
      const cpuAt = process.cpuUsage();
      let at = performance.now();
      const answer = searchQuran({ query: q, edition, limit: 20, offset: 0, surah: null });
      const oursMs = performance.now() - at;
      const cpuUsed = process.cpuUsage(cpuAt);
      if (round === 0) {
        at = performance.now();
        const count = naiveCount(index, q);
        base.push(performance.now() - at);
        // The naive scan reads no apostrophe readings, and lets characters of a script without
        // spaces run across punctuation: it may find fewer words, and more characters.
        if (count > answer.count && !searchWords(q, index.lang, index.profile).units.some((unit) => unit.grapheme)) throw new Error(`${edition.id} ${q}: ours ${answer.count}, naive ${count}`);
      }
      if (round >= 10) {
        ours.push(oursMs);
        cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
      }
    }
  }
  const p99 = percentile(ours, 99);
  if (p99 >= 1) missed = true;
  console.log(
    `${edition.id.padEnd(28)} ${buildMs.toFixed(0).padStart(8)} ${heapMb.toFixed(1).padStart(8)} ${percentile(ours, 50).toFixed(3).padStart(9)} ${p99.toFixed(3).padStart(9)} ${percentile(cpu, 99).toFixed(3).padStart(9)} ${percentile(base, 50).toFixed(3).padStart(10)}${p99 >= 1 ? '  MISSED' : ''}`,
  );
}
console.log(`load average ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log(`${editions.length} editions: index build ${(totalBuild / 1000).toFixed(1)} s and ${totalHeap.toFixed(0)} MB of heap in all${gc ? '' : ' (run with --expose-gc for exact heap figures)'}`);
console.log(missed ? 'target ours p99 < 1 ms: MISSED in some edition' : 'target ours p99 < 1 ms: met in every edition');
process.exitCode = missed ? 1 : 0;
