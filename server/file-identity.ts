/** How the static files are named and recognized: one key per path however spelled, a file's stat signature, its ETag read in chunks. */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { ENCODING_SUFFIX } from './compression';

/** Identity, size and change time of a file and its precompressed variants; '' where one is missing. */
export function signatureOf(file: string): string {
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
 * A file's ETag (as etagOf(bytes): SHA-1, base64url) and sha256 (base64, as the build records it),
 * read 1 MB at a time so a large file is never held whole; the sha256 only when a record asks for it.
 */
export function hashesOfFile(file: string, withSha256: boolean): { etag: string; sha256: string | null } {
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
  return { etag: `"${sha1.digest('base64url')}"`, sha256: sha256?.digest('base64') ?? null };
}

export const sha256Of = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64');

/**
 * The sha256 the build recorded for each file it wrote (dist/file-hashes.json beside dist/client, by
 * URL path, for the build that folder is now), so that a file changed on disk since (a bad sector, a
 * partial copy, a hand edit) is not served as the build's answer. Read again when the build changes;
 * none for a folder no build recorded (a test fixture, a copy): then nothing can be checked.
 */
export class RecordedHashes {
  private hashes: Map<string, string> | null = null;
  private forBuild: string | null = null;

  constructor(private readonly root: string) {}

  /** Called with the real folder served: the record is read anew when it changes. */
  useBuild(buildDir: string): void {
    if (buildDir === this.forBuild) return;
    this.forBuild = buildDir;
    this.hashes = null;
    try {
      const recorded = JSON.parse(readFileSync(path.join(path.dirname(this.root), 'file-hashes.json'), 'utf8')) as { dir?: string; files?: Record<string, string> };
      if (recorded.dir !== undefined && recorded.files && path.resolve(path.dirname(this.root), recorded.dir) === buildDir) this.hashes = new Map(Object.entries(recorded.files));
    } catch {
      // no record for this folder
    }
  }

  /** The sha256 recorded for a URL path, or null when none was. */
  recorded(urlPath: string): string | null {
    return this.hashes?.get(urlPath) ?? null;
  }
}
