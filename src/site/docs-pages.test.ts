import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPageOf, docsSections } from './docs-pages';
import { UI } from './i18n';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/pages/docs', 'src/content/docs/docs'];
const files = Object.fromEntries(
  FOLDERS.flatMap((folder) => readdirSync(path.join(ROOT, folder)).filter((file) => /\.(astro|mdx?)$/.test(file)).map((file) => [file, readFileSync(path.join(ROOT, folder, file), 'utf8')])),
);

describe('the docs pages listed in the sidebar and on /docs/', () => {
  const listed = docsSections(files).flatMap((section) => section.pages.map((page) => page.link));

  it('are every page of the docs folders, by being there (only the index and the reference, which the sidebar gives above, are not)', () => {
    const pages = Object.keys(files).map((file) => `/docs/${file.replace(/\.(astro|mdx?)$/, '')}/`).filter((link) => link !== '/docs/index/' && link !== '/docs/reference/');
    expect([...listed].sort()).toEqual([...pages].sort());
    for (const link of ['/docs/prayer-times/', '/docs/words/', '/docs/hijri-calendars/']) expect(listed).toContain(link);
  });

  it('have a label in every interface language, or their own title', () => {
    for (const section of docsSections(files)) {
      expect(UI[section.heading]).toBeDefined();
      for (const page of section.pages) if ('key' in page.label) expect(UI[page.label.key], page.link).toBeDefined();
    }
  });

  it('place a page that says nothing under the endpoints, after the others, by its title', () => {
    expect(docsPageOf('new-page.astro', '---\n---\n<Docs title="A new page" description="x">')).toEqual({ link: '/docs/new-page/', label: { title: 'A new page' }, section: 'endpoints', order: 1000 });
    expect(docsPageOf('notes.md', '---\ntitle: "Notes"\n---\n<!-- docs-nav: using 9 nav.errors -->')).toEqual({ link: '/docs/notes/', label: { key: 'nav.errors' }, section: 'using', order: 9 });
  });
});
