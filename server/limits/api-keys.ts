import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { withKeyFileLock } from './key-file-lock';
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

/** The records of a key file (none when it does not exist); a file that is not a valid key file throws, saying what is wrong. */
export function readKeyFile(file: string): ApiKeyRecord[] {
  if (!existsSync(file)) return [];
  let parsed: KeyFile;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as KeyFile;
  } catch (error) {
    throw new Error(`key file ${file} is not valid JSON (${(error as Error).message}); fix it or restore it from a backup`);
  }
  if (!parsed || !Array.isArray(parsed.keys)) throw new Error(`key file ${file}: expected {"keys": [...]}`);
  parsed.keys.forEach((record, index) => {
    const valid =
      record && typeof record.id === 'string' && typeof record.name === 'string' && /^[0-9a-f]{64}$/.test(record.sha256) &&
      typeof record.multiplier === 'number' && record.multiplier > 0 && (record.revoked_at === null || typeof record.revoked_at === 'string');
    if (!valid) throw new Error(`key file ${file}: keys[${index}] is not a key record (id, name, sha256 of 64 hex digits, multiplier > 0, revoked_at)`);
  });
  return parsed.keys;
}

export function writeKeyFile(file: string, keys: ApiKeyRecord[]): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify({ keys }, null, 2) + '\n', { mode: 0o600 });
  renameSync(temporary, file);
}

export { withKeyFileLock } from './key-file-lock';

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

/**
 * Revokes a key in the file. `known` is the key's record from elsewhere (Redis, for a key made on
 * another host): the file is where a revocation lasts (the servers replay it into a Redis that lost
 * its data), so such a key is written to the file as revoked rather than revoked in Redis alone.
 */
export function revokeKey(file: string, id: string, known?: ApiKeyRecord): ApiKeyRecord {
  return withKeyFileLock(file, () => {
    const keys = readKeyFile(file);
    let record = keys.find((candidate) => candidate.id === id);
    if (!record && known?.id === id) keys.push((record = { ...known }));
    if (!record) throw new Error(`no key with id '${id}' in ${file}`);
    record.revoked_at ??= new Date().toISOString();
    writeKeyFile(file, keys);
    return record;
  });
}

/**
 * The server's view of the key file: reloaded when the file changes, checked at most once a second.
 * A file that cannot be read as keys stops the start; at a reload it is refused loudly: the last good
 * set stays in use, the log says why, and `problem` says so (in /readyz) until the file is fixed.
 */
export class KeyStore {
  private byHash = new Map<string, ApiKeyRecord>();
  private loadedMtime = -1;
  private checkedAt = 0;
  /** Why the file on disk is not the set in use; null while it is. */
  problem: string | null = null;

  constructor(
    private readonly file: string,
    private readonly log: (message: string) => void = (message) => console.error(message),
  ) {
    this.reload(true);
  }

  /** Every record of the set in use (for replaying the file into Redis). */
  records(): ApiKeyRecord[] {
    this.lookupHash('');
    return [...this.byHash.values()];
  }

  /** The active record for a key, or null when the key is unknown or revoked. */
  lookup(key: string): ApiKeyRecord | null {
    return this.lookupHash(hashKey(key));
  }

  /** True when the file holds this key as revoked. */
  revoked(sha256: string): boolean {
    this.lookupHash('');
    return (this.byHash.get(sha256)?.revoked_at ?? null) !== null;
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

  private reload(atStart = false): void {
    let mtime = 0;
    try {
      mtime = statSync(this.file).mtimeMs;
    } catch {
      mtime = 0;
    }
    if (mtime === this.loadedMtime) return;
    this.loadedMtime = mtime;
    let records: ApiKeyRecord[];
    try {
      records = readKeyFile(this.file);
    } catch (error) {
      if (atStart) throw error;
      this.problem = `${(error as Error).message}; still using the ${this.byHash.size} keys last read`;
      this.log(`api keys: ${this.problem}`);
      return;
    }
    if (this.problem) this.log(`api keys: ${this.file} is readable again (${records.length} keys)`);
    this.problem = null;
    this.byHash = new Map(records.map((record) => [record.sha256, record]));
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
