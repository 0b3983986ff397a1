/**
 * The data folder away from our server (/docs/static-files/): served by a plain static
 * file server, unpacked from the archive, rewritten by a static host's `_redirects`, packed as an
 * npm package, and described by the manifest.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_PACKAGES } from '../../scripts/lib/distribution';
import { allRoutes } from '../../src/api/routes';
import { everyStaticFile, filePattern, patternParams, type StaticFileEntry } from '../../src/api/route';
import { applyRewrites, type RewriteRule } from '../../scripts/lib/static-host';
import { get, mainUrl } from '../support/api';
import { startStaticMirror, type StaticMirror } from '../support/static-mirror';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT = path.join(ROOT, 'dist', 'client');
const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** First, middle and last file of every route that has files: a sample of every file kind. */
function sampleOfEveryKind(): StaticFileEntry[] {
  const byRoute = new Map<string, StaticFileEntry[]>();
  for (const entry of everyStaticFile(allRoutes)) {
    const list = byRoute.get(entry.route.id) ?? [];
    list.push(entry);
    byRoute.set(entry.route.id, list);
  }
  return [...byRoute.values()].flatMap((list) => [...new Set([list[0]!, list[Math.floor(list.length / 2)]!, list.at(-1)!])]);
}
const sample = sampleOfEveryKind();

/** The set of files an entry belongs to: the one whose pattern names exactly the entry's arguments. */
function filesOf(entry: StaticFileEntry) {
  const names = Object.keys(entry.args).sort().join(',');
  return entry.route.files!.find((files) => patternParams(filePattern(entry.route, files)).sort().join(',') === names)!;
}

/** The contract form of a file: the route's path with its captures, the file's params as the query. */
function contractForm(entry: StaticFileEntry): string {
  const files = filesOf(entry);
  const pathPart = entry.route.path.replace(/:([a-z_]+)/g, (_, name: string) => entry.args[name]!);
  const query = files.params.map((name) => `${name}=${encodeURIComponent(entry.args[name]!)}`).join('&');
  return query ? `${pathPart}?${query}` : pathPart;
}

/** The path forms a plain static server can answer: the `.json` file, and the extensionless path when there is no query. */
async function expectMirrorAnswersLikeServer(mirror: StaticMirror) {
  expect(sample.length).toBeGreaterThanOrEqual(allRoutes.filter((route) => route.files).length);
  for (const entry of sample) {
    const live = await get(contractForm(entry));
    expect(live.status, contractForm(entry)).toBe(200);
    const fromFile = await fetch(mirror.url + entry.url);
    expect(fromFile.status, entry.url).toBe(200);
    expect(fromFile.headers.get('access-control-allow-origin')).toBe('*');
    expect(await fromFile.text(), entry.url).toBe(live.text);
    if (filesOf(entry).params.length === 0) {
      const extensionless = await fetch(mirror.url + contractForm(entry));
      expect(extensionless.status, contractForm(entry)).toBe(200);
      expect(await extensionless.text(), contractForm(entry)).toBe(live.text);
    }
  }
}

describe('dist/client served by http-server with the flags of npm run mirror', () => {
  let mirror: StaticMirror;
  beforeAll(async () => {
    mirror = await startStaticMirror(CLIENT);
  }, 30_000);
  afterAll(() => mirror?.stop());

  it('answers a sample of every file kind with the server\'s bytes, as .json and as the extensionless path', async () => {
    await expectMirrorAnswersLikeServer(mirror);
  });

  it('answers /api/v1/surah, a path that is both a file and a folder', async () => {
    const response = await fetch(mirror.url + '/api/v1/surah');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe((await get('/api/v1/surah')).text);
  });

  it('lists no directory', async () => {
    const folder = await fetch(mirror.url + '/api/v1/ayah/2/');
    expect([403, 404]).toContain(folder.status);
    expect(await folder.text()).not.toContain('255.json');
  });
});

describe('the data archive', () => {
  const name = `islamic-tools-api-data-${version}.tar.gz`;
  const archive = path.join(CLIENT, 'downloads', name);
  const unpacked = mkdtempSync(path.join(tmpdir(), 'itk-archive-'));
  let mirror: StaticMirror;
  beforeAll(async () => {
    // Only the sample is unpacked (writing 200,000 small files takes minutes on a slow disk); tar
    // still reads the whole archive to find them, so a broken archive fails here.
    const folderIndexes = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8', maxBuffer: 256 << 20 })
      .split('\n')
      .filter((entry) => entry.endsWith('/index.json'));
    const wanted = [...sample.map((entry) => entry.url.slice(1)), 'openapi.json', 'NOTICE.md', 'manifest.json', ...folderIndexes];
    execFileSync('tar', ['-xzf', archive, '-C', unpacked, ...wanted]);
    mirror = await startStaticMirror(unpacked);
  }, 120_000);
  afterAll(() => {
    mirror?.stop();
    rmSync(unpacked, { recursive: true, force: true });
  });

  it('has the sha256 its .sha256 file and the manifest give, in sha256sum format', async () => {
    const digest = sha256(readFileSync(archive));
    expect(readFileSync(`${archive}.sha256`, 'utf8')).toBe(`${digest}  ${name}\n`);
    const manifest = (await get('/api/v1/manifest.json')).json;
    expect(manifest.archive).toMatchObject({ name, url: `/downloads/${name}`, sha256: digest, bytes: readFileSync(archive).length });
  });

  it('carries at its root the manifest, which is the served one but for its own size and sha256, and counts it', async () => {
    const inside = JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
    const served = (await get('/api/v1/manifest.json')).json;
    expect(inside.archive).toEqual({ ...served.archive, bytes: null, sha256: null });
    expect({ ...inside, archive: null }).toEqual({ ...served, archive: null });
    const entries = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8', maxBuffer: 256 << 20 }).trim().split('\n');
    expect(entries.length).toBe(served.archive.files);
    expect(entries).toContain('NOTICE.md');
  });

  it('carries NOTICE.md with the terms of every edition and every other source', async () => {
    const notice = readFileSync(path.join(unpacked, 'NOTICE.md'), 'utf8');
    for (const source of (await get('/api/v1/manifest.json')).json.sources as { id: string; publisher_url: string; terms: { name: string } }[]) {
      if (source.id.startsWith('edition:')) continue;
      expect(notice, source.id).toContain(source.publisher_url);
      expect(notice, source.id).toContain(source.terms.name);
    }
    expect(notice).toContain('https://github.com/islamic-network/calendar');
    expect(notice).toContain('Apache-2.0');
  });

  it('carries NOTICE.md with the terms of every edition', async () => {
    const notice = readFileSync(path.join(unpacked, 'NOTICE.md'), 'utf8');
    for (const edition of (await get('/api/v1/editions')).json.editions as { id: string; license: { attribution: string } }[]) {
      expect(notice).toContain(`\`${edition.id}\``);
      expect(notice).toContain(edition.license.attribution);
    }
  });

  it('unpacked and served by http-server, answers like the server', async () => {
    await expectMirrorAnswersLikeServer(mirror);
  });

  it('is served by our server for download', async () => {
    const response = await fetch(`${mainUrl}/downloads/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/gzip');
    expect(sha256(Buffer.from(await response.arrayBuffer()))).toBe(sha256(readFileSync(archive)));
  });
});

describe('_redirects and _headers for static hosts', () => {
  const parseRedirects = (text: string): RewriteRule[] =>
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => {
        const fields = line.split(/\s+/);
        const status = Number(fields.at(-1)) as 200 | 400;
        const to = fields.at(-2)!;
        const query = fields.slice(1, -2).map((pair) => pair.split('=')[0]!);
        return { from: fields[0]!, query, to, status };
      });
  const rules = parseRedirects(readFileSync(path.join(CLIENT, '_redirects'), 'utf8'));

  it('rewrites the contract form of every file in the sample to that file, with the server\'s bytes', async () => {
    for (const entry of sample) {
      const form = new URL(contractForm(entry), 'http://host');
      // A host rewrites the path as requested (percent-encoded) and decodes it to find the file.
      const rewritten = applyRewrites(rules, form.pathname, form.searchParams);
      rewritten.path = decodeURIComponent(rewritten.path);
      expect(rewritten, contractForm(entry)).toEqual({ path: entry.url, status: 200 });
      expect(readFileSync(path.join(CLIENT, rewritten.path), 'utf8')).toBe((await get(contractForm(entry))).text);
    }
  });

  it('has a rule for the contract form of every route that has files', () => {
    for (const route of allRoutes.filter((candidate) => candidate.files)) {
      expect(rules.some((rule) => rule.from === route.path && rule.status === 200), route.path).toBe(true);
    }
  });

  it('refuses, rather than answers wrongly, a query form with a parameter no file covers', () => {
    const guarded = allRoutes.filter((route) => route.files?.some((files) => files.params.length) && route.query.some((name) => !route.files!.some((files) => files.params.includes(name))));
    for (const route of guarded) {
      const extra = route.query.find((name) => !route.files![0]!.params.includes(name) && !route.files!.some((files) => files.params.includes(name)))!;
      const params = new URLSearchParams([...route.files![0]!.params.map((name) => [name, '1'] as [string, string]), [extra, '1']]);
      expect(applyRewrites(rules, route.path, params), `${route.path}?${params}`).toEqual({ path: '/_static/needs-server.json', status: 400 });
    }
    const problem = JSON.parse(readFileSync(path.join(CLIENT, '_static/needs-server.json'), 'utf8'));
    expect(problem).toMatchObject({ status: 400, code: 'needs_server' });
  });

  it('gives the API paths CORS and a day of caching, and the hashed assets a year', () => {
    const headers = readFileSync(path.join(CLIENT, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/api\/v1\/\*\n {2}Access-Control-Allow-Origin: \*\n/m);
    expect(headers).toMatch(/^\/v1\/\*\n {2}Access-Control-Allow-Origin: \*\n/m);
    expect(headers).toMatch(/^\/_astro\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    expect(readdirSync(CLIENT)).toContain('.nojekyll');
  });
});

describe('the manifest and the npm data package', () => {
  it('names the version, the commit, each source with its sha256, and counts that match the files on disk', async () => {
    const response = await get('/api/v1/manifest.json');
    expect(response.status).toBe(200);
    const manifest = response.json;
    expect(manifest.version).toBe(version);
    expect(manifest.commit === null || /^[0-9a-f]{40}$/.test(manifest.commit)).toBe(true);
    const quranJson = manifest.sources.find((source: { id: string }) => source.id === 'quran-json');
    expect(quranJson.from.sha256).toBe(sha256(readFileSync(path.join(ROOT, 'node_modules', 'quran-json', quranJson.from.path))));
    expect(manifest.sources.map((source: { from: { package?: string } }) => source.from.package)).toContain('@tabby_ai/hijri-converter');
    // Every edition is a source with its copy's sha256 and its publisher's terms.
    const editions = (await get('/api/v1/editions')).json.editions as { id: string }[];
    for (const edition of editions) {
      const source = manifest.sources.find((candidate: { id: string }) => candidate.id === `edition:${edition.id}`);
      expect(source, edition.id).toMatchObject({ from: { repository: expect.stringMatching(/^https:\/\/github\.com\//), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }, terms: { name: expect.any(String), modification: false } });
    }
    expect(manifest.notice).toBe('/NOTICE.md');
    const ayahFiles = readdirSync(path.join(CLIENT, 'api/v1/ayah'), { recursive: true }).filter((file) => String(file).endsWith('.json'));
    expect(manifest.files.by_kind['quran.ayah']).toBe(ayahFiles.length);
    expect(ayahFiles.length).toBe(6236);
    expect(manifest.hijri_range).toEqual({ hijri_first: '1343-01-01', hijri_last: '1500-12-30', gregorian_first: '1924-08-01', gregorian_last: '2077-11-16' });
  });

  it('is an npm package tarball named and versioned with the API, holding the data tree and the manifest', () => {
    const tarball = path.join(ROOT, 'dist', `islamic-tools-api-data-${version}.tgz`);
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8', maxBuffer: 256 << 20 }).trim().split('\n');
    expect(listing.every((entry) => entry.startsWith('package/'))).toBe(true);
    expect(listing).toContain('package/api/v1/ayah/2/255.json');
    expect(listing).toContain('package/api/v1/manifest.json');
    const packageJson = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
    expect(packageJson).toMatchObject({ name: 'islamic-tools-api-data', version, license: 'SEE LICENSE IN NOTICE.md' });
    const notice = execFileSync('tar', ['-xzOf', tarball, 'package/NOTICE.md'], { encoding: 'utf8' });
    // The tree's NOTICE is the data package's and the words package's (the Quranic Arabic Corpus) together.
    expect(readFileSync(path.join(CLIENT, 'NOTICE.md'), 'utf8').startsWith(notice)).toBe(true);
    expect(notice).not.toContain('Kais Dukes');
    expect(notice).toContain('Tanzil translation terms');
    expect(notice).toContain('QuranEnc.com terms of re-publication');
    const ayah = execFileSync('tar', ['-xzOf', tarball, 'package/api/v1/ayah/2/255.json'], { encoding: 'utf8' });
    expect(ayah).toBe(readFileSync(path.join(CLIENT, 'api/v1/ayah/2/255.json'), 'utf8'));
  });
});

describe('finding a file in the data packages', () => {
  const listings = new Map(DATA_PACKAGES.map((pack) => [pack.name, new Set(execFileSync('tar', ['-tzf', path.join(ROOT, 'dist', `${pack.name}-${version}.tgz`)], { encoding: 'utf8', maxBuffer: 256 << 20 }).trim().split('\n'))]));

  it.each(DATA_PACKAGES.map((pack) => pack.name))("%s: the manifest's cdn_example and every example of its README name a file it holds", async (name) => {
    const manifest = (await get('/api/v1/manifest.json')).json;
    const entry = manifest.data_packages.find((pack: { name: string }) => pack.name === name);
    const prefix = `https://cdn.jsdelivr.net/npm/${name}@${version}/`;
    expect(entry.cdn_example.startsWith(prefix)).toBe(true);
    const listing = listings.get(name)!;
    expect(listing.has(`package/${entry.cdn_example.slice(prefix.length)}`), entry.cdn_example).toBe(true);
    const readme = execFileSync('tar', ['-xzOf', path.join(ROOT, 'dist', `${name}-${version}.tgz`), 'package/README.md'], { encoding: 'utf8' });
    const named = [...readme.matchAll(/`((?:api|v1)\/[^`]+\.json)`/g)].map((match) => match[1]!);
    const urls = [...readme.matchAll(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\s\`]+)`, 'g'))].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(0);
    expect([...named, ...urls].filter((file) => !listing.has(`package/${file}`) && !(file === 'api/v1/manifest.json' && name !== 'islamic-tools-api-data'))).toEqual([]);
  });

  it('the manifest names the package of every edition, and it holds that edition\'s files', async () => {
    const manifest = (await get('/api/v1/manifest.json')).json;
    const editions = (await get('/api/v1/editions')).json.editions as { id: string }[];
    for (const { id } of editions) {
      const holder = manifest.package_of.editions[id];
      expect(holder, id).toBeDefined();
      expect(listings.get(holder)!.has(`package/api/v1/editions/${id}/surah/114.json`), id).toBe(true);
      expect(manifest.data_packages.find((pack: { name: string }) => pack.name === holder).editions).toContain(id);
    }
  });

  it('the manifest names the packages of every kind of file, and each holds one', async () => {
    const manifest = (await get('/api/v1/manifest.json')).json;
    for (const kind of Object.keys(manifest.files.by_kind).filter((kind) => kind !== 'static-host')) {
      expect(manifest.package_of.kinds[kind], kind).toBeDefined();
    }
    expect(manifest.package_of.kinds['hijri.month']).toEqual(['islamic-tools-api-data', 'islamic-tools-api-calendars']);
    expect(manifest.package_of.kinds.manifest).toEqual(['islamic-tools-api-data']);
  });
});

describe('the data packages against the CDN limits (/docs/static-files/#download)', () => {
  it.each(DATA_PACKAGES.map((pack) => pack.name))('%s stays under jsDelivr\'s 100 MB per npm package unpacked and 20 MiB per file, and carries the NOTICE', (name) => {
    const tarball = path.join(ROOT, 'dist', `${name}-${version}.tgz`);
    const packageJson = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
    expect(packageJson.license).toBe('SEE LICENSE IN NOTICE.md');
    expect(execFileSync('tar', ['-xzOf', tarball, 'package/NOTICE.md'], { encoding: 'utf8' })).toContain('# NOTICE');
    const listing = execFileSync('tar', ['-tzvf', tarball], { encoding: 'utf8', maxBuffer: 256 << 20 }).trim().split('\n');
    const sizes = listing.map((line) => Number(line.split(/\s+/)[2]));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(10e6);
    expect(total).toBeLessThan(100e6);
    expect(sizes.reduce((largest, size) => Math.max(largest, size), 0)).toBeLessThan(20 * 2 ** 20);
  });

  it('hold the whole data tree between them, each file once', async () => {
    const manifest = (await get('/api/v1/manifest.json')).json;
    const files = manifest.data_packages.reduce((sum: number, pack: { files: number }) => sum + pack.files, 0);
    // Each package adds its package.json, README.md and NOTICE.md (the tree's own NOTICE.md counted once);
    // the data package also holds the manifest; the static-host files are in the archive only.
    const packages = manifest.data_packages.length;
    expect(packages).toBe(DATA_PACKAGES.length);
    expect(files).toBe(manifest.files.total - manifest.files.by_kind['static-host'] - 1 + packages * 3 + 1);
  });
});

describe('the server and cache-busting query strings', () => {
  it('answers a .json path with the file whatever query string follows, as a static host does', async () => {
    const plain = await get('/api/v1/ayah/2/255.json');
    for (const query of ['?v=3', '?_=1700000000', '?cb=x&y=z']) {
      const busted = await get(`/api/v1/ayah/2/255.json${query}`);
      expect(busted.status).toBe(200);
      expect(busted.text).toBe(plain.text);
    }
  });
});
