/**
 * Every data set the build and the server read is one source's, so the four places written from the
 * record (README credits, NOTICE.md, the manifest's `sources`, /docs/sources/: checked as built in
 * tests/http/credits.test.ts) name it: a new file under data/ or a new data package fails here until
 * it is credited, or listed below as ours or as code.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_SOURCES, OWN_NOTICE_SOURCES, creditedSources, noticeText } from '.';
import { wordsNoticeText } from '../quran/words/notice';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Files under data/ that are ours: what we curated or computed, and the records of where the rest came from. */
const OURS = [
  'data/hijri-events.json',
  'data/translations/editions.json',
  'data/translations/copies-compared.json',
  'data/qac/sources.json',
  'data/prayer/timetables/sources.json',
  'data/recitations/reciters.json',
];
const isOurs = (file: string) => OURS.includes(file) || file.endsWith('/README.md');

/** Dependencies that are code (their own licences travel in node_modules, nothing of them is in the data). */
const CODE = new Set([
  '@astrojs/starlight', '@pagefind/default-ui', 'adhan', 'astro', 'astronomy-engine', 'esbuild', 'pagefind', 'prom-client', 'redis', 'tsx',
  '@astrojs/check', '@seriousme/openapi-schema-validator', '@types/node', 'ajv', 'ajv-formats', 'axe-core', 'fontkit', 'http-server', 'ical.js',
  'lru-cache', 'openapi-typescript', 'pino', 'playwright-core', 'typescript', 'vitest', '@modelcontextprotocol/sdk', 'zod',
]);

const sources = creditedSources();
const covers = (read: string, file: string) => (read.endsWith('/') || read.endsWith('.') ? file.startsWith(read) : file === read);
const packageCovers = (read: string, name: string) => read === `npm:${name}` || (read.endsWith('/*') && name.startsWith(read.slice(4, -1)));

describe('the one record of what we pass on', () => {
  it('credits every file under data/ that is not ours', () => {
    const files = execFileSync('git', ['ls-files', 'data'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    const uncredited = files.filter((file) => !isOurs(file) && !sources.some((source) => source.reads.some((read) => covers(read, file))));
    expect(uncredited).toEqual([]);
  });

  it('credits every dependency that is data, and names every other as code', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const names = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    const unclassified = names.filter((name) => !CODE.has(name) && !sources.some((source) => source.reads.some((read) => packageCovers(read, name))));
    expect(unclassified).toEqual([]);
  });

  it('reads nothing that is not there: every file or folder a source claims exists in data/', () => {
    const files = execFileSync('git', ['ls-files', 'data'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    for (const source of sources) {
      expect(source.reads.length, source.id).toBeGreaterThan(0);
      for (const read of source.reads.filter((entry) => entry.startsWith('data/'))) {
        expect(files.some((file) => covers(read, file)), `${source.id}: ${read}`).toBe(true);
      }
    }
  });

  it('has one entry per source, the Quranic Arabic Corpus among them, and NOTICE.md names each', () => {
    expect(new Set(sources.map((source) => source.id)).size).toBe(sources.length);
    expect(BASE_SOURCES.map((source) => source.id)).toContain('quranic-arabic-corpus');
    const notice = noticeText();
    for (const source of BASE_SOURCES) {
      if (OWN_NOTICE_SOURCES.has(source.id)) expect(wordsNoticeText(), source.id).toContain(source.publisher_url);
      else expect(notice, source.id).toContain(source.provides);
    }
  });
});
