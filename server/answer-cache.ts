import { ClockCache } from './clock-cache';
import type { Encoding } from './compression';

/** One generated answer, kept with what it costs to make again: its bytes, ETag and compressed forms. */
export interface CachedAnswer {
  bytes: Buffer;
  headers: Record<string, string>;
  compressed: Partial<Record<Encoding, Buffer>>;
  /** The headers sent with each form (identity, an encoding), made once and reused while it is kept (representation.ts). */
  sent?: Partial<Record<Encoding | 'identity', Readonly<Record<string, string>>>>;
}

/** A generated answer to cache: its bytes in memory of their own (not a slice of Node's shared 8 KB pool), so the budget counts what it holds. */
export function cachedAnswerOf(body: string, headers: Record<string, string>): CachedAnswer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(body));
  bytes.write(body);
  return { bytes, headers, compressed: {} };
}

/**
 * A cache of generated deterministic answers (a search, a jummal text), those not read lately evicted
 * first (server/clock-cache.ts), bounded in
 * bytes, keys included, so that no sequence of requests grows memory past the budget. Serializing
 * and hashing a 20-result search costs three times the search itself; a repeated query costs a
 * lookup. Answers that may not be cached (random, `today`) never enter it.
 */
export class AnswerCache {
  // A hit and an insert cost the same at any size (server/clock-cache.ts; the Map delete-and-set it
  // replaces cost 76 µs a hit at 50,000 entries).
  private readonly entries: ClockCache<CachedAnswer> | null;
  private readonly askedBefore = new KeysSeen(4096);

  constructor(private readonly maxBytes: number) {
    this.entries = maxBytes > 0 ? new ClockCache<CachedAnswer>({ maxSize: maxBytes, maxEntrySize: maxBytes / 16, sizeOf: (entry, key) => sizeOf(key, entry) }) : null;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key);
  }

  /**
   * Keeps an answer; one over LARGE_ANSWER_BYTES only when its key was asked before (asked once,
   * it is remembered by a hash of its key, not kept). Every new large answer kept at once let a
   * client asking distinct 814 KB jummal texts fill the whole budget with answers nobody asks again
   * (RSS +32 MB of a 50 MB allowance, bench/README.md "A handful of hostile clients").
   */
  set(key: string, entry: CachedAnswer): void {
    if (!this.entries || this.entries.has(key)) return;
    if (entry.bytes.length > LARGE_ANSWER_BYTES && !this.askedBefore.seen(key)) return;
    this.entries.set(key, entry);
  }

  /** Whether this very entry is kept under the key now. */
  holds(key: string, entry: CachedAnswer): boolean {
    return this.entries?.peek(key) === entry;
  }

  /** Adds a compressed form to an entry already cached, keeping the byte budget. */
  addCompressed(key: string, entry: CachedAnswer, encoding: Encoding, bytes: Buffer, headers?: Readonly<Record<string, string>>): void {
    if (!this.entries || this.entries.peek(key) !== entry || entry.compressed[encoding]) return;
    entry.compressed[encoding] = bytes;
    if (headers) (entry.sent ??= {})[encoding] = headers;
    // Set again: its size is counted anew.
    this.entries.set(key, entry);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries?.size ?? 0, bytes: this.entries?.calculatedSize ?? 0 };
  }
}

/** Answers larger than this are kept on their second request only (AnswerCache.set). */
export const LARGE_ANSWER_BYTES = 64 * 1024;

/**
 * Keys met, by a 32-bit hash of each (a jummal key is up to 9 KB: its hash is 4 bytes), at most
 * `capacity` of them, forgotten all at once when full. A collision only keeps an answer a request early.
 */
class KeysSeen {
  private readonly hashes = new Set<number>();
  constructor(private readonly capacity: number) {}

  /** Whether the key was met before; it is met now. */
  seen(key: string): boolean {
    const hash = fnv1a(key);
    if (this.hashes.has(hash)) return true;
    if (this.hashes.size >= this.capacity) this.hashes.clear();
    this.hashes.add(hash);
    return false;
  }
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** Bytes besides the body and its compressed forms: 300 for the entry's objects, 900 per set of headers kept with it (its own and those merged from it, context.ts). */
function sizeOf(key: string, entry: CachedAnswer): number {
  let size = key.length * 2 + entry.bytes.length + 300;
  for (const compressed of Object.values(entry.compressed)) size += compressed?.length ?? 0;
  for (const sent of Object.values(entry.sent ?? {})) if (sent) size += 900;
  return size;
}

/** The cache key of a route's answer: the route and its arguments, in a fixed order. */
export function answerKey(routeId: string, args: Record<string, string>): string {
  return JSON.stringify([routeId, ...Object.keys(args).sort().flatMap((name) => [name, args[name]])]);
}
