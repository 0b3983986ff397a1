import { ApiError, internalErrorBody, notFound, problemBody } from './problem';
import { RouteTable } from './match';
import type { RouteContext } from './route';
import { DAY_SECONDS, JSON_TYPE, PROBLEM_TYPE, cacheControlFor, etagMatches, etagOf, toJson } from './json';
import { allRoutes } from './routes';

export const routeTable = new RouteTable(allRoutes);

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** Empty for 304. */
  body: string;
}

export interface ApiRequestInput {
  pathname: string;
  rawQuery: string;
  ifNoneMatch?: string | null;
  context: RouteContext;
}

/**
 * Answers one API request: match, validate, call the domain, serialize. Every error a caller can
 * cause becomes problem+json; anything else is logged and becomes a 500 without internals.
 */
export function answerApiRequest({ pathname, rawQuery, ifNoneMatch, context }: ApiRequestInput): ApiResponse {
  try {
    const match = routeTable.match(pathname, rawQuery);
    if (!match) throw unknownPath(pathname);
    const answer = match.route.handle(match.args, context);
    const body = toJson(answer.body);
    const etag = etagOf(body);
    const headers = {
      'Content-Type': JSON_TYPE,
      'Cache-Control': cacheControlFor(answer.maxAge ?? DAY_SECONDS),
      ETag: etag,
    };
    if (etagMatches(ifNoneMatch, etag)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body };
  } catch (error) {
    return errorResponse(error);
  }
}

export function errorResponse(error: unknown, extraHeaders: Record<string, string> = {}): ApiResponse {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      headers: { 'Content-Type': PROBLEM_TYPE, 'Cache-Control': 'no-store', ...extraHeaders },
      body: toJson(problemBody(error)),
    };
  }
  console.error('internal error while answering an API request:', error);
  return {
    status: 500,
    headers: { 'Content-Type': PROBLEM_TYPE, 'Cache-Control': 'no-store', ...extraHeaders },
    body: toJson(internalErrorBody()),
  };
}

export function unknownPath(pathname: string): ApiError {
  return notFound('not_found', `no API endpoint at '${pathname}'; see /docs for the list of endpoints`);
}
