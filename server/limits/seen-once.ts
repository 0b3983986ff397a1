/**
 * Texts seen once (request targets, paths) and not kept, by a 30-bit hash of each (a small integer:
 * nothing allocated): two generations of `window` new texts each, the older dropped when the newer
 * has noted `window`, so a text asked again within `window` to twice as many other new texts is known. A hash shared by
 * two texts only makes the second one kept a request early. What is kept on the second sighting is
 * the caller's: a text asked once (a page of a search never asked before) is dropped young instead
 * of held in a map until it is cleared, by which time it had reached the old generation.
 *
 * Each generation is an open-addressed table of hashes in an Int32Array at most half full (0 empty,
 * -1 a hash forgotten), probed linearly: a miss, the common case, cost a Set's delete twice (hashing
 * a number and walking a 4,096-entry table's chain, 2.4% of a distinct search's CPU) and is now a
 * probe or two of contiguous memory.
 */
export class SeenOnce {
  private recent: Int32Array;
  private older: Int32Array;
  /** Hashes put in `recent` since it was last emptied (forgotten ones included: their slots stay taken). */
  private recentCount = 0;
  private readonly mask: number;

  constructor(private readonly window: number) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, window) * 2));
    this.recent = new Int32Array(size);
    this.older = new Int32Array(size);
    this.mask = size - 1;
  }

  /** True when the text was seen before (and forgets it); else notes it. */
  again(text: string): boolean {
    const hash = textHash(text) + 1;
    if (forget(this.recent, this.mask, hash) || forget(this.older, this.mask, hash)) return true;
    if (this.recentCount >= this.window) {
      const emptied = this.older;
      this.older = this.recent;
      this.recent = emptied.fill(0);
      this.recentCount = 0;
    }
    note(this.recent, this.mask, hash);
    this.recentCount++;
    return false;
  }
}

/** Marks `hash` forgotten in the table if it is there. */
function forget(table: Int32Array, mask: number, hash: number): boolean {
  for (let i = hash & mask; ; i = (i + 1) & mask) {
    const held = table[i]!;
    if (held === 0) return false;
    if (held === hash) {
      table[i] = -1;
      return true;
    }
  }
}

/** Puts `hash` in the first free slot from its own (never full: at most half its slots are ever taken). */
function note(table: Int32Array, mask: number, hash: number): void {
  let i = hash & mask;
  while (table[i] !== 0) i = (i + 1) & mask;
  table[i] = hash;
}

/** FNV-1a of a text's UTF-16 units, in 30 bits. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}
