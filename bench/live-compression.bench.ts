/**
 * The compression of a live answer, level by level: bytes and CPU for the search answers users ask
 * (tests/support/distinct-queries.ts: Arabic, English and French, the default 50 results), in one
 * process, no HTTP. `npx tsx bench/live-compression.bench.ts [answers per language, 150]`.
 *
 * For each candidate (brotli quality 2-6 with windows of 2^12-2^22 or fitted to the answer, gzip levels 1-6, and brotli 9 and 11
 * and gzip 9 as the best a cache might keep), every answer of 1 KiB or more is compressed once per
 * round (3 rounds, the median taken) and its CPU time (process.cpuUsage) and bytes summed. Printed:
 * µs per answer, compressed bytes as a share of the identity bytes, and the bytes sent per ms of
 * compression CPU saved against the level chosen for live answers (server/files/compression.ts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import os from 'node:os';
import { searchQuranBytes } from '../src/quran/search/answer-json';
import { COMPRESS_ON_THE_FLY_MIN_BYTES, LIVE_BROTLI_QUALITY, LIVE_GZIP_LEVEL, fittedWindow } from '../server/files/compression';
import { distinctQueries, type QueryLanguage } from '../tests/support/distinct-queries';
import { median } from './lib/stats';

const perLanguage = Number(process.argv[2] ?? '150');
const answers: Buffer[] = [];
for (const lang of ['ar', 'en', 'fr'] as QueryLanguage[]) {
  let taken = 0;
  for (const query of distinctQueries(lang)) {
    if (taken >= perLanguage) break;
    const bytes = searchQuranBytes({ query, lang, limit: 50, offset: 0, surah: null });
    if (bytes.length < COMPRESS_ON_THE_FLY_MIN_BYTES) continue;
    answers.push(Buffer.from(bytes));
    taken++;
  }
}
const identity = answers.reduce((sum, answer) => sum + answer.length, 0);
const sizes = answers.map((answer) => answer.length).sort((a, b) => a - b);

/** window: brotli's LGWIN, 'fitted' the smallest window that holds the whole answer (fittedWindow). */
const brotli = (quality: number, window?: number | 'fitted') => (bytes: Buffer) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      ...(window === undefined ? {} : { [constants.BROTLI_PARAM_LGWIN]: window === 'fitted' ? fittedWindow(bytes.length) : window }),
    },
  });
const gzip = (level: number) => (bytes: Buffer) => gzipSync(bytes, { level });

const candidates: [string, (bytes: Buffer) => Buffer][] = [
  ['brotli 2, window fitted', brotli(2, 'fitted')],
  ['brotli 3, window fitted', brotli(3, 'fitted')],
  ['brotli 4', brotli(4)],
  ['brotli 4, window fitted', brotli(4, 'fitted')],
  ['brotli 5', brotli(5)],
  ['brotli 5, window 2^16', brotli(5, 16)],
  ['brotli 5, window 2^12', brotli(5, 12)],
  ['brotli 5, window fitted', brotli(5, 'fitted')],
  ['brotli 6, window fitted', brotli(6, 'fitted')],
  ['brotli 9, window fitted', brotli(9, 'fitted')],
  ['brotli 11', brotli(11)],
  ['gzip 1', gzip(1)],
  ['gzip 2', gzip(2)],
  ['gzip 3', gzip(3)],
  ['gzip 4', gzip(4)],
  ['gzip 6', gzip(6)],
  ['gzip 9', gzip(9)],
];

console.log(
  `${answers.length} search answers of 1 KiB or more (${perLanguage} a language: ar, en, fr), ${(identity / 1024).toFixed(0)} KiB, ` +
    `median ${(sizes[sizes.length >> 1]! / 1024).toFixed(1)} KiB, largest ${(sizes[sizes.length - 1]! / 1024).toFixed(1)} KiB; load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`Live now: brotli ${LIVE_BROTLI_QUALITY}, window fitted to the answer; gzip ${LIVE_GZIP_LEVEL}\n`);
console.log('candidate                   µs/answer (3 rounds)     bytes sent');
for (const [name, compress] of candidates) {
  for (const answer of answers.slice(0, 20)) compress(answer); // warm up
  const rounds: number[] = [];
  let compressed = 0;
  for (let round = 0; round < 3; round++) {
    compressed = 0;
    const before = process.cpuUsage();
    for (const answer of answers) compressed += compress(answer).length;
    const used = process.cpuUsage(before);
    rounds.push((used.user + used.system) / answers.length);
  }
  const spread = `${median(rounds).toFixed(0)} (${Math.min(...rounds).toFixed(0)}-${Math.max(...rounds).toFixed(0)})`;
  console.log(`${name.padEnd(26)}  ${spread.padEnd(22)}  ${((100 * compressed) / identity).toFixed(1).padStart(5)}% of identity`);
}
