/**
 * A small dist/ for the edge's in-process tests: a few pages, and a few API files written by the
 * route table's own generator with their compressed variants, as the build writes them. No build.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateAnswer, matchApiRequest } from '../../src/api/dispatch';
import { readApiConfig } from '../../src/api/config';
import { COMPRESS_MIN_BYTES, ENCODING_SUFFIX, compress } from '../../server/files/compression';
import { createKey, revokeKey } from '../../server/limits/api-keys';
import { expect } from 'vitest';
import { readFileSync, rmSync } from 'node:fs';
import { createApp, type App } from '../../server/app';
import { readServerConfig } from '../../server/process/config';
import { memoryState } from '../../server/limits/shared-state';
import { createObservability } from '../../server/observability/observability';
import type { EdgeResponse } from '../../server/context';

export interface EdgeFixture {
  /** The folder to give as DIST_DIR (its `client/` holds the files). */
  dist: string;
  keysFile: string;
  /** A key of factor 1000, one of factor 1, one revoked. */
  keys: { high: string; plain: string; revoked: string };
}

const PAGES: Record<string, string> = {
  '/index.html': '<!doctype html><title>Islamic Tools API</title><p>home</p>',
  '/404.html': '<!doctype html><title>Not found</title><p>no such page</p>',
  '/docs/errors/index.html': '<!doctype html><title>Errors</title><h2 id="not_found">not_found</h2>',
  '/_astro/app.js': 'console.log("site");',
  '/openapi.json': '{"openapi":"3.1.0"}',
  '/api/v1/manifest.json': '{"files":1}',
};

/** Files the build writes from routes: small ones, and surah 2, which is large enough to be compressed. */
const API_FILES = ['/api/v1/surah.json', '/api/v1/surah/2.json', '/api/v1/ayah/1/1.json', '/api/v1/ayah/2/255.json', '/v1/hijri/month/1445/9.json'];

export function makeEdgeFixture(): EdgeFixture {
  const dist = mkdtempSync(path.join(tmpdir(), 'edge-fixture-'));
  const client = path.join(dist, 'client');
  const write = (url: string, bytes: string | Buffer) => {
    const file = path.join(client, url);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  };
  for (const [url, text] of Object.entries(PAGES)) write(url, text);
  const context = { now: new Date(0), config: readApiConfig() };
  for (const url of API_FILES) {
    const bytes = Buffer.from(generateAnswer(matchApiRequest(url, ''), context).body);
    write(url, bytes);
    if (bytes.length < COMPRESS_MIN_BYTES) continue;
    for (const encoding of ['br', 'gzip'] as const) write(url + ENCODING_SUFFIX[encoding], compress(bytes, encoding, 'best'));
  }
  const keysFile = path.join(dist, 'api-keys.json');
  const high = createKey(keysFile, 'tests', 1000).key;
  const plain = createKey(keysFile, 'plain', 1).key;
  const revoked = createKey(keysFile, 'revoked');
  revokeKey(keysFile, revoked.record.id);
  return { dist, keysFile, keys: { high, plain, revoked: revoked.key } };
}

export interface EdgeApps {
  fixture: EdgeFixture;
  /** As `npm start` runs it, trusting X-Forwarded-For, with metrics on and a clock that moves only when `clock.now` does. */
  app: App;
  /** FAST_PATH=off, no rate limits: every contract-form answer generated live. */
  dynamic: App;
  clock: { now: number };
  /** The bytes of a fixture file. */
  file(url: string): Buffer;
  remove(): void;
}

/** The edge twice over one fixture folder; `remove` deletes the folder. */
export function makeEdgeApps(): EdgeApps {
  const fixture = makeEdgeFixture();
  const clock = { now: 1_000_000 };
  const env = { DIST_DIR: fixture.dist, API_KEYS_FILE: fixture.keysFile, TRUST_PROXY: 'on' };
  const app = createApp(readServerConfig(env), { shared: memoryState(() => clock.now), observability: createObservability({ accessLog: false, metrics: true }) });
  const dynamic = createApp(readServerConfig({ ...env, FAST_PATH: 'off', RATE_LIMITS: 'off' }));
  return {
    fixture,
    app,
    dynamic,
    clock,
    file: (url) => readFileSync(path.join(fixture.dist, 'client', url)),
    remove: () => rmSync(fixture.dist, { recursive: true, force: true }),
  };
}

/** A header of an answer, whatever the case of its name. */
export function header(response: EdgeResponse, name: string): string | undefined {
  const found = Object.entries(response.headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found === undefined ? undefined : String(found[1]);
}

/** The bytes of an answer; a large file streamed from disk is read from where the answer points. */
export function bodyBytes(response: EdgeResponse): Buffer {
  const body = response.body;
  if (body === undefined) return Buffer.alloc(0);
  if (typeof body === 'object' && !Buffer.isBuffer(body)) return readFileSync(body.path).subarray(0, body.size);
  return Buffer.from(body);
}

export const bodyText = (response: EdgeResponse) => bodyBytes(response).toString('utf8');
export const bodyJson = (response: EdgeResponse) => JSON.parse(bodyText(response));

/** A problem document with the contract's fields; returns it. */
export function expectProblem(response: EdgeResponse, status: number, code: string) {
  const problem = bodyJson(response);
  expect([response.status, problem.code]).toEqual([status, code]);
  expect(header(response, 'content-type')).toBe('application/problem+json; charset=utf-8');
  expect(problem).toMatchObject({ type: `/docs/errors#${code}`, status });
  expect(problem.detail.length).toBeGreaterThan(10);
  return problem;
}
