/**
 * A query matched in one edition's index (translation-index.ts): the query's units one after the other
 * in an ayah's units, where a unit may also be matched by a word cut by apostrophes taken whole.
 */
import { EMPTY, intersect, restrict, unite, type Range } from './postings';
import { GAP, GRAPHEME, type IndexedAyah, type KeyTable, type TranslationIndex } from './translation-index';
import { searchWords, type SearchWords } from './words';

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
