/**
 * Is this quotation really the Quran, and where? The quotation and every ayah are compared in the
 * search's normalized form (src/quran/normalize.ts: letters without diacritics, Uthmani and typed
 * spellings folded to one), word by word, over the text of each surah as one run of words:
 *   - `exact`: the words are one ayah, or consecutive ayahs, whole;
 *   - `part`: the words are a contiguous run of one ayah (or across the end of one ayah and the
 *     start of the next), but not whole ayahs;
 *   - `close`: no run of the Quran is these words, but one differs from them by a few words
 *     (replaced, dropped or added): `differences` lists them;
 *   - `none`: nothing is near (or the quotation is longer than MAX_CLOSE_WORDS and no run of the Quran).
 * `exact` and `part` need every word of the quotation to be the Quran's word at its place, so
 * neither is ever said of a word the Quran does not have there. Diacritics are not compared: a
 * quotation is checked for its letters.
 */
import { InvalidValue } from '../shared/input-error';
import { normalizeArabicWord, splitWords } from './normalize';
import { searchIndex } from './search/quran-index';
import type { SearchIndex } from './search/quran-index';

/** The longest quotation read, in characters: about three pages of the mushaf. */
export const MAX_QUOTE_LENGTH = 4000;
/** The most other places listed for a quotation the Quran has more than once. */
const MAX_OTHER_PLACES = 20;
/** How many ayahs, best first by the words they share with a quotation, are aligned with it to find the nearest. */
const CLOSE_CANDIDATES = 64;
/** The longest quotation (in words) a near ayah is looked for: aligning costs its length times the text's. */
export const MAX_CLOSE_WORDS = 300;

export type QuoteMatch = 'exact' | 'part' | 'close' | 'none';

/** A word that differs: `position` is the word's number in the quotation (1-based; for a dropped word, the number of the word it would precede). */
export interface QuoteDifference {
  position: number;
  /** The quotation's word; null when the quotation drops the Quran's word. */
  quoted: string | null;
  /** The Quran's word (Uthmani); null when the quotation adds a word. */
  quran: string | null;
}

export interface QuotedAyah {
  key: string;
  surah_number: number;
  ayah_number: number;
  surah_name: string;
  arabic_text: string;
  /** The ayah on this API. */
  url: string;
  /** The ayah in the site's reader. */
  reader_url: string;
}

export interface QuoteVerdict {
  match: QuoteMatch;
  /** The ayahs the quotation is (exact), is part of (part) or is nearest to (close), as "surah:ayah", in order; empty for none. */
  ayahs: string[];
  quran: QuotedAyah[];
  /** For close: the words that differ. */
  differences?: QuoteDifference[];
  /** For exact and part: how many places of the Quran have these words (a repeated ayah or phrase). */
  places?: number;
  /** For exact and part: the other places (at most 20), each as its ayah keys. */
  other_places?: string[][];
  /** How many words of the quotation were compared. */
  words: number;
}

/** The Quran as one run of words: each token's word id, ayah and Uthmani word. */
interface TokenRun {
  ids: Int32Array;
  /** The ayah (index into the search index's ayahs) of each token. */
  ayahOf: Uint16Array;
  /** The first token of each ayah; one more entry, the end. */
  ayahStart: Int32Array;
  /** The word of `arabic_text` (0-based, split at spaces) each token came from. */
  uthmaniWord: Uint16Array;
}

const runs = new WeakMap<SearchIndex, TokenRun>();

function tokenRun(index: SearchIndex): TokenRun {
  let run = runs.get(index);
  if (run) return run;
  const { texts, charWords, wordId } = index.arabic;
  const total = texts.reduce((sum, text) => sum + (text === '' ? 0 : text.split(' ').length), 0);
  run = { ids: new Int32Array(total), ayahOf: new Uint16Array(total), ayahStart: new Int32Array(texts.length + 1), uthmaniWord: new Uint16Array(total) };
  let at = 0;
  texts.forEach((text, ayah) => {
    run!.ayahStart[ayah] = at;
    if (text === '') return;
    const owners = charWords.list(ayah);
    let offset = 0;
    for (const token of text.split(' ')) {
      run!.ids[at] = wordId(token)!;
      run!.ayahOf[at] = ayah;
      run!.uthmaniWord[at] = owners[offset]!;
      offset += token.length + 1;
      at++;
    }
  });
  run.ayahStart[texts.length] = at;
  runs.set(index, run);
  return run;
}

/** The quotation's tokens in the normalized form, each with the word of the quotation it came from. */
function quoteTokens(text: string): { tokens: string[]; rawOf: number[]; raw: string[] } {
  const raw = splitWords(text);
  const tokens: string[] = [];
  const rawOf: number[] = [];
  raw.forEach((word, i) => {
    const normalized = normalizeArabicWord(word);
    if (normalized === '') return;
    for (const token of normalized.split(' ')) {
      tokens.push(token);
      rawOf.push(i);
    }
  });
  return { tokens, rawOf, raw };
}

/** Checks a quotation against the Quran. Throws InvalidValue `invalid_quote` for a text with no Arabic word, or longer than MAX_QUOTE_LENGTH. */
export function verifyQuranQuote(text: string, index: SearchIndex = searchIndex()): QuoteVerdict {
  if (text.length > MAX_QUOTE_LENGTH) {
    throw new InvalidValue('invalid_quote', (name) => `${name} is ${text.length} characters long; send at most ${MAX_QUOTE_LENGTH} (a few pages of the mushaf at a time)`);
  }
  const { tokens, rawOf, raw } = quoteTokens(text);
  if (!tokens.some((token) => /[\u0621-\u064A]/.test(token))) {
    throw new InvalidValue('invalid_quote', (name) => `${name} has no Arabic word; send the quotation in Arabic script, with or without diacritics`);
  }
  const run = tokenRun(index);
  // A word typed as the Uthmani script writes it without its small letters (العلمين) is read in its modern spelling, as the search reads it.
  const { wordId, modernSpelling } = index.arabic;
  const ids = Int32Array.from(tokens, (token) => wordId(token) ?? wordId(modernSpelling(token) ?? '') ?? -1);
  const spans = ids.includes(-1) ? [] : exactSpans(index, run, ids);
  if (spans.length > 0) {
    const whole = spans.filter(([start, end]) => isWholeAyahs(run, start, end));
    const chosen = whole.length > 0 ? whole : spans;
    const places = new Map(chosen.map(([start, end]) => ayahIndexes(run, start, end)).map((ayahs) => [ayahs.join(), ayahs]));
    const [first, ...others] = places.values();
    return {
      match: whole.length > 0 ? 'exact' : 'part',
      ...described(index, first!),
      places: places.size,
      ...(others.length ? { other_places: others.slice(0, MAX_OTHER_PLACES).map((ayahs) => ayahs.map((ayah) => keyOf(index, ayah))) } : {}),
      words: tokens.length,
    };
  }
  const nearest = tokens.length <= MAX_CLOSE_WORDS ? nearestSpan(index, run, ids) : undefined;
  if (nearest && isClose(tokens.length, nearest.cost, nearest.matched)) {
    const differences = nearest.edits.map(({ kind, quotePos, textPos }): QuoteDifference => ({
      position: quotePos < tokens.length ? rawOf[quotePos]! + 1 : raw.length + 1,
      quoted: kind === 'dropped' ? null : raw[rawOf[quotePos]!]!,
      quran: kind === 'added' ? null : uthmaniWordAt(index, run, textPos),
    }));
    return { match: 'close', ...described(index, ayahIndexes(run, nearest.start, nearest.end)), differences, words: tokens.length };
  }
  return { match: 'none', ayahs: [], quran: [], words: tokens.length };
}

/** Whether an alignment is near enough to call the quotation a misquotation of it rather than other words. */
function isClose(words: number, cost: number, matched: number): boolean {
  return matched >= 2 && matched >= Math.ceil(words * 0.6) && cost <= Math.max(1, Math.floor(words * 0.3));
}

/** Every run of the Quran, within one surah, whose tokens are `ids`: [start, end) token positions. */
function exactSpans(index: SearchIndex, run: TokenRun, ids: Int32Array): [number, number][] {
  const { wordAyahs } = index.arabic;
  let rarest = 0;
  for (let i = 1; i < ids.length; i++) {
    if (wordAyahs.to(ids[i]!) - wordAyahs.from(ids[i]!) < wordAyahs.to(ids[rarest]!) - wordAyahs.from(ids[rarest]!)) rarest = i;
  }
  const spans: [number, number][] = [];
  const seen = new Set<number>();
  const n = ids.length;
  for (const ayah of wordAyahs.list(ids[rarest]!)) {
    for (let p = run.ayahStart[ayah]!; p < run.ayahStart[ayah + 1]!; p++) {
      if (run.ids[p] !== ids[rarest]) continue;
      const start = p - rarest;
      const end = start + n;
      if (start < 0 || end > run.ids.length || seen.has(start)) continue;
      if (surahOf(index, run.ayahOf[start]!) !== surahOf(index, run.ayahOf[end - 1]!)) continue;
      let same = true;
      for (let i = 0; i < n && same; i++) same = run.ids[start + i] === ids[i];
      if (same) {
        seen.add(start);
        spans.push([start, end]);
      }
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

interface Alignment {
  start: number;
  end: number;
  cost: number;
  matched: number;
  /** The differing steps: a quotation token replacing a Quran token, added, or a Quran token dropped (before quotation token `quotePos`). */
  edits: { kind: 'replaced' | 'added' | 'dropped'; quotePos: number; textPos: number }[];
}

/**
 * The run of the Quran nearest to the quotation: the ayahs sharing the most (and rarest) words with
 * it are each aligned, with the ayahs around them in their surah, by the fewest words replaced,
 * dropped or added (free to start and end anywhere in that text).
 */
function nearestSpan(index: SearchIndex, run: TokenRun, ids: Int32Array): Alignment | undefined {
  const { wordAyahs } = index.arabic;
  const ayahCount = index.ayahs.length;
  const scores = new Map<number, number>();
  for (const id of new Set(ids)) {
    if (id < 0) continue;
    const list = wordAyahs.list(id);
    const weight = Math.log(ayahCount / list.length);
    for (const ayah of list) scores.set(ayah, (scores.get(ayah) ?? 0) + weight);
  }
  const candidates = [...scores].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CLOSE_CANDIDATES);
  let best: Alignment | undefined;
  for (const [ayah] of candidates) {
    const surah = surahOf(index, ayah);
    const first = index.surahStart[surah]!;
    const last = index.surahStart[surah + 1]! - 1;
    const from = Math.max(run.ayahStart[first]!, run.ayahStart[ayah]! - ids.length - 2);
    const to = Math.min(run.ayahStart[last + 1]!, run.ayahStart[ayah + 1]! + ids.length + 2);
    const aligned = align(ids, run.ids, from, to);
    if (!best || aligned.cost < best.cost || (aligned.cost === best.cost && aligned.matched > best.matched)) best = aligned;
  }
  return best;
}

/** Semi-global alignment of the quotation against text[from, to): the whole quotation, any run of the text. */
function align(quote: Int32Array, text: Int32Array, from: number, to: number): Alignment {
  const n = quote.length;
  const m = to - from;
  const width = m + 1;
  const cost = new Int32Array((n + 1) * width);
  for (let i = 1; i <= n; i++) cost[i * width] = i;
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const diagonal = cost[(i - 1) * width + j - 1]! + (quote[i - 1] === text[from + j - 1] ? 0 : 1);
      cost[i * width + j] = Math.min(diagonal, cost[(i - 1) * width + j]! + 1, cost[i * width + j - 1]! + 1);
    }
  }
  let endJ = 0;
  for (let j = 1; j <= m; j++) if (cost[n * width + j]! <= cost[n * width + endJ]!) endJ = j;
  const edits: Alignment['edits'] = [];
  let matched = 0;
  let i = n;
  let j = endJ;
  while (i > 0) {
    const here = cost[i * width + j]!;
    if (j > 0 && here === cost[(i - 1) * width + j - 1]! + (quote[i - 1] === text[from + j - 1] ? 0 : 1)) {
      if (quote[i - 1] === text[from + j - 1]) matched++;
      else edits.push({ kind: 'replaced', quotePos: i - 1, textPos: from + j - 1 });
      i--;
      j--;
    } else if (here === cost[(i - 1) * width + j]! + 1) {
      edits.push({ kind: 'added', quotePos: i - 1, textPos: -1 });
      i--;
    } else {
      edits.push({ kind: 'dropped', quotePos: i, textPos: from + j - 1 });
      j--;
    }
  }
  edits.reverse();
  return { start: from + j, end: from + endJ, cost: cost[n * width + endJ]!, matched, edits };
}

const surahOf = (index: SearchIndex, ayah: number) => index.ayahs[ayah]!.surah.number;

function isWholeAyahs(run: TokenRun, start: number, end: number): boolean {
  return run.ayahStart[run.ayahOf[start]!] === start && run.ayahStart[run.ayahOf[end - 1]! + 1] === end;
}

function ayahIndexes(run: TokenRun, start: number, end: number): number[] {
  const ayahs: number[] = [];
  for (let ayah = run.ayahOf[start]!; ayah <= run.ayahOf[Math.max(start, end - 1)]!; ayah++) ayahs.push(ayah);
  return ayahs;
}

function keyOf(index: SearchIndex, ayah: number): string {
  const { surah, ayah: found } = index.ayahs[ayah]!;
  return `${surah.number}:${found.number}`;
}

function uthmaniWordAt(index: SearchIndex, run: TokenRun, token: number): string {
  return index.ayahs[run.ayahOf[token]!]!.ayah.arabic.split(' ')[run.uthmaniWord[token]!]!;
}

function described(index: SearchIndex, ayahs: readonly number[]): { ayahs: string[]; quran: QuotedAyah[] } {
  const quran = ayahs.map((at): QuotedAyah => {
    const { surah, ayah } = index.ayahs[at]!;
    return {
      key: `${surah.number}:${ayah.number}`,
      surah_number: surah.number,
      ayah_number: ayah.number,
      surah_name: surah.name,
      arabic_text: ayah.arabic,
      url: `/api/v1/ayah/${surah.number}/${ayah.number}`,
      reader_url: `/quran/${surah.number}/#${ayah.number}`,
    };
  });
  return { ayahs: quran.map((ayah) => ayah.key), quran };
}
