/**
 * Search in a translation (contract §8): any edition, in any language, with the word rules of
 * src/quran/search/words.ts. A match is the query's units one after the other in an ayah's units,
 * where a unit may also be matched by a word cut by apostrophes taken whole.
 *
 * Which edition a language searches when none is named: DEFAULT_SEARCH_EDITIONS where the language
 * has one (the editions searched before there were several per language), else the language's first
 * translation in id order. `edition=` names another.
 */
import { InvalidValue } from '../../shared/input-error';
import { EDITIONS, editionTexts, type Edition } from '../editions';
import { EMPTY, intersect, restrict, unite, type Range } from './postings';
import { searchProfile, searchWords, type SearchProfile, type SearchWords } from './words';

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
  texts: AyahTexts;
  profile: SearchProfile;
  /** The id of each key (a unit's comparable form, or a word cut by apostrophes taken whole). */
  vocabulary: KeyTable;
  /** Per ayah (mushaf order): its units as key ids, the word of the text each lies in, and flags. */
  ayahs: IndexedAyahs;
  /** Ayah ids (ascending) per key id: `postingIds` from `postingStart[key]` to `postingStart[key + 1]`. */
  postingStart: Int32Array;
  postingIds: Uint16Array;
  /**
   * Ayah ids per two keys that follow one another: the pair's number ((first * size + second) * 2,
   * plus 1 for two characters of a script without spaces with a gap between them) → n, its ayahs
   * `pairIds` from `pairStart[n]` to `pairStart[n + 1]`.
   */
  pairs: PairTable;
  pairStart: Int32Array;
  pairIds: Uint16Array;
}

/** Key → id: a Map when built, a sorted table when read from a file (src/quran/search/translation-index-file.ts). */
export interface KeyTable {
  get(key: string): number | undefined;
  readonly size: number;
}

/** The ayahs' texts by ayah id: an array when built, slices of one string when read from a file. */
export interface AyahTexts {
  readonly length: number;
  text(id: number): string;
}

/** The ayahs' units by ayah id: an array when built, views made when asked over a file's flat arrays. */
export interface IndexedAyahs {
  readonly length: number;
  ayah(id: number): IndexedAyah;
}

/** Pair number → n. */
export interface PairTable {
  get(code: number): number | undefined;
  readonly size: number;
}

/** An index as built, its tables Maps. */
export type BuiltTranslationIndex = TranslationIndex & { vocabulary: Map<string, number>; pairs: Map<number, number> };

class ListedTexts implements AyahTexts {
  constructor(private readonly list: readonly string[]) {}

  get length(): number {
    return this.list.length;
  }

  text(id: number): string {
    return this.list[id]!;
  }
}

class ListedAyahs implements IndexedAyahs {
  constructor(private readonly list: readonly IndexedAyah[]) {}

  get length(): number {
    return this.list.length;
  }

  ayah(id: number): IndexedAyah {
    return this.list[id]!;
  }
}

/** One ayah's units, packed. */
export interface IndexedAyah {
  keys: Int32Array;
  words: Uint16Array;
  /** Bit 1: a grapheme of a script without spaces; bit 2: a gap before it. */
  flags: Uint8Array;
  /** Words cut by apostrophes, taken whole: (at, span, key id) triples, or null when none. */
  joined: Int32Array | null;
}

const GRAPHEME = 1;
const GAP = 2;

/** Builds the index of one edition's texts (6,236, mushaf order). */
export function buildTranslationIndex(id: string, lang: string, texts: readonly string[]): BuiltTranslationIndex {
  const profile = searchProfile(texts, lang);
  const memo = new Map<string, SearchWords>();
  const vocabulary = new Map<string, number>();
  const keyId = (key: string) => {
    let n = vocabulary.get(key);
    if (n === undefined) vocabulary.set(key, (n = vocabulary.size));
    return n;
  };
  const ayahs: IndexedAyah[] = texts.map((text) => {
    const { units, joined } = searchWords(text, lang, profile, memo);
    return {
      keys: Int32Array.from(units, (unit) => keyId(unit.key)),
      words: Uint16Array.from(units, (unit) => unit.word),
      flags: Uint8Array.from(units, (unit) => (unit.grapheme ? GRAPHEME : 0) | (unit.gap ? GAP : 0)),
      joined: joined.length === 0 ? null : Int32Array.from(joined.flatMap((join) => [join.at, join.span, keyId(join.key)])),
    };
  });
  const size = vocabulary.size;
  // Postings: count, then fill (ayah ids come in order, each once per key).
  const lastSeen = new Int32Array(size).fill(-1);
  const counts = new Int32Array(size + 1);
  const eachKey = (visit: (key: number, ayah: number) => void) => {
    ayahs.forEach(({ keys, joined }, ayah) => {
      for (let i = 0; i < keys.length; i++) visit(keys[i]!, ayah);
      if (joined) for (let j = 0; j < joined.length; j += 3) visit(joined[j + 2]!, ayah);
    });
  };
  eachKey((key, ayah) => {
    if (lastSeen[key] !== ayah) {
      lastSeen[key] = ayah;
      counts[key + 1]!++;
    }
  });
  const postingStart = new Int32Array(size + 1);
  for (let k = 0; k < size; k++) postingStart[k + 1] = postingStart[k]! + counts[k + 1]!;
  const postingIds = new Uint16Array(postingStart[size]!);
  const fill = postingStart.slice(0, size);
  lastSeen.fill(-1);
  eachKey((key, ayah) => {
    if (lastSeen[key] !== ayah) {
      lastSeen[key] = ayah;
      postingIds[fill[key]!++] = ayah;
    }
  });
  // Pairs of neighbours: units, and a whole word next to the unit or whole word around it.
  const pairLists = new Map<number, number[]>();
  const postPair = (a: number, b: number, ayah: number, across = 0) => {
    const code = (a * size + b) * 2 + across;
    const list = pairLists.get(code);
    if (!list) pairLists.set(code, [ayah]);
    else if (list[list.length - 1] !== ayah) list.push(ayah);
  };
  ayahs.forEach(({ keys, flags, joined }, ayah) => {
    for (let i = 1; i < keys.length; i++) postPair(keys[i - 1]!, keys[i]!, ayah, flags[i] === (GRAPHEME | GAP) && (flags[i - 1]! & GRAPHEME) !== 0 ? 1 : 0);
    if (!joined) return;
    for (let j = 0; j < joined.length; j += 3) {
      const at = joined[j]!;
      const end = at + joined[j + 1]!;
      const key = joined[j + 2]!;
      if (at > 0) postPair(keys[at - 1]!, key, ayah);
      if (end < keys.length) postPair(key, keys[end]!, ayah);
      for (let o = 0; o < joined.length; o += 3) if (joined[o] === end) postPair(key, joined[o + 2]!, ayah);
      // Cut words next to each other: their parts are units, posted above.
    }
  });
  const pairs = new Map<number, number>();
  const pairStart = new Int32Array(pairLists.size + 1);
  let total = 0;
  for (const list of pairLists.values()) total += list.length;
  const pairIds = new Uint16Array(total);
  let n = 0;
  for (const [code, list] of pairLists) {
    pairs.set(code, n);
    pairIds.set(list, pairStart[n]!);
    pairStart[n + 1] = pairStart[n]! + list.length;
    n++;
  }
  return { id, lang, texts: new ListedTexts(texts), profile, vocabulary, ayahs: new ListedAyahs(ayahs), postingStart, postingIds, pairs, pairStart, pairIds };
}

/**
 * The editions whose index the build writes to a file (src/quran/search/index-files.ts): every one
 * `edition=` can search, translations, tafsirs and the transliteration, but the English searched in
 * the Quran's own index. A server never builds one on a request (0.5-2 s of blocking CPU, about 20 MB).
 */
export const PREBUILT_SEARCH_EDITIONS: readonly string[] = EDITIONS.filter((edition) => edition.id !== defaultSearchEdition('en')?.id).map((edition) => edition.id);

/**
 * The default editions of the languages searched since the first release (English is in the
 * Quran's own index), which the server's warm-up searches once loaded.
 */
export const READY_SEARCH_EDITIONS: readonly string[] = DEFAULT_SEARCH_EDITIONS.filter((id) => id !== 'en-sahih');

const indexes = new Map<string, TranslationIndex>();
let prebuiltData: ((id: string) => TranslationIndex | undefined) | undefined;
let buildMissing = true;

/**
 * Where `translationIndex` reads an edition's index (the server: the build's files, which hold the
 * edition's texts too). With `buildMissing` false (the server), an edition whose index cannot be
 * read is never built: its searches answer `unavailable` (503).
 */
export function readTranslationIndexDataWith(read: (id: string) => TranslationIndex | undefined, options: { buildMissing?: boolean } = {}): void {
  prebuiltData = read;
  buildMissing = options.buildMissing ?? true;
}

/** Keeps an index read from its file (`loadSearchIndexFiles`) as its edition's. */
export function useTranslationIndex(index: TranslationIndex): void {
  indexes.set(index.id, index);
}

/** The index of an edition, loaded from its prebuilt file (or, outside a server, built on first use), and kept. */
export function translationIndex(edition: Edition): TranslationIndex {
  let index = indexes.get(edition.id);
  if (!index) {
    index = prebuiltData?.(edition.id);
    if (!index && !buildMissing) {
      throw new InvalidValue('unavailable', () => `the search index of edition '${edition.id}' could not be loaded on this server (its build is incomplete); try again later or search another edition`, {}, 'edition');
    }
    index ??= buildTranslationIndex(edition.id, edition.language, editionTexts(edition.id).flat());
    indexes.set(edition.id, index);
  }
  return index;
}

/** The editions whose index is in memory now. */
export function loadedTranslationIndexes(): string[] {
  return [...indexes.keys()];
}

/** One way to read the query: a key id per slot (-1: in no ayah), and whether a gap comes before it in the query. */
interface Slot {
  key: number;
  gap: boolean;
  grapheme: boolean;
}

/**
 * The readings of a query: its units, and for each word it cut at apostrophes also that word whole
 * (`qur'an` is `qur an` or `quran`). At most 16 readings.
 */
function readings(query: SearchWords, vocabulary: KeyTable): Slot[][] {
  const id = (key: string) => vocabulary.get(key) ?? -1;
  let out: Slot[][] = [[]];
  let i = 0;
  const joins = query.joined.slice(0, 4);
  while (i < query.units.length) {
    const join = joins.find((j) => j.at === i);
    const unit = query.units[i]!;
    if (join) {
      const split = query.units.slice(i, i + join.span).map((u) => ({ key: id(u.key), gap: u.gap, grapheme: u.grapheme }));
      const whole = { key: id(join.key), gap: unit.gap, grapheme: false };
      out = out.flatMap((reading) => [[...reading, ...split], [...reading, whole]]);
      i += join.span;
    } else {
      for (const reading of out) reading.push({ key: id(unit.key), gap: unit.gap, grapheme: unit.grapheme });
      i++;
    }
  }
  // A reading with a key no ayah has matches nothing.
  return out.filter((reading) => reading.every((slot) => slot.key !== -1));
}

/** The units the slots match from unit `at` of the ayah on, or null. */
function matchAt(ayah: IndexedAyah, slots: Slot[], at: number): number[] | null {
  const { keys, flags, joined } = ayah;
  const matched: number[] = [];
  let i = at;
  for (let s = 0; s < slots.length; s++) {
    const slot = slots[s]!;
    if (i >= keys.length) return null;
    // A phrase in a script without spaces does not run across a gap the query does not have.
    if (s > 0 && flags[i]! === (GRAPHEME | GAP) && !slot.gap && (flags[i - 1]! & GRAPHEME) !== 0) return null;
    if (keys[i] === slot.key) {
      matched.push(i);
      i++;
      continue;
    }
    let span = 0;
    if (joined) for (let j = 0; j < joined.length; j += 3) if (joined[j] === i && joined[j + 2] === slot.key) span = joined[j + 1]!;
    if (span === 0) return null;
    for (let k = 0; k < span; k++) matched.push(i + k);
    i += span;
  }
  return matched;
}

/** Whether a match of the slots can start at unit `at`: its key, or a whole word's, is the first slot's. */
function mayStartAt(ayah: IndexedAyah, slots: Slot[], at: number): boolean {
  const first = slots[0]!.key;
  if (ayah.keys[at] === first) return true;
  const { joined } = ayah;
  if (joined) for (let j = 0; j < joined.length; j += 3) if (joined[j] === at && joined[j + 2] === first) return true;
  return false;
}

/** The units (indices) of every occurrence of any reading in one ayah. */
function occurrences(ayah: IndexedAyah, alternatives: Slot[][]): number[] {
  const found = new Set<number>();
  for (const slots of alternatives) {
    for (let at = 0; at < ayah.keys.length; at++) {
      if (!mayStartAt(ayah, slots, at)) continue;
      const matched = matchAt(ayah, slots, at);
      if (matched) for (const unit of matched) found.add(unit);
    }
  }
  return [...found];
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
  const alternatives = readings(parsed, index.vocabulary);
  const words = (id: number) => {
    const ayah = index.ayahs.ayah(id);
    return [...new Set(occurrences(ayah, alternatives).map((unit) => ayah.words[unit]!))].sort((a, b) => a - b);
  };
  if (parsed.units.length === 0) return { normalized, ids: EMPTY, matchedWords: words };
  const size = index.vocabulary.size;
  const found: Uint16Array[] = [];
  for (const slots of alternatives) {
    if (slots.length === 1) {
      // One key: its postings are exact.
      const key = slots[0]!.key;
      found.push(restrict(index.postingIds.subarray(index.postingStart[key]!, index.postingStart[key + 1]!), range));
      continue;
    }
    const pairList = (code: number) => {
      const n = index.pairs.get(code);
      return n === undefined ? EMPTY : index.pairIds.subarray(index.pairStart[n]!, index.pairStart[n + 1]!);
    };
    const lists: Uint16Array[] = [];
    for (let s = 1; s < slots.length; s++) {
      const code = (slots[s - 1]!.key * size + slots[s]!.key) * 2;
      // Two characters of a script without spaces: side by side, or across a gap if the query has one there.
      const across = slots[s]!.gap && slots[s]!.grapheme && slots[s - 1]!.grapheme;
      lists.push(across ? unite([pairList(code), pairList(code + 1)]) : pairList(code));
    }
    // Two keys: the pair's postings are exact.
    if (slots.length === 2) {
      found.push(restrict(lists[0]!, range));
      continue;
    }
    const candidates = intersect(lists, range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      const ayah = index.ayahs.ayah(id);
      for (let at = 0; at < ayah.keys.length; at++) {
        if (mayStartAt(ayah, slots, at) && matchAt(ayah, slots, at)) {
          candidates[n++] = id;
          break;
        }
      }
    }
    found.push(candidates.subarray(0, n));
  }
  return { normalized, ids: unite(found), matchedWords: words };
}

/**
 * A query that finds something in a language's default edition (the first word of its 1:1), for a
 * server that builds the indexes before it reports ready.
 * @example warmUpQuery('fr') //=> 'Au'
 */
export function warmUpQuery(lang: string): string {
  const edition = defaultSearchEdition(lang);
  if (!edition) return lang === 'ar' ? 'الله' : 'allah';
  // The loaded index's texts when there is one: parsing the edition's file takes 30-370 ms at once.
  const first = indexes.get(edition.id)?.texts.text(0) ?? editionTexts(edition.id)[0]![0]!;
  return first.split(' ').find((word) => /\p{L}/u.test(word)) ?? first;
}
