/** API answers carry CORS headers; a preflight is answered here, and methods other than GET and HEAD refused. */
import { ApiError } from '../../src/api/problem';
import type { EdgeResponse, RequestContext } from '../context';
import { API_METHODS, CORS_HEADERS, PREFLIGHT_HEADERS } from '../headers';

export function corsAndMethods(ctx: RequestContext): EdgeResponse | undefined {
  if (!ctx.api) return undefined;
  ctx.setHeaders(CORS_HEADERS);
  if (ctx.method === 'OPTIONS') return ctx.plain(204, PREFLIGHT_HEADERS);
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    const error = new ApiError('method_not_allowed', `method ${ctx.method} is not allowed; use GET or HEAD (OPTIONS for CORS preflight)`);
    return ctx.problem(error, { Allow: API_METHODS });
  }
  return undefined;
}
