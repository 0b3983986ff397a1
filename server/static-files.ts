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

interface CachedFile {
  file: StaticFile;
  /** The file on disk it was read from, and its stat signature (with its variants') then. */
  diskPath: string;
  signature: string;
  checkedAt: number;
}

/** How often a cached file's stat is looked at again: a file replaced in place is served within this. */
const RECHECK_MS = 1000;

/**
 * Reads files below one folder, never outside it, and keeps recently used ones in memory with their
 * ETags, within a byte budget. A cached file is checked against the disk at most once a second, so
 * one replaced in place (a fixed corrupt file) is served from then on. Misses are not remembered:
 * a client sending endless distinct paths costs a stat each, never memory.
 */
export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, CachedFile>();
  private cachedBytes = 0;

  constructor(root: string, private readonly maxCachedBytes = 64 * 1024 * 1024) {
    this.root = path.resolve(root);
  }

  /** The file at a URL path (already percent-decoded), an `index.html` for a folder, or null. */
  read(urlPath: string): StaticFile | null {
    this.noticeNewBuild();
    const cached = this.cache.get(urlPath);
    if (cached) {
      const now = Date.now();
      if (now - cached.checkedAt < RECHECK_MS || signatureOf(cached.diskPath) === cached.signature) {
        if (now - cached.checkedAt >= RECHECK_MS) cached.checkedAt = now;
        // Refresh recency: Map iteration order is insertion order.
        this.cache.delete(urlPath);
        this.cache.set(urlPath, cached);
        return cached.file;
      }
      this.cache.delete(urlPath);
      this.cachedBytes -= sizeOf(cached.file);
    }
    const loaded = this.load(urlPath);
    if (!loaded) return null;
    this.remember(urlPath, loaded);
    return loaded.file;
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

  private remember(urlPath: string, entry: CachedFile): void {
    const size = sizeOf(entry.file);
    if (size > this.maxCachedBytes / 8) return;
    this.cache.set(urlPath, entry);
    this.cachedBytes += size;
    for (const [oldest, old] of this.cache) {
      if (this.cachedBytes <= this.maxCachedBytes) break;
      this.cache.delete(oldest);
      this.cachedBytes -= sizeOf(old.file);
    }
  }

  private load(urlPath: string): CachedFile | null {
    if (urlPath.includes('\0') || urlPath.split('/').some((segment) => segment === '..' || segment === '.')) return null;
    const resolved = path.resolve(this.root, '.' + urlPath);
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) return null;
    for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
      // Taken before reading: a file replaced while it is read is read again at the next check.
      const signature = signatureOf(candidate);
      const bytes = readIfFile(candidate);
      if (!bytes) continue;
      const contentType = CONTENT_TYPES[path.extname(candidate)] ?? 'application/octet-stream';
      const etag = etagOf(bytes);
      const variants: StaticFile['variants'] = {};
      for (const encoding of ['br', 'gzip'] as const) {
        const compressed = readIfFile(candidate + ENCODING_SUFFIX[encoding]);
        if (compressed) variants[encoding] = { bytes: compressed, etag: variantEtag(etag, encoding) };
      }
      return { file: { bytes, etag, contentType, variants }, diskPath: candidate, signature, checkedAt: Date.now() };
    }
    return null;
  }
}

/** Identity, size and change time of a file and its precompressed variants; '' where one is missing. */
function signatureOf(file: string): string {
  return [file, ...Object.values(ENCODING_SUFFIX).map((suffix) => file + suffix)]
    .map((name) => {
      try {
        const stat = statSync(name, { bigint: true });
        return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
      } catch {
        return '';
      }
    })
    .join('|');
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
