/** How the static files are named and recognized: one key per path however spelled, a file's stat signature, its ETag read in chunks. */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { ENCODING_SUFFIX, type Encoding } from './compression';

const ENCODINGS = Object.keys(ENCODING_SUFFIX) as Encoding[];

/** What one look at a file and its precompressed variants says: its signature, its size (null: no file), the variants there. */
export interface FileStats {
  signature: string;
  size: number | null;
  variants: Encoding[];
}

/** Stats of a file and its variants: the signature is their identity, size and change time, '' where one is missing. */
export function statsOf(file: string): FileStats {
  let size: number | null = null;
  const variants: Encoding[] = [];
  const parts: string[] = [];
  for (const encoding of [null, ...ENCODINGS]) {
    // A missing variant (most small files have none) is no exception: throwing one cost more than the stat.
    let stat;
    try {
      stat = statSync(encoding ? file + ENCODING_SUFFIX[encoding] : file, { bigint: true, throwIfNoEntry: false });
    } catch {
      stat = undefined;
    }
    parts.push(stat ? `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}` : '');
    if (!stat?.isFile()) continue;
    if (encoding) variants.push(encoding);
    else size = Number(stat.size);
  }
  return { signature: parts.join('|'), size, variants };
}

export const signatureOf = (file: string): string => statsOf(file).signature;

/**
 * The one key of every spelling of a path: repeated slashes are one (a trailing one is kept). Null for a path
 * that tries to leave the folder (`.` or `..` segments, a NUL).
 */
export function canonicalKey(urlPath: string): string | null {
  // Most paths are already canonical: no empty, `.` or `..` segment, no NUL.
  if (urlPath.charCodeAt(0) === 47 && !urlPath.includes('//') && !urlPath.includes('/.') && !urlPath.includes('\0')) return urlPath;
  const segments = urlPath.split('/').filter(Boolean);
  if (urlPath.includes('\0') || segments.some((segment) => segment === '..' || segment === '.')) return null;
  const folder = segments.length > 0 && urlPath.endsWith('/');
  return '/' + segments.join('/') + (folder ? '/' : '');
}

/**
 * A file's ETag (as etagOf(bytes): SHA-1, base64url) and sha256,
 * read 1 MB at a time so a large file is never held whole; the sha256 only when a record asks for it.
 */
export function hashesOfFile(file: string, withSha256: boolean): { etag: string; sha256: Buffer | null } {
  const sha1 = createHash('sha1');
  const sha256 = withSha256 ? createHash('sha256') : null;
  const chunk = Buffer.allocUnsafe(1024 * 1024);
  const fd = openSync(file, 'r');
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      sha1.update(chunk.subarray(0, read));
      sha256?.update(chunk.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return { etag: `"${sha1.digest('base64url')}"`, sha256: sha256?.digest() ?? null };
}

export const sha256Of = (bytes: Uint8Array): Buffer => createHash('sha256').update(bytes).digest();
