import { statSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GatheredBatch } from './transfer-buffer';
import { sha256Of, type PreviousBuild } from './previous-build';
import { noteThreadCpu } from './thread-cpu.mjs';

/** A job for the writing thread (scripts/lib/file-writer.worker.mjs); bytes are at [offset, offset + length) of its batch's buffer. */
type Job = { write: string; offset: number; length: number; linkFrom?: string; sameAs?: string } | { link: string; from: string };

/** A batch is sent when it holds this many files or bytes; at most BATCHES_IN_FLIGHT wait for the thread (memory stays bounded). */
const BATCH_FILES = 1024;
const BATCH_BYTES = 4 << 20;
const BATCHES_IN_FLIGHT = 4;
/** A URL path of one or more `/segment`s, none of them empty, `.` or `..`, with no backslash or NUL. */
const PLAIN_URL_PATH = /^(?:\/(?!\.\.?(?:\/|$))[^/\\\0]+)+$/;

/**
 * Writes files below one folder and refuses any path that would leave it. The files are put on disk
 * by a thread of their own, one after another (file-writer.worker.mjs says why), while the caller
 * goes on making the next ones; `flush` waits for all of them. Given the previous build, a file whose
 * bytes it already has is linked from there rather than written (`linked` counts them); else a file
 * whose bytes this one has written already, under another path, is linked to that file (`shared` counts
 * them: every `/v1/gregorian/from-hijri/` answer is a `/v1/hijri/from-gregorian/` one, 55,991 files), which
 * spares the filesystem a new inode and data block.
 */
export class OutputDir {
  readonly root: string;
  files = 0;
  bytes = 0;
  linked = 0;
  shared = 0;
  /** The sha256 of every file written or linked, by URL path, for the next build. */
  readonly hashes = new Map<string, string>();
  /** The first URL path written with each sha256 (the strings are those of `hashes`: only the Map's slots cost memory). */
  private readonly writtenAs = new Map<string, string>();
  /** Files the caller means to write, for the progress line; 0 when unknown. */
  expected = 0;
  private reportedAt = Date.now();
  private worker: Worker | null = null;
  private readonly gathered = new GatheredBatch<Job>();
  private readonly inFlight = new Map<number, { done: Promise<void>; settle: (error?: Error) => void }>();
  private failure: Error | null = null;

  constructor(root: string, private readonly previous: PreviousBuild | null = null) {
    this.root = path.resolve(root);
  }

  async write(urlPath: string, contents: string | Uint8Array): Promise<void> {
    const target = this.targetOf(urlPath);
    const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
    const hash = sha256Of(bytes);
    this.count(urlPath, hash, bytes.length);
    const job: Job = { write: target, offset: this.gathered.addBytes(bytes), length: bytes.length };
    if (this.previous?.hashes.get(urlPath) === hash) job.linkFrom = this.previousPath(urlPath);
    else {
      const first = this.writtenAs.get(hash);
      if (first === undefined) this.writtenAs.set(hash, urlPath);
      else job.sameAs = this.targetOf(first);
    }
    this.gathered.jobs.push(job);
    if (this.gathered.jobs.length >= BATCH_FILES || this.gathered.byteCount >= BATCH_BYTES) await this.send();
  }

  /**
   * Links the previous build's file at this path without reading it, when the caller knows its bytes
   * would be the same (a compressed variant of an unchanged answer). False when the previous build has no
   * such file; then the caller writes it.
   */
  async linkUnchanged(urlPath: string): Promise<boolean> {
    const hash = this.previous?.hashes.get(urlPath);
    if (hash === undefined) return false;
    const target = this.targetOf(urlPath);
    const source = this.previousPath(urlPath);
    let size: number;
    try {
      size = statSync(source).size;
    } catch {
      return false;
    }
    this.count(urlPath, hash, size);
    this.gathered.jobs.push({ link: target, from: source });
    if (this.gathered.jobs.length >= BATCH_FILES) await this.send();
    return true;
  }

  /** Waits until every file given so far is on disk; throws if one could not be written. */
  async flush(): Promise<void> {
    await this.send();
    await Promise.all([...this.inFlight.values()].map((batch) => batch.done));
    if (this.failure) throw this.failure;
  }

  /** The absolute path of a URL path below the root; refuses any that would leave it. */
  private targetOf(urlPath: string): string {
    // The answers' paths are all plain (no `.`, `..` or empty segment): joined as they are, without path.resolve's work for each of 466,000.
    if (PLAIN_URL_PATH.test(urlPath)) return this.root + urlPath;
    const target = path.resolve(this.root, '.' + path.posix.normalize('/' + urlPath));
    if (!target.startsWith(this.root + path.sep)) throw new Error(`refusing to write outside ${this.root}: ${urlPath}`);
    return target;
  }

  private previousPath(urlPath: string): string {
    return path.join(this.previous!.dir, '.' + path.posix.normalize('/' + urlPath));
  }

  private count(urlPath: string, hash: string, size: number): void {
    this.files += 1;
    this.bytes += size;
    this.hashes.set(urlPath, hash);
    this.reportProgress();
  }

  /** Sends the jobs gathered so far as one batch, their bytes in one transferred buffer, once fewer than BATCHES_IN_FLIGHT are pending. */
  private async send(): Promise<void> {
    const batch = await this.gathered.takeWhenRoom(this.inFlight, BATCHES_IN_FLIGHT, () => this.failure);
    if (batch === undefined) return;
    const { id, jobs, buffer } = batch;
    const worker = this.writer();
    let settle!: (error?: Error) => void;
    const done = new Promise<void>((resolve) => {
      settle = (error) => {
        if (error && !this.failure) this.failure = error;
        this.inFlight.delete(id);
        if (this.inFlight.size === 0) worker.unref();
        resolve();
      };
    });
    this.inFlight.set(id, { done, settle });
    worker.ref();
    worker.postMessage({ batch: id, buffer, jobs }, [buffer]);
  }

  /** The writing thread, started with the first batch; it keeps the process alive only while a batch is pending. */
  private writer(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./file-writer.worker.mjs', import.meta.url));
    worker.on('message', ({ batch, linked, shared, error, cpu }: { batch: number; linked: number; shared: number; error?: string; cpu?: number | null }) => {
      noteThreadCpu(worker, 'writing the files', cpu);
      this.linked += linked;
      this.shared += shared;
      this.inFlight.get(batch)?.settle(error === undefined ? undefined : new Error(`writing ${this.root}: ${error}`));
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      this.worker = null;
      for (const batch of [...this.inFlight.values()]) batch.settle(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the file-writing thread stopped (exit code ${code})`)));
    return (this.worker = worker);
  }

  /** A line every 5 s while writing, so that a long write is never silent. */
  private reportProgress(): void {
    if ((this.files & 1023) !== 0 || Date.now() - this.reportedAt < 5000) return;
    this.reportedAt = Date.now();
    const of = this.expected > 0 ? ` of ${this.expected.toLocaleString('en')}` : '';
    process.stdout.write(`  ${this.files.toLocaleString('en')}${of} files written (${this.linked.toLocaleString('en')} unchanged, linked from the last build)\n`);
  }
}
