/**
 * Search in a translation (contract §8): any edition, in any language, with the word rules of
 * src/quran/search-words.ts. A match is the query's units one after the other in an ayah's units,
 * where a unit may also be matched by a word cut by apostrophes taken whole.
 *
 * Which edition a language searches when none is named: DEFAULT_SEARCH_EDITIONS where the language
 * has one (the editions searched before there were several per language), else the language's first
 * translation in id order. `edition=` names another.
 */
import { EDITIONS, editionTexts, type Edition } from './editions';
import { EMPTY, intersect, restrict, unite, type Range } from './search-postings';
import { searchProfile, searchWords, type SearchProfile, type SearchWords } from './search-words';

/** The edition each language searched first; kept as the default so that answers do not change. */
export const DEFAULT_SEARCH_EDITIONS: readonly string[] = [
  'bn-khan', 'en-sahih', 'es-garcia', 'fr-hamidullah', 'id-affairs', 'ru-kuliev', 'sv-bernstrom', 'tr-diyanet', 'ur-maududi', 'zh-makin',
];

/** The languages of the translations, sorted. */
export function translationLanguages(): string[] {
  return [...new Set(EDITIONS.filter((e) => e.kind === 'translation').map((e) => e.language))].sort();
}

/** The languages searched in a translation edition by default: every translation's but English. */
export const TRANSLATION_SEARCH_LANGS: readonly string[] = translationLanguages().filter((lang) => lang !== 'en' && lang !== 'ar');

/** The edition searched for a language when none is named, or undefined when it has no translation. */
export function defaultSearchEdition(lang: string): Edition | undefined {
  const translations = EDITIONS.filter((edition) => edition.language === lang && edition.kind === 'translation');
  return translations.find((edition) => DEFAULT_SEARCH_EDITIONS.includes(edition.id)) ?? [...translations].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
}

export interface TranslationIndex {
  /** Edition id and language. */
  id: string;
  lang: string;
  texts: readonly string[];
  profile: SearchProfile;
  /** Per ayah (mushaf order): its units. */
  words: SearchWords[];
  /** Ayah ids (ascending) per key, whole words cut by apostrophes included. */
  postings: Map<string, Uint16Array>;
  /** Ayah ids per two keys that follow one another (joined by U+0000). */
  pairs: Map<string, Uint16Array>;
  /** The keys that are characters of a script written without spaces. */
  graphemeKeys: Set<string>;
}

/** Builds the index of one edition's texts (6,236, mushaf order). */
export function buildTranslationIndex(id: string, lang: string, texts: readonly string[]): TranslationIndex {
  const profile = searchProfile(texts);
  const memo = new Map<string, SearchWords>();
  const words = texts.map((text) => searchWords(text, lang, profile, memo));
  const lists = new Map<string, number[]>();
  const post = (key: string, id: number) => {
    const list = lists.get(key);
    if (!list) lists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  const pairLists = new Map<string, number[]>();
  const postPair = (key: string, id: number) => {
    const list = pairLists.get(key);
    if (!list) pairLists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  const graphemeKeys = new Set<string>();
  words.forEach(({ units, joined }, id) => {
    for (let i = 0; i < units.length; i++) {
      if (units[i]!.grapheme) graphemeKeys.add(units[i]!.key);
      post(units[i]!.key, id);
      if (i > 0) postPair(`${units[i - 1]!.key}\u0000${units[i]!.key}`, id);
    }
    for (const join of joined) {
      post(join.key, id);
      // A whole word next to the units around it, and next to another whole word.
      const before = units[join.at - 1];
      const after = units[join.at + join.span];
      if (before) postPair(`${before.key}\u0000${join.key}`, id);
      if (after) postPair(`${join.key}\u0000${after.key}`, id);
      for (const other of joined) if (other.at === join.at + join.span) postPair(`${join.key}\u0000${other.key}`, id);
    }
  });
  const pack = (from: Map<string, number[]>) => {
    const packed = new Map<string, Uint16Array>();
    for (const [key, list] of from) packed.set(key, Uint16Array.from(list));
    return packed;
  };
  return { id, lang, texts, profile, words, postings: pack(lists), pairs: pack(pairLists), graphemeKeys };
}

const indexes = new Map<string, TranslationIndex>();

/** The index of an edition, built on first use (0.2-1 s) and kept. */
export function translationIndex(edition: Edition): TranslationIndex {
  let index = indexes.get(edition.id);
  if (!index) {
    index = buildTranslationIndex(edition.id, edition.language, editionTexts(edition.id).flat());
    indexes.set(edition.id, index);
  }
  return index;
}

/** One way to read the query: a key per slot, and whether a gap comes before it in the query. */
interface Slot {
  key: string;
  gap: boolean;
}

/**
 * The readings of a query: its units, and for each word it cut at apostrophes also that word whole
 * (`qur'an` is `qur an` or `quran`). At most 16 readings.
 */
function readings(query: SearchWords): Slot[][] {
  let out: Slot[][] = [[]];
  let i = 0;
  const joins = query.joined.slice(0, 4);
  while (i < query.units.length) {
    const join = joins.find((j) => j.at === i);
    const unit = query.units[i]!;
    if (join) {
      const split = query.units.slice(i, i + join.span).map((u) => ({ key: u.key, gap: u.gap }));
      const whole = { key: join.key, gap: unit.gap };
      out = out.flatMap((reading) => [[...reading, ...split], [...reading, whole]]);
      i += join.span;
    } else {
      for (const reading of out) reading.push({ key: unit.key, gap: unit.gap });
      i++;
    }
  }
  return out;
}

/** Where the slots match at unit `at` of the ayah: the index after the last unit, or -1. */
function matchAt(words: SearchWords, slots: Slot[], at: number): number[] | null {
  const { units, joined } = words;
  const matched: number[] = [];
  let i = at;
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    const unit = units[i];
    if (unit === undefined) return null;
    // A phrase in a script without spaces does not run across a gap the query does not have.
    if (s > 0 && unit.grapheme && unit.gap && !slot.gap && units[i - 1]!.grapheme) return null;
    if (unit.key === slot.key) {
      matched.push(i);
      i++;
      continue;
    }
    const join = joined.find((j) => j.at === i && j.key === slot.key);
    if (!join) return null;
    for (let k = 0; k < join.span; k++) matched.push(i + k);
    i += join.span;
  }
  return matched;
}

/** The units (indices) of every occurrence of any reading in one ayah. */
function occurrences(words: SearchWords, alternatives: Slot[][]): number[] {
  const found = new Set<number>();
  for (const slots of alternatives) {
    for (let at = 0; at < words.units.length; at++) {
      const matched = matchAt(words, slots, at);
      if (matched) for (const unit of matched) found.add(unit);
    }
  }
  return [...found];
}

/** Whether a key is one character of a script written without spaces (its units are graphemes). */
function isGrapheme(index: TranslationIndex, key: string): boolean {
  return index.graphemeKeys.has(key);
}

export interface TranslationMatches {
  /** The query's units joined by spaces, as compared. */
  normalized: string;
  /** Matching ayah ids, ascending. */
  ids: Uint16Array;
  /** The space-separated words of the ayah's text that hold the match, ascending. */
  matchedWords(id: number): number[];
}

/** The ayahs in the range whose units hold the query's. */
export function searchTranslationIndex(index: TranslationIndex, query: string, range: Range): TranslationMatches {
  const parsed = searchWords(query, index.lang, index.profile);
  const normalized = parsed.units.map((unit) => unit.key).join(' ');
  const alternatives = readings(parsed);
  const words = (id: number) => {
    const { units } = index.words[id]!;
    return [...new Set(occurrences(index.words[id]!, alternatives).map((unit) => units[unit]!.word))].sort((a, b) => a - b);
  };
  if (parsed.units.length === 0) return { normalized, ids: EMPTY, matchedWords: words };
  const found: Uint16Array[] = [];
  for (const slots of alternatives) {
    let candidates: Uint16Array;
    if (slots.length === 1) {
      // One key: its postings are exact.
      found.push(restrict(index.postings.get(slots[0]!.key) ?? EMPTY, range));
      continue;
    }
    const lists: Uint16Array[] = [];
    for (let s = 1; s < slots.length; s++) lists.push(index.pairs.get(`${slots[s - 1]!.key}\u0000${slots[s]!.key}`) ?? EMPTY);
    // Two keys: the pair's postings are exact, unless both are characters of a script without
    // spaces, where the pair may stand across a gap that the query does not have.
    if (slots.length === 2 && (slots[1]!.gap || !isGrapheme(index, slots[0]!.key) || !isGrapheme(index, slots[1]!.key))) {
      found.push(restrict(lists[0]!, range));
      continue;
    }
    candidates = intersect(lists, range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      const ayah = index.words[id]!;
      for (let at = 0; at < ayah.units.length; at++) {
        if (matchAt(ayah, slots, at)) {
          candidates[n++] = id;
          break;
        }
      }
    }
    found.push(candidates.subarray(0, n));
  }
  return { normalized, ids: unite(found), matchedWords: words };
}
