/**
 * Every parameter of every route, listed from the vocabulary, is in the OpenAPI document and in
 * the parameter table of a docs page: one declaration, documented everywhere from that declaration.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { document } from './support/openapi';
import { allRoutes } from '../src/api/routes';
import { paramRows } from '../src/site/param-table';

const pages = readdirSync('src/pages/docs').filter((name) => name.endsWith('.astro'));
const tablesOnPages = new Map<string, string>();
for (const page of pages) {
  for (const found of readFileSync(`src/pages/docs/${page}`, 'utf8').matchAll(/<ParamTable route="([^"]+)" \/>/g)) tablesOnPages.set(found[1]!, page);
}

describe('every route parameter', () => {
  const every = allRoutes.flatMap((route) => Object.keys(route.params ?? {}).map((name) => ({ route, name })));

  it('is declared in the vocabulary, for every route', () => {
    for (const route of allRoutes) expect(route.params, route.id).toBeDefined();
    expect(every.length).toBeGreaterThan(50);
  });

  it('is in the OpenAPI document, at its route', () => {
    for (const { route, name } of every) {
      const parameters = document.paths[route.path.replace(/:([a-z_]+)/g, '{$1}')].get.parameters as { name: string }[];
      expect(parameters.map((parameter) => parameter.name), `${route.id} ${name}`).toContain(name);
    }
  });

  it('is in the parameter table of its route on a docs page', () => {
    for (const route of allRoutes) expect(tablesOnPages.get(route.id), `no <ParamTable route="${route.id}" /> on a docs page`).toBeDefined();
    for (const { route, name } of every) expect(paramRows(route.id).map((row) => row.name), `${route.id} ${name}`).toContain(name);
  });

  it('names, in its table, only error codes of the error catalog', async () => {
    const { statusOfCode } = await import('../src/api/all-errors');
    for (const route of allRoutes) for (const row of paramRows(route.id)) for (const code of row.codes) expect(statusOfCode(code), `${route.id} ${row.name} ${code}`).toBeDefined();
  });
});
