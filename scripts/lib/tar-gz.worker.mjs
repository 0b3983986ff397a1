/**
 * The thread that writes TarGzWriter's .tar.gz files (scripts/lib/tar.ts): it frames each entry as tar
 * (tar-format.mjs) and feeds each file's gzip stream, which compresses on libuv's threads and writes
 * straight to the file; the build's thread only gathers the entries into batches. Plain JavaScript, so
 * that it loads the same under tsx, vitest and node.
 *
 * Messages, in order:
 *   { open, file }                 starts the .tar.gz `open` (a number) at `file`, written as `file.partial`
 *                                  and renamed to `file` when finished
 *   { batch, buffer, entries }     adds the entries, each `{ into, path, offset, length }`: the bytes at
 *                                  [offset, offset + length) of `buffer` as `path` in the .tar.gz `into`;
 *                                  answered `{ batch, cpu }` once gzip has taken them all (cpu: this thread's
 *                                  CPU seconds so far; gzip itself runs on libuv's threads), or `{ batch, error }`
 *   { finish }                     ends the .tar.gz `finish`; answered `{ finished, bytes, sha256 }` once
 *                                  the file is complete, or `{ finished, error }`
 * A .tar.gz whose file cannot be written is also reported at once, as `{ failed, error }`; after any
 * failure every .tar.gz open is abandoned, none renamed to its name.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, renameSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { parentPort } from 'node:worker_threads';
import { createGzip } from 'node:zlib';
import { GZIP_LEVEL, TAR_END, tarEntryBlocks } from './tar-format.mjs';
import { threadCpuSeconds } from './thread-cpu.mjs';

/** @type {Map<number, { gzip: import('node:zlib').Gzip, done: Promise<{ bytes: number, sha256: string }> }>} */
const tars = new Map();
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/** @param {number} id @param {string} file */
function open(id, file) {
  const partial = `${file}.partial`;
  const gzip = createGzip({ level: GZIP_LEVEL });
  const hash = createHash('sha256');
  let bytes = 0;
  const done = pipeline(
    gzip,
    async function* (compressed) {
      for await (const chunk of compressed) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(partial),
  ).then(() => {
    renameSync(partial, file);
    return { bytes, sha256: hash.digest('hex') };
  });
  done.catch((error) => parentPort.postMessage({ failed: id, error: `${file}: ${messageOf(error)}` }));
  tars.set(id, { gzip, done });
}

/** Each .tar.gz's entries of the batch go to its gzip stream as one write. */
function add({ batch, buffer, entries }) {
  const bytes = new Uint8Array(buffer);
  /** @type {Map<number, Uint8Array[]>} */
  const blocks = new Map();
  try {
    for (const { into, path, offset, length } of entries) {
      if (!tars.has(into)) throw new Error(`no open .tar.gz ${into}`);
      if (!blocks.has(into)) blocks.set(into, []);
      blocks.get(into).push(...tarEntryBlocks(path, bytes.subarray(offset, offset + length)));
    }
  } catch (error) {
    abandon(error);
    parentPort.postMessage({ batch, error: messageOf(error) });
    return;
  }
  let pending = blocks.size;
  let failure;
  const written = (error) => {
    if (error && !failure) abandon(error);
    failure ??= error;
    if (--pending === 0) parentPort.postMessage(failure ? { batch, error: messageOf(failure) } : { batch, cpu: threadCpuSeconds() });
  };
  if (pending === 0) parentPort.postMessage({ batch });
  for (const [into, list] of blocks) tars.get(into).gzip.write(Buffer.concat(list), written);
}

/** After a failure no .tar.gz is finished: each is left as its .partial file. */
function abandon(error) {
  for (const tar of tars.values()) tar.gzip.destroy(error instanceof Error ? error : new Error(String(error)));
}

/** @param {number} id */
async function finish(id) {
  const tar = tars.get(id);
  tars.delete(id);
  try {
    if (!tar) throw new Error(`no open .tar.gz ${id}`);
    tar.gzip.end(TAR_END);
    parentPort.postMessage({ finished: id, ...(await tar.done) });
  } catch (error) {
    parentPort.postMessage({ finished: id, error: messageOf(error) });
  }
}

parentPort.on('message', (message) => {
  if (message.open !== undefined) open(message.open, message.file);
  else if (message.batch !== undefined) add(message);
  else if (message.finish !== undefined) void finish(message.finish);
});
