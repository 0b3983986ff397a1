import { ApiError, apiErrorFrom, internalErrorBody, problemBody } from './problem';
import { InputError, InvalidValue } from '../shared/input-error';
import { RouteTable, type RouteMatch } from './match';
import type { Answer, RouteContext } from './route';
import { DAY_SECONDS, JSON_TYPE, PROBLEM_TYPE, cacheControlFor, etagMatches, etagOf, toJson } from './json';
import { allRoutes } from './routes';
import { nearestEndpoint } from './nearest-endpoint';
import { ownUtf8 } from '../shared/json-bytes';

export const routeTable = new RouteTable(allRoutes);

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Empty for 304. */
  body: string;
}

/**
 * Matches a request once. Throws ApiError: 404 not_found (naming the nearest endpoint) when no
 * route answers the path, 400 for a query that cannot be read.
 */
export function matchApiRequest(pathname: string, rawQuery: string): RouteMatch {
  const match = routeTable.match(pathname, rawQuery);
  if (!match) throw unknownPath(pathname);
  return match;
}

/**
 * The body and headers of a route's answer, generated now (never read from a file), as text.
 * `hashEtag` false: no ETag over the body, for a caller that names the answer otherwise.
 */
export function generateAnswer(match: RouteMatch, context: RouteContext, hashEtag = true): { body: string; headers: Record<string, string> } {
  const answer: Answer = match.route.handle(match.args, context);
  const body = answer.bytes !== undefined ? answer.bytes.toString('utf8') : answer.text ?? toJson(answer.body);
  return { body, headers: answerHeaders(answer, body, hashEtag, context.now) };
}

/**
 * The same answer as UTF-8 bytes in memory of their own (the server's: it keeps them in its answer
 * cache), encoded once: a route that writes bytes hands them over as they are, a text or an object
 * is encoded once, without being counted first. `hashEtag` false: no ETag over the body, for a
 * caller that names the answer by a cheaper key (server/representation.ts). `until`: the answer's
 * own (Answer.until), when it holds only until then.
 */
export function generateAnswerBytes(match: RouteMatch, context: RouteContext, hashEtag = true): { bytes: Buffer; headers: Record<string, string>; until?: number } {
  const answer: Answer = match.route.handle(match.args, context);
  const bytes = answer.bytes ?? ownUtf8(answer.text ?? toJson(answer.body));
  return { bytes, headers: answerHeaders(answer, bytes, hashEtag, context.now), until: answer.until };
}

/** The max-age of an answer that holds until `until` (epoch ms), asked at `nowMs`: whole seconds left, rounded down. */
export function cacheControlUntil(until: number, nowMs: number): string {
  return cacheControlFor((until - nowMs) / 1000);
}

/** The Cache-Control of most answers, made once. */
const DAY_CACHE_CONTROL = cacheControlFor(DAY_SECONDS);

function answerHeaders(answer: Answer, body: string | Buffer, hashEtag: boolean, now: Date): Record<string, string> {
  const cacheControl = answer.noStore
    ? 'no-store'
    : answer.until !== undefined
      ? cacheControlUntil(answer.until, now.getTime())
      : answer.maxAge === undefined
        ? DAY_CACHE_CONTROL
        : cacheControlFor(answer.maxAge);
  const headers: Record<string, string> = { 'Content-Type': answer.text !== undefined ? answer.contentType : answer.bytes !== undefined ? answer.contentType : JSON_TYPE, 'Cache-Control': cacheControl };
  if (!answer.noStore && hashEtag) headers.ETag = etagOf(body);
  return headers;
}

export interface ApiRequestInput {
  pathname: string;
  rawQuery: string;
  ifNoneMatch?: string | null;
  context: RouteContext;
}

/**
 * Answers one API request in process: match, validate, call the domain, serialize. Used by the
 * docs' examples and the unit tests; the server does the same through `matchApiRequest` and
 * `generateAnswer`, with prebuilt files in between.
 */
export function answerApiRequest({ pathname, rawQuery, ifNoneMatch, context }: ApiRequestInput): ApiResponse {
  try {
    const { body, headers } = generateAnswer(matchApiRequest(pathname, rawQuery), context);
    if (headers.ETag && etagMatches(ifNoneMatch, headers.ETag)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body };
  } catch (error) {
    return errorResponse(error);
  }
}

/** The problem+json answer for an error: ApiError and InputError as they say, anything else a 500. */
export function errorResponse(error: unknown, extraHeaders: Record<string, string> = {}): ApiResponse {
  let apiError: ApiError | null = error instanceof ApiError ? error : null;
  // A domain's refusal that no declaration named (a value a handler computed): about the value it names itself.
  if (error instanceof InvalidValue) error = error.named(error.about ?? 'value');
  if (!apiError && error instanceof InputError) {
    try {
      apiError = apiErrorFrom(error);
    } catch (undocumented) {
      error = undocumented;
    }
  }
  const headers = { 'Content-Type': PROBLEM_TYPE, 'Cache-Control': 'no-store', ...extraHeaders };
  if (apiError) return { status: apiError.status, headers, body: toJson(problemBody(apiError)) };
  console.error('internal error while answering an API request:', error);
  return { status: 500, headers, body: toJson(internalErrorBody()) };
}

export function unknownPath(pathname: string): ApiError {
  const nearest = nearestEndpoint(pathname, allRoutes.map((route) => route.path));
  const hint = nearest ? `did you mean ${nearest}? ` : '';
  return new ApiError('not_found', `no API endpoint at '${pathname.slice(0, 200)}'; ${hint}every endpoint is listed at /docs/ and in /openapi.json`, undefined, nearest ? { nearest } : {});
}
