/**
 * Quran search (`GET /api/v1/search`, contract §5): parameter validation, matching on the
 * index of src/quran/search-index.ts, and the response body.
 *
 * Matching rules (the docs page /docs/search and the OpenAPI document say the same):
 *   - Arabic: the normalized query (src/quran/normalize.ts) must occur as a substring of one ayah's
 *     normalized text. Word boundaries are not required (نوح also finds نوحي), as in the reference.
 *   - English: the query's tokens (src/quran/search-english.ts) must occur one after the other in
 *     the translation, whole words only, either with the words of bracketed insertions kept or
 *     with the insertions removed.
 * Results are in mushaf order; `count` is the number of matching ayahs before paging.
 */
import { InputError, required } from '../shared/input-error';
import { parseCanonicalInteger } from '../shared/integers';
import { corpus } from './corpus';
import { findSurah } from './lookup';
import { normalizeArabic } from './normalize';
import type { AyahObject } from './responses';
import { englishTokens } from './search-english';
import { searchIndex, type SearchIndex } from './search-index';
import { SCRIPT_OF_LANG, TRANSLATION_SEARCH_LANGS, searchEditionOf, searchTranslation } from './search-translations';


export const SEARCH_PARAMS = ['q', 'lang', 'limit', 'offset', 'surah'] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];
/** The search inputs as received (strings, before validation). */
export type SearchArgs = Partial<Record<SearchParam, string>>;

export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

/** `ar`, `en`, or the language of another translation edition (src/quran/search-translations.ts). */
export type SearchLang = string;
export const SEARCH_LANGS: readonly string[] = ['ar', 'en', ...TRANSLATION_SEARCH_LANGS].sort();

export interface SearchRequest {
  /** The query as received (after URL decoding). */
  q: string;
  lang: SearchLang;
  limit: number;
  offset: number;
  /** Search only this surah (1..114), or null for the whole Quran. */
  surah: number | null;
}

/** One search result: the ayah object of `GET /api/v1/ayah/{s}/{a}` plus the matched words. */
export interface SearchResult extends AyahObject {
  /** For a translation other than English: the edition's text, which `matched_words` index into. */
  text?: string;
  /**
   * 0-based indices of the words that hold the match, in the text the query was matched against:
   * `arabic_text.split(' ')` for lang=ar, `english_text.split(' ')` for lang=en. Sorted, each once.
   */
  matched_words: number[];
}

export interface SearchResponse {
  query: string;
  lang: SearchLang;
  /** The query as compared: normalized Arabic, or the English tokens joined by single spaces. */
  normalized_query: string;
  /** The surah searched, or null for the whole Quran. */
  surah: number | null;
  /** The edition searched, for a language other than Arabic and English. */
  edition?: string;
  /** Number of matching ayahs in all, before limit and offset. */
  count: number;
  limit: number;
  offset: number;
  results: SearchResult[];
}

/**
 * Validates the query parameters of a search. Every problem is a 400 naming the parameter (a
 * surah number outside 1..114 is a 404, as for the lookup endpoints).
 */
export function parseSearchRequest(args: SearchArgs): SearchRequest {
  const q = required(args.q, 'q', 'the text to search for, in Arabic or English');
  // A control character cannot be typed into a search box; a NUL byte is usually an attack or a bug.
  const control = CONTROL.exec(q);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new InputError('invalid_query', `q must not contain control characters, got U+${code} at position ${control.index}`, 'q');
  }
  const length = [...q].length;
  if (length > MAX_QUERY_LENGTH) {
    throw new InputError('query_too_long', `q must be at most ${MAX_QUERY_LENGTH} characters, got ${length}`, 'q');
  }
  const lang = parseLang(args.lang, q);
  const limit = parseBounded(args.limit, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT, 'invalid_limit');
  const offset = parseBounded(args.offset, 'offset', 0, 0, 999_999_999, 'invalid_offset');
  const surah = args.surah === undefined ? null : findSurah(corpus(), args.surah, 'surah').number;
  return { q, lang, limit, offset, surah };
}

/** C0 controls except tab, line feed and carriage return (which count as spaces), DEL and C1. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/**
 * An Arabic letter, tatweel, or an Arabic diacritic or Quranic mark (the harakat are of the Inherited
 * script, so a script test alone would miss a query of diacritics only): the query is Arabic when it
 * has one.
 */
const ARABIC = /(?=\p{Script=Arabic})\p{L}|[\u0640\u064B-\u065F\u0670\u06D6-\u06ED\u08D3-\u08FF]/u;

function parseLang(value: string | undefined, q: string): SearchLang {
  if (value === undefined) return ARABIC.test(q) ? 'ar' : 'en';
  const lang = value.toLowerCase();
  if (!SEARCH_LANGS.includes(lang)) {
    throw new InputError('invalid_lang', `lang must be one of ${SEARCH_LANGS.join(', ')} (any case), or left out to detect Arabic or English from q; got '${value.slice(0, 20)}'`, 'lang');
  }
  const letters = [...q].filter((char) => /\p{L}/u.test(char));
  const script = SCRIPT_OF_LANG[lang]!;
  if (letters.length > 0 && !letters.some((char) => script.letters.test(char))) {
    throw new InputError('lang_mismatch', `q has no letter of the ${script.name} script, so it cannot match lang=${lang}; send the query in that script, or another lang`, 'q');
  }
  return lang;
}

function parseBounded(value: string | undefined, name: string, fallback: number, min: number, max: number, code: string): number {
  if (value === undefined) return fallback;
  const number = parseCanonicalInteger(value);
  if (number === null || number < min || number > max) {
    throw new InputError(code, `${name} must be a whole number from ${min} to ${max}, got '${value}'`, name);
  }
  return number;
}

/**
 * Runs a validated search.
 * @example searchAyahs({ q: 'الصلاة', lang: 'ar', limit: 1, offset: 0, surah: null }).count //=> 61
 */
export function searchAyahs(request: SearchRequest, index: SearchIndex = searchIndex()): SearchResponse {
  const range = surahRange(index, request.surah);
  if (request.lang !== 'ar' && request.lang !== 'en') return searchOtherLanguage(request, index, range);
  const found = request.lang === 'ar' ? searchArabic(index, request.q, range) : searchEnglish(index, request.q, range);
  const { matches } = found;
  const end = Math.min(matches.length, request.offset + request.limit);
  const results: SearchResult[] = [];
  for (let k = request.offset; k < end; k++) {
    const id = matches[k]!;
    results.push(resultOf(index.ayahObjects[id]!, found.matchedWords(id)));
  }
  return {
    query: request.q,
    lang: request.lang,
    normalized_query: found.normalized,
    surah: request.surah,
    count: matches.length,
    limit: request.limit,
    offset: request.offset,
    results,
  };
}

function searchOtherLanguage(request: SearchRequest, index: SearchIndex, range: Range): SearchResponse {
  const found = searchTranslation(request.lang, request.q, range[0], range[1]);
  if (found.normalized === '') emptyQuery(request.lang);
  const end = Math.min(found.ids.length, request.offset + request.limit);
  const results: SearchResult[] = [];
  for (let k = request.offset; k < end; k++) {
    const id = found.ids[k]!;
    const ayah = index.ayahObjects[id]!;
    results.push({ ...resultOf(ayah, []), text: found.text(id), matched_words: found.matchedWords(id) });
  }
  return {
    query: request.q,
    lang: request.lang,
    normalized_query: found.normalized,
    surah: request.surah,
    edition: searchEditionOf(request.lang).id,
    count: found.ids.length,
    limit: request.limit,
    offset: request.offset,
    results,
  };
}

/** What the route calls: validate, then search. */
export function answerSearch(args: SearchArgs): SearchResponse {
  return searchAyahs(parseSearchRequest(args));
}

/** A result: the ayah object's fields in their order, then matched_words (a literal, for speed). */
function resultOf(ayah: AyahObject, matchedWords: number[]): SearchResult {
  return {
    surah_number: ayah.surah_number,
    surah_name: ayah.surah_name,
    ayah_number: ayah.ayah_number,
    arabic_text: ayah.arabic_text,
    english_text: ayah.english_text,
    juz: ayah.juz,
    page: ayah.page,
    hizb_quarter: ayah.hizb_quarter,
    ruku: ayah.ruku,
    manzil: ayah.manzil,
    sajda: ayah.sajda,
    matched_words: matchedWords,
  };
}

interface Matches {
  normalized: string;
  /** Matching ayah ids, ascending (mushaf order). */
  matches: Uint16Array;
  matchedWords: (id: number) => number[];
}

type Range = readonly [start: number, end: number];

/** Ayah ids [start, end) of the surah, or of the whole Quran. */
function surahRange(index: SearchIndex, surah: number | null): Range {
  if (surah === null) return [0, index.ayahs.length];
  return [index.surahStart[surah]!, index.surahStart[surah + 1]!];
}

const EMPTY = new Uint16Array(0);
const NO_WORDS = () => [];

function emptyQuery(lang: SearchLang): never {
  const what = lang === 'ar' ? 'Arabic letter or digit' : 'letter or digit';
  throw new InputError(
    'empty_query',
    `q has no ${what} left after normalization (diacritics, punctuation and spaces are ignored); send at least one word`,
    'q',
  );
}

function searchArabic(index: SearchIndex, q: string, range: Range): Matches {
  const normalized = normalizeArabic(q);
  if (normalized === '') emptyQuery('ar');
  const seatQuery = normalizeArabic(q, { keepHamzaSeats: true });
  const found = withInWordDoubleHamza(index, normalized, seatQuery, range, searchNormalizedArabic(index, normalized, range));
  if (found.matches.length > 0) return withHamzaSeats(index, seatQuery, found);
  // Nothing found: maybe a word was typed as the Uthmani script writes it, without its small
  // letters (ابرهيم for إبراهيم, السموت for السماوات): read it in the modern spelling.
  const tokens = normalized.split(' ');
  const modern = tokens.map((token) => (index.arabic.wordId(token) === undefined ? index.arabic.modernSpelling(token) ?? token : token)).join(' ');
  if (modern !== normalized) {
    const respelled = searchNormalizedArabic(index, modern, range);
    if (respelled.matches.length > 0) return respelled;
  }
  // Nothing found: maybe two words were typed joined (الحمدلله, عبدالله). Try every way of splitting
  // a word the Quran does not have into two words it has, and keep the split found most often.
  let best = found;
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    if (token.length < 4 || index.arabic.wordId(token) !== undefined) continue;
    for (let cut = 2; cut <= token.length - 2; cut++) {
      const left = token.slice(0, cut);
      const right = token.slice(cut);
      if (index.arabic.wordId(left) === undefined || index.arabic.wordId(right) === undefined) continue;
      const split = searchNormalizedArabic(index, [...tokens.slice(0, t), left, right, ...tokens.slice(t + 1)].join(' '), range);
      if (split.matches.length > best.matches.length) best = split;
    }
  }
  return best;
}

/**
 * The first comparison folds the hamza seats (ؤ ئ → ء), so that مسؤولا finds the text's مسئولا and
 * رؤوف its رءوف. The matches are then compared again with the seats kept, as the Tanzil Simple text
 * writes them: شيء then finds شيء and not شيئا, آباء not آباؤنا, انك not أئنكم. For a query without a
 * hamza only ayahs whose two texts differ need the second look. If it leaves nothing, the query's seat
 * is not the text's spelling of the word (مسؤولا), and the folded matches stand.
 */
function withHamzaSeats(index: SearchIndex, seatQuery: string, found: Matches): Matches {
  const { seatTexts, seatDiffers } = index.arabic;
  // A query without a hamza matches alike where the texts differ only in their seats.
  const everyAyah = /[ءؤئ]/u.test(seatQuery);
  const matches = found.matches;
  const kept = new Uint16Array(matches.length);
  let n = 0;
  for (let k = 0; k < matches.length; k++) {
    const id = matches[k]!;
    if ((!everyAyah && seatDiffers[id]! < 2) || seatTexts[id]!.includes(seatQuery)) kept[n++] = id;
  }
  return n > 0 && n < matches.length ? { ...found, matches: kept.subarray(0, n) } : found;
}

/**
 * A word typed with a question hamza before a hamza on ya or waw (أئمة, أئنكم) becomes اا… in the
 * first comparison, which finds it only at the start of a word; the same letters inside a word
 * (قائمة, أبنائنا) keep their seat. So such a query is searched a second time with its seat, and the
 * two match lists are merged (the seat comparison then keeps what has the query's letters).
 */
function withInWordDoubleHamza(index: SearchIndex, normalized: string, seatQuery: string, range: Range, found: Matches): Matches {
  const words = normalized.split(' ');
  const seatWords = seatQuery.split(' ');
  if (words.length !== seatWords.length || !words.some((word) => word.startsWith('اا'))) return found;
  const seated = words.map((word, w) => {
    const seat = seatWords[w]![1];
    return word.startsWith('اا') && (seat === 'ئ' || seat === 'ؤ') ? 'ا' + (seat === 'ئ' ? 'ئ' : 'ء') + word.slice(2) : word;
  });
  if (seated.join(' ') === normalized) return found;
  const inWord = searchNormalizedArabic(index, seated.join(' '), range);
  if (inWord.matches.length === 0) return found;
  const merged = Uint16Array.from(new Set([...found.matches, ...inWord.matches])).sort();
  return {
    normalized,
    matches: merged,
    matchedWords: (id) => [...new Set([...found.matchedWords(id), ...inWord.matchedWords(id)])].sort((a, b) => a - b),
  };
}

function searchNormalizedArabic(index: SearchIndex, normalized: string, range: Range): Matches {
  const { texts, charWords, postings } = index.arabic;
  let matches: Uint16Array;
  if (normalized.length <= 3) {
    // Every sequence of up to three characters has exact postings: no verification needed.
    matches = restrict(postings(normalized) ?? EMPTY, range);
  } else if (!normalized.includes(' ')) {
    matches = searchOneWord(index, normalized, range);
  } else {
    const lists: Uint16Array[] = [];
    // The words inside a phrase are whole words of the ayah: their exact postings filter best.
    const tokens = normalized.split(' ');
    for (let t = 1; t < tokens.length - 1; t++) {
      const wordId = index.arabic.wordId(tokens[t]!);
      if (wordId === undefined) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
      lists.push(index.arabic.wordAyahs[wordId]!);
    }
    for (let i = 0; i + 3 <= normalized.length; i++) {
      const list = postings(normalized.slice(i, i + 3));
      if (!list) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
      lists.push(list);
    }
    const candidates = intersect(lists, range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      if (texts[id]!.includes(normalized)) candidates[n++] = id;
    }
    matches = candidates.subarray(0, n);
  }
  const matchedWords = (id: number) => {
    const text = texts[id]!;
    const owners = charWords[id]!;
    // Occurrences come left to right and owners never decrease: the words come out sorted.
    const words: number[] = [];
    for (let at = text.indexOf(normalized); at !== -1; at = text.indexOf(normalized, at + 1)) {
      for (let i = at; i < at + normalized.length; i++) {
        const word = owners[i]!;
        if (text.charCodeAt(i) !== 32 && word !== words[words.length - 1]) {
          if (words.length === 0 || word > words[words.length - 1]!) words.push(word);
        }
      }
    }
    return words;
  };
  return { normalized, matches, matchedWords };
}

/**
 * A query of one word (four letters or more): the vocabulary words that contain it, found through
 * their trigrams and checked with a substring test, then the union of their ayahs.
 */
function searchOneWord(index: SearchIndex, normalized: string, range: Range): Uint16Array {
  const { words, wordAyahs, wordPostings } = index.arabic;
  const lists: Uint16Array[] = [];
  for (let i = 0; i + 3 <= normalized.length; i++) {
    const list = wordPostings(normalized.slice(i, i + 3));
    if (!list) return EMPTY;
    lists.push(list);
  }
  const candidates = intersect(lists, [0, words.length]);
  const found: Uint16Array[] = [];
  let total = 0;
  for (let k = 0; k < candidates.length; k++) {
    const wordId = candidates[k]!;
    if (!words[wordId]!.includes(normalized)) continue;
    const ayahs = restrict(wordAyahs[wordId]!, range);
    if (ayahs.length === 0) continue;
    found.push(ayahs);
    total += ayahs.length;
  }
  if (found.length <= 1) return found[0] ?? EMPTY;
  const [start, end] = range;
  if (total > (end - start) >> 3) {
    // Many ayahs: mark them on a bitmap of the range, then read it in order.
    const marks = new Uint8Array(end - start);
    for (const list of found) for (let k = 0; k < list.length; k++) marks[list[k]! - start] = 1;
    const united = new Uint16Array(Math.min(total, end - start));
    let n = 0;
    for (let j = 0; j < marks.length; j++) if (marks[j] === 1) united[n++] = j + start;
    return united.subarray(0, n);
  }
  // Few: concatenate, sort, drop repeats.
  const all = new Uint16Array(total);
  let at = 0;
  for (const list of found) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let n = 1;
  for (let k = 1; k < all.length; k++) if (all[k] !== all[n - 1]) all[n++] = all[k]!;
  return all.subarray(0, n);
}

function searchEnglish(index: SearchIndex, q: string, range: Range): Matches {
  const tokens = englishTokens(q);
  if (tokens.length === 0) emptyQuery('en');
  const normalized = tokens.map((token) => token.text).join(' ');
  const { vocabulary, postings, kept, keptWords, removed, removedWords } = index.english;
  const ids: number[] = [];
  for (const token of tokens) {
    const id = vocabulary.get(token.text);
    if (id === undefined) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
    ids.push(id);
  }
  let matches: Uint16Array;
  if (ids.length === 1) {
    matches = restrict(postings[ids[0]!]!, range);
  } else {
    const candidates = intersect([...new Set(ids)].map((id) => postings[id]!), range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      if (phraseAt(kept[id]!, ids, 0) !== -1 || phraseAt(removed[id]!, ids, 0) !== -1) candidates[n++] = id;
    }
    matches = candidates.subarray(0, n);
  }
  const matchedWords = (id: number) => {
    const fromKept = collectWords(kept[id]!, keptWords[id]!, ids);
    const fromRemoved = collectWords(removed[id]!, removedWords[id]!, ids);
    return mergeAscending(fromKept, fromRemoved);
  };
  return { normalized, matches, matchedWords };
}

/** The first position at or after `from` where the phrase starts in the sequence, or -1. */
function phraseAt(sequence: Int32Array, phrase: number[], from: number): number {
  const first = phrase[0]!;
  outer: for (let i = sequence.indexOf(first, from); i !== -1 && i + phrase.length <= sequence.length; i = sequence.indexOf(first, i + 1)) {
    for (let j = 1; j < phrase.length; j++) if (sequence[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/** The words (ascending, each once) that hold an occurrence of the phrase in the sequence. */
function collectWords(sequence: Int32Array, owners: Uint16Array, phrase: number[]): number[] {
  const words: number[] = [];
  for (let at = phraseAt(sequence, phrase, 0); at !== -1; at = phraseAt(sequence, phrase, at + 1)) {
    for (let i = at; i < at + phrase.length; i++) {
      const word = owners[i]!;
      if (words.length === 0 || word > words[words.length - 1]!) words.push(word);
    }
  }
  return words;
}

/** The union of two ascending lists without repeats, ascending. */
function mergeAscending(a: number[], b: number[]): number[] {
  if (b.length === 0) return a;
  if (a.length === 0) return b;
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const next = j >= b.length || (i < a.length && a[i]! <= b[j]!) ? a[i++]! : b[j++]!;
    if (out.length === 0 || next > out[out.length - 1]!) out.push(next);
  }
  return out;
}

/** The ids of a sorted posting list inside [start, end), without copying. */
function restrict(list: Uint16Array, [start, end]: Range): Uint16Array {
  if (start === 0 && end > (list[list.length - 1] ?? -1)) return list;
  return list.subarray(lowerBound(list, start), lowerBound(list, end));
}

/**
 * Intersects sorted posting lists into a new array, smallest first, each candidate found in the
 * next list by a galloping search (cost grows with the candidates left, not the list's length).
 * Stops once few candidates are left, or a list removes none of a few hundred: the caller verifies every
 * candidate anyway, so the result may be a superset of the true intersection.
 */
function intersect(lists: Uint16Array[], range: Range): Uint16Array {
  const sorted = [...new Set(lists)].map((list) => restrict(list, range)).sort((a, b) => a.length - b.length);
  const candidates = Uint16Array.from(sorted[0] ?? EMPTY);
  let n = candidates.length;
  for (let k = 1; k < sorted.length && n > 16; k++) {
    const list = sorted[k]!;
    let kept = 0;
    let j = 0;
    for (let c = 0; c < n && j < list.length; c++) {
      const id = candidates[c]!;
      if (list[j]! < id) {
        // Gallop: double the step until past id, then binary search the last step.
        let step = 1;
        while (j + step < list.length && list[j + step]! < id) step <<= 1;
        let lo = j + (step >> 1);
        let hi = Math.min(j + step, list.length);
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (list[mid]! < id) lo = mid + 1;
          else hi = mid;
        }
        j = lo;
      }
      if (j < list.length && list[j] === id) candidates[kept++] = id;
    }
    // A list that removed nothing says the candidates are the matches, or near: verify them now.
    if (kept === n && n <= 256) break;
    n = kept;
  }
  return candidates.subarray(0, n);
}

function lowerBound(list: Uint16Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
