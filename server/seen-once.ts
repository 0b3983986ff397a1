/**
 * Texts seen once (request targets, paths) and not kept, by a 30-bit hash of each (a small integer:
 * nothing allocated): two sets of at most `window`, the older dropped when the newer is full, so a
 * text asked again within `window` to twice as many other new texts is known. A hash shared by two
 * texts only makes the second one kept a request early. What is kept on the second sighting is the
 * caller's: a text asked once (a page of a search never asked before) is dropped young instead of
 * held in a map until it is cleared, by which time it had reached the old generation.
 */
export class SeenOnce {
  private recent = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly window: number) {}

  /** True when the text was seen before (and forgets it); else notes it. */
  again(text: string): boolean {
    const hash = textHash(text);
    if (this.recent.delete(hash) || this.older.delete(hash)) return true;
    if (this.recent.size >= this.window) {
      this.older = this.recent;
      this.recent = new Set();
    }
    this.recent.add(hash);
    return false;
  }
}

/** FNV-1a of a text's UTF-16 units, in 30 bits. */
function textHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash & 0x3fffffff;
}
