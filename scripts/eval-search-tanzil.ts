/**
 * Measures the Arabic search against an independent oracle, at scale: every distinct word of the
 * Tanzil Simple-Clean text (and a sample of its two- and three-word phrases) is searched with our
 * API function, and the ayahs found are compared with a plain substring search of the Tanzil text,
 * normalized as the acceptance set's oracle does (../shared/data/arabic-search-eval.json, `oracle`).
 *
 * The Tanzil text is not in this repository (CC BY 3.0, verbatim copies only): pass its path.
 *   npx tsx scripts/eval-search-tanzil.ts /path/to/quran-simple-clean.txt [--list]
 * Expected sha256 fff7612f40913908d9125e0a1095d75b8330858d672bd77e33ba53ab2ba95586 (Tanzil Simple
 * Clean 1.1, e.g. kashifpk/QuranRef backend/data/quran-simple-clean.txt.bz2, decompressed).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { searchQuran } from '../src/quran/search';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx scripts/eval-search-tanzil.ts /path/to/quran-simple-clean.txt [--list]');
const bytes = readFileSync(file);
const sha = createHash('sha256').update(bytes).digest('hex');
if (sha !== 'fff7612f40913908d9125e0a1095d75b8330858d672bd77e33ba53ab2ba95586') console.warn(`warning: sha256 ${sha} is not Tanzil Simple Clean 1.1's`);
const list = process.argv.includes('--list');

/** The oracle's normalization, as the acceptance file states it. */
const oracleNormalize = (text: string) =>
  text
    .replace(/[\u06D6-\u06ED\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0623\u0625\u0622\u0671\u0672\u0673]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\s+/g, ' ')
    .trim();

const BASMALA = 'بسم الله الرحمن الرحيم ';
const ayahs: { key: string; text: string }[] = [];
for (const line of bytes.toString('utf8').split('\n')) {
  const [surah, ayah, text] = line.split('|');
  if (!text) continue;
  const raw = ayah === '1' && surah !== '1' && surah !== '9' && text.startsWith(BASMALA) ? text.slice(BASMALA.length) : text;
  ayahs.push({ key: `${surah}:${ayah}`, text: oracleNormalize(raw) });
}
if (ayahs.length !== 6236) throw new Error(`expected 6236 ayahs, read ${ayahs.length}`);

const reference = (query: string) => ayahs.filter((ayah) => ayah.text.includes(query)).map((ayah) => ayah.key);
const ours = (query: string) =>
  searchQuran({ query, lang: 'ar', limit: 10_000, offset: 0, surah: null }).results.map((result) => `${result.surah_number}:${result.ayah_number}`);

// Queries: every distinct word, and every 50th two- and three-word phrase.
const words = new Set<string>();
const phrases: string[] = [];
ayahs.forEach(({ text }, n) => {
  const tokens = text.split(' ');
  for (const token of tokens) if (token.length >= 2) words.add(token);
  if (n % 5 === 0) for (let i = 0; i + 1 < tokens.length; i += 10) phrases.push(tokens.slice(i, i + 2 + (i % 2)).join(' '));
});

let exact = 0;
let truePositives = 0;
let falsePositives = 0;
let falseNegatives = 0;
const misses: { query: string; missing: string[]; extra: string[] }[] = [];
const queries = [...words, ...phrases];
for (const query of queries) {
  const expected = new Set(reference(query));
  const found = new Set(ours(query));
  const missing = [...expected].filter((key) => !found.has(key));
  const extra = [...found].filter((key) => !expected.has(key));
  truePositives += expected.size - missing.length;
  falseNegatives += missing.length;
  falsePositives += extra.length;
  if (missing.length === 0 && extra.length === 0) exact++;
  else misses.push({ query, missing, extra });
}
const precision = truePositives / (truePositives + falsePositives);
const recall = truePositives / (truePositives + falseNegatives);
console.log(`${queries.length.toLocaleString('en')} queries (${words.size.toLocaleString('en')} words, ${phrases.length.toLocaleString('en')} phrases)`);
console.log(`exactly the reference's ayahs: ${exact.toLocaleString('en')} (${((exact / queries.length) * 100).toFixed(2)}%)`);
console.log(`over all queries: precision ${(precision * 100).toFixed(3)}%, recall ${(recall * 100).toFixed(3)}%`);
misses.sort((a, b) => b.missing.length + b.extra.length - (a.missing.length + a.extra.length));
for (const miss of list ? misses : misses.slice(0, 40)) {
  console.log(`${miss.query}\tmissing ${miss.missing.length} ${miss.missing.slice(0, 4).join(' ')}\textra ${miss.extra.length} ${miss.extra.slice(0, 4).join(' ')}`);
}
