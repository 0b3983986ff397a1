/**
 * Quran search (`GET /api/v1/search`, contract §5 and §8): one typed entry point, `searchQuran`,
 * that checks what is asked (src/quran/search/query.ts), runs the search of the text asked for, and
 * builds the response page.
 *
 *   - Arabic (src/quran/search/arabic.ts): the normalized query must occur as a substring of one
 *     ayah's normalized text.
 *   - English, Saheeh International (src/quran/search/english.ts): whole-word tokens one after the
 *     other, with or without the translator's insertions in brackets.
 *   - Any other edition (src/quran/search/translations.ts, src/quran/search/words.ts): whole words
 *     one after the other, by the rules of each script.
 * Results are in mushaf order; `count` is the number of matching ayahs before paging.
 */
import { InvalidValue } from '../../shared/input-error';
import { withAyahFields, type AyahObject } from '../responses';
import type { Edition } from '../editions';
import { searchArabic } from './arabic';
import { searchEnglish } from './english';
import { searchIndex, type IndexedAyah, type SearchIndex } from './quran-index';
import type { Matches, Range } from './postings';
import { checkScript, langsWritingIn, searchTarget, type SearchTarget } from './query';
import { arabicTextSource, textSources, type TextSource } from '../credits';
import { searchTranslationIndex } from './translation-match';
import { defaultSearchEdition, translationIndex } from './translations';

export { MAX_QUERY_LENGTH, SEARCH_LANGS } from './query';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

/** What to search for, as typed values. */
export interface SearchOptions {
  /** The text to find, as typed (any script). */
  query: string;
  /**
   * `ar`, `en` or the language of a translation edition, any case. Left out: the edition's language,
   * or without an edition, Arabic when the query has an Arabic letter, else English.
   */
  lang?: string;
  /** The edition to search (a language's default edition when left out). */
  edition?: Edition;
  /** Results per page, 1..MAX_LIMIT. */
  limit: number;
  /** Matches skipped before the page, 0 or more. */
  offset: number;
  /** Search only this surah (1..114), or null for the whole Quran. */
  surah: number | null;
}

/** One search result: the ayah object of `GET /api/v1/ayah/{s}/{a}` plus the matched words. */
export interface SearchResult extends AyahObject {
  /** For an edition other than Saheeh International: the edition's text, which `matched_words` index into. */
  text?: string;
  /**
   * 0-based indices of the words that hold the match, in the text the query was matched against
   * (`arabic_text`, `english_text` or `text`) split at U+0020 spaces. Sorted, each once.
   */
  matched_words: number[];
}

export interface SearchResponse {
  query: string;
  lang: string;
  /** The query as compared: normalized Arabic, or the units of the translation joined by spaces. */
  normalized_query: string;
  /** The surah searched, or null for the whole Quran. */
  surah: number | null;
  /** The edition searched, for any language but Arabic. */
  edition?: string;
  /** Number of matching ayahs in all, before limit and offset. */
  count: number;
  limit: number;
  offset: number;
  results: SearchResult[];
  /** Which text was searched: its language, the field of each result that holds it, and its id. */
  searched: { lang: string; field: 'arabic_text' | 'english_text' | 'text'; editions: string[] };
  /** When a query searched as English by default found nothing: the lang values that write in its script. */
  hint?: string;
  /** The terms of each text the results carry (contract: "Terms of the texts"). */
  sources: Record<string, TextSource>;
}

/**
 * One page of a search, before it is written out: the answer's fields, and its results as ayah ids
 * with how to read each one's edition text and matched words. `searchQuran` makes the answer object
 * of it, src/quran/search/answer-json.ts the same answer's JSON.
 */
export interface SearchPage {
  index: SearchIndex;
  query: string;
  lang: string;
  normalized: string;
  surah: number | null;
  edition: string | undefined;
  count: number;
  limit: number;
  offset: number;
  /** The ids (positions in `index.ayahs`) of every match, in mushaf order; the page is [offset, end). */
  matches: ArrayLike<number>;
  end: number;
  /** The edition text of a result, for an edition other than Saheeh International. */
  text: ((id: number) => string) | undefined;
  matchedWords: (id: number) => number[];
  searched: SearchResponse['searched'];
  hint: string | undefined;
  /** The edition whose text the results carry besides the ayah object's, if any. */
  textEdition: string | undefined;
  /**
   * One per search remembered (the same object for every page of it): where the answer's writer
   * keeps the bytes that are the same on every page (src/quran/search/answer-json.ts).
   */
  written: WrittenParts;
}

/** The parts of a search's answer that do not change from page to page, as written once. */
export interface WrittenParts {
  /** `{"query":…` up to `"count":`. */
  head?: Buffer;
  /** `],"searched":…` to the closing brace. */
  foot?: Buffer;
}

/**
 * Runs a search.
 * @example searchQuran({ query: 'الصلاة', limit: 1, offset: 0, surah: null }).count //=> 61
 * @example searchQuran({ query: 'Allah', lang: 'tr', limit: 1, offset: 0, surah: null }).edition //=> 'tr-diyanet'
 */
export function searchQuran(options: SearchOptions, index: SearchIndex = searchIndex()): SearchResponse {
  const page = searchPage(options, index);
  const results: SearchResult[] = [];
  for (let k = page.offset; k < page.end; k++) {
    const id = page.matches[k]!;
    results.push(resultOf(index.ayahs[id]!, page.text?.(id), page.matchedWords(id)));
  }
  const { edition, hint } = page;
  return {
    query: page.query,
    lang: page.lang,
    normalized_query: page.normalized,
    surah: page.surah,
    ...(edition === undefined ? {} : { edition }),
    count: page.count,
    limit: page.limit,
    offset: page.offset,
    results,
    searched: page.searched,
    ...(hint === undefined ? {} : { hint }),
    sources: textSources({ arabic_text: true, english_text: true, ...(page.textEdition === undefined ? {} : { text: page.textEdition }) }),
  };
}

/** Runs a search and keeps the page asked for, unwritten. */
export function searchPage(options: SearchOptions, index: SearchIndex = searchIndex()): SearchPage {
  const search = rememberedSearch(options, index);
  const { found, target } = search;
  if (found.normalized === '') emptyQuery(target);
  const { matches } = found;
  return {
    index,
    query: options.query,
    lang: target.lang,
    normalized: found.normalized,
    surah: options.surah,
    edition: search.edition,
    count: matches.length,
    limit: options.limit,
    offset: options.offset,
    matches,
    end: Math.max(options.offset, Math.min(matches.length, options.offset + options.limit)),
    text: found.text,
    matchedWords: found.matchedWords,
    searched: search.searched,
    hint: search.hint,
    textEdition: target.kind === 'edition' ? target.edition.id : undefined,
    written: search.written,
  };
}

type Found = Matches & { text?: (id: number) => string };

/** A search as made once: its matches and everything about it that does not depend on the page. */
interface RememberedSearch {
  found: Found;
  target: SearchTarget;
  edition: string | undefined;
  searched: SearchResponse['searched'];
  hint: string | undefined;
  written: WrittenParts;
}

/** Searches remembered per index: the last queries' matches, so that paging through them does not search again. */
const REMEMBERED_SEARCHES = 256;
const rememberedSearches = new WeakMap<SearchIndex, Map<string, RememberedSearch>>();

/**
 * The search of these options, remembered by what decides its result (the query, lang and edition
 * as sent, the surah): a page of a query asked before is only written, with no reading of the query
 * again (which text it searches, its normalization). At most REMEMBERED_SEARCHES, cleared when full;
 * a search that throws is not kept. Matches are never written to once made, so sharing them is safe.
 */
function rememberedSearch(options: SearchOptions, index: SearchIndex): RememberedSearch {
  let remembered = rememberedSearches.get(index);
  if (remembered === undefined) rememberedSearches.set(index, (remembered = new Map()));
  const key = `${options.lang ?? '\u0001'}\u0000${options.edition?.id ?? '\u0001'}\u0000${options.surah ?? 0}\u0000${options.query}`;
  let search = remembered.get(key);
  if (search === undefined) {
    search = searchOf(options, index);
    if (remembered.size >= REMEMBERED_SEARCHES) remembered.clear();
    remembered.set(key, search);
  }
  return search;
}

function searchOf(options: SearchOptions, index: SearchIndex): RememberedSearch {
  const target = searchTarget(options.query, options.lang, options.edition);
  const range: Range = options.surah === null ? [0, index.ayahs.length] : [index.surahStart[options.surah]!, index.surahStart[options.surah + 1]!];
  const asked = options.lang !== undefined || options.edition !== undefined;
  const found = run(target, options.query, index, range, asked);
  const edition = target.kind === 'edition' ? target.edition.id : target.kind === 'english' ? defaultSearchEdition('en')?.id : undefined;
  return {
    found,
    target,
    edition,
    // Shared by every page of the search: frozen so that no answer object's user can change another's.
    searched: deepFreeze(searchedOf(target, edition)),
    hint: found.matches.length === 0 && !asked && target.kind === 'english' ? latinHint(options.query) : undefined,
    written: {},
  };
}

const deepFreeze = (searched: SearchResponse['searched']) => Object.freeze(Object.assign(searched, { editions: Object.freeze(searched.editions) as string[] }));

/** What was searched: the language, the field of the results holding that text, and the text's id (an edition, or quran-json for the Arabic). */
function searchedOf(target: SearchTarget, edition: string | undefined): SearchResponse['searched'] {
  if (target.kind === 'arabic') return { lang: 'ar', field: 'arabic_text', editions: [arabicTextSource().id] };
  return { lang: target.lang, field: target.kind === 'edition' ? 'text' : 'english_text', editions: [edition!] };
}

/** For a query searched as English by default that found nothing: the other languages written in its script. */
function latinHint(query: string): string {
  const others = langsWritingIn(query).filter((lang) => lang !== 'en');
  return `searched English (Saheeh International), as no lang was given; to search a translation in another language written in this script, send lang=${others.join(' or lang=')}`;
}

/** Searches the target; a query with no letter of its scripts is refused (for Arabic and an edition, when the language was asked for). */
function run(target: SearchTarget, query: string, index: SearchIndex, range: Range, asked: boolean): Found {
  if (target.kind === 'arabic') {
    if (asked) checkScript(query, target, ['Arabic']);
    return searchArabic(index, query, range);
  }
  if (target.kind === 'english') {
    // Asked or not: a query with letters but none Latin (compatibility forms such as 𝐀 count as theirs) would find nothing in English.
    checkScript(query.normalize('NFKC'), target, ['Latin']);
    return searchEnglish(index, query, range);
  }
  const edition = translationIndex(target.edition);
  if (asked) checkScript(query, target, edition.profile.scripts);
  const found = searchTranslationIndex(edition, query, range);
  return { normalized: found.normalized, matches: found.ids, matchedWords: found.matchedWords, text: (id) => edition.texts.text(id) };
}

function emptyQuery(target: SearchTarget): never {
  const what = target.kind === 'arabic' ? 'Arabic letter or digit' : 'letter or digit';
  throw new InvalidValue('empty_query', () => `the query has no ${what} left after normalization (diacritics, punctuation and spaces are ignored); send at least one word`, {}, 'query');
}

/** A result: the ayah object's fields in their order, the edition's text, then matched_words. */
function resultOf({ surah, ayah }: IndexedAyah, text: string | undefined, matchedWords: number[]): SearchResult {
  const result: SearchResult = withAyahFields({ surah_number: surah.number, surah_name: surah.name }, ayah) as SearchResult;
  if (text !== undefined) result.text = text;
  result.matched_words = matchedWords;
  return result;
}
