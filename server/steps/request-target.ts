/**
 * The request itself: the headers every answer carries, no body, and a target that is a path
 * (absolute-form targets, which HTTP/1.1 servers must accept, are read as their path).
 */
import { ApiError } from '../../src/api/problem';
import type { EdgeResponse, RequestContext } from '../context';
import { CORS_HEADERS, SECURITY_HEADERS, isApiPath } from '../headers';

export function requestTarget(ctx: RequestContext): EdgeResponse | undefined {
  ctx.setHeaders(SECURITY_HEADERS);
  if (hasBody(ctx)) {
    // Never read: a GET body could be gigabytes. The connection is closed after the answer.
    ctx.setHeaders({ Connection: 'close' });
    return ctx.problem(new ApiError('body_not_allowed', 'this API takes no request body; send the parameters in the query string'), CORS_HEADERS);
  }
  if (ctx.request.httpVersion === '1.1' && ctx.request.headers.host === undefined) {
    return ctx.problem(new ApiError('bad_request', 'an HTTP/1.1 request must carry a Host header (RFC 9112 §3.2); send Host: with the server\'s name'), CORS_HEADERS);
  }
  let target = ctx.request.target || '/';
  if (target === '*') {
    if (ctx.method === 'OPTIONS') return ctx.plain(204, { Allow: 'GET, HEAD, OPTIONS', 'Content-Length': 0 });
    return ctx.problem(new ApiError('invalid_target', "the request target '*' is only for OPTIONS; request a path such as /v1/hijri/today"), CORS_HEADERS);
  }
  if (target.charCodeAt(0) !== 47 && /^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      target = url.pathname + url.search;
    } catch {
      return ctx.problem(new ApiError('invalid_target', 'the request target is not a valid URL; request a path such as /v1/hijri/today'), CORS_HEADERS);
    }
  }
  if (!target.startsWith('/')) {
    return ctx.problem(new ApiError('invalid_target', 'the request target must be a path starting with /, such as /v1/hijri/today'), CORS_HEADERS);
  }
  const queryStart = target.indexOf('?');
  // A NUL in a parameter is refused by the route that reads it, with that parameter's own code.
  if ((queryStart === -1 ? target : target.slice(0, queryStart)).includes('%00')) {
    return ctx.problem(new ApiError('bad_request', 'the request path holds %00 (a NUL character), which no path may contain; remove it'), CORS_HEADERS);
  }
  ctx.target = target;
  ctx.path = queryStart === -1 ? target : target.slice(0, queryStart);
  ctx.query = queryStart === -1 ? '' : target.slice(queryStart + 1);
  ctx.api = isApiPath(ctx.path);
  return undefined;
}

/** A request that carries a body: a length above zero, or a chunked one. */
function hasBody(ctx: RequestContext): boolean {
  const length = ctx.request.headers['content-length'];
  return (length !== undefined && length !== '0') || ctx.request.headers['transfer-encoding'] !== undefined;
}
