/**
 * Helpers for the HTTP tests: call the running built server (see global-setup.ts) and check every
 * JSON answer against the OpenAPI document on the way.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { responseProblems } from './openapi';

const ROOT = path.resolve(import.meta.dirname, '../..');

export const mainUrl = inject('mainUrl');
export const dynamicUrl = inject('dynamicUrl');
export const testKey = inject('testKey');
export const limitedKey = inject('limitedKey');
export const revokedKey = inject('revokedKey');

export interface HttpResult {
  status: number;
  headers: Headers;
  /** The body exactly as sent. */
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: any;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Which server: `main` (as `npm start` runs it) or `dynamic` (contract forms generated live, not read from files). */
  server?: 'main' | 'dynamic';
  /** Send the high-limit test key (default) so that tests do not trip the rate limits; null sends none. */
  key?: string | null;
  /** Act as this client address (X-Forwarded-For; the main server trusts it in tests). */
  client?: string;
  /** Skip the OpenAPI check (for responses the document cannot describe, e.g. 405 or 429). */
  skipOpenApi?: boolean;
}

/** Sends one request and checks a JSON answer against the OpenAPI document. */
export async function request(pathAndQuery: string, options: RequestOptions = {}): Promise<HttpResult> {
  const base = options.server === 'dynamic' ? dynamicUrl : mainUrl;
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? testKey : options.key;
  if (key !== null) headers['X-API-Key'] = key;
  if (options.client) headers['X-Forwarded-For'] = options.client;
  const send = () => fetch(base + pathAndQuery, { method: options.method ?? 'GET', headers, redirect: 'manual' });
  // A pooled keep-alive connection the server closes as a request goes out fails at once; any client
  // retries an idempotent GET then, and so do the tests (once).
  const response = await send().catch((error: { cause?: { code?: string } }) => {
    if (error?.cause?.code === 'UND_ERR_SOCKET' || error?.cause?.code === 'ECONNRESET') return send();
    throw error;
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let json: unknown;
  if (contentType.includes('json') && text !== '') json = JSON.parse(text);
  const result = { status: response.status, headers: response.headers, text, json };
  const pathname = pathAndQuery.split('?')[0]!;
  if (!options.skipOpenApi && json !== undefined && (options.method ?? 'GET') === 'GET' && !pathname.endsWith('openapi.json')) {
    const problems = responseProblems(pathname, response.status, contentType, json);
    if (problems.length) throw new Error(`response to ${pathAndQuery} breaks the OpenAPI document:\n  ${problems.join('\n  ')}`);
  }
  return result;
}

export const get = (pathAndQuery: string, options: RequestOptions = {}) => request(pathAndQuery, options);

/** The bytes the build wrote for a static path (e.g. `/api/v1/ayah/2/255.json`), as text. */
export function staticFile(urlPath: string): string {
  return readFileSync(path.join(ROOT, 'dist', 'client', urlPath), 'utf8');
}

/** A problem answer must carry the contract's fields; returns the body for further checks. */
export function expectProblemShape(result: HttpResult, status: number, code: string) {
  if (result.status !== status || result.json?.code !== code) {
    throw new Error(`expected ${status} ${code}, got ${result.status} ${result.text.slice(0, 300)}`);
  }
  if (!result.headers.get('content-type')?.startsWith('application/problem+json')) {
    throw new Error(`expected application/problem+json, got ${result.headers.get('content-type')}`);
  }
  if (typeof result.json.detail !== 'string' || result.json.detail.length < 10) throw new Error('detail is missing or too short');
  if (result.json.type !== `/docs/errors#${code}` || result.json.status !== status) throw new Error('type/status fields are wrong');
  if (/\bat\s+\S+\s\(|node_modules|\.ts:\d+/.test(result.text)) throw new Error('problem body leaks a stack trace');
  return result.json;
}

/**
 * Sends 40 requests of one client one after another, in well under the sliding second a limit of
 * 30 a second counts them over: the first 30 must be answered, the last 10 refused with a 429
 * problem. Returns the answers for further checks.
 */
export async function expectThirtyASecond(send: () => Promise<HttpResult>): Promise<HttpResult[]> {
  const started = Date.now();
  const results: HttpResult[] = [];
  for (let i = 0; i < 40; i++) results.push(await send());
  expect(Date.now() - started).toBeLessThan(1000);
  expect(results.map((result) => result.status)).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
  expect(results[0]!.headers.get('ratelimit-limit')).toBe('30');
  expectProblemShape(results[30]!, 429, 'rate_limited');
  return results;
}

/** The answer to `contract` is the bytes the build wrote at `file`, from the main and the dynamic server alike; returns it. */
export async function expectFileBytesFromBothServers(contract: string, file: string): Promise<HttpResult> {
  const main = await get(contract);
  expect(main.status).toBe(200);
  expect(main.text).toBe(staticFile(file));
  expect((await get(contract, { server: 'dynamic' })).text).toBe(main.text);
  return main;
}
