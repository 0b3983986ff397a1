/**
 * What the last build wrote: its folder and the sha256 of every file in it (dist/file-hashes.json),
 * so that the next build links each file whose bytes are unchanged instead of writing it again (a
 * link is about three times cheaper than writing a small file) and skips recompressing its .br/.gz.
 * A build on a fresh machine has none and writes everything.
 */
import { hash } from 'node:crypto';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeHashIndex } from '../../server/files/recorded-hashes';

const HASHES_FILE = 'file-hashes.json';
const SITE_COMPRESSION_FILE = 'site-compression.json';

export interface PreviousBuild {
  dir: string;
  hashes: Map<string, string>;
}

/** One-shot: for the ~477,000 files of a build, 0.7 of createHash's CPU (measured on 1.5 KB answers). */
export const sha256Of = (bytes: Uint8Array) => hash('sha256', bytes, 'base64');

/** The build in dist/client, with its hashes; null when there is none or it was written without them. */
export function readPreviousBuild(dist: string): PreviousBuild | null {
  try {
    const dir = realpathSync(path.join(dist, 'client'));
    const recorded = JSON.parse(readFileSync(path.join(dist, HASHES_FILE), 'utf8')) as { dir: string; files: Record<string, string> };
    if (realpathOrSelf(recorded.dir) !== dir || !existsSync(dir)) return null;
    return { dir, hashes: new Map(Object.entries(recorded.files)) };
  } catch {
    return null;
  }
}

export function writeBuildHashes(dist: string, dir: string, hashes: Map<string, string>): void {
  writeFileSync(path.join(dist, HASHES_FILE), JSON.stringify({ dir, files: Object.fromEntries(hashes) }));
  // The same hashes as the server reads them, to refuse a file changed since (server/files/recorded-hashes.ts).
  writeHashIndex(dist, dir, hashes);
}

/** The folder of the last complete build, dist/client (switched only at a build's end), or null. */
export function currentBuildDir(dist: string): string | null {
  try {
    return realpathSync(path.join(dist, 'client'));
  } catch {
    return null;
  }
}

/**
 * What the build in dist/client was made from, recorded beside it as dist/<file>: the value, or
 * null when there is none or it was written by another build (one that failed before its switch).
 */
function readRecord<T>(dist: string, file: string): T | null {
  try {
    const dir = currentBuildDir(dist);
    const recorded = JSON.parse(readFileSync(path.join(dist, file), 'utf8')) as { dir: string; value: T };
    if (dir === null || realpathOrSelf(recorded.dir) !== dir || !existsSync(dir)) return null;
    return recorded.value ?? null;
  } catch {
    return null;
  }
}

function writeRecord(dist: string, file: string, dir: string, value: unknown): void {
  writeFileSync(path.join(dist, file), JSON.stringify({ dir, value }));
}

/**
 * The last build's folder if its site's `.br`/`.gz` were made with these settings (scripts/compress-site.ts
 * SITE_COMPRESSION), else null: a variant is linked only if this build would have made the same bytes.
 */
export function previousSiteCompression(dist: string, settings: string): string | null {
  return readRecord<string>(dist, SITE_COMPRESSION_FILE) === settings ? currentBuildDir(dist) : null;
}

export function writeSiteCompression(dist: string, dir: string, settings: string): void {
  writeRecord(dist, SITE_COMPRESSION_FILE, dir, settings);
}

function realpathOrSelf(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}
