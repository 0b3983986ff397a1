import type { Encoding } from '../src/api/compression';

/** One generated answer, kept with what it costs to make again: its bytes, ETag and compressed forms. */
export interface CachedAnswer {
  bytes: Buffer;
  headers: Record<string, string>;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/**
 * Least-recently-used cache of generated deterministic answers (a search, a jummal text), bounded in
 * bytes, keys included, so that no sequence of requests grows memory past the budget. Serializing
 * and hashing a 20-result search costs three times the search itself; a repeated query costs a
 * lookup. Answers that may not be cached (random, `today`) never enter it.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    if (this.maxBytes <= 0 || this.entries.has(key)) return;
    const size = sizeOf(key, entry);
    if (size > this.maxBytes / 16) return;
    this.entries.set(key, entry);
    this.bytes += size;
    this.evict();
  }

  /** Adds a compressed form to an entry already cached, keeping the byte budget. */
  addCompressed(key: string, entry: CachedAnswer, encoding: Encoding, bytes: Buffer): void {
    if (this.entries.get(key) !== entry || entry.compressed[encoding]) return;
    entry.compressed[encoding] = bytes;
    this.bytes += bytes.length;
    this.evict();
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= sizeOf(key, entry);
    }
  }
}

function sizeOf(key: string, entry: CachedAnswer): number {
  let size = key.length * 2 + entry.bytes.length + 300;
  for (const compressed of Object.values(entry.compressed)) size += compressed?.length ?? 0;
  return size;
}

/** The cache key of a route's answer: the route and its arguments, in a fixed order. */
export function answerKey(routeId: string, args: Record<string, string>): string {
  return JSON.stringify([routeId, ...Object.keys(args).sort().flatMap((name) => [name, args[name]])]);
}
