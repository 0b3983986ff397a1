import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const DIST = path.join(ROOT, 'dist');
const STAMP = path.join(DIST, 'build-stamp.json');

/** What the build reads: if none of it changed, the build in dist/ is current. */
const INPUTS = ['src', 'server', 'data', 'scripts', 'public', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

function* walk(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) yield* walk(path.join(entry, name));
  } else {
    yield entry;
  }
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of walk(input)) {
      // Tests are not built into dist/: editing one must not make the build stale.
      if (file.endsWith('.test.ts')) continue;
      hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

export interface BuildStamp {
  inputs: string;
  built_at: string;
  files: number;
  bytes: number;
  seconds: number;
}

export function readStamp(): BuildStamp | null {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')) as BuildStamp;
  } catch {
    return null;
  }
}

export function writeStamp(stamp: BuildStamp): void {
  writeFileSync(STAMP, JSON.stringify(stamp, null, 2) + '\n');
}

/** Why the build is stale, or null when dist/ is current. */
export function staleReason(): string | null {
  const stamp = readStamp();
  if (!stamp) return 'no build yet';
  if (!existsSync(path.join(DIST, 'client', 'index.html')) || !existsSync(path.join(DIST, 'server.mjs'))) return 'dist/ is incomplete';
  if (stamp.inputs !== inputsHash()) return 'sources changed since the last build';
  return null;
}
