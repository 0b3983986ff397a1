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
/** About the most one write takes (bigger writes gain nothing); past it the rest follow at once. */
const WRITE_BYTES = 64 * 1024;

export class BoundedLogWriter {
  /** Lines not yet handed to a write, and the unwritten rest of the last write (retried first). */
  private readonly queue: string[] = [];
  private leftover: Buffer | null = null;
  private queuedBytes = 0;
  private writing = false;
  private scheduled = false;
  /** Lines dropped because the queue was full, since the start and since last reported. */
  dropped = 0;
  private unreported = 0;

  constructor(
    private readonly fd = 1,
    readonly maxBytes = 4 * 1024 * 1024,
  ) {}

  /** One line (newline included); `bytes`, its UTF-8 length, when the caller knows it (an ASCII line's is its length). */
  write(line: string, bytes = Buffer.byteLength(line)): boolean {
    if (this.queuedBytes + bytes > this.maxBytes) {
      this.dropped++;
      this.unreported++;
      return true;
    }
    if (this.unreported > 0) {
      const report = `${JSON.stringify({ level: 40, msg: `access log: ${this.unreported} lines dropped while stdout was not read` })}\n`;
      this.enqueue(report, Buffer.byteLength(report));
      this.unreported = 0;
    }
    this.enqueue(line, bytes);
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

  private enqueue(text: string, bytes: number): void {
    this.queue.push(text);
    this.queuedBytes += bytes;
    this.schedule();
  }

  /** A write of everything queued, FLUSH_MS from now (one timer, however many lines come meanwhile). */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(this.pumpSoon, FLUSH_MS);
  }

  private readonly pumpSoon = () => {
    this.scheduled = false;
    this.pump();
  };

  /** One write at a time; a full pipe (EAGAIN) is tried again a little later, never in a loop. */
  private pump(): void {
    if (this.writing || (this.leftover === null && this.queue.length === 0)) return;
    this.writing = true;
    let buffer = this.leftover;
    if (buffer === null) {
      let count = 0;
      for (let bytes = 0; count < this.queue.length && bytes < WRITE_BYTES; count++) bytes += this.queue[count]!.length;
      buffer = Buffer.from(this.queue.splice(0, count).join(''));
    }
    this.leftover = null;
    write(this.fd, buffer, 0, buffer.length, null, (error, written) => {
      this.writing = false;
      if (error) {
        // Put back what was not written; retry after a pause (EAGAIN: the reader is behind).
        this.leftover = buffer;
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') this.dropAll();
        else setTimeout(() => this.pump(), 50).unref();
        return;
      }
      this.queuedBytes -= written;
      if (written < buffer.length) {
        this.leftover = buffer.subarray(written);
        this.pump();
      } else if (this.queuedBytes >= WRITE_BYTES) this.pump();
      else if (this.queue.length > 0) this.schedule();
    });
  }

  /** stdout is gone (EPIPE, closed): nothing queued can ever be written. */
  private dropAll(): void {
    this.dropped += this.queue.length + (this.leftover ? 1 : 0);
    this.queue.length = 0;
    this.leftover = null;
    this.queuedBytes = 0;
  }
}

/**
 * The start of a log line up to its time, made once per millisecond rather than once per line (the
 * time has millisecond precision; at thousands of requests a second most lines share their millisecond).
 */
let timeMs = -1;
let lineStart = '';
function lineStartOfThisMs(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    lineStart = `{"level":30,"time":"${new Date(now).toISOString()}"`;
  }
  return lineStart;
}

/**
 * The access-log line pino wrote for `log.info({ method, path, status, ms, route, client })` (with
 * `base: null`; an absent route left out), made directly: pino's generic serializer took twice
 * as long per line (CPU profile of the static path under wrk).
 */
export function accessLogLine(method: string, path: string, status: number, ms: number, route: string | undefined, client: string): string {
  escaped = false;
  const routeField = route === undefined ? '' : `,"route":${jsonString(route)}`;
  return `${lineStartOfThisMs()},"method":${jsonString(method)},"path":${jsonString(path)},"status":${status},"ms":${ms}${routeField},"client":${jsonString(client)}}\n`;
}

/** Printable ASCII but `"` and `\`: a JSON string of these is the text in quotes. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * JSON.stringify of a string, without its call into the runtime for the usual one (a method, a
 * route id, a hashed client, a plain path): that call was half the cost of an access-log line (perf
 * profile of the static path under wrk). Anything else goes to JSON.stringify, escapes and all.
 */
function jsonString(text: string): string {
  if (PLAIN_JSON_TEXT.test(text)) return `"${text}"`;
  escaped = true;
  return JSON.stringify(text);
}

/** Whether a string of the line being made went through JSON.stringify (and may hold more than ASCII). */
let escaped = false;

/**
 * Whether the last line accessLogLine made is ASCII only (every string in it plain), so that its
 * length is its byte count: Buffer.byteLength of the line flattened it and scanned it once more
 * (perf profile of the static path under wrk), the batched write flattens it anyway.
 */
export const lastAccessLogLineIsAscii = (): boolean => !escaped;

/** The one writer of this process's stdout: access-log lines and the server's own messages. */
export const stdoutWriter = new BoundedLogWriter(1);

/**
 * A message of the server's own (start, stop, Redis) on stdout, through the bounded writer:
 * console.log on a pipe is synchronous on Linux, and blocks the whole process when nobody reads.
 */
export function say(message: string): void {
  stdoutWriter.write(`${message}\n`);
}
