/**
 * A TypeScript client generated from the served /openapi.json (openapi-typescript) compiles, with
 * the parameters typed as the vocabulary declares them (a surah is a number, not any text), and
 * one call per rate group, written against the generated types, returns what the schema says.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { get } from '../support/api';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(os.tmpdir(), 'api-client-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The calls, as a client program writes them: path template, typed parameters, typed answer. */
const CALLS = `
import type { paths } from './api';

/** The paths a GET reads (POST /mcp is not one). */
type GetPath = { [K in keyof paths]: paths[K] extends { get: object } ? K : never }[keyof paths];
type Get<P extends GetPath> = paths[P]['get'];
type Parameters<P extends GetPath> = Get<P>['parameters'];
type Answer<P extends GetPath> = Get<P> extends { responses: { 200: { content: { 'application/json': infer T } } } } ? T : never;

export function urlOf<P extends GetPath>(template: P, parameters: Parameters<P>): string {
  const given = parameters as { path?: Record<string, unknown>; query?: Record<string, unknown> };
  const pathname = String(template).replace(/{([a-z_]+)}/g, (_, name: string) => encodeURIComponent(String(given.path?.[name])));
  const query = new URLSearchParams(Object.entries(given.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
  return query ? pathname + '?' + query : pathname;
}

export const calls = {
  quran: urlOf('/api/v1/ayah/{surah}/{ayah}', { path: { surah: 2, ayah: 255 } }),
  hijri: urlOf('/v1/hijri/month', { query: { year: 1447, month: 9, calendar: 'diyanet' } }),
  jummal: urlOf('/v1/jummal', { query: { text: 'محمد', shadda: 'double' } }),
  search: urlOf('/api/v1/search', { query: { q: 'mercy', lang: 'en', limit: 2 } }),
};

export const fieldsRead = (ayah: Answer<'/api/v1/ayah/{surah}/{ayah}'>, month: Answer<'/v1/hijri/month'>, count: Answer<'/v1/jummal'>, found: Answer<'/api/v1/search'>) =>
  [ayah.arabic_text, month.days.length, count.total, found.results.length];

// @ts-expect-error a surah is a number
urlOf('/api/v1/ayah/{surah}/{ayah}', { path: { surah: 'two', ayah: 255 } });
// @ts-expect-error an unknown calendar id
urlOf('/v1/hijri/month', { query: { year: 1447, month: 9, calendar: 'gregorian' } });
// @ts-expect-error shadda is once or double
urlOf('/v1/jummal', { query: { text: 'محمد', shadda: 'twice' } });
`;

describe('a client generated from /openapi.json', () => {
  it('compiles, its parameters typed as declared', async () => {
    const document = (await get('/openapi.json')).json;
    writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(document)));
    writeFileSync(path.join(dir, 'calls.ts'), CALLS);
    const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
    const compile = () => execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--skipLibCheck', path.join(dir, 'calls.ts')], { encoding: 'utf8' });
    try {
      compile();
    } catch (error) {
      throw new Error(`the generated client does not compile:\n${(error as { stdout?: string }).stdout ?? error}`);
    }
  }, 180_000);

  it('calls the built server once per group and gets what the schema says', async () => {
    const ts = (await import('typescript')).default;
    const javascript = ts.transpileModule(CALLS, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    writeFileSync(path.join(dir, 'calls.mjs'), javascript);
    const { calls } = (await import(pathToFileURL(path.join(dir, 'calls.mjs')).href)) as { calls: Record<string, string> };
    expect(Object.keys(calls)).toEqual(['quran', 'hijri', 'jummal', 'search']);
    for (const [group, url] of Object.entries(calls)) {
      // get() checks the answer against the OpenAPI document.
      const answer = await get(url);
      expect(answer.status, `${group} ${url}`).toBe(200);
    }
  });
});
