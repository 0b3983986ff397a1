import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_PACKAGES, countByKind, folderIndexes, noticeFile, tarEntries, type DataFile } from './distribution';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'reproducible-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const file = (url: string, kind = 'k'): DataFile => ({ url, bytes: Buffer.from(url), kind });

describe('two builds of one commit', () => {
  it('give byte-identical archives of a sample of the data tree, built in separate processes at different times and zones', () => {
    const routes = ['quran.surah', 'jummal.quran-surah', 'hijri.month', 'hijri.events'];
    const build = (name: string, tz: string) => {
      const out = path.join(dir, name);
      const summary = JSON.parse(
        execFileSync(process.execPath, ['--import', 'tsx', 'tests/support/write-sample-archive.ts', out, ...routes], {
          cwd: ROOT,
          encoding: 'utf8',
          env: { ...process.env, TZ: tz, LANG: tz === 'UTC' ? 'C' : 'ar_SA.UTF-8' },
        }).trim(),
      );
      return { summary, bytes: readFileSync(out) };
    };
    const first = build('first.tar.gz', 'UTC');
    const second = build('second.tar.gz', 'Pacific/Kiritimati');
    expect(first.summary.files).toBeGreaterThan(114 + 114 + 1896 + 12);
    expect(second.summary.sha256).toBe(first.summary.sha256);
    expect(second.bytes.equals(first.bytes)).toBe(true);
  }, 120_000);
});

describe('folderIndexes', () => {
  it('copies X.json to X/index.json exactly when a folder X/ also exists', () => {
    const files = [file('/api/v1/surah.json'), file('/api/v1/surah/1.json'), file('/api/v1/ayah/1/1.json'), file('/v1/hijri/events/9.json')];
    expect(folderIndexes(files)).toEqual([{ url: '/api/v1/surah/index.json', bytes: Buffer.from('/api/v1/surah.json'), kind: 'folder-index' }]);
  });
});

describe('dataTreeFiles', () => {
  it('yields each file of a sample of the tree once, with a folder index for exactly the files that have a folder of their name', async () => {
    const { allRoutes } = await import('../../src/api/routes');
    const { readApiConfig } = await import('../../src/api/config');
    const { dataTreeFiles } = await import('./distribution');
    const routes = allRoutes.filter((route) => ['quran.surah', 'quran.surah-list', 'hijri.events'].includes(route.id));
    const files = [...dataTreeFiles(routes, { now: new Date(0), config: readApiConfig() })];
    const urls = files.map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    // Built here from the whole list at once, as the build did before it wrote each file as it was made.
    const others = files.filter((entry) => entry.kind !== 'folder-index');
    const expected = folderIndexes(others).map((entry) => [entry.url, entry.bytes.toString()]);
    expect(files.filter((entry) => entry.kind === 'folder-index').map((entry) => [entry.url, entry.bytes.toString()])).toEqual(expected);
    expect(urls).toContain('/api/v1/surah/index.json');
    expect(urls).toContain('/api/v1/surah/114.json');
    expect(urls).toContain('/NOTICE.md');
  });
});

describe('tarEntries and countByKind', () => {
  it('keep the order the files are given in, each path under the prefix', () => {
    const entries = tarEntries([file('/b/2.json'), file('/a/10.json'), file('/a/1.json')], 'package/');
    expect(entries.map((entry) => entry.path)).toEqual(['package/b/2.json', 'package/a/10.json', 'package/a/1.json']);
    expect(entries[0]!.bytes).toEqual(Buffer.from('/b/2.json'));
  });

  it('count files per kind in name order', () => {
    expect(countByKind([file('/x', 'b'), file('/y', 'a'), file('/z', 'b')])).toEqual({ a: 1, b: 2 });
  });
});

describe('sitePrefix', () => {
  it('reads BASE_PATH for a project site, and refuses what is not a path', async () => {
    const { sitePrefix } = await import('./distribution');
    expect(sitePrefix(undefined)).toBe('');
    expect(sitePrefix('/')).toBe('');
    expect(sitePrefix('/islamic-tools-api')).toBe('/islamic-tools-api');
    expect(() => sitePrefix('islamic-tools-api')).toThrow();
    expect(() => sitePrefix('/repo/')).toThrow();
  });
});

describe('DATA_PACKAGES', () => {
  it('puts every file in exactly one package: the editions by language, the list of editions and its folder index in the data package', async () => {
    const { DATA_PACKAGES } = await import('./distribution');
    const urls = ['/api/v1/editions.json', '/api/v1/editions/index.json', '/api/v1/editions/ur-maududi/surah/36.json', '/api/v1/editions/am-sadiq/ayah/1/1.json', '/v1/hijri/month/diyanet/1447/9.json', '/v1/hijri/month/1447/9.json', '/NOTICE.md'];
    for (const url of urls) expect(DATA_PACKAGES.filter((pack) => pack.holds(url)).length, url).toBe(1);
    expect(DATA_PACKAGES.find((pack) => pack.holds('/api/v1/editions/index.json'))!.name).toBe('islamic-tools-api-data');
  });

  it('puts the prayer times\' year feeds in a package of their own, and their JSON years and folder indexes in the data package', async () => {
    const { DATA_PACKAGES } = await import('./distribution');
    const holders = (url: string) => DATA_PACKAGES.filter((pack) => pack.holds(url)).map((pack) => pack.name);
    expect(holders('/v1/prayer-times/year/360630/2026.ics')).toEqual(['islamic-tools-api-prayer-times']);
    expect(holders('/v1/prayer-times/year/360630/2026.json')).toEqual(['islamic-tools-api-data']);
    expect(holders('/v1/prayer-times/year/360630/index.json')).toEqual(['islamic-tools-api-data']);
  });

  it('puts the words, roots and lemmas in a package of their own, whose NOTICE is the Quranic Arabic Corpus notice', async () => {
    const { DATA_PACKAGES, noticeFile } = await import('./distribution');
    for (const url of ['/api/v1/words/1/1.json', '/api/v1/roots.json', '/api/v1/roots/index.json', '/api/v1/roots/رحم.json', '/api/v1/lemmas/رَحْمَة.json']) {
      expect(DATA_PACKAGES.filter((pack) => pack.holds(url)).map((pack) => pack.name), url).toEqual(['islamic-tools-api-words']);
    }
    const words = DATA_PACKAGES.find((pack) => pack.name === 'islamic-tools-api-words')!;
    const data = DATA_PACKAGES.find((pack) => pack.name === 'islamic-tools-api-data')!;
    expect(noticeFile(words).bytes.toString()).toMatch(/^# NOTICE: .*Quranic Arabic Corpus[\s\S]*Copyright \(C\) 2011 Kais Dukes[\s\S]*http:\/\/corpus\.quran\.com/);
    expect(noticeFile(data).bytes.toString()).not.toContain('Kais Dukes');
    expect(noticeFile().bytes.toString()).toContain('Kais Dukes');
    expect(noticeFile().bytes.toString()).toContain('## Editions');
  });
});

describe('the NOTICE of the tree and of each package', () => {
  const apache = readFileSync(path.join(ROOT, 'data/licenses/Apache-2.0.txt'), 'utf8').trimEnd();

  it('carries the Apache License 2.0 in full wherever it lists the islamic-network/calendar data', () => {
    for (const notice of [noticeFile(), ...DATA_PACKAGES.map((pack) => noticeFile(pack))].map((file) => file.bytes.toString('utf8'))) {
      if (!notice.includes('islamic-network/calendar')) continue;
      expect(notice).toContain(apache);
    }
    expect(noticeFile().bytes.toString('utf8')).toContain(apache);
  });
});
