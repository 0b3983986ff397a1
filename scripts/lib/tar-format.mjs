/**
 * The tar format (POSIX ustar) of the data archive and the npm data packages, deterministic: fixed mtime,
 * owner and mode, entries in the order they are given, so that the same entries always give the same
 * bytes and two builds of one commit give identical archives. Plain JavaScript, so that the thread that
 * writes the archives (tar-gz.worker.mjs) loads it the same under tsx, vitest and node; scripts/lib/tar.ts
 * is the build's side.
 */

/** 1985-10-26T08:15:00Z, the fixed mtime npm gives every file it packs; any constant would do. */
export const TAR_MTIME = 499162500;
/**
 * The gzip level of every .tar.gz the build writes. Over the data archive's 903 MB of tar (2026-11-26):
 * level 6 gave 68.3 MB in 7.2 s of CPU, 5 gave 69.8 MB (2.2% more) in 5.1 s, 4 gave 73.2 MB (7.2% more)
 * in 3.9 s; the packages alike (the data package: 1.3% more at 5, 6.5% at 4). The archive and the packages
 * are gzipped beside the answers on the build's two cores, so their CPU is the build's time.
 */
export const GZIP_LEVEL = 5;
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
 * Every field of a header that is the same for all entries (mode, owner, mtime, type, magic), with the
 * checksum field as the spaces it is summed as, and the sum of those bytes: an entry's header is this
 * copied, its name, size and prefix written in, and the checksum the template's sum plus theirs.
 */
const TEMPLATE = Buffer.alloc(BLOCK);
writeString(TEMPLATE, '0000644\0', 100, 8);
writeString(TEMPLATE, '0000000\0', 108, 8);
writeString(TEMPLATE, '0000000\0', 116, 8);
writeString(TEMPLATE, octal(TAR_MTIME, 12), 136, 12);
TEMPLATE.fill(' ', 148, 156);
writeString(TEMPLATE, '0', 156, 1);
writeString(TEMPLATE, 'ustar\0', 257, 6);
writeString(TEMPLATE, '00', 263, 2);
const TEMPLATE_SUM = TEMPLATE.reduce((sum, byte) => sum + byte, 0);

/** @param {Buffer} header @param {number} start @param {number} end */
function sumOf(header, start, end) {
  let sum = 0;
  for (let i = start; i < end; i++) sum += header[i];
  return sum;
}

/**
 * The 512-byte header of a regular file.
 * @param {string} entryPath path inside the archive, with `/` separators and no leading slash
 * @param {number} size
 * @returns {Buffer}
 */
export function tarHeader(entryPath, size) {
  const header = Buffer.allocUnsafe(BLOCK);
  TEMPLATE.copy(header);
  const { name, prefix } = splitPath(entryPath);
  const nameLength = header.write(name, 0, 100, 'utf8');
  const sizeField = octal(size, 12);
  if (sizeField.length > 12) throw new Error(`tar: "${entryPath}" is too large for ustar (${size} bytes)`);
  header.write(sizeField, 124, 12, 'latin1');
  const prefixLength = header.write(prefix, 345, 155, 'utf8');
  const sum = TEMPLATE_SUM + sumOf(header, 0, nameLength) + sumOf(header, 124, 136) + sumOf(header, 345, 345 + prefixLength);
  header.write(octal(sum, 7) + ' ', 148, 8, 'latin1');
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
