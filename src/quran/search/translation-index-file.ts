/**
 * An edition's search index as a file that needs almost no parsing: its arrays are typed arrays
 * stored as they lie in memory, its texts and vocabulary one string each. Reading one back makes a
 * few dozen objects instead of a few hundred thousand (a structured-clone file of the same index
 * took 30-370 ms to deserialize and about 10 MB of heap; the loaded index keeps the file's arrays).
 *
 * Layout: `QTIX`, a uint32 (little-endian) header length, the JSON header (the caller's fields,
 * the edition, its search profile and the sections' places), then the sections, each 8-aligned.
 * The pairs are stored sorted by their number, and the vocabulary sorted, both found by binary search.
 */
import { compareInPlace } from '../../shared/compare-in-place';
import type { SearchProfile } from './search-profile';
import type { AyahTexts, BuiltTranslationIndex, IndexedAyah, IndexedAyahs, KeyTable, PairTable, TranslationIndex } from './translation-index';

const MAGIC = 'QTIX';
/** Between two texts, or two keys: a character no text or key holds (checked when written). */
const SEPARATOR = '\u0000';

type SectionType = 'utf8' | 'i32' | 'u16' | 'u8' | 'f64';
const ELEMENT: Record<Exclude<SectionType, 'utf8'>, { bytes: number; make: (buffer: ArrayBuffer, offset: number, length: number) => ArrayLike<number> }> = {
  i32: { bytes: 4, make: (b, o, n) => new Int32Array(b, o, n) },
  u16: { bytes: 2, make: (b, o, n) => new Uint16Array(b, o, n) },
  u8: { bytes: 1, make: (b, o, n) => new Uint8Array(b, o, n) },
  f64: { bytes: 8, make: (b, o, n) => new Float64Array(b, o, n) },
};

interface Header {
  format: number;
  id: string;
  lang: string;
  profile: SearchProfile;
  /** name → [type, byte offset from the start of the sections, length in elements or bytes]. */
  sections: Record<string, [SectionType, number, number]>;
  [field: string]: unknown;
}

const joinChecked = (strings: readonly string[], what: string) => {
  for (const string of strings) if (string.includes(SEPARATOR)) throw new Error(`a ${what} holds U+0000: cannot be written`);
  return strings.join(SEPARATOR);
};

/** The file's bytes: `fields` (format and hashes) in the header, then the index. */
export function encodeTranslationIndex(index: BuiltTranslationIndex, fields: { format: number; [field: string]: unknown }): Buffer {
  const n = index.ayahs.length;
  const ayahs = Array.from({ length: n }, (_, i) => index.ayahs.ayah(i));
  const unitStart = new Int32Array(n + 1);
  const joinedStart = new Int32Array(n + 1);
  ayahs.forEach((ayah, i) => {
    unitStart[i + 1] = unitStart[i]! + ayah.keys.length;
    joinedStart[i + 1] = joinedStart[i]! + (ayah.joined?.length ?? 0);
  });
  const keys = new Int32Array(unitStart[n]!);
  const words = new Uint16Array(unitStart[n]!);
  const flags = new Uint8Array(unitStart[n]!);
  const joined = new Int32Array(joinedStart[n]!);
  ayahs.forEach((ayah, i) => {
    keys.set(ayah.keys, unitStart[i]);
    words.set(ayah.words, unitStart[i]);
    flags.set(ayah.flags, unitStart[i]);
    if (ayah.joined) joined.set(ayah.joined, joinedStart[i]);
  });
  // The vocabulary sorted (as `<` compares strings), with each key's id.
  const vocabulary = [...index.vocabulary.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // The pairs sorted by number, their lists in that order.
  const pairs = [...index.pairs.entries()].sort(([a], [b]) => a - b);
  const pairCodes = new Float64Array(pairs.length);
  const pairStart = new Int32Array(pairs.length + 1);
  const pairIds = new Uint16Array(index.pairIds.length);
  pairs.forEach(([code, n], k) => {
    pairCodes[k] = code;
    const list = index.pairIds.subarray(index.pairStart[n]!, index.pairStart[n + 1]!);
    pairIds.set(list, pairStart[k]!);
    pairStart[k + 1] = pairStart[k]! + list.length;
  });
  const parts: [string, SectionType, Uint8Array, number][] = [];
  const add = (name: string, type: SectionType, data: ArrayBufferView & { length?: number }, length?: number) =>
    parts.push([name, type, new Uint8Array(data.buffer, data.byteOffset, data.byteLength), length ?? (data as unknown as { length: number }).length]);
  const utf8 = (name: string, text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    add(name, 'utf8', bytes, bytes.length);
  };
  utf8('texts', joinChecked(Array.from({ length: index.texts.length }, (_, i) => index.texts.text(i)), 'text'));
  utf8('vocabulary', joinChecked(vocabulary.map(([key]) => key), 'key'));
  add('vocabularyIds', 'i32', Int32Array.from(vocabulary, ([, id]) => id));
  add('unitStart', 'i32', unitStart);
  add('keys', 'i32', keys);
  add('words', 'u16', words);
  add('flags', 'u8', flags);
  add('joinedStart', 'i32', joinedStart);
  add('joined', 'i32', joined);
  add('postingStart', 'i32', index.postingStart);
  add('postingIds', 'u16', index.postingIds);
  add('pairCodes', 'f64', pairCodes);
  add('pairStart', 'i32', pairStart);
  add('pairIds', 'u16', pairIds);
  const sections: Header['sections'] = {};
  let at = 0;
  for (const [name, type, bytes, length] of parts) {
    sections[name] = [type, at, length];
    at += Math.ceil(bytes.length / 8) * 8;
  }
  const header: Header = { ...fields, id: index.id, lang: index.lang, profile: index.profile, sections };
  const head = Buffer.from(JSON.stringify(header));
  const lead = Buffer.alloc(Math.ceil((8 + head.length) / 8) * 8);
  lead.write(MAGIC, 0, 'latin1');
  lead.writeUInt32LE(head.length, 4);
  head.copy(lead, 8);
  const body = Buffer.alloc(at);
  for (const [name, , bytes] of parts) body.set(bytes, sections[name]![1]);
  return Buffer.concat([lead, body]);
}

/** The header of an index file; throws on bytes that are not one. */
export function translationIndexHeader(bytes: Buffer): Header {
  if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('not an edition search index (no QTIX mark)');
  const length = bytes.readUInt32LE(4);
  if (8 + length > bytes.length) throw new Error('header cut short');
  return JSON.parse(bytes.toString('utf8', 8, 8 + length)) as Header;
}

/**
 * The index in a file's bytes, in steps (each a few ms: the texts, the vocabulary, the arrays), so
 * that a server answers requests between two: call `next()` until it returns the index.
 */
export function* decodeTranslationIndex(bytes: Buffer): Generator<undefined, TranslationIndex> {
  const header = translationIndexHeader(bytes);
  const start = Math.ceil((8 + bytes.readUInt32LE(4)) / 8) * 8;
  const section = (name: string) => {
    const place = header.sections[name];
    if (!place) throw new Error(`section ${name} missing`);
    const [type, offset, length] = place;
    const size = type === 'utf8' ? length : length * ELEMENT[type].bytes;
    if (start + offset + size > bytes.length) throw new Error('search index cut short');
    if (type === 'utf8') return bytes.toString('utf8', start + offset, start + offset + size);
    // A copy in a buffer of its own: the loaded index keeps its arrays, not the whole file.
    const copy = new ArrayBuffer(size);
    new Uint8Array(copy).set(bytes.subarray(start + offset, start + offset + size));
    return ELEMENT[type].make(copy, 0, length);
  };
  const typed = <T>(name: string) => section(name) as unknown as T;
  const texts = new JoinedTexts(section('texts') as string);
  yield;
  const vocabulary = new SortedKeys(section('vocabulary') as string, typed<Int32Array>('vocabularyIds'));
  yield;
  const ayahs = new FlatAyahs(typed('unitStart'), typed('keys'), typed('words'), typed('flags'), typed('joinedStart'), typed('joined'));
  yield;
  const pairs = new SortedPairs(typed<Float64Array>('pairCodes'));
  const index: TranslationIndex = {
    id: header.id,
    lang: header.lang,
    texts,
    profile: header.profile,
    vocabulary,
    ayahs,
    postingStart: typed('postingStart'),
    postingIds: typed('postingIds'),
    pairs,
    pairStart: typed('pairStart'),
    pairIds: typed('pairIds'),
  };
  if (texts.length !== ayahs.length) throw new Error(`${texts.length} texts for ${ayahs.length} ayahs`);
  return index;
}

/**
 * Where each of `count` strings joined by SEPARATOR starts in `joined`, and (last) where one more
 * would: string k is `joined.slice(starts[k], starts[k + 1] - 1)`. Throws when `joined` holds
 * another number of them.
 */
function separatedStarts(joined: string, count: number, what: string): Int32Array {
  const starts = new Int32Array(count + 1);
  let at = 0;
  for (let k = 0; k < count; k++) {
    starts[k] = at;
    const end = k === count - 1 ? joined.length : joined.indexOf(SEPARATOR, at);
    if (end < 0) throw new Error(`${k + 1} ${what}s where ${count} were expected`);
    at = end + 1;
  }
  starts[count] = at;
  if (count > 0 && joined.indexOf(SEPARATOR, starts[count - 1]) >= 0) throw new Error(`more ${what}s than ${count}`);
  return starts;
}

const countSeparated = (joined: string) => {
  let count = 1;
  for (let at = joined.indexOf(SEPARATOR); at >= 0; at = joined.indexOf(SEPARATOR, at + 1)) count++;
  return count;
};

/** The texts: the file's one string, an ayah's text sliced from it when asked (no string kept per ayah). */
class JoinedTexts implements AyahTexts {
  private readonly starts: Int32Array;

  constructor(private readonly joined: string) {
    this.starts = separatedStarts(joined, countSeparated(joined), 'text');
  }

  get length(): number {
    return this.starts.length - 1;
  }

  text(id: number): string {
    return this.joined.slice(this.starts[id]!, this.starts[id + 1]! - 1);
  }
}

/**
 * The vocabulary: the file's one string of sorted keys and where each starts, and the keys' ids; a
 * key found by binary search comparing in place, code unit by code unit (the order of `<`).
 */
export class SortedKeys implements KeyTable {
  private readonly starts: Int32Array;

  constructor(
    private readonly joined: string,
    private readonly ids: Int32Array,
  ) {
    this.starts = separatedStarts(joined, ids.length, 'key');
  }

  get size(): number {
    return this.ids.length;
  }

  get(key: string): number | undefined {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(mid, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.ids.length && this.compare(lo, key) === 0 ? this.ids[lo] : undefined;
  }

  /** Negative, zero or positive as key k sorts before, with or after `key`. */
  private compare(k: number, key: string): number {
    return compareInPlace(this.joined, this.starts[k]!, this.starts[k + 1]! - 1, key);
  }
}

/** The pairs: their numbers sorted, the n-th number's lists the n-th of `pairStart`. */
class SortedPairs implements PairTable {
  constructor(private readonly codes: Float64Array) {}

  get size(): number {
    return this.codes.length;
  }

  get(code: number): number | undefined {
    let lo = 0;
    let hi = this.codes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.codes[mid]! < code) lo = mid + 1;
      else hi = mid;
    }
    return this.codes[lo] === code ? lo : undefined;
  }
}

/** The ayahs' units: views over the flat arrays, made when asked for and not kept. */
class FlatAyahs implements IndexedAyahs {
  constructor(
    private readonly unitStart: Int32Array,
    private readonly keys: Int32Array,
    private readonly words: Uint16Array,
    private readonly flags: Uint8Array,
    private readonly joinedStart: Int32Array,
    private readonly joined: Int32Array,
  ) {}

  get length(): number {
    return this.unitStart.length - 1;
  }

  ayah(id: number): IndexedAyah {
    const from = this.unitStart[id]!;
    const to = this.unitStart[id + 1]!;
    const joinFrom = this.joinedStart[id]!;
    const joinTo = this.joinedStart[id + 1]!;
    return {
      keys: this.keys.subarray(from, to),
      words: this.words.subarray(from, to),
      flags: this.flags.subarray(from, to),
      joined: joinTo > joinFrom ? this.joined.subarray(joinFrom, joinTo) : null,
    };
  }
}
