/**
 * CPU seconds of one thread, so that the build can say which of its threads spent what (a step's CPU
 * is the sum of the process's threads: the answers' maker, the file writer, the .tar.gz writer, this
 * thread and libuv's pool). Plain JavaScript, so that the worker threads load it the same under tsx,
 * vitest and node.
 */
import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) of the calling thread (/proc/thread-self/stat: utime and stime, in clock
 * ticks of 1/100 s), or null off Linux.
 * @returns {number | null}
 */
export function threadCpuSeconds() {
  try {
    const fields = readFileSync('/proc/thread-self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** The latest CPU seconds each worker thread reported, by what it does; a thread's figure is its total so far. */
const latest = new Map();

/**
 * Records what a worker thread reported of its own CPU (threadCpuSeconds in that thread).
 * @param {object} thread the Worker @param {string} name what it does @param {number | null | undefined} seconds
 */
export function noteThreadCpu(thread, name, seconds) {
  if (typeof seconds === 'number') latest.set(thread, { name, seconds });
}

/**
 * CPU seconds of the worker threads by what they do, summed over the threads of each name.
 * @returns {Map<string, number>}
 */
export function workerThreadCpu() {
  const byName = new Map();
  for (const { name, seconds } of latest.values()) byName.set(name, (byName.get(name) ?? 0) + seconds);
  return byName;
}
