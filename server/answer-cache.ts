import { ClockCache } from './files/clock-cache';
import type { Encoding } from './files/compression';
import { SeenOnce } from './limits/seen-once';

/** One generated answer, kept with what it costs to make again: its bytes, ETag and compressed forms. */
export interface CachedAnswer {
  bytes: Buffer;
  headers: Record<string, string>;
  compressed: Partial<Record<Encoding, Buffer>>;
  /** The headers sent with each form (identity, an encoding), made once and reused while it is kept (representation.ts). */
  sent?: Partial<Record<Encoding | 'identity', Readonly<Record<string, string>>>>;
}

/**
 * A generated answer to cache, from its bytes as the route made them: in memory of their own (not a
 * slice of Node's shared 8 KB pool: src/api/dispatch.ts generateAnswerBytes), so the budget counts
 * what it holds, and not copied again.
 */
export function cachedAnswerOf(bytes: Buffer, headers: Record<string, string>): CachedAnswer {
  return { bytes, headers, compressed: {} };
}

/**
 * A cache of generated deterministic answers (a search, a jummal text), those not read lately evicted
 * first (server/files/clock-cache.ts), bounded in
 * bytes, keys included, so that no sequence of requests grows memory past the budget. Serializing
 * and hashing a 20-result search costs three times the search itself; a repeated query costs a
 * lookup. Answers that may not be cached (random, `today`) never enter it.
 */
export class AnswerCache {
  // A hit and an insert cost the same at any size (server/files/clock-cache.ts; the Map delete-and-set it
  // replaces cost 76 µs a hit at 50,000 entries).
  private readonly entries: ClockCache<CachedAnswer> | null;
  /**
   * Answers over LARGE_ANSWER_BYTES, in a share of the budget of their own (LARGE_ANSWERS_SHARE):
   * kept in the one cache, a client asking distinct 814 KB jummal texts filled the whole budget with
   * answers nobody asks again, evicting every search (RSS +32 MB of a 50 MB allowance, bench/README.md
   * "A handful of hostile clients"). Kept, like any other, once asked again (askedBefore).
   */
  private readonly large: ClockCache<CachedAnswer> | null;

  constructor(maxBytes: number) {
    const largeBytes = Math.floor(maxBytes * LARGE_ANSWERS_SHARE);
    const cache = (size: number) => (size > 0 ? new ClockCache<CachedAnswer>({ maxSize: size, maxEntrySize: maxBytes / 16, sizeOf: (entry, key) => sizeOf(key, entry) }) : null);
    this.entries = cache(maxBytes - largeBytes);
    this.large = cache(largeBytes);
    this.askedOnce = new SeenOnce(Math.max(256, Math.floor(maxBytes / ASKED_ONCE_BYTES)));
  }

  /**
   * Answers made once and not kept, by a hash of their key: most distinct answers (a search's page)
   * are asked once, and keeping each one pushed 18 KB a request through the cache into the old
   * generation, where only full collections of the whole heap free it (bench/README.md "Live
   * answers as bytes"). An answer is kept once it is asked again within about as many other answers
   * as the cache holds of 16 KB ones (its last window to twice that), as it would have
   * been found in the cache then. A collision of hashes only keeps an answer on its first request.
   */
  private readonly askedOnce: SeenOnce;

  /** Whether an answer to this key, not kept, was made lately (then forgotten); else remembers that it is made now. */
  askedBefore(key: string): boolean {
    return this.askedOnce.again(key);
  }

  /** Whether `set` would keep this entry under this key: the cache is on and the entry is within its share's limit. */
  wouldKeep(key: string, entry: CachedAnswer): boolean {
    return this.cacheFor(entry)?.fits(key, entry) ?? false;
  }

  get(key: string): CachedAnswer | undefined {
    return this.entries?.get(key) ?? this.large?.get(key);
  }

  set(key: string, entry: CachedAnswer): void {
    const cache = this.cacheFor(entry);
    if (!cache || this.entries?.has(key) || this.large?.has(key)) return;
    cache.set(key, entry);
  }

  /** Whether this very entry is kept under the key now. */
  holds(key: string, entry: CachedAnswer): boolean {
    return this.holderOf(key, entry) !== null;
  }

  /** Adds a compressed form to an entry already cached, keeping the byte budget. */
  addCompressed(key: string, entry: CachedAnswer, encoding: Encoding, bytes: Buffer, headers?: Readonly<Record<string, string>>): void {
    const holder = this.holderOf(key, entry);
    if (!holder || entry.compressed[encoding]) return;
    entry.compressed[encoding] = bytes;
    if (headers) (entry.sent ??= {})[encoding] = headers;
    // Set again: its size is counted anew.
    holder.set(key, entry);
  }

  get size(): { entries: number; bytes: number } {
    return {
      entries: (this.entries?.size ?? 0) + (this.large?.size ?? 0),
      bytes: (this.entries?.calculatedSize ?? 0) + (this.large?.calculatedSize ?? 0),
    };
  }

  private cacheFor(entry: CachedAnswer): ClockCache<CachedAnswer> | null {
    return entry.bytes.length > LARGE_ANSWER_BYTES ? this.large : this.entries;
  }

  private holderOf(key: string, entry: CachedAnswer): ClockCache<CachedAnswer> | null {
    if (this.entries?.peek(key) === entry) return this.entries;
    if (this.large?.peek(key) === entry) return this.large;
    return null;
  }
}

/** An answer larger than this is kept in the share of the budget for large answers (AnswerCache.large). */
export const LARGE_ANSWER_BYTES = 64 * 1024;
/** The share of the budget for answers over LARGE_ANSWER_BYTES: 4 MB of the default 32 MB. */
export const LARGE_ANSWERS_SHARE = 1 / 8;

/** Bytes besides the body and its compressed forms: 300 for the entry's objects, 900 per set of headers kept with it (its own and those merged from it, context.ts). */
function sizeOf(key: string, entry: CachedAnswer): number {
  let size = key.length * 2 + entry.bytes.length + 300;
  for (const compressed of Object.values(entry.compressed)) size += compressed?.length ?? 0;
  for (const sent of Object.values(entry.sent ?? {})) if (sent) size += 900;
  return size;
}

/**
 * The cache key of a route's answer: the route, then each argument in the order of its name as
 * `\n name = length : value`. The value's length (in UTF-16 units) makes the key unambiguous whatever
 * the value holds; names are declared identifiers. A handful of names sorted in place and one
 * concatenation cost a third of `JSON.stringify` of a sorted array.
 */
export function answerKey(routeId: string, args: Record<string, string>): string {
  const names = Object.keys(args);
  for (let i = 1; i < names.length; i++) {
    const name = names[i]!;
    let j = i - 1;
    for (; j >= 0 && names[j]! > name; j--) names[j + 1] = names[j]!;
    names[j + 1] = name;
  }
  let key = routeId;
  for (const name of names) {
    const value = args[name]!;
    key += `\n${name}=${value.length}:${value}`;
  }
  return key;
}

/** The answer size by which the window of answers made once is counted: 2,048 keys for 32 MB. */
const ASKED_ONCE_BYTES = 16 * 1024;

