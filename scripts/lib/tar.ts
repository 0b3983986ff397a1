/**
 * The .tar.gz files the build ships (the data archive and the npm data packages), written while the
 * answers are made: each answer is added as it is generated, and a thread of its own
 * (tar-gz.worker.mjs) frames it as tar and gzips it straight into each file, so nothing is read back from
 * disk afterwards. The format (tar-format.mjs) is deterministic and the entries are in the order they
 * are added, so the same entries always give the same bytes: two builds of one commit give identical
 * archives, since the build adds the answers in the fixed order dataTreeFiles makes them. How the
 * entries are split into batches does not change the bytes (gzip's output depends only on its input).
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GatheredBatch } from './transfer-buffer';
import { noteThreadCpu } from './thread-cpu.mjs';

export interface TarEntry {
  /** Path inside the archive, with `/` separators and no leading slash. */
  path: string;
  bytes: Uint8Array;
}

export interface WrittenArchive {
  bytes: number;
  sha256: string;
}

/** One entry of a batch for the thread: the bytes at [offset, offset + length) of the batch's buffer, as `path` in the .tar.gz `into`. */
interface Job {
  into: number;
  path: string;
  offset: number;
  length: number;
}

/**
 * A batch is sent when it holds this many files or bytes; at most BATCHES_IN_FLIGHT wait for gzip, so
 * the memory held stays bounded (a few MB per batch: its bytes and their tar framing for each file). The
 * whole data tree took the same time (23 s on tmpfs) with batches of 2 MiB, 3 in flight, and more memory.
 */
const BATCH_FILES = 512;
const BATCH_BYTES = 1 << 20;
const BATCHES_IN_FLIGHT = 2;

/**
 * Writes several .tar.gz files at once: `open` starts one, `add` gives a file's bytes to one or more of
 * them (the archive and a package share each answer), `finish` ends one and gives its size and sha256.
 * A failure (a file that cannot be written, a path too long for tar) rejects the next `add` or `finish`.
 */
export class TarGzWriter {
  private worker: Worker | null = null;
  private nextTar = 0;
  private readonly openTars = new Set<number>();
  private readonly finishing = new Map<number, { resolve: (written: WrittenArchive) => void; reject: (error: Error) => void }>();
  private readonly gathered = new GatheredBatch<Job>();
  private readonly inFlight = new Map<number, { done: Promise<void>; resolve: () => void }>();
  private failure: Error | null = null;

  /** `batch` sets the batch size (the tests make every file a batch of its own). */
  constructor(private readonly batch = { files: BATCH_FILES, bytes: BATCH_BYTES }) {}

  /** Starts a .tar.gz at `file` (written as `file.partial` until finished); returns the number `add` and `finish` name it by. */
  open(file: string): number {
    if (this.failure) throw this.failure;
    const tar = this.nextTar++;
    this.openTars.add(tar);
    this.thread().postMessage({ open: tar, file: path.resolve(file) });
    return tar;
  }

  /** Adds `bytes` as an entry of each .tar.gz named, under its path there; waits while BATCHES_IN_FLIGHT batches are pending. */
  async add(bytes: Uint8Array, into: readonly { tar: number; path: string }[]): Promise<void> {
    if (into.length === 0) return;
    const offset = this.gathered.addBytes(bytes);
    for (const { tar, path: entryPath } of into) this.gathered.jobs.push({ into: tar, path: entryPath, offset, length: bytes.length });
    if (this.gathered.chunkCount >= this.batch.files || this.gathered.byteCount >= this.batch.bytes) await this.send();
  }

  /** Ends a .tar.gz after every entry added so far; resolves with its size and sha256 once the file is complete. */
  async finish(tar: number): Promise<WrittenArchive> {
    await this.send();
    if (this.failure) throw this.failure;
    const worker = this.thread();
    const written = new Promise<WrittenArchive>((resolve, reject) => this.finishing.set(tar, { resolve, reject }));
    worker.postMessage({ finish: tar });
    this.holdProcess();
    return written;
  }

  /** Sends the entries gathered so far as one batch, their bytes in one transferred buffer, once fewer than BATCHES_IN_FLIGHT are pending. */
  private async send(): Promise<void> {
    const batch = await this.gathered.takeWhenRoom(this.inFlight, BATCHES_IN_FLIGHT, () => this.failure);
    if (batch === undefined) return;
    const { id, jobs, buffer } = batch;
    const worker = this.thread();
    let resolve!: () => void;
    const done = new Promise<void>((settle) => (resolve = settle));
    this.inFlight.set(id, { done, resolve });
    this.holdProcess();
    worker.postMessage({ batch: id, buffer, entries: jobs }, [buffer]);
  }

  /** The thread, started with the first .tar.gz and stopped when the last one open is finished. */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./tar-gz.worker.mjs', import.meta.url));
    worker.on('message', (message: { batch?: number; finished?: number; failed?: number; error?: string; bytes?: number; sha256?: string; cpu?: number | null }) => {
      noteThreadCpu(worker, 'framing the .tar.gz files', message.cpu);
      const error = message.error === undefined ? undefined : new Error(`writing a .tar.gz: ${message.error}`);
      if (message.batch !== undefined) this.batchDone(message.batch, error);
      else if (message.failed !== undefined) this.fail(error!);
      else if (message.finished !== undefined) {
        const waiting = this.finishing.get(message.finished);
        this.finishing.delete(message.finished);
        this.openTars.delete(message.finished);
        if (error) {
          waiting?.reject(error);
          this.fail(error);
        } else waiting?.resolve({ bytes: message.bytes!, sha256: message.sha256! });
        if (this.openTars.size === 0) this.stopThread();
        else this.holdProcess();
      }
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(new Error(`the .tar.gz writing thread stopped (exit code ${code})`));
    });
    return (this.worker = worker);
  }

  private batchDone(id: number, error?: Error): void {
    this.inFlight.get(id)?.resolve();
    this.inFlight.delete(id);
    if (error) this.fail(error);
    else this.holdProcess();
  }

  /** The thread keeps the process alive only while a batch or a finish is pending. */
  private holdProcess(): void {
    if (this.inFlight.size > 0 || this.finishing.size > 0) this.worker?.ref();
    else this.worker?.unref();
  }

  private stopThread(): void {
    const worker = this.worker;
    this.worker = null;
    void worker?.terminate();
  }

  /** Every pending batch and finish fails with the first error; the files are left unfinished. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const batch of this.inFlight.values()) batch.resolve();
    this.inFlight.clear();
    for (const waiting of this.finishing.values()) waiting.reject(this.failure);
    this.finishing.clear();
    this.openTars.clear();
    this.stopThread();
  }
}

/** Writes entries, in the order given, as a .tar.gz file and returns its size and sha256. */
export async function writeTarGz(file: string, entries: Iterable<TarEntry>): Promise<WrittenArchive> {
  const writer = new TarGzWriter();
  const tar = writer.open(file);
  for (const entry of entries) await writer.add(entry.bytes, [{ tar, path: entry.path }]);
  return writer.finish(tar);
}
