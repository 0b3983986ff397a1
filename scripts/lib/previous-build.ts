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
