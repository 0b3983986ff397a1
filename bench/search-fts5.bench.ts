/**
 * English phrases against SQLite FTS5: `npx tsx bench/search-fts5.bench.ts [rounds]`
 * on a Node with `node:sqlite` (22.13 or later; on Node 20 the bench says how to run it, e.g.
 * `npm install --prefix /tmp/node24 node@24` then `/tmp/node24/node_modules/.bin/node --import tsx bench/search-fts5.bench.ts`).
 *
 * Both find every ayah of Saheeh International that holds the phrase:
 *   - ours: `searchEnglish`, the function the route calls, over its index (word pairs for phrases);
 *   - FTS5: an in-memory `fts5(body)` table of the same 6,236 texts (unicode61 tokenizer), queried
 *     with `SELECT rowid … MATCH '"and of"'`, a prepared statement reused.
 * The two tokenize apostrophes differently (FTS5 reads "Allah's" as allah + s), so counts may differ
 * by a few ayahs; the bench prints both counts. Each round times every query once with each, in
 * alternation; p50 and p99 per engine over all calls. Target: ours no slower than FTS5 at p99 on
 * phrases of two common words.
 */
import { corpus } from '../src/quran/corpus';
import { searchEnglish } from '../src/quran/search/english';
import { searchIndex } from '../src/quran/search/quran-index';
import { percentile } from './lib/stats';

const rounds = Number(process.argv[2] ?? '2000');

/** Phrases of two very common English words, the case the issue measured ("And of"). */
const PHRASES = ['And of', 'of the', 'and the', 'in the', 'to the', 'those who', 'it is', 'and he', 'of allah', 'is the'];

/** The part of node:sqlite used here (its types are not in @types/node for Node 20). */
interface Statement {
  run(...values: unknown[]): unknown;
  all(...values: unknown[]): unknown[];
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
}
const SQLITE = 'node:sqlite';
let DatabaseSync: new (path: string) => Database;
try {
  ({ DatabaseSync } = (await import(SQLITE)) as { DatabaseSync: new (path: string) => Database });
} catch {
  console.log(`SQLite FTS5 comparison: needs node:sqlite (Node 22.13+), this is Node ${process.version}.`);
  console.log('Run it with Node 24: npm install --prefix /tmp/node24 node@24 && /tmp/node24/node_modules/.bin/node --import tsx bench/search-fts5.bench.ts');
  process.exit(0);
}

const ayahs = corpus().flatMap((surah) => surah.ayahs);
const db = new DatabaseSync(':memory:');
db.exec('CREATE VIRTUAL TABLE quran USING fts5(body)');
const insert = db.prepare('INSERT INTO quran(rowid, body) VALUES (?, ?)');
db.exec('BEGIN');
ayahs.forEach((ayah, id) => insert.run(id, ayah.english));
db.exec('COMMIT');
const select = db.prepare('SELECT rowid FROM quran WHERE quran MATCH ?');

const index = searchIndex();
const range = [0, ayahs.length] as const;
const ours = (q: string) => searchEnglish(index, q, range).matches.length;
const fts5 = (q: string) => select.all(`"${q}"`).length;

const ms = (value: number) => `${value.toFixed(4)} ms`;

const times = { ours: [] as number[], fts5: [] as number[] };
const perPhrase = new Map(PHRASES.map((q) => [q, { ours: [] as number[], fts5: [] as number[], counts: [ours(q), fts5(q)] }]));
for (let round = -50; round < rounds; round++) {
  for (const q of PHRASES) {
    const t0 = performance.now();
    ours(q);
    const t1 = performance.now();
    fts5(q);
    const t2 = performance.now();
    if (round < 0) continue;
    times.ours.push(t1 - t0);
    times.fts5.push(t2 - t1);
    perPhrase.get(q)!.ours.push(t1 - t0);
    perPhrase.get(q)!.fts5.push(t2 - t1);
  }
}

console.log(`English phrases of two common words: ours against SQLite FTS5 (Node ${process.version}), ${PHRASES.length} phrases x ${rounds} rounds`);
console.log('phrase'.padEnd(12) + 'ayahs ours/fts5'.padStart(17) + 'ours p50'.padStart(13) + 'fts5 p50'.padStart(13) + 'ours p99'.padStart(13) + 'fts5 p99'.padStart(13));
for (const [q, entry] of perPhrase) {
  const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
  const [o, f] = [sorted(entry.ours), sorted(entry.fts5)];
  console.log(q.padEnd(12) + `${entry.counts[0]}/${entry.counts[1]}`.padStart(17) + ms(percentile(o, 50)).padStart(13) + ms(percentile(f, 50)).padStart(13) + ms(percentile(o, 99)).padStart(13) + ms(percentile(f, 99)).padStart(13));
}
times.ours.sort((a, b) => a - b);
times.fts5.sort((a, b) => a - b);
const [o50, o99, f50, f99] = [percentile(times.ours, 50), percentile(times.ours, 99), percentile(times.fts5, 50), percentile(times.fts5, 99)];
console.log(`all calls: ours p50 ${ms(o50)} p99 ${ms(o99)}; FTS5 p50 ${ms(f50)} p99 ${ms(f99)}`);
const met = o99 <= f99;
console.log(`p99 ours/FTS5: ${(o99 / f99).toFixed(3)}x (target <= 1x) ${met ? 'MET' : 'MISSED'}; p50 ${(o50 / f50).toFixed(3)}x`);
process.exitCode = met ? 0 : 1;
