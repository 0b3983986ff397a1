import { closeSync, fstatSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_WAIT_MS = 10_000;
/** A lock older than this was left by a process that hung or died while holding it. */
const STALE_LOCK_MS = 30_000;
/** Removing a stale lock takes microseconds; a `.break` file older than this was left by a crash. */
const BREAKER_STALE_MS = 5_000;

/** A lock is stale when the process that wrote its pid is gone, or when it is older than STALE_LOCK_MS. */
function ownerIsGone(pidText: string, mtimeMs: number): boolean {
  const pid = Number(pidText.trim());
  if (Number.isInteger(pid) && pid > 0) {
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
    }
  }
  return Date.now() - mtimeMs > STALE_LOCK_MS;
}

/**
 * Removes the lock file if it is stale. The file judged is the one opened: a lock released and taken
 * again by a live process meanwhile is a different file (another inode) and stays. Removers take
 * turns through `<lock>.break`, so two of them cannot both judge one stale lock and the second
 * remove the lock a third process took after the first removal.
 */
function removeIfStale(lock: string): void {
  let fd: number;
  try {
    fd = openSync(lock, 'r');
  } catch {
    return; // released meanwhile
  }
  try {
    const judged = fstatSync(fd);
    if (!ownerIsGone(readFileSync(fd, 'utf8'), judged.mtimeMs)) return;
    const breaker = `${lock}.break`;
    try {
      closeSync(openSync(breaker, 'wx', 0o600));
    } catch {
      // Another process is removing it; a breaker left by one that died is cleared after a while.
      const left = statSync(breaker, { throwIfNoEntry: false });
      if (left && Date.now() - left.mtimeMs > BREAKER_STALE_MS) rmSync(breaker, { force: true });
      return;
    }
    try {
      const now = statSync(lock, { throwIfNoEntry: false });
      if (now && now.ino === judged.ino && now.dev === judged.dev) unlinkSync(lock);
    } finally {
      rmSync(breaker, { force: true });
    }
  } finally {
    closeSync(fd);
  }
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
      removeIfStale(lock);
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

