/**
 * Every source of the one record (src/credits) is credited in the four places that list sources, as
 * served: the README's credits, /docs/sources/, the manifest's `sources` and /NOTICE.md.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { request } from '../support/api';
import { BASE_SOURCES, OWN_NOTICE_SOURCES, creditedSources } from '../../src/credits';
import { EDITIONS } from '../../src/quran/editions-list';

const readme = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');
const credits = readme.slice(readme.indexOf('## Credits'));
const decoded = (html: string) => html.replace(/&amp;/g, '&').replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"');

describe('every source, in the four places that list them', () => {
  it('the README credits name every source other than the editions, and the editions by count', () => {
    for (const source of BASE_SOURCES) expect(credits, source.id).toContain(`${source.id} ([${source.terms.name}](${source.terms.url}))`);
    expect(credits).toContain(`${EDITIONS.length} editions`);
  });

  it('/docs/sources/ gives every source with its terms, and every edition', async () => {
    const page = await request('/docs/sources/');
    expect(page.status).toBe(200);
    const html = decoded(page.text);
    for (const source of BASE_SOURCES) {
      expect(html, source.id).toContain(`id="source-${source.id}"`);
      expect(html, source.id).toContain(source.terms.name);
    }
    for (const edition of EDITIONS) expect(html, edition.id).toMatch(new RegExp(`<code[^>]*>${edition.id}</code>`));
    expect(html).toContain('Quranic Arabic Corpus');
  });

  it("the manifest's sources are the record", async () => {
    const manifest = await request('/api/v1/manifest.json');
    const ids = (manifest.json.sources as { id: string }[]).map((source) => source.id);
    expect(ids).toEqual(creditedSources().map((source) => source.id));
    expect(ids).toContain('quranic-arabic-corpus');
  });

  it('/NOTICE.md names every source with its terms, every edition, and reproduces the corpus notice', async () => {
    const notice = await request('/NOTICE.md');
    expect(notice.status).toBe(200);
    for (const source of BASE_SOURCES.filter((candidate) => !OWN_NOTICE_SOURCES.has(candidate.id))) {
      expect(notice.text, source.id).toContain(source.provides);
      expect(notice.text, source.id).toContain(source.terms.name);
    }
    for (const edition of EDITIONS) expect(notice.text, edition.id).toContain(`\`${edition.id}\``);
    expect(notice.text).toContain('Copyright (C) 2011 Kais Dukes');
  });
});
