/**
 * Sorted posting lists of ayah ids (0..6235 in mushaf order): restriction to a range, intersection
 * and union. Shared by the Arabic, English and translation searches.
 */

/** Ayah ids [start, end): one surah, or the whole Quran. */
export type Range = readonly [start: number, end: number];

export const EMPTY = new Uint16Array(0);

export interface Matches {
  /** The query as compared. */
  normalized: string;
  /** Matching ayah ids, ascending (mushaf order). */
  matches: Uint16Array;
  /** The words of the compared text that hold the match, ascending. */
  matchedWords: (id: number) => number[];
}

export const NO_WORDS = (): number[] => [];

/** The ids of a sorted posting list inside [start, end), without copying. */
export function restrict(list: Uint16Array, [start, end]: Range): Uint16Array {
  if (start === 0 && end > (list[list.length - 1] ?? -1)) return list;
  return list.subarray(lowerBound(list, start), lowerBound(list, end));
}

/**
 * Intersects sorted posting lists into a new array, smallest first, each candidate found in the
 * next list by a galloping search (cost grows with the candidates left, not the list's length).
 * Stops once few candidates are left, or a list removes none of a few hundred: the caller verifies every
 * candidate anyway, so the result may be a superset of the true intersection.
 */
export function intersect(lists: Uint16Array[], range: Range): Uint16Array {
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

/** The union of sorted lists (each ascending, no repeats), ascending, each id once. */
export function unite(lists: readonly Uint16Array[]): Uint16Array {
  const nonEmpty = lists.filter((list) => list.length > 0);
  if (nonEmpty.length <= 1) return nonEmpty[0] ?? EMPTY;
  const all = new Uint16Array(nonEmpty.reduce((sum, list) => sum + list.length, 0));
  let at = 0;
  for (const list of nonEmpty) {
    all.set(list, at);
    at += list.length;
  }
  all.sort();
  let n = 1;
  for (let k = 1; k < all.length; k++) if (all[k] !== all[n - 1]) all[n++] = all[k]!;
  return all.subarray(0, n);
}

/** The union of two ascending lists without repeats, ascending. */
export function mergeAscending(a: number[], b: number[]): number[] {
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

export function lowerBound(list: Uint16Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
