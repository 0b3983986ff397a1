/**
 * Where access-log lines go: stdout, written without ever blocking the server and within a byte
 * budget. When stdout is not read (a full pipe, a stopped log shipper), lines wait in a queue of at
 * most `maxBytes`; past it new lines are dropped and counted, and the count is written once stdout
 * moves again. So a blocked stdout costs at most the budget, and cannot hold up a stop: `flush`
 * gives up at its deadline. Lines are gathered for at most FLUSH_MS and written together: a write
 * per line cost an eighth of a static answer's time (bench/static-path.bench.ts), one write per
 * 10 ms costs next to nothing, and a line reaches stdout at most 10 ms later.
 */
import { write } from 'node:fs';

/** The longest a line waits to be written with the others. */
export const FLUSH_MS = 10;
/** The memory lines are written into, and about the most one write takes (bigger writes gain nothing). */
const CHUNK_BYTES = 64 * 1024;

export class BoundedLogWriter {
  /**
   * Bytes waiting for a write: sealed chunks, oldest first, then the chunk being filled (`used` bytes
   * of it). Lines are encoded into the chunk as they come, so a write is a slice of memory already
   * laid out: no strings held between writes, nothing joined or encoded again per write.
   */
  private readonly sealed: Buffer[] = [];
  private chunk: Buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private used = 0;
  /** A chunk written out, kept to be filled again. */
  private spare: Buffer | null = null;
  /** The unwritten rest of the last write, retried first. */
  private leftover: Buffer | null = null;
  private queuedBytes = 0;
  private writing = false;
  /** Writes every FLUSH_MS while lines come (one interval, not a timer per write); stopped when a tick finds nothing. */
  private ticking: NodeJS.Timeout | null = null;
  /** Lines dropped because the queue was full, since the start and since last reported. */
  dropped = 0;
  private unreported = 0;

  constructor(
    private readonly fd = 1,
    readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  /** One line (newline included); `bytes`, its UTF-8 length, when the caller knows it (an ASCII line's is its length). */
  write(line: string, bytes = Buffer.byteLength(line)): boolean {
    const offset = this.reserve(bytes);
    if (offset >= 0) this.commit(this.chunk.write(line, offset, bytes, 'utf8'));
    return true;
  }

  /**
   * Room for a line of `bytes` written straight into the writer's memory: the offset in `target()`
   * to write it at, then `commit(bytes)`; or -1 when the budget is full (the line is dropped and counted).
   */
  reserve(bytes: number): number {
    if (this.queuedBytes + bytes > this.maxBytes) {
      this.dropped++;
      this.unreported++;
      return -1;
    }
    if (this.unreported > 0) {
      const report = `${JSON.stringify({ level: 40, msg: `access log: ${this.unreported} lines dropped while stdout was not read` })}\n`;
      this.unreported = 0;
      this.commit(this.chunk.write(report, this.room(report.length), 'latin1'));
    }
    return this.room(bytes);
  }

  /** The offset where `bytes` fit in the chunk being filled, sealing it first when they do not. */
  private room(bytes: number): number {
    if (this.used + bytes > this.chunk.length) this.seal(bytes);
    return this.used;
  }

  /** The memory `reserve` gave an offset in (valid until the next reserve). */
  target(): Buffer {
    return this.chunk;
  }

  commit(bytes: number): void {
    this.used += bytes;
    this.queuedBytes += bytes;
    if (this.ticking === null) this.schedule();
  }

  get pendingBytes(): number {
    return this.queuedBytes;
  }

  /** Resolves once the queue is written, or at `timeoutMs`, whichever comes first. */
  flush(timeoutMs: number): Promise<void> {
    const until = Date.now() + timeoutMs;
    return new Promise((resolve) => {
      const check = () => (this.queuedBytes === 0 || Date.now() >= until ? resolve() : setTimeout(check, 10).unref());
      check();
    });
  }

  /** The chunk being filled joins the sealed ones; a new one (the spare, or one of at least `bytes`) is filled next. */
  private seal(bytes = 0): void {
    if (this.used > 0) this.sealed.push(this.chunk.subarray(0, this.used));
    const spare = this.spare;
    this.spare = null;
    this.chunk = spare !== null && bytes <= spare.length ? spare : Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes));
    this.used = 0;
  }

  /** A write of everything queued within FLUSH_MS (one interval, however many lines come meanwhile). */
  private schedule(): void {
    this.ticking ??= setInterval(this.tick, FLUSH_MS);
  }

  private readonly tick = () => {
    if (this.used === 0 && this.sealed.length === 0 && this.leftover === null && !this.writing) {
      clearInterval(this.ticking!);
      this.ticking = null;
    } else this.pump();
  };

  /** One write at a time; a full pipe (EAGAIN) is tried again a little later, never in a loop. */
  private pump(): void {
    if (this.writing) return;
    let buffer = this.leftover;
    if (buffer === null) {
      if (this.sealed.length === 0 && this.used > 0) this.seal();
      buffer = this.sealed.shift() ?? null;
      if (buffer === null) return;
    }
    this.writing = true;
    this.leftover = null;
    write(this.fd, buffer, 0, buffer.length, null, (error, written) => {
      this.writing = false;
      if (error) {
        // Put back what was not written; retry after a pause (EAGAIN: the reader is behind).
        this.leftover = buffer;
        // Retried after a pause that does not hold the process; a new line starts the interval again.
        clearInterval(this.ticking ?? undefined);
        this.ticking = null;
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.dropAll();
        else setTimeout(() => this.pump(), 50).unref();
        return;
      }
      this.queuedBytes -= written;
      if (written < buffer.length) {
        this.leftover = buffer.subarray(written);
        this.pump();
        return;
      }
      if (buffer.buffer.byteLength === CHUNK_BYTES) this.spare = Buffer.from(buffer.buffer, 0, CHUNK_BYTES);
      if (this.sealed.length > 0 || this.used >= CHUNK_BYTES / 2) this.pump();
      else if (this.used > 0) this.schedule();
    });
  }

  /** stdout is gone (EPIPE, closed): nothing queued can ever be written. */
  private dropAll(): void {
    for (const buffer of [this.leftover, ...this.sealed, this.chunk.subarray(0, this.used)]) {
      for (let at = buffer ? buffer.indexOf(10) : -1; at !== -1; at = buffer!.indexOf(10, at + 1)) this.dropped++;
    }
    this.sealed.length = 0;
    this.leftover = null;
    this.used = 0;
    this.queuedBytes = 0;
  }
}

/** The one writer of this process's stdout: access-log lines and the server's own messages. */
export const stdoutWriter = new BoundedLogWriter(1);

/**
 * A message of the server's own (start, stop, Redis) on stdout, through the bounded writer:
 * console.log on a pipe is synchronous on Linux, and blocks the whole process when nobody reads.
 */
export function say(message: string): void {
  stdoutWriter.write(`${message}\n`);
}
