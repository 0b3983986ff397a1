/**
 * A search index file in chunks, so that a server reads it back a slice at a time and answers
 * requests in between: one `v8.deserialize` of a whole index held the event loop 30-370 ms.
 *
 * Layout: `QIDX`, a uint32 (little-endian) length and a JSON header (the caller's fields and the
 * parts), then each chunk as a uint32 length and Node's structured-clone serialization (`node:v8`).
 * The index data is cut along its fields (two levels deep): a large array into slices of at most
 * ARRAY_SLICE elements, a large Map into slices of at most MAP_SLICE entries, each slice also
 * smaller than about CHUNK_BYTES; anything else whole.
 */
import v8 from 'node:v8';

const MAGIC = 'QIDX';
/** Sizes of a chunk that deserializes in a few ms on a quiet core (the time goes with the objects made). */
const ARRAY_SLICE = 200;
const MAP_SLICE = 500;
const CHUNK_BYTES = 96 * 1024;

interface Part {
  path: string[];
  kind: 'whole' | 'array' | 'map';
  chunks: number;
}

export interface ChunkedHeader {
  format: number;
  [field: string]: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The file's bytes: `header` (JSON) and `data` cut in chunks. */
export function serializeInChunks(header: ChunkedHeader, data: Record<string, unknown>): Buffer {
  const parts: Part[] = [];
  const chunks: Buffer[] = [];
  const cut = (value: unknown, at: string[]) => {
    if (isPlainObject(value) && at.length < 2 && Object.keys(value).length > 0) {
      for (const [field, inner] of Object.entries(value)) cut(inner, [...at, field]);
      return;
    }
    const slices: unknown[] = [];
    let kind: Part['kind'] = 'whole';
    const items = Array.isArray(value) ? value : value instanceof Map ? [...value] : undefined;
    const most = Array.isArray(value) ? ARRAY_SLICE : MAP_SLICE;
    if (items && (items.length > most || v8.serialize(value).length > CHUNK_BYTES)) {
      kind = Array.isArray(value) ? 'array' : 'map';
      const slice = Math.max(1, Math.min(most, Math.floor((items.length * CHUNK_BYTES) / v8.serialize(value).length)));
      for (let i = 0; i < items.length; i += slice) slices.push(items.slice(i, i + slice));
    } else slices.push(value);
    parts.push({ path: at, kind, chunks: slices.length });
    for (const slice of slices) chunks.push(v8.serialize(slice));
  };
  cut(data, []);
  const head = Buffer.from(JSON.stringify({ ...header, parts }));
  const out: Buffer[] = [Buffer.from(MAGIC), uint32(head.length), head];
  for (const chunk of chunks) out.push(uint32(chunk.length), chunk);
  return Buffer.concat(out);
}

const uint32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(n);
  return bytes;
};

/** The header of a chunked file; throws on bytes that are not one. */
export function chunkedHeader(bytes: Buffer): ChunkedHeader & { parts: Part[] } {
  if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC) throw new Error('not a chunked search index (no QIDX mark)');
  const length = bytes.readUInt32LE(4);
  if (8 + length > bytes.length) throw new Error('header cut short');
  return JSON.parse(bytes.toString('utf8', 8, 8 + length)) as ChunkedHeader & { parts: Part[] };
}

/**
 * Reads the data of a chunked file back, a few chunks per call of `step`: `step(ms)` deserializes
 * chunks until `ms` have passed (at least one), and returns the data once the last is read.
 */
export class ChunkedReader<T> {
  private readonly parts: Part[];
  private readonly root: Record<string, unknown> = {};
  private offset: number;
  private part = 0;
  private chunk = 0;

  constructor(private readonly bytes: Buffer) {
    const header = chunkedHeader(bytes);
    this.parts = header.parts;
    this.offset = 8 + bytes.readUInt32LE(4);
  }

  step(ms: number): T | undefined {
    const until = performance.now() + ms;
    do {
      if (this.part === this.parts.length) return this.root as T;
      this.readChunk();
    } while (performance.now() < until);
    return this.part === this.parts.length ? (this.root as T) : undefined;
  }

  private readChunk(): void {
    const part = this.parts[this.part]!;
    if (this.offset + 4 > this.bytes.length) throw new Error('search index cut short');
    const length = this.bytes.readUInt32LE(this.offset);
    const end = this.offset + 4 + length;
    if (end > this.bytes.length) throw new Error('search index cut short');
    // A copy of the chunk: the typed arrays deserialized are views over it, and would keep the whole file.
    const value = v8.deserialize(Buffer.from(this.bytes.subarray(this.offset + 4, end)));
    this.offset = end;
    let parent = this.root;
    for (const field of part.path.slice(0, -1)) parent = (parent[field] ??= {}) as Record<string, unknown>;
    const field = part.path[part.path.length - 1];
    if (field === undefined) throw new Error('search index without fields');
    if (part.kind === 'whole') parent[field] = value;
    else if (part.kind === 'array') {
      const list = (parent[field] ??= []) as unknown[];
      for (const item of value as unknown[]) list.push(item);
    } else {
      const map = (parent[field] ??= new Map()) as Map<unknown, unknown>;
      for (const [key, item] of value as [unknown, unknown][]) map.set(key, item);
    }
    if (++this.chunk === part.chunks) {
      this.part++;
      this.chunk = 0;
    }
  }
}
