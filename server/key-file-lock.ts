import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a process that hung or died while holding it. */
const STALE_LOCK_MS = 30_000;

/** A lock is stale when the process that wrote its pid is gone, or when it is older than STALE_LOCK_MS. */
export function lockIsStale(lock: string): boolean {
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    }
  }
  return Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS;
}

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
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (lockIsStale(lock)) unlinkSync(lock);
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

