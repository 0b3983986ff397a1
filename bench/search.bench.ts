/**
 * Quran search latency, in one process: `npx tsx bench/search.bench.ts [rounds]` (default 300).
 *
 * Ours: `answerSearch`, the function the route calls (validation, index lookup, verification, and
 * the response with its default 50 results and their matched words). The index is built once
 * before timing; its build time is printed on its own.
 *
 * Baseline: the naive search the issue describes: normalize the query, then scan every ayah with
 * `includes` (Arabic: the normalized texts, prepared once; English: each ayah's two token strings,
 * prepared once), then build the same response. Both must give the same answer for every query;
 * the bench fails otherwise.
 *
 * Each round times every query once with each implementation, alternating, so both see the same
 * machine state. Reported per implementation: p50 and p99 over all (query, round) calls, and the
 * ratios baseline / ours measured in this run. Targets: ours p99 < 1 ms, and at least
 * 10 times faster than the baseline at the median.
 */
import { ayahObjectSources } from '../src/quran/credits';
import { normalizeArabic } from '../src/quran/normalize';
import { ayahObject } from '../src/quran/responses';
import { answerSearch } from '../src/api/routes/quran-search';
import { DEFAULT_LIMIT, type SearchResponse } from '../src/quran/search';
import { searchTarget } from '../src/quran/search/query';
import { englishTokens } from '../src/quran/search/english';
import { searchIndex } from '../src/quran/search/quran-index';
import { percentile } from './lib/stats';

const rounds = Number(process.argv[2] ?? '300');

/** Single words and phrases, very common to rare, both languages, typed plainly or pasted. */
const QUERIES: { q: string; kind: string }[] = [
  { q: 'الله', kind: 'ar word, very common (1746 ayahs)' },
  { q: 'من', kind: 'ar 2 letters, very common' },
  { q: 'ا', kind: 'ar 1 letter, in almost every ayah' },
  { q: 'الصلاة', kind: 'ar word, Uthmani spelling differs' },
  { q: 'يا أيها الذين آمنوا', kind: 'ar phrase, joined vocative' },
  { q: 'الحمد لله رب العالمين', kind: 'ar phrase' },
  { q: 'إنا لله وإنا إليه راجعون', kind: 'ar phrase, rare (1 ayah)' },
  { q: 'كهيعص', kind: 'ar word, rare' },
  { q: 'مشكاة', kind: 'ar word, rare' },
  { q: 'الذين', kind: 'ar word, common' },
  { q: 'ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ', kind: 'ar phrase pasted in Uthmani' },
  { q: 'قثقثقث', kind: 'ar, no match' },
  { q: 'the', kind: 'en word, very common' },
  { q: 'allah', kind: 'en word, very common (2021 ayahs)' },
  { q: 'mercy', kind: 'en word' },
  { q: 'lord of the worlds', kind: 'en phrase, common words' },
  { q: 'ever living', kind: 'en phrase across a hyphen' },
  { q: 'Gardens beneath which rivers flow', kind: 'en phrase' },
  { q: 'Dhul-Qarnayn', kind: 'en word, rare' },
  { q: 'xylophone', kind: 'en, no match' },
];

// ---------------------------------------------------------------------------------------------
// The baseline.

interface Prepared {
  arabic: string[];
  englishKept: string[];
  englishRemoved: string[];
}

function prepareBaseline(): Prepared {
  const { ayahs } = searchIndex();
  const join = (tokens: { text: string }[]) => ` ${tokens.map((t) => t.text).join(' ')} `;
  return {
    arabic: ayahs.map(({ ayah }) => normalizeArabic(ayah.arabic)),
    englishKept: ayahs.map(({ ayah }) => join(englishTokens(ayah.english))),
    englishRemoved: ayahs.map(({ ayah }) => join(englishTokens(ayah.english).filter((t) => !t.inserted))),
  };
}

function baselineSearch(prepared: Prepared, q: string): SearchResponse {
  const request = searchTarget(q, undefined, undefined);
  const index = searchIndex();
  const matches: number[] = [];
  let normalized: string;
  let matchedWords: (id: number) => number[];
  if (request.lang === 'ar') {
    normalized = normalizeArabic(q);
    prepared.arabic.forEach((text, id) => {
      if (text.includes(normalized)) matches.push(id);
    });
    matchedWords = (id) => {
      const text = index.arabic.texts[id]!;
      const owners = index.arabic.charWords.list(id);
      const words = new Set<number>();
      for (let at = text.indexOf(normalized); at !== -1; at = text.indexOf(normalized, at + 1)) {
        for (let i = at; i < at + normalized.length; i++) if (text[i] !== ' ') words.add(owners[i]!);
      }
      return [...words].sort((a, b) => a - b);
    };
  } else {
    normalized = englishTokens(q).map((t) => t.text).join(' ');
    const needle = ` ${normalized} `;
    for (let id = 0; id < prepared.englishKept.length; id++) {
      if (prepared.englishKept[id]!.includes(needle) || prepared.englishRemoved[id]!.includes(needle)) matches.push(id);
    }
    matchedWords = (id) => {
      const words = new Set<number>();
      for (const tokens of [englishTokens(index.ayahs[id]!.ayah.english), englishTokens(index.ayahs[id]!.ayah.english).filter((t) => !t.inserted)]) {
        const texts = tokens.map((t) => t.text);
        const phrase = normalized.split(' ');
        for (let i = 0; i + phrase.length <= texts.length; i++) {
          if (phrase.every((token, j) => texts[i + j] === token)) for (let j = 0; j < phrase.length; j++) words.add(tokens[i + j]!.word);
        }
      }
      return [...words].sort((a, b) => a - b);
    };
  }
  return {
    query: q,
    lang: request.lang,
    normalized_query: normalized,
    surah: null,
    ...(request.kind === 'english' ? { edition: 'en-sahih' } : {}),
    count: matches.length,
    limit: DEFAULT_LIMIT,
    offset: 0,
    results: matches.slice(0, DEFAULT_LIMIT).map((id) => {
      const { surah, ayah } = index.ayahs[id]!;
      return { ...ayahObject(surah, ayah), matched_words: matchedWords(id) };
    }),
    searched: request.kind === 'english' ? { lang: 'en', field: 'english_text', editions: ['en-sahih'] } : { lang: 'ar', field: 'arabic_text', editions: ['quran-json'] },
    sources: ayahObjectSources(),
  };
}

// ---------------------------------------------------------------------------------------------
// Timing.

const ms = (value: number) => `${value.toFixed(3)} ms`;

let started = performance.now();
searchIndex();
const buildMs = performance.now() - started;
started = performance.now();
const prepared = prepareBaseline();
const baselinePrepareMs = performance.now() - started;

// Same answers, or the comparison means nothing.
for (const { q } of QUERIES) {
  const ours = JSON.stringify(answerSearch({ q }));
  const theirs = JSON.stringify(baselineSearch(prepared, q));
  if (ours !== theirs) throw new Error(`ours and the baseline disagree on ${q}`);
}

const oursTimes: number[] = [];
const baseTimes: number[] = [];
const perQuery = new Map<string, { ours: number[]; base: number[] }>(QUERIES.map(({ q }) => [q, { ours: [], base: [] }]));
let sink = 0;
for (let round = -20; round < rounds; round++) {
  for (const { q } of QUERIES) {
    const t0 = performance.now();
    sink += answerSearch({ q }).count;
    const t1 = performance.now();
    sink += baselineSearch(prepared, q).count;
    const t2 = performance.now();
    if (round < 0) continue; // warm-up rounds
    oursTimes.push(t1 - t0);
    baseTimes.push(t2 - t1);
    perQuery.get(q)!.ours.push(t1 - t0);
    perQuery.get(q)!.base.push(t2 - t1);
  }
}
oursTimes.sort((a, b) => a - b);
baseTimes.sort((a, b) => a - b);

console.log(`Quran search benchmark: ${QUERIES.length} queries x ${rounds} rounds, Node ${process.version}`);
console.log(`index build (once per process): ${buildMs.toFixed(0)} ms; baseline preparation (once): ${baselinePrepareMs.toFixed(0)} ms`);
console.log('');
console.log('per query (median):'.padEnd(44) + 'ours'.padStart(12) + 'baseline'.padStart(12) + 'ratio'.padStart(9));
for (const { q, kind } of QUERIES) {
  const times = perQuery.get(q)!;
  const o = percentile([...times.ours].sort((a, b) => a - b), 50);
  const b = percentile([...times.base].sort((a, b) => a - b), 50);
  console.log(`  ${kind}`.padEnd(44) + ms(o).padStart(12) + ms(b).padStart(12) + `${(b / o).toFixed(1)}x`.padStart(9));
}
const o50 = percentile(oursTimes, 50);
const o99 = percentile(oursTimes, 99);
const b50 = percentile(baseTimes, 50);
const b99 = percentile(baseTimes, 99);
console.log('');
console.log(`all calls   ours: p50 ${ms(o50)}  p99 ${ms(o99)}   baseline: p50 ${ms(b50)}  p99 ${ms(b99)}`);
console.log(`ratio baseline/ours: ${(b50 / o50).toFixed(1)}x at p50, ${(b99 / o99).toFixed(1)}x at p99`);
const p99ok = o99 < 1;
const ratioOk = b50 / o50 >= 10;
console.log(`targets: ours p99 < 1 ms ${p99ok ? 'met' : 'MISSED'}; >= 10x faster at p50 ${ratioOk ? 'met' : 'MISSED'}`);
if (sink < 0) console.log(sink);
process.exitCode = p99ok && ratioOk ? 0 : 1;
