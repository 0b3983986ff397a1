/** The prerendered docs site: files with their caching and, on pages, the CSP; an HTML 404 for the rest. */
import path from 'node:path';
import { ApiError } from '../../src/api/problem';
import type { EdgeResponse, RequestContext } from '../context';
import { CORS_HEADERS, CSP_HEADERS, isApiPath } from '../headers';
import { fileRepresentation } from '../representation';

/** `/openapi.json` is read by API tools from other origins, so it gets the API's CORS headers too. */
const CORS_SITE_FILES = new Set(['/openapi.json']);

export function site(ctx: RequestContext): EdgeResponse {
  let pathname: string;
  try {
    pathname = decodeURI(ctx.path);
  } catch {
    pathname = ctx.path;
  }
  // Another spelling of an API path (`//v1/...`, `/%76%31/...`) would reach the API's files without
  // its rate limit: refused, naming the path to use.
  const canonical = path.posix.normalize(pathname);
  if (isApiPath(canonical)) {
    ctx.setHeaders(CORS_HEADERS);
    return ctx.problem(new ApiError('not_found', `no API endpoint at this spelling of a path; send it as ${canonical.slice(0, 200)}`));
  }
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    return ctx.plain(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, `Method ${ctx.method} not allowed\n`);
  }
  const { files } = ctx.edge;
  const file = files.read(pathname);
  if (file) {
    const immutable = pathname.startsWith('/_astro/');
    const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    if (CORS_SITE_FILES.has(pathname)) ctx.setHeaders(CORS_HEADERS);
    if (file.contentType.startsWith('text/html')) ctx.setHeaders(CSP_HEADERS);
    return ctx.send(fileRepresentation(ctx, file, cacheControl));
  }
  const notFound = files.read('/404.html');
  if (notFound) ctx.setHeaders(CSP_HEADERS);
  const body = notFound && Buffer.isBuffer(notFound.body) ? notFound.body : Buffer.from('Not found\n');
  return ctx.send({ status: 404, headers: { 'Content-Type': notFound?.contentType ?? 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body });
}
