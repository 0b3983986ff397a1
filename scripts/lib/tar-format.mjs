/**
 * The tar format (POSIX ustar) of the data archive and the npm data packages, deterministic: fixed mtime,
 * owner and mode, entries in the order they are given, so that the same entries always give the same
 * bytes and two builds of one commit give identical archives. Plain JavaScript, so that the thread that
 * writes the archives (tar-gz.worker.mjs) loads it the same under tsx, vitest and node; scripts/lib/tar.ts
 * is the build's side.
 */

/** 1985-10-26T08:15:00Z, the fixed mtime npm gives every file it packs; any constant would do. */
export const TAR_MTIME = 499162500;
/** The gzip level of every .tar.gz the build writes. */
export const GZIP_LEVEL = 6;
const BLOCK = 512;
const ZEROS = Buffer.alloc(BLOCK * 2);

/** @param {Buffer} header @param {string} text @param {number} offset @param {number} length */
function writeString(header, text, offset, length) {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${text}" is longer than ${length} bytes`);
  bytes.copy(header, offset);
}

/** @param {number} value @param {number} length */
const octal = (value, length) => value.toString(8).padStart(length - 1, '0') + '\0';

/**
 * ustar keeps 100 bytes of name and 155 of prefix: a long path is split at a `/`.
 * @param {string} entryPath
 */
function splitPath(entryPath) {
  if (Buffer.byteLength(entryPath) <= 100) return { name: entryPath, prefix: '' };
  for (let cut = entryPath.lastIndexOf('/'); cut > 0; cut = entryPath.lastIndexOf('/', cut - 1)) {
    const prefix = entryPath.slice(0, cut);
    const name = entryPath.slice(cut + 1);
    if (Buffer.byteLength(name) <= 100 && Buffer.byteLength(prefix) <= 155) return { name, prefix };
  }
  throw new Error(`tar: path too long for ustar: ${entryPath}`);
}

/**
 * The 512-byte header of a regular file.
 * @param {string} entryPath path inside the archive, with `/` separators and no leading slash
 * @param {number} size
 * @returns {Buffer}
 */
export function tarHeader(entryPath, size) {
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

/**
 * One entry of the tar stream: its header, its bytes and the zeros that pad them to a whole block.
 * @param {string} entryPath
 * @param {Uint8Array} bytes
 * @returns {Uint8Array[]}
 */
export function tarEntryBlocks(entryPath, bytes) {
  const padding = (BLOCK - (bytes.length % BLOCK)) % BLOCK;
  return padding ? [tarHeader(entryPath, bytes.length), bytes, ZEROS.subarray(0, padding)] : [tarHeader(entryPath, bytes.length), bytes];
}

/** The end of a tar stream: two empty blocks. */
export const TAR_END = ZEROS;
