/**
 * Every error code the API can answer with, for the /docs/errors page and a test that checks no
 * code is used without being documented. Domains list their own codes in src/<domain>/errors.ts.
 */
import type { ErrorCode } from '../shared/input-error';

export const generalErrors: ErrorCode[] = [
  { code: 'not_found', status: 404, meaning: 'No API endpoint at this path.' },
  { code: 'no_file', status: 404, meaning: 'The path names a prebuilt file that is not prebuilt (a prayer year of a place other than a capital, or another year): a path URL is answered only where a static copy has the file too. `query_form` is the same request as a query, which the server answers.' },
  { code: 'method_not_allowed', status: 405, meaning: 'Only GET, HEAD and OPTIONS are answered; see the Allow header.' },
  { code: 'missing_parameter', status: 400, meaning: 'A required parameter is absent or empty.' },
  { code: 'unknown_parameter', status: 400, meaning: 'The query names a parameter this endpoint does not take (a typo is never silently ignored).' },
  { code: 'duplicate_parameter', status: 400, meaning: 'A parameter was given more than once.' },
  { code: 'invalid_encoding', status: 400, meaning: 'A value is not valid percent-encoded UTF-8.' },
  { code: 'invalid_api_key', status: 401, meaning: 'An API key was sent and is unknown or revoked. Send a valid key, or none.' },
  { code: 'rate_limited', status: 429, meaning: 'Too many requests; wait the seconds in Retry-After.' },
  { code: 'body_not_allowed', status: 413, meaning: 'The request carried a body; this API takes none (parameters go in the query string). The body is not read.' },
  { code: 'invalid_target', status: 400, meaning: "The request target is not a path (e.g. '*' outside OPTIONS, or a malformed absolute URL)." },
  { code: 'bad_request', status: 400, meaning: 'The request could not be parsed as HTTP, most often raw non-ASCII characters in the URL: percent-encode them (curl -G --data-urlencode).' },
  { code: 'request_timeout', status: 408, meaning: 'The request (its headers, or its whole) did not arrive in time; send it at once.' },
  { code: 'expectation_failed', status: 417, meaning: 'The request carries an Expect header other than 100-continue; send it without.' },
  { code: 'headers_too_large', status: 431, meaning: 'The request headers are larger than the server accepts (16 KiB).' },
  { code: 'unavailable', status: 503, meaning: 'An operations endpoint (/metrics under WORKERS) could not gather its answer in time, or a search index could not be loaded on this server; try again.' },
  { code: 'internal_error', status: 500, meaning: 'A bug on our side. It never carries internals; please report it.' },
];
