/**
 * The bytes of many files in one buffer that can be transferred to a worker thread (postMessage's
 * transfer list), each at the offset its job recorded, in the order given: how OutputDir and
 * TarGzWriter hand a batch to their threads without copying it again there.
 */
export function transferBuffer(chunks: readonly Uint8Array[], totalBytes: number): ArrayBuffer {
  // Never a pooled buffer: its memory moves to the thread, and a pool's would take other buffers' bytes with it.
  const buffer = Buffer.allocUnsafeSlow(totalBytes);
  let offset = 0;
  for (const chunk of chunks) {
    buffer.set(chunk, offset);
    offset += chunk.length;
  }
  return buffer.buffer as ArrayBuffer;
}

/**
 * The batch a writer gathers for its thread: the jobs, and the bytes they point into, which are
 * sent as one transferred buffer. A job records the offset `addBytes` returns.
 */
export class GatheredBatch<Job> {
  jobs: Job[] = [];
  private chunks: Uint8Array[] = [];
  /** How many byte arrays, and how many bytes, the batch holds. */
  chunkCount = 0;
  byteCount = 0;
  private batchesTaken = 0;

  /** Adds bytes to the batch; returns the offset they stand at in its buffer. */
  addBytes(bytes: Uint8Array): number {
    const offset = this.byteCount;
    this.chunks.push(bytes);
    this.chunkCount += 1;
    this.byteCount += bytes.length;
    return offset;
  }

  /**
   * Takes the jobs gathered so far and their bytes in one transferable buffer (the batch is empty
   * again at once), then waits until fewer than `most` batches are pending, so that a writer's memory
   * stays bounded; with the number of the batch, counted from 0. Undefined when there is no job.
   * Throws the writer's failure (a batch its thread could not write), before taking and after waiting.
   */
  async takeWhenRoom(
    inFlight: ReadonlyMap<number, { done: Promise<void> }>,
    most: number,
    failure: () => Error | null,
  ): Promise<{ id: number; jobs: Job[]; buffer: ArrayBuffer } | undefined> {
    const failedBefore = failure();
    if (failedBefore) throw failedBefore;
    if (this.jobs.length === 0) return undefined;
    const jobs = this.jobs;
    const buffer = transferBuffer(this.chunks, this.byteCount);
    this.jobs = [];
    this.chunks = [];
    this.chunkCount = 0;
    this.byteCount = 0;
    while (inFlight.size >= most) await Promise.race([...inFlight.values()].map((batch) => batch.done));
    const failedWhileWaiting = failure();
    if (failedWhileWaiting) throw failedWhileWaiting;
    return { id: this.batchesTaken++, jobs, buffer };
  }
}
