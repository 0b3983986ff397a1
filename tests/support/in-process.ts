/**
 * One API request answered in process, through the dispatcher the server and the build use
 * (src/api/dispatch.ts), with no server and no build: the unit tests' way to call an endpoint.
 * Every JSON answer, good or bad, is checked against the OpenAPI document on the way.
 */
import { answerApiRequest, type ApiResponse } from '../../src/api/dispatch';
import { readApiConfig } from '../../src/api/config';
import { responseProblems } from './openapi';

export interface CallOptions {
  /** The request time; default the Unix epoch, so that nothing depends on the day the test runs. */
  now?: Date | string;
  /** HIJRI_DEFAULT_TZ as the operator set it; default as the environment says. */
  defaultTimeZone?: string;
  ifNoneMatch?: string;
  random?: () => number;
  /** Skip the OpenAPI check, for an answer the document cannot describe. */
  skipOpenApi?: boolean;
}

export interface CallResult extends ApiResponse {
  /** The body parsed as JSON; undefined for a 304 or a non-JSON type. */
  json: any;
}

/** `pathAndQuery` as a client writes it: `/api/v1/ayah/2/255`, `/v1/jummal?text=%D8%A7`. */
export function callApi(pathAndQuery: string, options: CallOptions = {}): CallResult {
  const queryStart = pathAndQuery.indexOf('?');
  const pathname = queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const rawQuery = queryStart === -1 ? '' : pathAndQuery.slice(queryStart);
  const config = { ...readApiConfig(), ...(options.defaultTimeZone ? { defaultTimeZone: options.defaultTimeZone } : {}) };
  const context = { now: new Date(options.now ?? 0), config, random: options.random };
  const answer = answerApiRequest({ pathname, rawQuery, ifNoneMatch: options.ifNoneMatch, context });
  const contentType = answer.headers['Content-Type'] ?? '';
  const json = answer.body !== '' && contentType.includes('json') ? JSON.parse(answer.body) : undefined;
  if (!options.skipOpenApi && json !== undefined) {
    const problems = responseProblems(pathname, answer.status, contentType, json);
    if (problems.length) throw new Error(`${pathAndQuery} breaks the OpenAPI document:\n  ${problems.join('\n  ')}`);
  }
  return { ...answer, json };
}
