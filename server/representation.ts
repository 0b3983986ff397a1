/**
 * The bytes to send for an answer, as the client asked for them: the compressed variant it accepts,
 * or 304 when its If-None-Match names the ETag of what would be sent.
 */
import { generateAnswer } from '../src/api/dispatch';
import type { RouteMatch } from '../src/api/match';
import { DAY_SECONDS, cacheControlFor, etagMatches } from '../src/api/json';
import { COMPRESS_ON_THE_FLY_MIN_BYTES, chooseEncoding, compress, variantEtag, type Encoding } from './compression';
import { answerKey, cachedAnswerOf, type CachedAnswer } from './answer-cache';
import { compressibleOnTheFly, type StaticFile, type StaticFiles } from './static-files';
import { fixedLengthHeaders, type Representation, type RequestContext } from './context';

/**
 * A prebuilt file: the compressed variant the build wrote for the client's encoding (or, for a small
 * file, the one the server makes once and keeps: StaticFiles.smallVariant), or the file as is.
 */
export function fileRepresentation(ctx: RequestContext, file: StaticFile, cacheControl: string): Representation {
  const encoding = encodingFor(ctx.request.headers['accept-encoding']);
  const variant = encoding ? ctx.edge.files.smallVariant(file, encoding) ?? undefined : undefined;
  const headers = fileHeaders(ctx.edge.files, file, variant ? encoding : null, cacheControl);
  if (etagMatches(ctx.request.headers['if-none-match'], headers.ETag)) return { status: 304, headers, body: '' };
  return { status: 200, headers, body: variant?.body ?? file.body };
}

/**
 * A file's own headers for one encoding (null: as is) and Cache-Control, made once and kept with
 * the file (its cache entry goes when the file changes): the same frozen object for every request,
 * which RequestContext.send merges once with the standard sets.
 */
function fileHeaders(files: StaticFiles, file: StaticFile, encoding: Encoding | null, cacheControl: string): Readonly<Record<string, string>> & { ETag: string } {
  type FileHeaders = Readonly<Record<string, string>> & { ETag: string };
  for (const kept of file.headers ?? []) {
    if (kept['Cache-Control'] === cacheControl && kept['Content-Encoding'] === (encoding ?? undefined)) return kept as FileHeaders;
  }
  const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': cacheControl };
  if (file.variants.br || file.variants.gzip || compressibleOnTheFly(file)) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  headers.ETag = encoding ? file.variants[encoding]!.etag : file.etag;
  const made = fixedLengthHeaders(headers) as FileHeaders;
  files.keepHeaders(file, made);
  return made;
}

/**
 * chooseEncoding's answer, remembered for the Accept-Encoding values clients send most (a few
 * browsers' and libraries' strings): at most 256 of up to 200 characters, forgotten all at once when full.
 */
const encodings = new Map<string, Encoding | null>();
function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  if (acceptEncoding === undefined) return null;
  if (typeof acceptEncoding !== 'string' || acceptEncoding.length > 200) return chooseEncoding(acceptEncoding);
  let encoding = encodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = chooseEncoding(acceptEncoding);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** A generated answer, compressed on the fly from 1 KiB when the client accepts it (as a file of its size would be). */
export function liveRepresentation(ctx: RequestContext, match: RouteMatch): Representation {
  const { key, answer } = generated(ctx, match);
  const ifNoneMatch = ctx.request.headers['if-none-match'];
  const headers = { ...answer.headers };
  if (answer.bytes.length < COMPRESS_ON_THE_FLY_MIN_BYTES) {
    if (headers.ETag && etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: answer.bytes };
  }
  headers.Vary = 'Accept-Encoding';
  const encoding = encodingFor(ctx.request.headers['accept-encoding']);
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    if (headers.ETag) headers.ETag = variantEtag(headers.ETag, encoding);
  }
  if (headers.ETag && etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: '' };
  if (!encoding) return { status: 200, headers, body: answer.bytes };
  let compressed = answer.compressed[encoding];
  if (!compressed) {
    compressed = compress(answer.bytes, encoding, 'fast');
    if (key !== null) ctx.edge.answers.addCompressed(key, answer, encoding, compressed);
  }
  return { status: 200, headers, body: compressed };
}

/** The generated answer to a match, from the answer cache when it was made before. */
function generated(ctx: RequestContext, match: RouteMatch): { key: string | null; answer: CachedAnswer } {
  const { answers, apiConfig } = ctx.edge;
  const key = match.route.cacheable === false ? null : answerKey(match.route.id, match.args);
  const cached = key === null ? undefined : answers.get(key);
  if (cached) return { key, answer: cached };
  const { body, headers } = generateAnswer(match, { now: new Date(), config: apiConfig });
  const answer = cachedAnswerOf(body, headers);
  if (key !== null && headers['Cache-Control'] === cacheControlFor(DAY_SECONDS)) answers.set(key, answer);
  return { key, answer };
}
