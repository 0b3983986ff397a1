/**
 * The thread that puts OutputDir's files on disk (scripts/lib/output-dir.ts), one after another with
 * the synchronous calls. Plain JavaScript, so that it loads the same under tsx, vitest and node.
 *
 * Why one thread and synchronous calls: creating a file is kernel work, and on the build machine
 * (ext4 in a 2-core VM) four libuv threads creating files side by side in the same folders spent
 * twice the CPU of one thread doing it alone (100,000 files: 11 s of CPU against 5 s, measured), and
 * their promises kept the build's thread busy too.
 *
 * Each message is a batch, `{ batch, buffer, jobs }`, answered with `{ batch, linked, shared, cpu }` (cpu:
 * this thread's CPU seconds so far) or `{ batch, linked, shared, error }`; a job's bytes are `buffer` from
 * `offset`, `length` long:
 *   { write: target, offset, length }            writes the bytes
 *   { write: target, offset, length, linkFrom }  links linkFrom (the last build's same bytes), else writes
 *   { write: target, offset, length, sameAs }    links sameAs (a file of this build written before, with the
 *                                                same bytes), else writes
 *   { link: target, from }                       links `from`, else copies it
 */
import { copyFileSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { threadCpuSeconds } from './thread-cpu.mjs';

const madeDirs = new Set();
function folderFor(target) {
  const dir = path.dirname(target);
  if (!madeDirs.has(dir)) {
    mkdirSync(dir, { recursive: true });
    madeDirs.add(dir);
  }
}

function tryLink(from, target) {
  try {
    linkSync(from, target);
    return true;
  } catch {
    return false;
  }
}

parentPort.on('message', ({ batch, buffer, jobs }) => {
  const bytes = new Uint8Array(buffer);
  let linked = 0;
  let shared = 0;
  try {
    for (const job of jobs) {
      if (job.link !== undefined) {
        folderFor(job.link);
        if (tryLink(job.from, job.link)) linked += 1;
        else copyFileSync(job.from, job.link);
      } else {
        folderFor(job.write);
        if (job.linkFrom !== undefined && tryLink(job.linkFrom, job.write)) linked += 1;
        else if (job.sameAs !== undefined && tryLink(job.sameAs, job.write)) shared += 1;
        else writeFileSync(job.write, bytes.subarray(job.offset, job.offset + job.length));
      }
    }
    parentPort.postMessage({ batch, linked, shared, cpu: threadCpuSeconds() });
  } catch (error) {
    parentPort.postMessage({ batch, linked, shared, error: error instanceof Error ? error.message : String(error) });
  }
});
