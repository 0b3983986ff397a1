/** One static file as the server keeps it: its bytes (or where to stream them from), ETag, type and compressed variants. */
import { COMPRESS_ON_THE_FLY_MIN_BYTES, isCompressible, type Encoding } from './compression';

/** A file too large to keep in memory: sent by streaming it from disk (app.ts), never read whole per client. */
export interface DiskBody {
  path: string;
  size: number;
}

/** The bytes of a file in memory, or where to stream them from. */
export type FileBody = Buffer | DiskBody;

export interface StaticFile {
  body: FileBody;
  etag: string;
  contentType: string;
  /** Compressed variants read from beside the file (`.br`, `.gz`, as the build wrote them) or made by the server of a small one. */
  variants: Partial<Record<Encoding, { body: FileBody; etag: string }>>;
  /** Where the variants the build wrote beside it are, read when first asked for (StaticFiles.variant). */
  onDisk: Partial<Record<Encoding, string>>;
  /** The cache's key of the file, to count a variant made later in the cache's budget. */
  cacheKey?: string;
  /** Its response headers per encoding and Cache-Control, made when first sent (representation.ts). */
  headers?: Readonly<Record<string, string>>[];
}

/** A file the server compresses itself when sent: in memory, text, from COMPRESS_ON_THE_FLY_MIN_BYTES (the build compresses the larger ones). */
export const compressibleOnTheFly = (file: StaticFile): file is StaticFile & { body: Buffer } =>
  Buffer.isBuffer(file.body) && file.body.length >= COMPRESS_ON_THE_FLY_MIN_BYTES && isCompressible(file.contentType);

export const isDiskBody = (body: unknown): body is DiskBody => typeof body === 'object' && body !== null && !Buffer.isBuffer(body) && 'path' in body;
export const bodySize = (body: FileBody): number => (Buffer.isBuffer(body) ? body.length : body.size);
