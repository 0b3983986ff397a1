/**
 * Measures the search in every translation against an independent reference (scripts/lib/reader-words.ts,
 * which splits text as a reader does, with no index and no Intl.Segmenter word breaks), per edition:
 * queries drawn at random (seeded) from the edition's own text, each sent as typed and as people also
 * type it: other case, without accents, without apostrophes, with the other apostrophe (’ for '),
 * and with the other keyboard letter wherever the edition's language reads two as one (the documented
 * folds of src/quran/search/keyboard-letters.json, which the reference applies too).
 * For each query, the ayahs found by the search and by the reference are compared; recall and
 * precision are summed over all queries of the edition. Target: at least 0.999 each, everywhere.
 *
 *   npx tsx scripts/eval-search-languages.ts                    # every edition of src/quran/editions.ts
 *   npx tsx scripts/eval-search-languages.ts --dir DIR [ids...] # data-quran files DIR/<id>.json
 *   options: --queries N (per edition, default 300), --seed S, --list (print every miss),
 *            --write FILE (record the figures in FILE, a JSON file read by the docs page /docs/search)
 *
 * With --dir the editions are read from ewinsutriandi/data-quran `ayah-translation/*.json` files
 * (`{"translations": {"1": text, ..., "6236": text}}`) and searched with the same index code
 * (buildTranslationIndex, searchTranslationIndex) the API uses for its editions.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDITIONS, editionTexts } from '../src/quran/editions';
import { buildTranslationIndex, type TranslationIndex } from '../src/quran/search/translation-index';
import { searchTranslationIndex } from '../src/quran/search/translation-match';
import keyboardLetters from '../src/quran/search/keyboard-letters.json' with { type: 'json' };
import { readerQuery, readerText } from './lib/reader-words';

const TARGET = 0.999;
const decisions = keyboardLetters.languages as Record<string, { same: string[]; apart: string[] } | undefined>;

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  if (at === -1) return undefined;
  const [value] = args.splice(at, 2).slice(1);
  return value;
};
const dir = option('--dir');
const perEdition = Number(option('--queries') ?? 300);
const seed = Number(option('--seed') ?? 22);
const list = args.includes('--list');
const write = option('--write');
const ids = args.filter((arg) => !arg.startsWith('--'));

interface Source {
  id: string;
  lang: string;
  texts: () => string[];
}

const sources: Source[] = dir
  ? readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5))
      .filter((id) => ids.length === 0 || ids.includes(id))
      .map((id) => ({
        id,
        lang: id.split('-')[0]!,
        texts: () => {
          let translations: Record<string, string> = {};
          try {
            translations = (JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { translations: Record<string, string> }).translations;
          } catch {
            // An empty or broken file (a few are stored as Git LFS pointers): reported as skipped below.
          }
          return Array.from({ length: 6236 }, (_, i) => translations[String(i + 1)] ?? '');
        },
      }))
  : EDITIONS.filter((edition) => ids.length === 0 || ids.includes(edition.id)).map((edition) => ({ id: edition.id, lang: edition.language, texts: () => editionTexts(edition.id).flat() }));

/** mulberry32: a small seeded generator, so that a run can be repeated. */
function random(seedValue: number): () => number {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const APOSTROPHE = /['\u2019\u2018\u02BC\u02BB\u0060\u00B4\u2032]/u;
const SPACELESS = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}\p{scx=Tibetan}]/u;

/** Spans of the text a person could copy as a query: 1-3 words, or 1-4 characters of a script without spaces. */
function drawQuery(text: string, next: () => number): string | null {
  const words = [...text.matchAll(/[^\s]+/gu)].map((match) => match[0].replace(/\[\^\d+\]/gu, ''));
  if (words.length === 0) return null;
  const start = Math.floor(next() * words.length);
  const first = words[start]!.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '');
  if (first === '') return null;
  if (SPACELESS.test(first)) {
    const chars = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(words[start]!)].map((s) => s.segment);
    const from = Math.floor(next() * chars.length);
    const span = chars.slice(from, from + 1 + Math.floor(next() * 4)).join('');
    return /[\p{L}\p{N}]/u.test(span) ? span : null;
  }
  const kind = next();
  if (kind < 0.5) {
    // One word, or one part of a word with apostrophes (Allah of d'Allah).
    if (APOSTROPHE.test(first) && next() < 0.5) {
      const parts = first.split(APOSTROPHE).filter(Boolean);
      return parts[Math.floor(next() * parts.length)] ?? null;
    }
    return first;
  }
  const count = kind < 0.8 ? 2 : 3;
  return words.slice(start, start + count).join(' ');
}

/** The query with each letter of a documented keyboard group typed as the next letter of the group. */
function otherKeyboard(query: string, same: readonly string[]): string {
  let out = '';
  for (const char of query) {
    const group = same.find((letters) => letters.includes(char));
    out += group === undefined ? char : [...group][([...group].indexOf(char) + 1) % [...group].length]!;
  }
  return out;
}

/** The ways people type a query: as copied, other case, no accents, no apostrophes, the other apostrophe, the other keyboard letter. */
function variants(query: string, next: () => number, same: readonly string[]): string[] {
  const out = new Set([query]);
  if (same.length > 0) out.add(otherKeyboard(query, same));
  out.add(next() < 0.5 ? query.toUpperCase() : query.toLowerCase());
  const plain = query
    .normalize('NFD')
    .replace(/(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Arabic}])\p{M}+/gu, '')
    .replace(/ı/gu, 'i')
    .normalize('NFC');
  out.add(plain);
  if (APOSTROPHE.test(query)) {
    out.add(query.replace(/['\u2019\u2018\u02BC\u0060\u00B4]/gu, ''));
    out.add(query.replace(/'/gu, '\u2019').replace(/[\u2019\u2018]/gu, (c) => (c === '\u2019' ? "'" : c)));
    out.add(query.replace(/[\u2019\u2018\u0060\u00B4]/gu, "'"));
  }
  return [...out];
}

const summary: { id: string; queries: number; recall: number; precision: number; ms: number }[] = [];
for (const source of sources) {
  const texts = source.texts();
  if (texts.filter((text) => text.trim() !== '').length < 6000) {
    console.log(`${source.id}: skipped (${texts.filter(Boolean).length} ayahs with text)`);
    continue;
  }
  const started = performance.now();
  const index: TranslationIndex = buildTranslationIndex(source.id, source.lang, texts);
  const buildMs = performance.now() - started;
  const decided = decisions[source.lang];
  const reference = readerText(texts, decided);
  const next = random(seed);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let queries = 0;
  const misses: string[] = [];
  for (let attempt = 0; queries < perEdition && attempt < perEdition * 20; attempt++) {
    const drawn = drawQuery(texts[Math.floor(next() * texts.length)]!, next);
    if (!drawn) continue;
    for (const query of variants(drawn, next, decided?.same ?? [])) {
      const pattern = readerQuery(query, reference);
      if (!pattern) continue;
      queries++;
      const expected = new Set<number>();
      reference.lines.forEach((line, id) => {
        if (pattern.test(line)) expected.add(id);
      });
      const found = new Set(searchTranslationIndex(index, query, [0, texts.length]).ids);
      let hit = 0;
      for (const id of found) if (expected.has(id)) hit++;
      tp += hit;
      fp += found.size - hit;
      fn += expected.size - hit;
      if (hit !== found.size || hit !== expected.size) {
        const missing = [...expected].filter((id) => !found.has(id)).slice(0, 3);
        const extra = [...found].filter((id) => !expected.has(id)).slice(0, 3);
        misses.push(`  ${JSON.stringify(query)}: found ${found.size}, reference ${expected.size}; missing ${missing.map((id) => id + 1).join(' ')} extra ${extra.map((id) => id + 1).join(' ')}`);
      }
    }
  }
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  summary.push({ id: source.id, queries, recall, precision, ms: buildMs });
  const flag = recall >= TARGET && precision >= TARGET ? '' : '  BELOW TARGET';
  console.log(`${source.id.padEnd(28)} ${String(queries).padStart(5)} queries  recall ${recall.toFixed(4)}  precision ${precision.toFixed(4)}  (index ${buildMs.toFixed(0)} ms)${flag}`);
  for (const miss of list ? misses : misses.slice(0, 5)) console.log(miss);
}
if (write) {
  // One entry per source (the API's editions, or a data-quran folder), replaced on each run.
  const recorded = existsSync(write) ? (JSON.parse(readFileSync(write, 'utf8')) as Record<string, unknown>) : {};
  const key = dir ? 'data-quran' : 'editions';
  // A run over some editions replaces their rows and keeps the others (all from the same command).
  const command = `npx tsx scripts/eval-search-languages.ts${dir ? ' --dir <data-quran>/ayah-translation' : ''} --queries ${perEdition} --seed ${seed}`;
  const previous = recorded[key] as { command: string; editions: { id: string }[] } | undefined;
  const kept = ids.length > 0 && previous?.command === command ? previous.editions.filter((row) => !summary.some((ran) => ran.id === row.id)) : [];
  const rows = summary.map((row) => ({ id: row.id, queries: row.queries, recall: Number(row.recall.toFixed(4)), precision: Number(row.precision.toFixed(4)) }));
  recorded[key] = {
    command,
    date: new Date().toISOString().slice(0, 10),
    editions: [...kept, ...rows].sort((a, b) => (a.id < b.id ? -1 : 1)),
  };
  writeFileSync(write, `${JSON.stringify(recorded, null, 1)}\n`);
}
const below = summary.filter((row) => row.recall < TARGET || row.precision < TARGET);
const min = (key: 'recall' | 'precision') => Math.min(...summary.map((row) => row[key]));
console.log(`${summary.length} editions, ${summary.reduce((sum, row) => sum + row.queries, 0)} queries; lowest recall ${min('recall').toFixed(4)}, lowest precision ${min('precision').toFixed(4)}; ${below.length === 0 ? `every edition at or above ${TARGET}` : `below ${TARGET}: ${below.map((row) => row.id).join(', ')}`}`);
process.exitCode = below.length === 0 ? 0 : 1;
