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
