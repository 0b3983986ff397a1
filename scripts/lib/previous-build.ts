/**
 * What the last build wrote: its folder and the sha256 of every file in it (dist/file-hashes.json),
 * so that the next build links each file whose bytes are unchanged instead of writing it again (a
 * link is about three times cheaper than writing a small file) and skips recompressing its .br/.gz.
 * A build on a fresh machine has none and writes everything.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HASHES_FILE = 'file-hashes.json';
const EDITION_INDEX_FILE = 'edition-index-keys.json';
const ARCHIVES_FILE = 'archive-keys.json';

export interface PreviousBuild {
  dir: string;
  hashes: Map<string, string>;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64');

/** The build dist/client points at, with its hashes; null when there is none or it was written without them. */
export function readPreviousBuild(dist: string): PreviousBuild | null {
  try {
    const dir = path.resolve(dist, readlinkSync(path.join(dist, 'client')));
    const recorded = JSON.parse(readFileSync(path.join(dist, HASHES_FILE), 'utf8')) as { dir: string; files: Record<string, string> };
    if (path.resolve(recorded.dir) !== dir || !existsSync(dir)) return null;
    return { dir, hashes: new Map(Object.entries(recorded.files)) };
  } catch {
    return null;
  }
}

export function writeBuildHashes(dist: string, dir: string, hashes: Map<string, string>): void {
  writeFileSync(path.join(dist, HASHES_FILE), JSON.stringify({ dir, files: Object.fromEntries(hashes) }));
}

/** The folder dist/client points at (the last complete build: it is switched only at a build's end), or null. */
export function currentBuildDir(dist: string): string | null {
  try {
    return path.resolve(dist, readlinkSync(path.join(dist, 'client')));
  } catch {
    return null;
  }
}

/**
 * The last build's translations' bundles (src/site/edition-index.ts): its folder and each bundle's key
 * (dist/edition-index-keys.json); null when there is none or the keys are of another build.
 */
export function readPreviousEditionIndex(dist: string): { dir: string; keys: string[] } | null {
  try {
    const dir = currentBuildDir(dist);
    const recorded = JSON.parse(readFileSync(path.join(dist, EDITION_INDEX_FILE), 'utf8')) as { dir: string; keys: string[] };
    if (dir === null || path.resolve(recorded.dir) !== dir || !existsSync(dir) || !Array.isArray(recorded.keys)) return null;
    return { dir, keys: recorded.keys };
  } catch {
    return null;
  }
}

export function writeEditionIndexKeys(dist: string, dir: string, keys: string[]): void {
  writeFileSync(path.join(dist, EDITION_INDEX_FILE), JSON.stringify({ dir, keys }));
}

/** A .tar.gz a build wrote: the key of its entries (scripts/lib/tar.ts tarKey), its size and sha256. */
export interface ArchiveRecord {
  key: string;
  bytes: number;
  sha256: string;
}

/** The last build's archives and packages by name (dist/archive-keys.json); empty when there is none or it is of another build. */
export function readPreviousArchives(dist: string): Map<string, ArchiveRecord> {
  try {
    const dir = currentBuildDir(dist);
    const recorded = JSON.parse(readFileSync(path.join(dist, ARCHIVES_FILE), 'utf8')) as { dir: string; archives: Record<string, ArchiveRecord> };
    if (dir === null || path.resolve(recorded.dir) !== dir) return new Map();
    return new Map(Object.entries(recorded.archives));
  } catch {
    return new Map();
  }
}

export function writeArchiveKeys(dist: string, dir: string, archives: Map<string, ArchiveRecord>): void {
  writeFileSync(path.join(dist, ARCHIVES_FILE), JSON.stringify({ dir, archives: Object.fromEntries(archives) }));
}
