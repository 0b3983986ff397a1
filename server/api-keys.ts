import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * API keys raise a client's rate limits (contract §7). Only the sha256 of a key is stored;
 * the key itself is shown once, when it is created.
 */
export interface ApiKeyRecord {
  id: string;
  name: string;
  sha256: string;
  /** Factor applied to every rate limit; 10 unless the key says otherwise. */
  multiplier: number;
  created_at: string;
  revoked_at: string | null;
}

interface KeyFile {
  keys: ApiKeyRecord[];
}

export const DEFAULT_KEY_MULTIPLIER = 10;

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function readKeyFile(file: string): ApiKeyRecord[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  if (!Array.isArray(parsed.keys)) throw new Error(`${file}: expected {"keys": [...]}`);
  return parsed.keys;
}

export function writeKeyFile(file: string, keys: ApiKeyRecord[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify({ keys }, null, 2) + '\n', { mode: 0o600 });
  renameSync(temporary, file);
}

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 30_000;

/**
 * Runs a read-modify-write of the key file under an exclusive lock file (`<file>.lock`, created
 * with O_EXCL), so that concurrent `npm run keys` commands all land instead of the last one
 * overwriting the others.
 */
export function withKeyFileLock<T>(file: string, update: () => T): T {
  mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx', 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) unlinkSync(lock);
      } catch {
        // released meanwhile
      }
      if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${lock} is held by another process; try again`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
  try {
    return update();
  } finally {
    unlinkSync(lock);
  }
}

/** Creates a key, stores its hash, and returns the key (the only time it is ever visible). */
export function createKey(file: string, name: string, multiplier = DEFAULT_KEY_MULTIPLIER): { key: string; record: ApiKeyRecord } {
  if (!(multiplier > 0) || !Number.isFinite(multiplier)) throw new Error(`multiplier must be a positive number, got ${multiplier}`);
  const key = `itk_${randomBytes(24).toString('base64url')}`;
  const record: ApiKeyRecord = {
    id: randomUUID().slice(0, 8),
    name,
    sha256: hashKey(key),
    multiplier,
    created_at: new Date().toISOString(),
    revoked_at: null,
  };
  withKeyFileLock(file, () => writeKeyFile(file, [...readKeyFile(file), record]));
  return { key, record };
}

export function revokeKey(file: string, id: string): ApiKeyRecord {
  return withKeyFileLock(file, () => {
    const keys = readKeyFile(file);
    const record = keys.find((candidate) => candidate.id === id);
    if (!record) throw new Error(`no key with id '${id}' in ${file}`);
    record.revoked_at ??= new Date().toISOString();
    writeKeyFile(file, keys);
    return record;
  });
}

/** The server's view of the key file: reloaded when the file changes, checked at most once a second. */
export class KeyStore {
  private byHash = new Map<string, ApiKeyRecord>();
  private loadedMtime = -1;
  private checkedAt = 0;

  constructor(private readonly file: string) {
    this.reload();
  }

  /** The active record for a key, or null when the key is unknown or revoked. */
  lookup(key: string): ApiKeyRecord | null {
    return this.lookupHash(hashKey(key));
  }

  /** The same, by the key's sha256 (for a caller that already has it). */
  lookupHash(sha256: string): ApiKeyRecord | null {
    const now = Date.now();
    if (now - this.checkedAt > 1000) {
      this.checkedAt = now;
      this.reload();
    }
    const record = this.byHash.get(sha256);
    return record && record.revoked_at === null ? record : null;
  }

  private reload(): void {
    let mtime = 0;
    try {
      mtime = statSync(this.file).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime === this.loadedMtime) return;
    this.loadedMtime = mtime;
    this.byHash = new Map(readKeyFile(this.file).map((record) => [record.sha256, record]));
  }
}

/** The key a request carries, from `Authorization: Bearer <key>` or `X-API-Key: <key>`. */
export function keyFromHeaders(authorization: string | undefined, xApiKey: string | undefined): string | null {
  if (xApiKey !== undefined && xApiKey.trim() !== '') return xApiKey.trim();
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    return match ? match[1]! : authorization.trim();
  }
  return null;
}
