/**
 * In-process cost of a distinct search answer as the server makes it for `Accept-Encoding: br, gzip`
 * (server/representation.ts, an answer sent once): the route matched, its answer made and serialized
 * (src/api/dispatch.ts generateAnswerBytes, no body hash), its key's ETag, and the bytes compressed in
 * gzip at the live level when 1 KiB or more. Over distinct queries each asked once (tests/support/distinct-queries.ts:
 * adjacent word pairs, single words and prefixes as typed) in Arabic, English and French, the default 50 results.
 *   npx tsx bench/distinct-search.bench.ts [measured per language, 2000] [warm-up per language, 500] [--no-compress] [--profile]
 * Prints µs per answer per language (wall and CPU), the answer's mean bytes, and the share of the
 * time spent compressing; with --profile, a CPU profile of each language's measured answers (a
 * second pass over them, not the one timed): its shares by part and the functions that spent most.
 */
import { hash } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { generateAnswerBytes, matchApiRequest } from '../src/api/dispatch';
import { answerKey } from '../server/answer-cache';
import { COMPRESS_ON_THE_FLY_MIN_BYTES, compress } from '../server/files/compression';
import { distinctQueries, type QueryLanguage } from '../tests/support/distinct-queries';
import { sharesOf, topFunctions } from './lib/profile-shares';

const measured = Number(process.argv[2] ?? '2000');
const warmUp = Number(process.argv[3] ?? '500');
const compressing = !process.argv.includes('--no-compress');
const profiling = process.argv.includes('--profile');
const context = { now: new Date(), config: { defaultTimeZone: 'UTC' } };
const LANGUAGES: QueryLanguage[] = ['ar', 'en', 'fr'];

const queries = new Map(LANGUAGES.map((lang) => [lang, distinctQueries(lang).slice(0, warmUp + measured)] as const));

/** One answer as the server makes it; the bytes it would send, and the µs spent compressing them. */
function answerOnce(query: string, lang: QueryLanguage): { sent: number; identity: number; compressMs: number } {
  const match = matchApiRequest('/api/v1/search', `q=${encodeURIComponent(query)}&lang=${lang}`);
  const { bytes, headers } = generateAnswerBytes(match, context, false);
  headers.ETag = `"${hash('sha1', 'build-inputs' + answerKey(match.route.id, match.args), 'base64url')}"`;
  if (!compressing || bytes.length < COMPRESS_ON_THE_FLY_MIN_BYTES) return { sent: bytes.length, identity: bytes.length, compressMs: 0 };
  const started = performance.now();
  const body = compress(bytes, 'gzip', 'fast');
  return { sent: body.length, identity: bytes.length, compressMs: performance.now() - started };
}

for (const lang of LANGUAGES) for (const query of queries.get(lang)!.slice(0, warmUp)) answerOnce(query, lang);

for (const lang of LANGUAGES) {
  const asked = queries.get(lang)!.slice(warmUp);
  let sent = 0;
  let identity = 0;
  let compressMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const query of asked) {
    const one = answerOnce(query, lang);
    sent += one.sent;
    identity += one.identity;
    compressMs += one.compressMs;
  }
  const wallMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  const per = (ms: number) => ((ms * 1000) / asked.length).toFixed(1);
  console.log(
    `${lang}: ${per(wallMs)} µs per answer (CPU ${per((user + system) / 1000)} µs), compression ${((compressMs / wallMs) * 100).toFixed(0)}%,` +
      ` ${Math.round(identity / asked.length)} bytes → ${Math.round(sent / asked.length)} sent, over ${asked.length} distinct queries`,
  );
}

if (profiling) {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  for (const lang of LANGUAGES) {
    // The same queries again: their searches are remembered by now, so this pass counts the answers of the last
    // REMEMBERED_SEARCHES queries only as written; answer the first half once more to push them out first.
    const asked = queries.get(lang)!.slice(warmUp);
    for (const query of queries.get(lang)!.slice(0, 300)) answerOnce(query, lang);
    await session.post('Profiler.start');
    for (const query of asked) answerOnce(query, lang);
    const { profile } = await session.post('Profiler.stop');
    console.log(`${lang} profile: ${sharesOf(profile)}`);
    console.log(`  ${topFunctions(profile, Number(process.env.TOP ?? 10))}`);
  }
  session.disconnect();
}
