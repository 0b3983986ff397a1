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
import type { SearchProfile } from './words';
import type { BuiltTranslationIndex, IndexedAyah, KeyTable, PairTable, TranslationIndex } from './translations';

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
  const unitStart = new Int32Array(n + 1);
  const joinedStart = new Int32Array(n + 1);
  index.ayahs.forEach((ayah, i) => {
    unitStart[i + 1] = unitStart[i]! + ayah.keys.length;
    joinedStart[i + 1] = joinedStart[i]! + (ayah.joined?.length ?? 0);
  });
  const keys = new Int32Array(unitStart[n]!);
  const words = new Uint16Array(unitStart[n]!);
  const flags = new Uint8Array(unitStart[n]!);
  const joined = new Int32Array(joinedStart[n]!);
  index.ayahs.forEach((ayah, i) => {
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
  utf8('texts', joinChecked(index.texts, 'text'));
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
  const texts = (section('texts') as string).split(SEPARATOR);
  yield;
  const vocabulary = new SortedKeys((section('vocabulary') as string).split(SEPARATOR), typed<Int32Array>('vocabularyIds'));
  yield;
  const ayahs = lazyAyahs(typed('unitStart'), typed('keys'), typed('words'), typed('flags'), typed('joinedStart'), typed('joined'));
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

/** The vocabulary: sorted keys and their ids, a key found by binary search. */
class SortedKeys implements KeyTable {
  constructor(
    private readonly keys: readonly string[],
    private readonly ids: Int32Array,
  ) {}

  get size(): number {
    return this.keys.length;
  }

  get(key: string): number | undefined {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return this.keys[lo] === key ? this.ids[lo] : undefined;
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

/** The ayahs' units as views over the flat arrays, each made when first asked for and kept. */
function lazyAyahs(unitStart: Int32Array, keys: Int32Array, words: Uint16Array, flags: Uint8Array, joinedStart: Int32Array, joined: Int32Array): IndexedAyah[] {
  const made: IndexedAyah[] = new Array<IndexedAyah>(unitStart.length - 1);
  const make = (i: number): IndexedAyah => {
    const [from, to, joinFrom, joinTo] = [unitStart[i]!, unitStart[i + 1]!, joinedStart[i]!, joinedStart[i + 1]!];
    return (made[i] = {
      keys: keys.subarray(from, to),
      words: words.subarray(from, to),
      flags: flags.subarray(from, to),
      joined: joinTo > joinFrom ? joined.subarray(joinFrom, joinTo) : null,
    });
  };
  return new Proxy(made, {
    get(target, property, receiver) {
      if (typeof property === 'string' && property !== '') {
        const i = Number(property);
        if (Number.isInteger(i) && i >= 0 && i < target.length) return target[i] ?? make(i);
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
