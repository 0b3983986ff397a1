/** Headers and path classes more than one step of the edge uses. */

export const API_METHODS = 'GET, HEAD, OPTIONS';

/** Sent with every API answer (contract §1): any origin may read it, and the headers a client needs. */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': API_METHODS,
  'Access-Control-Allow-Headers': 'Authorization, X-API-Key, If-None-Match, Content-Type',
  'Access-Control-Max-Age': '86400',
  Allow: API_METHODS,
};

/** Sent with every answer. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The docs pages' policy: everything from this origin only. Inline styles and scripts are Astro's
 * own (scoped styles, island loaders); Pagefind's search runs WebAssembly.
 */
export const SITE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

export function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}
