/**
 * The index of one edition for search in a translation (translations.ts): each ayah's units (words.ts)
 * as key ids with their words and flags, postings per key and per pair of neighbouring keys. Built
 * here as Maps; read back from a file as tables (translation-index-file.ts) behind the same interfaces.
 */
import { searchProfile, type SearchProfile } from './search-profile';
import { searchWords, type SearchWords } from './words';

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

/** Bits of `IndexedAyah.flags`. */
export const GRAPHEME = 1;
export const GAP = 2;

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
