import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ClockCache } from './clock-cache';
import { etagOf } from '../../src/api/json';
import { ENCODING_SUFFIX, compress, variantEtag, type Encoding } from './compression';
import { compressibleOnTheFly, type FileBody, type StaticFile } from './static-file';
import { CONTENT_TYPES } from './content-types';
import { canonicalKey, hashesOfFile, sha256Of, signatureOf, statsOf } from './file-identity';
import { RecordedHashes, buildIdentity } from './recorded-hashes';

export { canonicalKey } from './file-identity';
export { bodySize, compressibleOnTheFly, isDiskBody, type DiskBody, type FileBody, type StaticFile } from './static-file';

interface CachedFile {
  file: StaticFile;
  /** The cache key (the canonical path), counted in the byte budget. */
  key: string;
  /** The file on disk it was read from, and its stat signature (with its variants') then. */
  diskPath: string;
  signature: string;
  checkedAt: number;
}

/** How often a cached file's stat is looked at again: a file replaced in place is served within this. */
const RECHECK_MS = 1000;

/**
 * Reads files below one folder, never outside it, and keeps recently used ones in memory with their
 * ETags, within a byte budget that counts keys and bookkeeping too. Every spelling of a path
 * (`//a//b/`, `/a/b`) is one key, so a client varying slashes finds the same entry, never a new
 * one. A file above an eighth of the budget is kept as its ETag and size only and streamed from
 * disk: its hash is taken once per version of the file, never per request. A cached file is
 * checked against the disk at most once a second, so one replaced in place is served from then on.
 * Misses are not remembered: a client sending endless distinct paths costs a stat each, never memory.
 */
export class StaticFiles {
  private readonly root: string;
  // A hit costs the same at any size (server/files/clock-cache.ts; the Map delete-and-set used before slowed
  // small files from 0.39 to 0.13 of nginx past 40,000 files).
  private readonly cache: ClockCache<CachedFile>;

  private readonly recordedHashes: RecordedHashes;

  constructor(root: string, private readonly maxCachedBytes = 64 * 1024 * 1024) {
    this.root = path.resolve(root);
    this.recordedHashes = new RecordedHashes(this.root);
    this.cache = new ClockCache<CachedFile>({ maxSize: Math.max(1, maxCachedBytes), maxEntrySize: Math.max(1, maxCachedBytes / 8), sizeOf: (entry) => sizeOf(entry) });
  }

  /** Lookups the cache could not answer (the disk was read): work a client caused, charged to it. */
  misses = 0;

  /** The file at a URL path (already percent-decoded), an `index.html` for a folder, or null. */
  read(urlPath: string): StaticFile | null {
    return this.lookUp(urlPath, true) ?? null;
  }

  /** The same when the cache holds it now; undefined when only the disk could say (nothing is read). */
  readCached(urlPath: string): StaticFile | null | undefined {
    return this.lookUp(urlPath, false);
  }

  private lookUp(urlPath: string, fromDisk: boolean): StaticFile | null | undefined {
    const now = Date.now();
    this.noticeNewBuild(now);
    // Only canonical paths are kept: a path found as it is needs no canonical spelling made.
    let cached = this.cache.get(urlPath);
    const key = cached === undefined ? canonicalKey(urlPath) : urlPath;
    if (key === null) return null;
    if (cached === undefined && key !== urlPath) cached = this.cache.get(key);
    if (cached) {
      if (now - cached.checkedAt < RECHECK_MS || signatureOf(cached.diskPath) === cached.signature) {
        if (now - cached.checkedAt >= RECHECK_MS) cached.checkedAt = now;
        return cached.file;
      }
      if (!fromDisk) return undefined;
      this.cache.delete(key);
    }
    if (!fromDisk) return undefined;
    this.misses++;
    const loaded = this.load(key);
    if (!loaded) return null;
    this.remember(loaded);
    return loaded.file;
  }

  private servedBuild = '';
  private checkedAt = 0;
  /** dist/client is switched to each new build (scripts/lib/build-dirs.ts): then the cache is stale. */
  private noticeNewBuild(now: number): void {
    if (now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    let build = '';
    try {
      build = buildIdentity(this.root); // a new build is a new folder renamed to dist/client
    } catch {
      return;
    }
    if (build !== this.servedBuild) {
      this.servedBuild = build;
      this.cache.clear();
      this.recordedHashes.useBuild(build);
    }
  }

  /**
   * The file compressed for `encoding`: the variant the build wrote beside it, read the first time a
   * client asks for it (most files are asked for in one encoding only), or for a file under
   * COMPRESS_MIN_BYTES made once by the server. Either is then kept with the file and counted in the
   * cache's budget. Null for a file not worth compressing (too small, not text, or streamed from
   * disk), or when the variant on disk is not the one the build recorded.
   */
  variant(file: StaticFile, encoding: Encoding): { body: FileBody; etag: string } | null {
    const kept = file.variants[encoding];
    if (kept) return kept;
    let made: { body: FileBody; etag: string } | null = null;
    const onDisk = file.onDisk[encoding];
    if (onDisk !== undefined) {
      const read = this.readBody(onDisk, null, false);
      // Read once: kept below when good; one that is not the build's (logged) is not read again per request.
      delete file.onDisk[encoding];
      if (read) made = { body: read.body, etag: variantEtag(file.etag, encoding) };
    }
    if (!made && compressibleOnTheFly(file)) made = { body: compress(file.body, encoding, 'fast'), etag: variantEtag(file.etag, encoding) };
    if (!made) return null;
    file.variants[encoding] = made;
    this.recount(file);
    return made;
  }

  /** Whether the file has a compressed form (written by the build, or made by the server when asked): it is sent with Vary. */
  hasVariants(file: StaticFile): boolean {
    return file.onDisk.br !== undefined || file.onDisk.gzip !== undefined || file.variants.br !== undefined || file.variants.gzip !== undefined || compressibleOnTheFly(file);
  }

  /** Keeps response headers made for a file (representation.ts) with it, counted in the cache's budget. */
  keepHeaders(file: StaticFile, headers: Readonly<Record<string, string>>): void {
    (file.headers ??= []).push(headers);
    this.recount(file);
  }

  /** A cached file that grew (a variant, headers): its size counted anew. */
  private recount(file: StaticFile): void {
    const entry = file.cacheKey === undefined ? undefined : this.cache.peek(file.cacheKey);
    if (entry?.file === file) {
      // Set again: its size is counted anew.
      this.cache.set(entry.key, entry);
    }
  }

  /** Bytes the cache holds now (contents, keys and bookkeeping), for tests and benchmarks. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.cache.size, bytes: this.cache.calculatedSize };
  }

  /** Keeps an entry within the byte budget, those not read lately evicted first; one above an eighth of it is not kept. */
  private remember(entry: CachedFile): void {
    if (this.maxCachedBytes <= 0) return;
    this.cache.set(entry.key, entry);
  }

  /**
   * A file's bytes and ETag (`withEtag`; a variant's is derived from its file's); above an eighth of
   * the budget, its place on disk and hashes taken in chunks. `size`: from a stat just taken, else
   * stat now. Null when missing, or when its bytes are not those the build recorded for it (logged).
   */
  private readBody(file: string, size: number | null, withEtag = true): { body: FileBody; etag: string } | null {
    let read: { body: FileBody; etag: string; sha256: Buffer | null };
    let recorded: Buffer | null;
    try {
      if (size === null) {
        // A missing file returns at once: no exception, no look-up of its record.
        const stat = statSync(file, { throwIfNoEntry: false });
        if (!stat?.isFile()) return null;
        size = stat.size;
      }
      recorded = this.recordedHashes.recorded(file.slice(this.root.length).split(path.sep).join('/'));
      if (size <= this.maxCachedBytes / 8) {
        const bytes = readFileSync(file);
        read = { body: bytes, etag: withEtag ? etagOf(bytes) : '', sha256: recorded === null ? null : sha256Of(bytes) };
      } else read = { body: { path: file, size }, ...hashesOfFile(file, recorded !== null) };
    } catch {
      return null;
    }
    if (recorded !== null && !read.sha256!.subarray(0, 8).equals(recorded)) {
      console.error(`static file ${file} is not the one the build wrote (sha256 ${read.sha256!.toString('base64')}, recorded ${recorded.toString('base64')}…): not served`);
      return null;
    }
    return read;
  }

  private load(key: string): CachedFile | null {
    const resolved = path.resolve(this.root, '.' + key);
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) return null;
    for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
      // Taken before reading: a file replaced while it is read is read again at the next check.
      const { signature, size, variants } = statsOf(candidate);
      if (size === null) continue;
      const onDisk: StaticFile['onDisk'] = {};
      for (const encoding of variants) onDisk[encoding] = candidate + ENCODING_SUFFIX[encoding];
      const original = this.readBody(candidate, size);
      if (!original) continue;
      const contentType = CONTENT_TYPES[path.extname(candidate)] ?? 'application/octet-stream';
      const file: StaticFile = { body: original.body, etag: original.etag, contentType, variants: {}, onDisk, cacheKey: key };
      return { file, key, diskPath: candidate, signature, checkedAt: Date.now() };
    }
    return null;
  }
}

/**
 * Bytes kept per entry besides its contents and key (the objects, the Map slot, the signature): 400;
 * and per set of response headers sent with it (its own, about 350 bytes of heap, and those merged
 * with the standard sets, context.ts, about 500 each, usually one or two): 1,400.
 */
function sizeOf(entry: CachedFile): number {
  const { file } = entry;
  const inMemory = (body: FileBody | undefined) => (body && Buffer.isBuffer(body) ? body.length : 0);
  const strings = entry.key.length + entry.diskPath.length + entry.signature.length + file.etag.length * 3 + (file.onDisk.br?.length ?? 0) + (file.onDisk.gzip?.length ?? 0);
  const headers = (file.headers?.length ?? 0) * 1400;
  return inMemory(file.body) + inMemory(file.variants.br?.body) + inMemory(file.variants.gzip?.body) + strings * 2 + headers + 400;
}
