import { readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { etagOf } from '../src/api/json';
import { ENCODING_SUFFIX, variantEtag, type Encoding } from '../src/api/compression';

export interface StaticFile {
  bytes: Buffer;
  etag: string;
  contentType: string;
  /** Precompressed variants the build wrote beside the file (`.br`, `.gz`). */
  variants: Partial<Record<Encoding, { bytes: Buffer; etag: string }>>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.sha256': 'text/plain; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/**
 * Reads files below one folder, never outside it, and keeps recently used ones in memory with their
 * ETags, within a byte budget. Misses are not remembered: a client sending endless distinct paths
 * costs a stat each, never memory.
 */
export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, StaticFile>();
  private cachedBytes = 0;

  constructor(root: string, private readonly maxCachedBytes = 64 * 1024 * 1024) {
    this.root = path.resolve(root);
  }

  /** The file at a URL path (already percent-decoded), an `index.html` for a folder, or null. */
  read(urlPath: string): StaticFile | null {
    this.noticeNewBuild();
    const cached = this.cache.get(urlPath);
    if (cached) {
      // Refresh recency: Map iteration order is insertion order.
      this.cache.delete(urlPath);
      this.cache.set(urlPath, cached);
      return cached;
    }
    const file = this.load(urlPath);
    if (file) this.remember(urlPath, file);
    return file;
  }

  private servedBuild = '';
  private checkedAt = 0;

  /** dist/client is switched to each new build (scripts/lib/build-dirs.ts): then the cache is stale. */
  private noticeNewBuild(): void {
    const now = Date.now();
    if (now - this.checkedAt < 1000) return;
    this.checkedAt = now;
    let build = '';
    try {
      build = realpathSync(this.root);
    } catch {
      return;
    }
    if (build !== this.servedBuild) {
      this.servedBuild = build;
      this.cache.clear();
      this.cachedBytes = 0;
    }
  }

  private remember(urlPath: string, file: StaticFile): void {
    const size = sizeOf(file);
    if (size > this.maxCachedBytes / 8) return;
    this.cache.set(urlPath, file);
    this.cachedBytes += size;
    for (const [oldest, entry] of this.cache) {
      if (this.cachedBytes <= this.maxCachedBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= sizeOf(entry);
    }
  }

  private load(urlPath: string): StaticFile | null {
    if (urlPath.includes('\0') || urlPath.split('/').some((segment) => segment === '..' || segment === '.')) return null;
    const resolved = path.resolve(this.root, '.' + urlPath);
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) return null;
    for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
      const bytes = readIfFile(candidate);
      if (!bytes) continue;
      const contentType = CONTENT_TYPES[path.extname(candidate)] ?? 'application/octet-stream';
      const etag = etagOf(bytes);
      const variants: StaticFile['variants'] = {};
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = readIfFile(candidate + ENCODING_SUFFIX[encoding]);
        if (compressed) variants[encoding] = { bytes: compressed, etag: variantEtag(etag, encoding) };
      }
      return { bytes, etag, contentType, variants };
    }
    return null;
  }
}

function readIfFile(file: string): Buffer | null {
  try {
    if (!statSync(file).isFile()) return null;
    return readFileSync(file);
  } catch {
    return null;
  }
}

function sizeOf(file: StaticFile): number {
  return file.bytes.length + (file.variants.br?.bytes.length ?? 0) + (file.variants.gzip?.bytes.length ?? 0) + 200;
}
