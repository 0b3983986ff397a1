/**
 * Many short lists of numbers held as one typed array of all their elements and an Int32Array of
 * where each list starts: two objects on the V8 heap instead of one typed array per list. An index
 * kept for the life of the process lies in the old generation, and every young-generation
 * collection walks the old generation's pages: the fewer objects it keeps there, the shorter each
 * pause. The elements themselves lie in the typed arrays' backing stores, outside the V8 heap.
 */

export type ListItems = Uint16Array | Int32Array;

/** The lists as plain data (as the index file holds them): list i is `items` from `starts[i]` up to `starts[i + 1]`. */
export interface FlatListsData<T extends ListItems> {
  items: T;
  starts: Int32Array;
}

/** Lists keyed by numbers: `keys` ascending, and the list of `keys[i]` is list i of `lists`. */
export interface KeyedListsData<T extends ListItems> {
  keys: Float64Array;
  lists: FlatListsData<T>;
}

type ItemsOf<T extends ListItems> = (length: number) => T;

export const uint16Items: ItemsOf<Uint16Array> = (length) => new Uint16Array(length);
export const int32Items: ItemsOf<Int32Array> = (length) => new Int32Array(length);

/** Packs lists into one array of `make`'s kind. */
export function flatLists<T extends ListItems>(lists: readonly ArrayLike<number>[], make: ItemsOf<T>): FlatListsData<T> {
  const starts = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) starts[i + 1] = starts[i]! + lists[i]!.length;
  const items = make(starts[lists.length]!);
  for (let i = 0; i < lists.length; i++) items.set(lists[i]!, starts[i]!);
  return { items, starts };
}

/** Packs a map from numbers to lists, its keys sorted. */
export function keyedLists<T extends ListItems>(map: ReadonlyMap<number, ArrayLike<number>>, make: ItemsOf<T>): KeyedListsData<T> {
  const keys = Float64Array.from(map.keys()).sort();
  return { keys, lists: flatLists(Array.from(keys, (key) => map.get(key)!), make) };
}

/** The lists' reader over their data. */
export class FlatLists<T extends ListItems> {
  readonly items: T;
  readonly starts: Int32Array;
  /** How many lists. */
  readonly length: number;

  constructor({ items, starts }: FlatListsData<T>) {
    this.items = items;
    this.starts = starts;
    this.length = starts.length - 1;
  }

  /** Where list i starts in `items`. */
  from(i: number): number {
    return this.starts[i]!;
  }

  /** Where list i ends in `items` (exclusive). */
  to(i: number): number {
    return this.starts[i + 1]!;
  }

  /** List i, a view over `items` (made on each call: hot loops read `items` between `from` and `to`). */
  list(i: number): T {
    return this.items.subarray(this.starts[i]!, this.starts[i + 1]!) as T;
  }
}

/** The keyed lists' reader over their data: a key found by binary search. */
export class KeyedLists<T extends ListItems> {
  readonly keys: Float64Array;
  readonly lists: FlatLists<T>;

  constructor({ keys, lists }: KeyedListsData<T>) {
    this.keys = keys;
    this.lists = new FlatLists(lists);
  }

  get size(): number {
    return this.keys.length;
  }

  /** The position of `key` among the keys, or -1 when it has no list. */
  indexOf(key: number): number {
    const keys = this.keys;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo < keys.length && keys[lo] === key ? lo : -1;
  }

  /** The list of `key`, or undefined when it has none. */
  get(key: number): T | undefined {
    const at = this.indexOf(key);
    return at === -1 ? undefined : this.lists.list(at);
  }
}
