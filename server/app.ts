import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerApiRequest, errorResponse, routeTable, type ApiResponse } from '../src/api/dispatch';
import { readApiConfig } from '../src/api/config';
import { ApiError } from '../src/api/problem';
import { fillPattern } from '../src/api/match';
import { DAY_SECONDS, cacheControlFor, etagMatches } from '../src/api/json';
import type { RateGroup } from '../src/api/route';
import { StaticFiles, type StaticFile } from './static-files';
import { RateLimiter } from './rate-limit';
import { KeyStore, keyFromHeaders, type ApiKeyRecord } from './api-keys';
import type { ServerConfig } from './config';

/** Astro's node-adapter handler in middleware mode. */
export type AstroHandler = (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => Promise<void> | void;

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
/** A URL-path argument that can name a prebuilt file as it is (no dots, slashes or spaces). */
const FILE_SAFE_ARGUMENT = /^[0-9A-Za-z-]{1,32}$/;

export function isApiPath(pathname: string): boolean {
  return pathname === '/v1' || pathname.startsWith('/v1/') || pathname === '/api/v1' || pathname.startsWith('/api/v1/');
}

/**
 * The thin Node layer around Astro: everything contract section 1, 2 and 7 asks of every API
 * response (CORS, ETag/304, caching, HEAD, OPTIONS, 405, keys and rate limits), the prebuilt
 * files, and Astro's handler for the rest.
 */
export function createApp(config: ServerConfig, astroHandler: AstroHandler) {
  const files = new StaticFiles(config.clientDir);
  const limiter = new RateLimiter();
  const keys = new KeyStore(config.apiKeysFile);
  const apiConfig = readApiConfig();

  function send(res: ServerResponse, method: string, answer: ApiResponse): void {
    res.writeHead(answer.status, answer.headers);
    res.end(method === 'HEAD' || answer.status === 304 ? undefined : answer.body);
  }

  function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, cacheControl: string): void {
    const headers = { 'Content-Type': file.contentType, 'Cache-Control': cacheControl, ETag: file.etag };
    if (etagMatches(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': file.bytes.length });
    res.end(req.method === 'HEAD' ? undefined : file.bytes);
  }

  /** The prebuilt file that answers this API request, if the build wrote one. */
  function prebuiltAnswer(pathname: string, rawQuery: string): StaticFile | null {
    if (pathname.endsWith('.json') && rawQuery === '') return files.read(pathname);
    if (!config.fastPath) return null;
    let match;
    try {
      match = routeTable.match(pathname, rawQuery);
    } catch {
      return null; // Astro answers with the error.
    }
    const pattern = match?.route.staticFile;
    if (!match || !pattern) return null;
    const args = match.args;
    const names = [...pattern.matchAll(/:([a-z_]+)/g)].map((found) => found[1]!);
    if (Object.keys(args).length !== names.length) return null;
    if (!names.every((name) => FILE_SAFE_ARGUMENT.test(args[name] ?? ''))) return null;
    return files.read(fillPattern(pattern, args));
  }

  function clientAddress(req: IncomingMessage): string {
    if (config.trustProxy) {
      const forwarded = req.headers['x-forwarded-for'];
      const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
      if (first) return first;
    }
    return req.socket.remoteAddress ?? 'unknown';
  }

  function groupOf(pathname: string): RateGroup | null {
    try {
      return routeTable.match(pathname, '')?.route.group ?? null;
    } catch {
      return null;
    }
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, pathname: string, rawQuery: string): Promise<void> {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS);
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      const error = new ApiError(405, 'method_not_allowed', `method ${method} is not allowed; use GET or HEAD (OPTIONS for CORS preflight)`);
      send(res, method, errorResponse(error, { Allow: API_METHODS }));
      return;
    }

    let key: ApiKeyRecord | null = null;
    const sentKey = keyFromHeaders(req.headers.authorization, headerValue(req.headers['x-api-key']));
    if (sentKey !== null) {
      key = keys.lookup(sentKey);
      if (!key) {
        const error = new ApiError(401, 'invalid_api_key', 'the API key sent is unknown or revoked; send a valid key, or no key for the anonymous limits');
        send(res, method, errorResponse(error, { 'WWW-Authenticate': 'Bearer' }));
        return;
      }
    }

    const group = groupOf(pathname);
    if (config.rateLimits && group) {
      const client = key ? `key:${key.id}` : `ip:${clientAddress(req)}`;
      const decision = limiter.check(client, group, key?.multiplier ?? 1);
      if (decision) {
        res.setHeader('RateLimit-Limit', String(decision.limit));
        res.setHeader('RateLimit-Remaining', String(decision.remaining));
        res.setHeader('RateLimit-Reset', String(decision.reset));
        if (!decision.allowed) {
          const error = new ApiError(429, 'rate_limited', `more than ${decision.limit} requests per second to the ${group} endpoints; retry after ${decision.reset} s, or use an API key for higher limits`);
          send(res, method, errorResponse(error, { 'Retry-After': String(decision.reset) }));
          return;
        }
      }
    }

    const prebuilt = prebuiltAnswer(pathname, rawQuery);
    if (prebuilt) {
      sendFile(req, res, prebuilt, cacheControlFor(DAY_SECONDS));
      return;
    }
    // Astro declines some requests before they reach the API route (e.g. a path with malformed
    // percent-encoding); the same dispatcher then answers them here, with the same bytes.
    await astroHandler(req, res, () =>
      send(res, method, answerApiRequest({
        pathname,
        rawQuery,
        ifNoneMatch: headerValue(req.headers['if-none-match']),
        context: { now: new Date(), config: apiConfig },
      })),
    );
  }

  async function handleSite(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Method ${method} not allowed\n`);
      return;
    }
    const file = files.read(pathname);
    if (file) {
      const immutable = pathname.startsWith('/_astro/');
      sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      return;
    }
    await astroHandler(req, res);
  }

  return async function handleRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const target = req.url ?? '/';
      const queryStart = target.indexOf('?');
      const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
      const rawQuery = queryStart === -1 ? '' : target.slice(queryStart + 1);
      let pathname: string;
      try {
        pathname = decodeURI(rawPath);
      } catch {
        pathname = rawPath;
      }
      if (isApiPath(pathname)) {
        // Path segments are decoded (and checked) by the route table; keep the raw path for it.
        await handleApi(req, res, rawPath, rawQuery);
      } else {
        await handleSite(req, res, pathname);
      }
    } catch (error) {
      console.error('unexpected server error:', error);
      if (!res.headersSent) send(res, req.method ?? 'GET', errorResponse(error, CORS_HEADERS));
      else res.end();
    }
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
