/**
 * Where access-log lines go: stdout, written without ever blocking the server and within a byte
 * budget. When stdout is not read (a full pipe, a stopped log shipper), lines wait in a queue of at
 * most `maxBytes`; past it new lines are dropped and counted, and the count is written once stdout
 * moves again. So a blocked stdout costs at most the budget, and cannot hold up a stop: `flush`
 * gives up at its deadline.
 */
import { write } from 'node:fs';

export class BoundedLogWriter {
  private readonly queue: Buffer[] = [];
  private queuedBytes = 0;
  private writing = false;
  /** Lines dropped because the queue was full, since the start and since last reported. */
  dropped = 0;
  private unreported = 0;

  constructor(
    private readonly fd = 1,
    readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  /** pino calls this with one line (newline included). */
  write(line: string): boolean {
    if (this.queuedBytes + Buffer.byteLength(line) > this.maxBytes) {
      this.dropped++;
      this.unreported++;
      return true;
    }
    if (this.unreported > 0) {
      this.enqueue(`${JSON.stringify({ level: 40, msg: `access log: ${this.unreported} lines dropped while stdout was not read` })}\n`);
      this.unreported = 0;
    }
    this.enqueue(line);
    return true;
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

  private enqueue(text: string): void {
    const bytes = Buffer.from(text);
    this.queue.push(bytes);
    this.queuedBytes += bytes.length;
    this.pump();
  }

  /** One write at a time; a full pipe (EAGAIN) is tried again a little later, never in a loop. */
  private pump(): void {
    if (this.writing || this.queue.length === 0) return;
    this.writing = true;
    const buffer = Buffer.concat(this.queue.splice(0, 256));
    write(this.fd, buffer, 0, buffer.length, null, (error, written) => {
      this.writing = false;
      if (error) {
        // Put back what was not written; retry after a pause (EAGAIN: the reader is behind).
        this.queue.unshift(buffer);
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.dropAll();
        else setTimeout(() => this.pump(), 50).unref();
        return;
      }
      this.queuedBytes -= written;
      if (written < buffer.length) this.queue.unshift(buffer.subarray(written));
      this.pump();
    });
  }

  /** stdout is gone (EPIPE, closed): nothing queued can ever be written. */
  private dropAll(): void {
    this.dropped += this.queue.length;
    this.queue.length = 0;
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
