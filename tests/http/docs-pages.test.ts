/**
 * The README is a door, not a wall: it stays short, and everything it no longer holds is on the docs
 * site. Every route of the route table is named on some page of the built site under /docs/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/api/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(ROOT, 'dist', 'client', 'docs');

/** The text of every English docs page of the build (tags removed, entities of braces decoded). */
function docsText(): string {
  const pages = readdirSync(DOCS, { recursive: true }).map(String).filter((file) => file.endsWith('index.html'));
  return pages
    .map((file) => readFileSync(path.join(DOCS, file), 'utf8'))
    .join('\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#123;|&lbrace;/g, '{')
    .replace(/&#125;|&rbrace;/g, '}')
    .replace(/&amp;/g, '&');
}

/** A route's path as a page may write it: each `:param` as `{...}` or a value. */
const pathPattern = (routePath: string) =>
  new RegExp(`${routePath.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/:[a-z_]+/g, '(\\{[^}\\s]+\\}|[^/\\s?"\'<{}]+)')}`);

describe('the README', () => {
  it('stays a short door: under 200 lines', () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThan(200);
  });
});

describe('the docs site', () => {
  it('names every route of the route table on some docs page', () => {
    expect(existsSync(DOCS)).toBe(true);
    const text = docsText();
    const missing = allRoutes.filter((route) => !pathPattern(route.path).test(text)).map((route) => route.path);
    expect(missing).toEqual([]);
  });

  it('has a deployment page naming every setting an operator needs', () => {
    const page = readFileSync(path.join(DOCS, 'deployment', 'index.html'), 'utf8');
    for (const name of ['BASE_PATH', 'REDIS_URL', 'WORKERS', 'API_KEYS_FILE', 'npm run keys', '/readyz', 'TRUST_PROXY']) expect(page, name).toContain(name);
  });
});
