/**
 * A deterministic gzip-compressed tar (POSIX ustar) writer for the data archive and the npm data
 * package: the same entries always give the same bytes (fixed mtime, owner and mode; entries in
 * the order given, which callers sort), so two builds of one commit give identical archives.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

export interface TarEntry {
  /** Path inside the archive, with `/` separators and no leading slash. */
  path: string;
  bytes: Uint8Array;
}

/** 1985-10-26T08:15:00Z, the fixed mtime npm gives every file it packs; any constant would do. */
export const TAR_MTIME = 499162500;
const BLOCK = 512;

function writeString(header: Buffer, text: string, offset: number, length: number): void {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${text}" is longer than ${length} bytes`);
  bytes.copy(header, offset);
}

const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, '0') + '\0';

/** ustar keeps 100 bytes of name and 155 of prefix: a long path is split at a `/`. */
function splitPath(entryPath: string): { name: string; prefix: string } {
  if (Buffer.byteLength(entryPath) <= 100) return { name: entryPath, prefix: '' };
  for (let cut = entryPath.lastIndexOf('/'); cut > 0; cut = entryPath.lastIndexOf('/', cut - 1)) {
    const prefix = entryPath.slice(0, cut);
    const name = entryPath.slice(cut + 1);
    if (Buffer.byteLength(name) <= 100 && Buffer.byteLength(prefix) <= 155) return { name, prefix };
  }
  throw new Error(`tar: path too long for ustar: ${entryPath}`);
}

export function tarHeader(entryPath: string, size: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitPath(entryPath);
  writeString(header, name, 0, 100);
  writeString(header, '0000644\0', 100, 8);
  writeString(header, '0000000\0', 108, 8);
  writeString(header, '0000000\0', 116, 8);
  writeString(header, octal(size, 12), 124, 12);
  writeString(header, octal(TAR_MTIME, 12), 136, 12);
  header.fill(' ', 148, 156);
  writeString(header, '0', 156, 1);
  writeString(header, 'ustar\0', 257, 6);
  writeString(header, '00', 263, 2);
  writeString(header, prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  writeString(header, octal(sum, 7) + ' ', 148, 8);
  return header;
}

/** The tar stream of the entries, in blocks: header, contents, padding; then two empty blocks. */
export function* tarBlocks(entries: Iterable<TarEntry>): Generator<Uint8Array> {
  for (const entry of entries) {
    yield tarHeader(entry.path, entry.bytes.length);
    yield entry.bytes;
    const padding = (BLOCK - (entry.bytes.length % BLOCK)) % BLOCK;
    if (padding) yield Buffer.alloc(padding);
  }
  yield Buffer.alloc(BLOCK * 2);
}

export interface WrittenArchive {
  bytes: number;
  sha256: string;
}

const GZIP_LEVEL = 6;

/**
 * What a .tar.gz is made from, as one sha256: this writer's format and each entry's path and the
 * sha256 of its bytes, in the order written. Two archives with one key have the same bytes (the
 * writer is deterministic), so a build links the last build's archive of the same key instead of
 * writing it again.
 */
export function tarKey(entries: Iterable<{ path: string; sha256: string }>): string {
  const hash = createHash('sha256').update(`ustar mtime ${TAR_MTIME} gzip ${GZIP_LEVEL} zlib ${process.versions.zlib}\n`);
  for (const entry of entries) hash.update(`${entry.path}\0${entry.sha256}\n`);
  return hash.digest('hex');
}

/** Writes entries as a .tar.gz file and returns its size and sha256. */
export async function writeTarGz(file: string, entries: Iterable<TarEntry>): Promise<WrittenArchive> {
  const gzip = createGzip({ level: GZIP_LEVEL });
  const output = createWriteStream(file);
  const hash = createHash('sha256');
  let size = 0;
  gzip.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    size += chunk.length;
  });
  gzip.pipe(output);
  const finished = once(output, 'close');
  // Many small blocks are gathered into large writes: one write per block would be slow.
  let batch: Uint8Array[] = [];
  let batchBytes = 0;
  const flushBatch = async () => {
    if (!gzip.write(Buffer.concat(batch, batchBytes))) await once(gzip, 'drain');
    batch = [];
    batchBytes = 0;
  };
  for (const block of tarBlocks(entries)) {
    batch.push(block);
    batchBytes += block.length;
    if (batchBytes >= 1 << 20) await flushBatch();
  }
  if (batchBytes) await flushBatch();
  gzip.end();
  await finished;
  return { bytes: size, sha256: hash.digest('hex') };
}
