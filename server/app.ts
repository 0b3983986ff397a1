import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorResponse, generateAnswer, matchApiRequest, type ApiResponse } from '../src/api/dispatch';
import { readApiConfig } from '../src/api/config';
import { ApiError } from '../src/api/problem';
import type { RouteMatch } from '../src/api/match';
import { DAY_SECONDS, cacheControlFor, etagMatches } from '../src/api/json';
import { COMPRESS_MIN_BYTES, chooseEncoding, compress, variantEtag } from '../src/api/compression';
import { StaticFiles, type StaticFile } from './static-files';
import { AnswerCache, answerKey, type CachedAnswer } from './answer-cache';
import { memoryState, type SharedState } from './shared-state';
import { clientLimitKey } from './rate-limit';
import { describe } from './observability';
import { KeyStore, hashKey, keyFromHeaders, type ApiKeyRecord } from './api-keys';
import type { ServerConfig } from './config';

const API_METHODS = 'GET, HEAD, OPTIONS';
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After',
};
const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': API_METHODS,
  'Access-Control-Allow-Headers': 'Authorization, X-API-Key, If-None-Match, Content-Type',
  'Access-Control-Max-Age': '86400',
  Allow: API_METHODS,
};

export function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}

/** `/openapi.json` is read by API tools from other origins, so it gets the API's CORS headers too. */
const CORS_SITE_FILES = new Set(['/openapi.json']);

/** The response body and headers to send: one representation of an answer, maybe compressed. */
interface Representation {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/**
 * The Node layer: everything contract §1, §2 and §7 asks of every API response (CORS,
 * ETag/304, caching, compression, HEAD, OPTIONS, 405, keys and rate limits). Each API request is
 * matched once against the route table; the match picks the rate limit, and the answer comes from
 * the prebuilt file when one exists, else from the route's generator (the same bytes). Everything
 * else is the prerendered site, served as files.
 */
export function createApp(config: ServerConfig, state: { warm: boolean; stopping?: boolean } = { warm: true }, shared: SharedState = memoryState()) {
  const files = new StaticFiles(config.clientDir);
  const keys = new KeyStore(config.apiKeysFile);
  const apiConfig = readApiConfig();
  const answers = new AnswerCache(config.answerCacheBytes);

  function send(req: IncomingMessage, res: ServerResponse, answer: Representation | ApiResponse): void {
    const body = req.method === 'HEAD' || answer.status === 304 ? undefined : answer.body;
    const headers: Record<string, string | number> = { ...answer.headers };
    if (answer.status !== 304) headers['Content-Length'] = Buffer.byteLength(answer.body);
    res.writeHead(answer.status, headers);
    res.end(body);
  }

  /** A prebuilt file as a response: the compressed variant the client accepts, or the file as is. */
  function fileRepresentation(req: IncomingMessage, file: StaticFile, cacheControl: string): Representation {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const variant = encoding ? file.variants[encoding] : undefined;
    const headers: Record<string, string> = { 'Content-Type': file.contentType, 'Cache-Control': cacheControl };
    if (file.variants.br || file.variants.gzip) headers.Vary = 'Accept-Encoding';
    if (variant && encoding) {
      headers['Content-Encoding'] = encoding;
      headers.ETag = variant.etag;
    } else {
      headers.ETag = file.etag;
    }
    if (etagMatches(req.headers['if-none-match'], headers.ETag)) return { status: 304, headers, body: '' };
    return { status: 200, headers, body: variant?.bytes ?? file.bytes };
  }

  /** The generated answer to a match, from the answer cache when it was made before. */
  function generated(match: RouteMatch): { key: string | null; answer: CachedAnswer } {
    const key = match.route.cacheable === false ? null : answerKey(match.route.id, match.args);
    const cached = key === null ? undefined : answers.get(key);
    if (cached) return { key, answer: cached };
    const { body, headers } = generateAnswer(match, { now: new Date(), config: apiConfig });
    const answer: CachedAnswer = { bytes: Buffer.from(body, 'utf8'), headers, compressed: {} };
    if (key !== null && headers['Cache-Control'] === cacheControlFor(DAY_SECONDS)) answers.set(key, answer);
    return { key, answer };
  }

  /** A generated answer as a response, compressed on the fly when large and the client accepts it. */
  function liveRepresentation(req: IncomingMessage, match: RouteMatch): Representation {
    const { key, answer } = generated(match);
    const headers = { ...answer.headers };
    if (answer.bytes.length < COMPRESS_MIN_BYTES) {
      if (headers.ETag && etagMatches(req.headers['if-none-match'], headers.ETag)) return { status: 304, headers, body: '' };
      return { status: 200, headers, body: answer.bytes };
    }
    headers.Vary = 'Accept-Encoding';
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (encoding) {
      headers['Content-Encoding'] = encoding;
      if (headers.ETag) headers.ETag = variantEtag(headers.ETag, encoding);
    }
    if (headers.ETag && etagMatches(req.headers['if-none-match'], headers.ETag)) return { status: 304, headers, body: '' };
    if (!encoding) return { status: 200, headers, body: answer.bytes };
    let compressed = answer.compressed[encoding];
    if (!compressed) {
      compressed = compress(answer.bytes, encoding, 'fast');
      if (key !== null) answers.addCompressed(key, answer, encoding, compressed);
    }
    return { status: 200, headers, body: compressed };
  }

  function buildArtifact(rawPath: string): StaticFile | null {
    // A precompressed variant (.br, .gz) is sent only as the encoding of its file, under the file's
    // rate limit: never as a file of its own.
    if (!/\.[a-z0-9]+$/.test(rawPath) || /\.(br|gz)$/.test(rawPath)) return null;
    try {
      return files.read(decodeURI(rawPath));
    } catch {
      return null;
    }
  }

  function clientAddress(req: IncomingMessage): string {
    return clientAddressOf(req.socket.remoteAddress ?? 'unknown', req.headers['x-forwarded-for'], config);
  }

  /** A key's record: from Redis when limits and keys are shared, else from the key file. */
  function lookupKey(sentKey: string): ApiKeyRecord | null {
    const sha256 = hashKey(sentKey);
    const inRedis = shared.keyRecord(sha256);
    if (inRedis) return inRedis.revoked_at === null ? inRedis : null;
    return keys.lookupHash(sha256);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, rawPath: string, rawQuery: string): Promise<void> {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      const error = new ApiError(405, 'method_not_allowed', `method ${method} is not allowed; use GET or HEAD (OPTIONS for CORS preflight)`);
      send(req, res, errorResponse(error, { Allow: API_METHODS }));
      return;
    }

    let key: ApiKeyRecord | null = null;
    const sentKey = keyFromHeaders(req.headers.authorization, headerValue(req.headers['x-api-key']));
    if (sentKey !== null) {
      key = lookupKey(sentKey);
      if (!key) {
        const error = new ApiError(401, 'invalid_api_key', 'the API key sent is unknown or revoked; send a valid key, or no key for the anonymous limits');
        send(req, res, errorResponse(error, { 'WWW-Authenticate': 'Bearer' }));
        return;
      }
    }

    let match: RouteMatch;
    try {
      match = matchApiRequest(rawPath, rawQuery);
    } catch (error) {
      // A file the build wrote under an API path that no route declares (the manifest, archives).
      const written = error instanceof ApiError && error.code === 'not_found' ? buildArtifact(rawPath) : null;
      if (written) send(req, res, fileRepresentation(req, written, cacheControlFor(DAY_SECONDS)));
      else send(req, res, errorResponse(error));
      return;
    }

    describe(res, { route: match.route.id, group: match.route.group });
    if (config.rateLimits) {
      const client = key ? `key:${key.id}` : clientLimitKey(clientAddress(req));
      describe(res, { client });
      const decision = await shared.check(client, match.route.group, key?.multiplier ?? 1);
      if (decision) {
        res.setHeader('RateLimit-Limit', String(decision.limit));
        res.setHeader('RateLimit-Remaining', String(decision.remaining));
        res.setHeader('RateLimit-Reset', String(decision.reset));
        res.setHeader('RateLimit-Policy', decision.policy);
        if (!decision.allowed) {
          const wait = Math.max(1, decision.reset);
          const error = new ApiError(429, 'rate_limited', `more than ${decision.limit} requests in one second to the ${match.route.group} endpoints; retry after ${wait} s, or use an API key for higher limits`);
          send(req, res, errorResponse(error, { 'Retry-After': String(wait) }));
          return;
        }
      }
    }

    const prebuilt = match.file && (config.fastPath || match.fileForm) ? files.read(match.file) : null;
    if (prebuilt) {
      send(req, res, fileRepresentation(req, prebuilt, cacheControlFor(DAY_SECONDS)));
      return;
    }
    try {
      send(req, res, liveRepresentation(req, match));
    } catch (error) {
      send(req, res, errorResponse(error));
    }
  }

  /**
   * What /readyz reports: the build is there, the live routes were warmed, and no SIGTERM has come.
   * Only `ready` and `degraded` (serving, on per-process limits) answer 200: a load balancer sends
   * traffic to those alone.
   */
  function readiness(): { status: 'ready' | 'unavailable' | 'warming' | 'degraded' | 'stopping'; build: boolean; warm: boolean; rate_limits: string; redis: string } {
    const build = files.read('/index.html') !== null && files.read('/api/v1/surah.json') !== null;
    const redis = shared.state();
    const status = !build ? 'unavailable' : state.stopping ? 'stopping' : !state.warm ? 'warming' : redis === 'unreachable' ? 'degraded' : 'ready';
    const rateLimits = !config.rateLimits ? 'off' : redis === 'connected' ? 'shared (redis)' : 'memory (per process)';
    return { status, build, warm: state.warm, rate_limits: rateLimits, redis };
  }

  function handleSite(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    // Another spelling of an API path (`//v1/...`, `/%76%31/...`) would reach the API's files without
    // its rate limit: refused, naming the path to use.
    const canonical = path.posix.normalize(pathname);
    if (isApiPath(canonical)) {
      for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      const error = new ApiError(404, 'not_found', `no API endpoint at this spelling of a path; send it as ${canonical.slice(0, 200)}`);
      send(req, res, errorResponse(error));
      return;
    }
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Method ${method} not allowed\n`);
      return;
    }
    const file = files.read(pathname);
    if (file) {
      const immutable = pathname.startsWith('/_astro/');
      const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      if (CORS_SITE_FILES.has(pathname)) for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
      if (file.contentType.startsWith('text/html')) res.setHeader('Content-Security-Policy', SITE_CSP);
      send(req, res, fileRepresentation(req, file, cacheControl));
      return;
    }
    const notFound = files.read('/404.html');
    const body = notFound?.bytes ?? Buffer.from('Not found\n');
    send(req, res, { status: 404, headers: { 'Content-Type': notFound?.contentType ?? 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }, body });
  }

  return function handleRequest(req: IncomingMessage, res: ServerResponse): void {
    try {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      if (hasBody(req)) {
        // Never read: a GET body could be gigabytes. The connection is closed after the answer.
        res.setHeader('Connection', 'close');
        const error = new ApiError(413, 'body_not_allowed', 'this API takes no request body; send the parameters in the query string');
        send(req, res, errorResponse(error, CORS_HEADERS));
        return;
      }
      let target = req.url ?? '/';
      if (target === '*') {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, { Allow: 'GET, HEAD, OPTIONS', 'Content-Length': 0 });
          res.end();
        } else {
          send(req, res, errorResponse(new ApiError(400, 'invalid_target', "the request target '*' is only for OPTIONS; request a path such as /v1/hijri/today"), CORS_HEADERS));
        }
        return;
      }
      // Absolute form (`GET http://host/v1/hijri/today`), which HTTP/1.1 servers must accept: its path is the target.
      if (/^https?:\/\//i.test(target)) {
        try {
          const url = new URL(target);
          target = url.pathname + url.search;
        } catch {
          send(req, res, errorResponse(new ApiError(400, 'invalid_target', 'the request target is not a valid URL; request a path such as /v1/hijri/today'), CORS_HEADERS));
          return;
        }
      }
      if (!target.startsWith('/')) {
        send(req, res, errorResponse(new ApiError(400, 'invalid_target', 'the request target must be a path starting with /, such as /v1/hijri/today'), CORS_HEADERS));
        return;
      }
      if (target === '/healthz' || target === '/readyz') {
        const health = target === '/healthz' ? { status: 'ok' } : readiness();
        const body = JSON.stringify(health);
        send(req, res, { status: health.status === 'ok' || health.status === 'ready' || health.status === 'degraded' ? 200 : 503, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }, body });
        return;
      }
      const queryStart = target.indexOf('?');
      const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
      const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1);
      // Path segments of API paths are decoded (and checked) by the route table.
      if (isApiPath(rawPath)) {
        handleApi(req, res, rawPath, rawQuery).catch((error: unknown) => {
          console.error('unexpected server error:', error);
          if (!res.headersSent) send(req, res, errorResponse(error, CORS_HEADERS));
          else res.end();
        });
        return;
      }
      let pathname: string;
      try {
        pathname = decodeURI(rawPath);
      } catch {
        pathname = rawPath;
      }
      handleSite(req, res, pathname);
    } catch (error) {
      console.error('unexpected server error:', error);
      if (!res.headersSent) send(req, res, errorResponse(error, CORS_HEADERS));
      else res.end();
    }
  };
}

/** Sent with every answer. */
const SECURITY_HEADERS = {
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

/** A request that carries a body: a length above zero, or a chunked one. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/**
 * The client's address. Without a trusted proxy, the connection's peer. Behind trusted proxies,
 * X-Forwarded-For is read from the right, where each proxy appended the address it saw, past the
 * trusted ones: the leftmost entries are written by the client and prove nothing.
 */
export function clientAddressOf(peer: string, forwarded: string | string[] | undefined, config: Pick<ServerConfig, 'trustProxy' | 'trustedProxies'>): string {
  const trusted = (address: string) => config.trustedProxies.includes(normalizeAddress(address));
  if (!config.trustProxy && !trusted(peer)) return peer;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // TRUST_PROXY=on trusts the peer itself; TRUSTED_PROXIES names more proxies further out.
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!trusted(hops[i]!)) return normalizeAddress(hops[i]!);
  }
  return hops.length ? normalizeAddress(hops[0]!) : peer;
}

const normalizeAddress = (address: string) => address.replace(/^::ffff:/, '');

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
