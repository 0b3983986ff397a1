/**
 * The README is a door, not a wall: it stays short, and everything it no longer holds is on the docs
 * site. Every route of the route table is named on some page of the built site under /docs/.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../src/api/routes';
import { PREFIXED_LANGS } from '../../src/site/i18n';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'dist', 'client');
const DOCS = path.join(CLIENT, 'docs');

/** The slugs of the docs pages, from their files (the sources the sidebar and /docs/ are made from). */
const docsSlugs = ['src/pages/docs', 'src/content/docs/docs']
  .flatMap((folder) => readdirSync(path.join(ROOT, folder)))
  .filter((file) => /\.(astro|mdx?)$/.test(file))
  .map((file) => file.replace(/\.(astro|mdx?)$/, ''))
  .filter((slug) => slug !== 'index');

/** The links to docs pages in one part of a built page (between two markers). */
function docsLinksBetween(html: string, start: string, end: string): Set<string> {
  const from = html.indexOf(start);
  const part = html.slice(from, html.indexOf(end, from));
  return new Set([...part.matchAll(/href="(?:\/[a-z]{2})?\/docs\/([\w-]+)\/"/g)].map((match) => match[1]!));
}

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

  it('has every docs page in every language, listed in each language\'s sidebar and on its /docs/ index', () => {
    for (const prefix of ['', ...PREFIXED_LANGS.map((lang) => `${lang}/`)]) {
      for (const slug of docsSlugs) expect(existsSync(path.join(CLIENT, `${prefix}docs`, slug, 'index.html')), `/${prefix}docs/${slug}/`).toBe(true);
      const index = readFileSync(path.join(CLIENT, `${prefix}docs`, 'index.html'), 'utf8');
      const inSidebar = docsLinksBetween(index, '<sl-sidebar-state-persist', '</sl-sidebar-state-persist>');
      const onIndex = docsLinksBetween(index, '<main', '</main>');
      for (const slug of docsSlugs) {
        expect(inSidebar.has(slug), `sidebar of /${prefix}docs/ lists ${slug}`).toBe(true);
        expect(onIndex.has(slug), `/${prefix}docs/ lists ${slug}`).toBe(true);
      }
    }
  });

  it('has a deployment page naming every setting an operator needs', () => {
    const page = readFileSync(path.join(DOCS, 'deployment', 'index.html'), 'utf8');
    for (const name of ['BASE_PATH', 'REDIS_URL', 'WORKERS', 'API_KEYS_FILE', 'npm run keys', '/readyz', 'TRUST_PROXY']) expect(page, name).toContain(name);
  });
});
