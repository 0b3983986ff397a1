import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { etagOf } from '../src/api/json';

export interface StaticFile {
  bytes: Buffer;
  etag: string;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/**
 * Reads files below one folder, never outside it, and keeps the most recently used ones in memory
 * with their ETag (so a hot static JSON file costs no disk read and no hashing).
 */
export class StaticFiles {
  private readonly root: string;
  private readonly cache = new Map<string, StaticFile | null>();

  constructor(root: string, private readonly maxCached = 50_000) {
    this.root = path.resolve(root);
  }

  /** The file at a URL path (already percent-decoded), an `index.html` for a folder, or null. */
  read(urlPath: string): StaticFile | null {
    const cached = this.cache.get(urlPath);
    if (cached !== undefined) {
      // Refresh recency: Map iteration order is insertion order.
      this.cache.delete(urlPath);
      this.cache.set(urlPath, cached);
      return cached;
    }
    const file = this.load(urlPath);
    this.cache.set(urlPath, file);
    if (this.cache.size > this.maxCached) this.cache.delete(this.cache.keys().next().value!);
    return file;
  }

  private load(urlPath: string): StaticFile | null {
    if (urlPath.includes('\0')) return null;
    const resolved = path.resolve(this.root, '.' + path.posix.normalize('/' + urlPath));
    if (resolved !== this.root && !resolved.startsWith(this.root + path.sep)) return null;
    for (const candidate of [resolved, path.join(resolved, 'index.html')]) {
      try {
        if (!statSync(candidate).isFile()) continue;
      } catch {
        continue;
      }
      const bytes = readFileSync(candidate);
      const contentType = CONTENT_TYPES[path.extname(candidate)] ?? 'application/octet-stream';
      return { bytes, etag: etagOf(bytes), contentType };
    }
    return null;
  }
}
