/** Headers and path classes more than one step of the edge uses. */

/**
 * The header sets that are the same for every request they apply to, each with an id from 1 to 6
 * (a request's sets in order are then one number, three bits a set, 7 for its RateLimit headers):
 * RequestContext.send keeps the headers it merges from these and a prebuilt file's own, so a file
 * answer reuses one frozen object instead of building its headers anew.
 */
export const STANDARD_HEADER_SETS = new Map<object, number>();
function standard<T extends Record<string, string>>(headers: T): Readonly<T> {
  if (STANDARD_HEADER_SETS.size >= 6) throw new Error('at most six standard header sets');
  STANDARD_HEADER_SETS.set(headers, STANDARD_HEADER_SETS.size + 1);
  return Object.freeze(headers);
}

export const API_METHODS = 'GET, HEAD, OPTIONS';

/** Sent with every API answer (contract §1): any origin may read it, and the headers a client needs. */
export const CORS_HEADERS = standard({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
});

export const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': API_METHODS,
  'Access-Control-Allow-Headers': 'Authorization, X-API-Key, If-None-Match, Content-Type',
  'Access-Control-Max-Age': '86400',
  Allow: API_METHODS,
};

/** Sent with every answer. */
export const SECURITY_HEADERS = standard({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});

/**
 * The hosts whose recitations the reader plays (the origins of the reciters' URL templates,
 * src/recitations/catalogue.ts; a test there keeps this list whole).
 */
export const RECITATION_HOSTS = ['https://everyayah.com', 'https://cdn.islamic.network'];

/**
 * The docs pages' policy: everything from this origin only, but the recitations, which play from
 * their hosts. Inline styles and scripts are Astro's own (scoped styles, island loaders); Pagefind's
 * search runs WebAssembly.
 */
export const SITE_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  `media-src 'self' ${RECITATION_HOSTS.join(' ')}; ` +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";

/** The policy on a docs page (and the HTML 404). */
export const CSP_HEADERS = standard({ 'Content-Security-Policy': SITE_CSP });

export function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}

/**
 * Headers of a representation that are always sent with the same body length (a prebuilt file's,
 * per variant and Cache-Control: representation.ts) carry, out of sight, the headers merged from
 * them and each combination of standard sets (and status) met so far: kept as long as they are.
 */
export const MERGED = Symbol('merged headers');
/** Usually one per representation (an API file's, a page's), two with its 304: a list, smaller than a Map. */
export interface Merged {
  /** The request's standard sets (RequestContext.standardSets); for a 304, -1 minus them. */
  key: number;
  headers: Readonly<Record<string, string | number>>;
  /** With RateLimit headers among them: the same unfrozen, copied for each request (never sent itself). */
  open: Record<string, string | number> | null;
  next: Merged | null;
}
export type FixedLengthHeaders = Readonly<Record<string, string>> & { [MERGED]?: { first: Merged | null } };

/** Marks headers as always sent with a body of the same length, so that send may keep what it merges from them. */
export function fixedLengthHeaders<T extends Record<string, string>>(headers: T): Readonly<T> {
  // Not enumerable: never sent, never seen by a test comparing headers.
  Object.defineProperty(headers, MERGED, { value: { first: null }, enumerable: false });
  return Object.freeze(headers);
}
