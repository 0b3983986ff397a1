/**
 * One set of URLs on every host: `dist/client` served by a plain static file server (http-server,
 * no code of ours: the mirror) and our server answer a sample of every set of files the route table
 * declares with the same bytes, in the `.json` path, the path without `.json` and the query form;
 * the URLs no host has a file for are 404 on both. And a copy of `dist/client` made with `cp -r`
 * is a mirror too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../support/api';
import { startStaticMirror, type StaticMirror } from '../support/static-mirror';
import { allRoutes } from '../../src/api/routes';
import { fillPattern, filePattern, patternParams, type Route, type StaticFiles } from '../../src/api/route';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Files sampled from each set of files, evenly over the set (all of a smaller set). */
const PER_SET = 60;

let mirror: StaticMirror;
let copyMirror: StaticMirror;
let copy = '';

beforeAll(async () => {
  mirror = await startStaticMirror(path.join(ROOT, 'dist/client'));
  copy = mkdtempSync(path.join(os.tmpdir(), 'client-copy-'));
  execFileSync('cp', ['-r', path.join(ROOT, 'dist/client'), path.join(copy, 'client')]);
  copyMirror = await startStaticMirror(path.join(copy, 'client'));
}, 600_000);

afterAll(() => {
  mirror?.stop();
  copyMirror?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

interface Sample {
  route: Route;
  file: string;
  /** The same answer asked as the contract asks it: the route's path and a query string. */
  queryForm: string;
}

function sampleOf(route: Route, files: StaticFiles): Sample[] {
  const all = Array.from(files.each());
  const step = Math.max(1, Math.floor(all.length / PER_SET));
  const pattern = filePattern(route, files);
  const captures = patternParams(route.path);
  return all.filter((_, i) => i % step === 0).slice(0, PER_SET).map((args) => {
    const query = new URLSearchParams(Object.entries(args).filter(([name]) => !captures.includes(name))).toString();
    const contractPath = fillPattern(route.path, args);
    return { route, file: fillPattern(pattern, args), queryForm: query ? `${contractPath}?${query}` : contractPath };
  });
}

const samples = allRoutes.flatMap((route) => (route.files ?? []).flatMap((files) => sampleOf(route, files)));

async function inBatches<T>(items: readonly T[], run: (item: T) => Promise<void>, width = 8): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(run));
}

const fromMirror = async (base: string, url: string) => {
  const response = await fetch(base + url);
  return { status: response.status, text: await response.text() };
};

describe('the server and a static mirror of dist/client', () => {
  it('sample every set of files of every route, over 2,000 URLs in all', () => {
    const sets = allRoutes.flatMap((route) => route.files ?? []);
    expect(new Set(samples.map((sample) => sample.route.id)).size).toBe(allRoutes.filter((route) => route.files?.length).length);
    expect(sets.length).toBeGreaterThan(20);
    expect(samples.length * 4).toBeGreaterThan(2000);
  });

  it('answer every sampled file with the same bytes: .json path, path without .json and query form', async () => {
    let compared = 0;
    const differences: string[] = [];
    await inBatches(samples, async ({ file, queryForm }) => {
      const want = await fromMirror(mirror.url, file);
      if (want.status !== 200) return void differences.push(`${file}: mirror ${want.status}`);
      const urls = [file, queryForm];
      if (file.endsWith('.json')) urls.push(file.slice(0, -'.json'.length));
      for (const url of urls) {
        const live = await get(url, { skipOpenApi: true });
        compared++;
        if (live.status !== 200 || live.text !== want.text) differences.push(`${url}: server ${live.status}, not the bytes of ${file}`);
      }
      if (file.endsWith('.json')) {
        const bare = await fromMirror(mirror.url, file.slice(0, -'.json'.length));
        compared++;
        if (bare.status !== 200 || bare.text !== want.text) differences.push(`${file} without .json: mirror ${bare.status}`);
      }
    });
    expect(differences).toEqual([]);
    expect(compared).toBeGreaterThan(2000);
  }, 600_000);

  it.each([
    '/v1/hijri/month/umm-al-qura/1447/9.json',
    '/v1/hijri/month/islamic-civil/1447/9.json',
    '/v1/hijri/year/umm-al-qura/1447.json',
    '/v1/hijri/month/Diyanet/1447/9.json',
    '/v1/hijri/events/umm-al-qura/gregorian/2025.json',
    '/api/v1/editions/EN-SAHIH/ayah/1/1.json',
    '/api/v1/editions/EN-SAHIH/ayah/1/1',
    '/api/v1/ayah/2/287.json',
    '/api/v1/surah/115',
  ])('answer %s with 404 on both: no host has a file for it', async (url) => {
    expect((await fromMirror(mirror.url, url)).status).toBe(404);
    const live = await get(url, { skipOpenApi: true });
    expect(live.status).toBe(404);
    expect(live.json).toMatchObject({ status: 404 });
  });
});

describe('a copy of dist/client made with cp -r', () => {
  it('is a folder of files, served by http-server as the API', async () => {
    for (const { file } of samples.filter((_, i) => i % 40 === 0)) {
      const [original, copied] = await Promise.all([fromMirror(mirror.url, file), fromMirror(copyMirror.url, file)]);
      expect(copied.status, file).toBe(200);
      expect(copied.text, file).toBe(original.text);
    }
  }, 120_000);
});
