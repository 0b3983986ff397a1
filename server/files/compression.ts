import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Answers at least this long are sent compressed to clients that accept it. Below it the saving is a
 * few hundred bytes at most, and most per-day and per-ayah files are smaller: giving each of them
 * two compressed siblings would triple the file count that mirrors copy.
 */
export const COMPRESS_MIN_BYTES = 4096;

/**
 * Smaller answers, from 1 KiB, are compressed by the server when they are sent (once per file, kept
 * with it in the cache) and are not written as files. Measured on real answers: 2:255 (1,502 bytes)
 * is 44% smaller in gzip and 48% in brotli; at 512 bytes the saving is 30%, at 256 bytes 19%, and a
 * Hijri day (232 bytes) saves 42 bytes, less than the Content-Encoding and Vary headers it would add.
 */
export const COMPRESS_ON_THE_FLY_MIN_BYTES = 1024;

/** Content types worth compressing: text, not fonts or archives (compressed already). */
export const isCompressible = (contentType: string) => /^(?:text\/|application\/(?:json|problem\+json|javascript|xml|manifest\+json)|image\/svg)/.test(contentType);

export type Encoding = 'br' | 'gzip';

/** File suffix of each precompressed variant the build writes beside a file. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encoding to send for an Accept-Encoding header (brotli preferred, or `first` when given), or null for identity. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined, first: Encoding = 'br'): Encoding | null {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding ?? '').toLowerCase();
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0);
  const second: Encoding = first === 'br' ? 'gzip' : 'br';
  if (weight(first) > 0) return first;
  if (weight(second) > 0) return second;
  return null;
}

/**
 * Compresses an answer: `best` for files written once by the build, fast for live answers (the
 * levels are measured: LIVE_BROTLI_QUALITY). The result is a buffer of its
 * own size: zlib hands back a slice of its 16 KB output chunk (and a small Buffer.from shares an
 * 8 KB pool slab), so a 300-byte variant kept in a cache would hold 16 KB that no budget counts.
 */
export function compress(bytes: Uint8Array, encoding: Encoding, effort: 'best' | 'fast'): Buffer {
  if (encoding === 'gzip') {
    return ownBuffer(gzipSync(bytes, { level: effort === 'best' ? 9 : LIVE_GZIP_LEVEL, windowBits: fittedGzipWindow(bytes.length), chunkSize: gzipChunkSize(bytes.length) }));
  }
  return ownBuffer(
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : LIVE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        ...(effort === 'best' ? {} : { [constants.BROTLI_PARAM_LGWIN]: fittedWindow(bytes.length) }),
      },
    }),
  );
}

/**
 * Brotli quality and gzip level of a live answer, compressed on the event loop the first time it is
 * sent, and the form the answer cache keeps. Measured on 300-450 distinct search answers of 1-51 KB,
 * median 2 KB (bench/live-compression.bench.ts): brotli 5 with a fitted window sends 37.9% of the
 * bytes at about the CPU of brotli 4 (41.2%); 9 saves 0.6% more for 1.5x the CPU, 11 saves 12% for
 * 38x (9 ms an answer, a stall of the event loop no cached answer pays back); gzip 4 sends 41.6% at
 * the CPU of gzip 1 (43.8%), 6 and 9 about the same bytes for more CPU. At this size gzip 4 took a
 * quarter of brotli 5's CPU (95 against 375 µs, 2026-12-02) and half of brotli 2-3's (176-203 µs,
 * 42.6-43.7%): an answer sent once goes in gzip to a client that accepts it (representation.ts).
 */
export const LIVE_BROTLI_QUALITY = 5;
export const LIVE_GZIP_LEVEL = 4;

/**
 * The smallest brotli window (LGWIN, 2^10-2^24 bytes) that holds `length` bytes: a larger one finds
 * nothing more in an answer shorter than it, and the encoder sets up tables for the window it is
 * given (the default 2^22 for a 2 KB answer cost 1.5x the CPU of 2^16: bench/live-compression.bench.ts).
 */
export function fittedWindow(length: number): number {
  return Math.min(24, Math.max(10, Math.ceil(Math.log2(length + 16))));
}

/**
 * The smallest gzip window (2^9-2^15 bytes) that holds `length` bytes and deflate's lookahead (262):
 * the same compressed bytes as the default 2^15 (no match can reach further back than the input
 * starts, and the input is read into the window at once either way: the same for 6,900 distinct
 * search answers, bench/distinct-search.bench.ts), and a smaller window to allocate and clear.
 */
export function fittedGzipWindow(length: number): number {
  return Math.min(15, Math.max(9, Math.ceil(Math.log2(length + 263))));
}

/**
 * zlib's output chunk for `length` bytes of JSON: about what a live answer compresses to (40-45%)
 * and a little more, so that the compressed bytes usually fit in one chunk, which under 4 KB comes
 * from Node's buffer pool, rather than a fresh 16 KB chunk (zlib's default) per answer. A larger
 * output takes more chunks, joined: the same bytes.
 */
function gzipChunkSize(length: number): number {
  return Math.min(16 * 1024, Math.max(1024, (length >> 1) + 256));
}

/** A copy of `bytes` in memory of exactly its length, sharing nothing. */
export function ownBuffer(bytes: Uint8Array): Buffer {
  const own = Buffer.allocUnsafeSlow(bytes.length);
  own.set(bytes);
  return own;
}

/**
 * The build's compression, on the thread pool: brotli quality 6 with a window fitted to the answer,
 * gzip level 5. Over 2,731 of the files the build compresses (19.5 MB), brotli 11 took 21.1 s, 10 took
 * 7.3 s, 9 took 3.8 s and 6 took 0.24 s on one core, for 2.12, 2.15, 2.32 and 2.37 MB (measured). Over a
 * sample of every route's answers of COMPRESS_MIN_BYTES or more (2026-12-02, scaled to the ~26,600 the
 * build compresses, 434 MB): the fitted window took 0.82 of the CPU of brotli 6's default for the same
 * bytes (69.0 MB), quality 5 as much CPU for 0.6% more; gzip 5 took 0.64 of gzip 6's CPU for 0.8% more
 * bytes (77.8 MB against 77.2), gzip 4 0.59 for 4.3% more.
 */
export function compressAsync(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 5 });
  return brotliCompressAsync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_LGWIN]: fittedWindow(bytes.length) },
  });
}

/** The ETag of a compressed variant: distinct per encoding, derived from the identity ETag. */
export function variantEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}
