/**
 * The sha256 the build recorded for each file it wrote, so that a file changed on disk since (a bad
 * sector, a partial copy, a hand edit) is not served as the build's answer.
 *
 * The build's own record (dist/file-hashes.json, 40 MB for 441,000 files) would cost the server
 * about 100 MB of heap and a 0.4 s parse; the build also writes this index of it, dist/file-hashes.index,
 * which the server reads a bucket at a time and never holds: a 256 KB table of where each of 65,536
 * buckets starts, then 16 bytes per file (8 of a hash of its URL path, 8 of its sha256), in bucket
 * order. A look-up (on a cache miss only, beside the file's own read) is one read of about 7 records.
 * An 8-byte prefix of a sha256 is as good as the whole against a file damaged or replaced by mistake.
 */
import { closeSync, openSync, readSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MAGIC = 'ITKHASH1';
const BUCKETS = 65536;
const RECORD = 16;
export const HASH_INDEX_FILE = 'file-hashes.index';

/** Two 32-bit hashes of a URL path (multiply-xorshift over its UTF-16 units): 64 bits that tell 441,000 paths apart. */
function pathHash(urlPath: string): [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < urlPath.length; i++) {
    const unit = urlPath.charCodeAt(i);
    h1 = Math.imul(h1 ^ unit, 2654435761);
    h2 = Math.imul(h2 ^ unit, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h1 >>> 0, h2 >>> 0];
}

/** The index of a build's hashes (URL path → sha256 in base64), for the folder `dir`. */
export function encodeHashIndex(dir: string, hashes: Map<string, string>): Buffer {
  const dirBytes = Buffer.from(dir, 'utf8');
  const headerSize = MAGIC.length + 4 + dirBytes.length + 4;
  const tableSize = (BUCKETS + 1) * 4;
  const out = Buffer.alloc(headerSize + tableSize + hashes.size * RECORD);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(dirBytes.length, MAGIC.length);
  dirBytes.copy(out, MAGIC.length + 4);
  out.writeUInt32LE(hashes.size, headerSize - 4);
  const keys = new Uint32Array(hashes.size * 2);
  const counts = new Uint32Array(BUCKETS + 1);
  let i = 0;
  for (const urlPath of hashes.keys()) {
    const [h1, h2] = pathHash(urlPath);
    keys[i * 2] = h1;
    keys[i * 2 + 1] = h2;
    counts[(h1 >>> 16) + 1]!++;
    i++;
  }
  for (let b = 1; b <= BUCKETS; b++) counts[b]! += counts[b - 1]!;
  for (let b = 0; b <= BUCKETS; b++) out.writeUInt32LE(counts[b]!, headerSize + b * 4);
  const next = counts.slice(0, BUCKETS);
  const records = headerSize + tableSize;
  i = 0;
  for (const sha256 of hashes.values()) {
    const h1 = keys[i * 2]!;
    const at = records + next[h1 >>> 16]!++ * RECORD;
    out.writeUInt32LE(h1, at);
    out.writeUInt32LE(keys[i * 2 + 1]!, at + 4);
    Buffer.from(sha256, 'base64').copy(out, at + 8, 0, 8);
    i++;
  }
  return out;
}

/**
 * What tells one build's folder from another: its real path and its inode. A build is renamed to
 * dist/client, so the path alone is the same for every build; the rename keeps the inode.
 */
export function buildIdentity(dir: string): string {
  return `${realpathSync(dir)}:${statSync(dir).ino}`;
}

/** Writes the index of the build in `dir` (its identity recorded, so that no other build uses it). */
export function writeHashIndex(dist: string, dir: string, hashes: Map<string, string>): void {
  let identity = dir;
  try {
    identity = buildIdentity(dir);
  } catch {
    // A folder that is gone: an index no served build will take for its own.
  }
  writeFileSync(path.join(dist, HASH_INDEX_FILE), encodeHashIndex(identity, hashes));
}

/** The recorded hashes of the build in a folder (dist/client); none for a folder no build recorded (a test fixture, a copy). */
export class RecordedHashes {
  private fd: number | null = null;
  private table: Buffer | null = null;
  private recordsAt = 0;
  private forBuild: string | null = null;
  private triedAt = 0;

  constructor(private readonly root: string) {}

  /**
   * Called with the identity of the build served (buildIdentity): the index is opened anew when it
   * changes. A build's index is written just after its switch, so an index of another build is
   * tried again, at most once a second, until this build's own is there.
   */
  useBuild(build: string): void {
    if (build === this.forBuild && (this.fd !== null || Date.now() - this.triedAt < 1000)) return;
    this.forBuild = build;
    this.triedAt = Date.now();
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
    this.table = null;
    let fd: number | null = null;
    try {
      fd = openSync(path.join(path.dirname(this.root), HASH_INDEX_FILE), 'r');
      const head = Buffer.alloc(MAGIC.length + 4);
      readSync(fd, head, 0, head.length, 0);
      const dirLength = head.readUInt32LE(MAGIC.length);
      if (head.toString('latin1', 0, MAGIC.length) !== MAGIC || dirLength > 4096) throw new Error('not a hash index');
      const dir = Buffer.alloc(dirLength + 4);
      readSync(fd, dir, 0, dir.length, head.length);
      if (dir.toString('utf8', 0, dirLength) !== build) throw new Error('another build');
      const tableAt = head.length + dir.length;
      const table = Buffer.alloc((BUCKETS + 1) * 4);
      if (readSync(fd, table, 0, table.length, tableAt) !== table.length) throw new Error('cut short');
      this.table = table;
      this.recordsAt = tableAt + table.length;
      this.fd = fd;
    } catch {
      if (fd !== null) closeSync(fd);
    }
  }

  /** The first 8 bytes of the sha256 recorded for a URL path, or null when none was. */
  recorded(urlPath: string): Buffer | null {
    if (this.fd === null && this.forBuild !== null) this.useBuild(this.forBuild);
    if (this.fd === null || this.table === null) return null;
    const [h1, h2] = pathHash(urlPath);
    const bucket = h1 >>> 16;
    const start = this.table.readUInt32LE(bucket * 4);
    const count = this.table.readUInt32LE(bucket * 4 + 4) - start;
    if (count === 0) return null;
    const records = Buffer.alloc(count * RECORD);
    readSync(this.fd, records, 0, records.length, this.recordsAt + start * RECORD);
    for (let at = 0; at < records.length; at += RECORD) {
      if (records.readUInt32LE(at) === h1 && records.readUInt32LE(at + 4) === h2) return records.subarray(at + 8, at + 16);
    }
    return null;
  }
}
