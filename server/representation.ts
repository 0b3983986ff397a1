/**
 * The bytes to send for an answer, as the client asked for them: the compressed variant it accepts,
 * or 304 when its If-None-Match names the ETag of what would be sent.
 */
import { hash } from 'node:crypto';
import { generateAnswerBytes } from '../src/api/dispatch';
import type { RouteMatch } from '../src/api/match';
import { isCacheable } from '../src/api/route';
import { DAY_SECONDS, cacheControlFor, etagMatches } from '../src/api/json';
import { COMPRESS_ON_THE_FLY_MIN_BYTES, chooseEncoding, compress, variantEtag, type Encoding } from './files/compression';
import { answerKey, cachedAnswerOf, type CachedAnswer } from './answer-cache';
import { type StaticFile, type StaticFiles } from './files/static-files';
import { type Representation, type RequestContext } from './context';
import { fixedLengthHeaders } from './headers';

/**
 * A prebuilt file: the compressed variant the build wrote for the client's encoding (or, for a small
 * file, the one the server makes and keeps: StaticFiles.variant), or the file as is. A small file
 * the server compresses goes the first time in gzip to a client that accepts it, as an answer sent
 * once does (liveRepresentation: a quarter of brotli's CPU), and in the encoding the client prefers
 * once it is asked again: most words, roots and lemmas files are asked once in a server's life.
 */
export function fileRepresentation(ctx: RequestContext, file: StaticFile, cacheControl: string): Representation {
  const accepts = acceptedEncodings(ctx.request.headers['accept-encoding']);
  let encoding = accepts.preferred;
  if (encoding === 'br' && accepts.gzip && file.onDisk.br === undefined && !file.variants.br && !file.variants.gzip) encoding = 'gzip';
  const variant = encoding ? ctx.edge.files.variant(file, encoding) ?? undefined : undefined;
  const headers = fileHeaders(ctx.edge.files, file, variant ? encoding : null, cacheControl);
  const ifNoneMatch = ctx.request.headers['if-none-match'];
  if (etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: '' };
  // A client revalidating the gzip form it was sent first keeps it: 304 rather than the same file again in brotli.
  if (ifNoneMatch && encoding === 'br' && file.variants.gzip && etagMatches(ifNoneMatch, file.variants.gzip.etag)) {
    return { status: 304, headers: fileHeaders(ctx.edge.files, file, 'gzip', cacheControl), body: '' };
  }
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
  if (files.hasVariants(file)) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  headers.ETag = encoding ? file.variants[encoding]!.etag : file.etag;
  const made = fixedLengthHeaders(headers) as FileHeaders;
  files.keepHeaders(file, made);
  return made;
}

/** What an Accept-Encoding header accepts: the encoding it prefers (brotli first), and whether gzip is among them. */
interface Accepted {
  preferred: Encoding | null;
  gzip: boolean;
}
const NOTHING_ACCEPTED: Accepted = { preferred: null, gzip: false };

function acceptedOf(acceptEncoding: string | string[]): Accepted {
  return { preferred: chooseEncoding(acceptEncoding), gzip: chooseEncoding(acceptEncoding, 'gzip') === 'gzip' };
}

/**
 * What a header accepts, remembered for the Accept-Encoding values clients send most (a few
 * browsers' and libraries' strings): at most 256 of up to 200 characters, forgotten all at once when full.
 */
const accepted = new Map<string, Accepted>();
function acceptedEncodings(acceptEncoding: string | string[] | undefined): Accepted {
  if (acceptEncoding === undefined) return NOTHING_ACCEPTED;
  if (typeof acceptEncoding !== 'string' || acceptEncoding.length > 200) return acceptedOf(acceptEncoding);
  let found = accepted.get(acceptEncoding);
  if (found === undefined) {
    found = acceptedOf(acceptEncoding);
    if (accepted.size >= 256) accepted.clear();
    accepted.set(acceptEncoding, found);
  }
  return found;
}

/**
 * A generated answer, from 1 KiB sent compressed when the client accepts it, the first time as
 * every time: most distinct searches are asked once, and sent as is they travelled four times their
 * compressed size. An answer sent once goes in gzip to a client that accepts it, brotli being its
 * first choice: for live JSON of this size gzip 4 costs a quarter of brotli 5's CPU for 10% more
 * bytes, and less CPU and fewer bytes than brotli 2-4 (server/files/compression.ts). An answer the cache
 * keeps (asked again) is sent in the encoding the client prefers and keeps that form, so every
 * client of one encoding gets the same bytes under the same ETag.
 */
export function liveRepresentation(ctx: RequestContext, match: RouteMatch): Representation {
  const { key, answer, again } = generated(ctx, match);
  const ifNoneMatch = ctx.request.headers['if-none-match'];
  let encoding: Encoding | null = null;
  let body = answer.bytes;
  if (answer.bytes.length >= COMPRESS_ON_THE_FLY_MIN_BYTES) {
    const accepts = acceptedEncodings(ctx.request.headers['accept-encoding']);
    // Sent once (not kept): gzip when accepted (server/files/compression.ts, LIVE_GZIP_LEVEL: a quarter of brotli's CPU for 10% more bytes).
    encoding = accepts.preferred === 'br' && !again && accepts.gzip ? 'gzip' : accepts.preferred;
    const made = encoding ? answer.compressed[encoding] : undefined;
    if (made) body = made;
    else if (encoding) {
      body = compress(answer.bytes, encoding, 'fast');
      if (again) ctx.edge.answers.addCompressed(key!, answer, encoding, body, liveHeaders(answer, encoding, true));
    }
  }
  const headers = answer.sent?.[encoding ?? 'identity'] ?? liveHeaders(answer, encoding, false);
  if (headers.ETag && etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: '' };
  // A client revalidating the form it was sent first (as is) keeps it: 304 rather than the same answer again, compressed.
  if (encoding && ifNoneMatch && answer.headers.ETag && etagMatches(ifNoneMatch, answer.headers.ETag)) {
    return { status: 304, headers: answer.sent?.identity ?? liveHeaders(answer, null, false), body: '' };
  }
  return { status: 200, headers, body };
}

/**
 * The headers of a generated answer as sent in one encoding (null: as is). `kept`: made once for
 * an answer the cache keeps and reused, so that a cached answer's headers cost what a prebuilt
 * file's do; an answer sent once gets a plain object, which RequestContext.send merges once.
 */
function liveHeaders(answer: CachedAnswer, encoding: Encoding | null, kept: boolean): Readonly<Record<string, string>> {
  if (answer.bytes.length < COMPRESS_ON_THE_FLY_MIN_BYTES) return answer.headers;
  const headers = withVary(answer.headers);
  if (encoding) {
    headers['Content-Encoding'] = encoding;
    if (headers.ETag) headers.ETag = variantEtag(headers.ETag, encoding);
  }
  return kept ? fixedLengthHeaders(headers) : headers;
}

/**
 * A generated answer's headers (Content-Type, Cache-Control, an ETag unless no-store:
 * src/api/dispatch.ts) with Vary after them, written as one literal: a spread of them plus Vary
 * took V8's slow path for every answer sent once (1.7% of a distinct search).
 */
function withVary(own: Readonly<Record<string, string>>): Record<string, string> {
  let names = 0;
  for (const name in own) names++;
  const etag = own.ETag;
  if (names === 3 && etag !== undefined) return { 'Content-Type': own['Content-Type']!, 'Cache-Control': own['Cache-Control']!, ETag: etag, Vary: 'Accept-Encoding' };
  return { ...own, Vary: 'Accept-Encoding' };
}

/**
 * A match's answer, from the cache or made now. `again`: it was asked for before (a hit, or made
 * once before and not kept then: AnswerCache.askedBefore): it is kept, with the form it is sent in.
 */
function generated(ctx: RequestContext, match: RouteMatch): { key: string | null; answer: CachedAnswer; again: boolean } {
  const { answers, apiConfig } = ctx.edge;
  const key = answerKeyOf(match);
  if (key !== null && match.route.cacheable === 'until') return { key, answer: timedAnswer(ctx, match, key), again: false };
  const cached = ctx.keptAnswer ?? (key === null ? undefined : answers.get(key));
  if (cached) return { key, answer: cached, again: true };
  const keyed = key !== null && ctx.edge.buildInputs !== null && !match.route.files?.length;
  const { bytes, headers } = generateAnswerBytes(match, { now: new Date(), config: apiConfig }, !keyed);
  if (keyed && headers['Cache-Control'] !== 'no-store') headers.ETag = keyEtag(ctx.edge.buildInputs!, key!);
  const answer = cachedAnswerOf(bytes, headers);
  if (key === null || headers['Cache-Control'] !== cacheControlFor(DAY_SECONDS) || !answers.wouldKeep(key, answer)) {
    return { key, answer, again: false };
  }
  // Kept once asked again: an answer asked once (most distinct searches) never enters the cache.
  const again = answers.askedBefore(key);
  if (again) {
    answer.sent = { identity: liveHeaders(answer, null, true) };
    answers.set(key, answer);
  }
  return { key, answer, again };
}

/**
 * An answer about today (a route declared `cacheable: 'until'`): kept from the first request of the
 * day until the instant it states, asked again at this moment (not the limit step's: a decision
 * awaited through Redis may end after it), else made now and kept if it states one.
 */
function timedAnswer(ctx: RequestContext, match: RouteMatch, key: string): CachedAnswer {
  const now = new Date();
  const nowMs = now.getTime();
  const kept = ctx.edge.timedAnswers.get(key, nowMs);
  if (kept) return kept;
  const { bytes, headers, until } = generateAnswerBytes(match, { now, config: ctx.edge.apiConfig });
  if (until !== undefined) ctx.edge.timedAnswers.set(key, bytes, headers, until, nowMs);
  return cachedAnswerOf(bytes, headers);
}

/**
 * The match's answer if the cache holds it: looked up by the limit step, so that an answer made
 * already is neither reserved nor charged work, as a prebuilt file is not (server/steps/limit.ts).
 */
export function keptAnswerOf(ctx: RequestContext, match: RouteMatch): CachedAnswer | undefined {
  const key = answerKeyOf(match);
  if (key === null) return undefined;
  return match.route.cacheable === 'until' ? ctx.edge.timedAnswers.get(key, Date.now()) : ctx.edge.answers.get(key);
}

/**
 * The answer-cache key of a match (null: not cacheable; for a route kept until its answer's stated
 * end, the key it is kept under in TimedAnswers), both from the route and its arguments
 * alone, so kept with the match (which the route step keeps per target, server/steps/find-route.ts):
 * sorting and serializing the arguments was a tenth of a cached answer's own cost.
 */
const answerKeys = new WeakMap<RouteMatch, string | null>();
/** The last match's key: a match of a target with a query is not kept, and the limit step and the answer both ask for its key. */
let lastMatch: RouteMatch | null = null;
let lastKey: string | null = null;
function answerKeyOf(match: RouteMatch): string | null {
  if (match === lastMatch) return lastKey;
  let key = answerKeys.get(match);
  if (key === undefined) {
    key = isCacheable(match.route, match.args) || match.route.cacheable === 'until' ? answerKey(match.route.id, match.args) : null;
    if (Object.isFrozen(match)) answerKeys.set(match, key);
  }
  lastMatch = match;
  lastKey = key;
  return key;
}

/**
 * The ETag of a deterministic answer of a route that has no prebuilt files (a search, a jummal
 * text): a hash of the build's inputs (dist/build-stamp.json: every source, data file and lock
 * file the server was built from) and the answer's key (route and arguments), about 100 bytes
 * instead of a 10-45 KB body (SHA-1 of a 20-result search was 7-8% of making it). As strong as
 * hashing the body: within one build the same key always gives the same bytes (the answer cache
 * already serves one for the other), and any change of code or data changes the inputs, so no two
 * different bodies share an ETag; every process and host of one build agrees. Routes with files
 * keep the hash of the body, so that a file and its live form carry the same ETag.
 */
function keyEtag(buildInputs: string, key: string): string {
  // One call, no Hash object: the same digest as update(buildInputs).update(key).
  return `"${hash('sha1', buildInputs + key, 'base64url')}"`;
}
