/**
 * One set of URLs on every host: `dist/client` served by a plain static file server (http-server,
 * no code of ours: the mirror) and our server answer a sample of every set of files the route table
 * declares with the same bytes, in the `.json` path, the path without `.json` and the query form;
 * the URLs no host has a file for are 404 on both. And a copy of `dist/client` made with `cp -r`
 * is a mirror too.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
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

// Removing the copy's hundreds of thousands of files takes minutes on a busy disk.
afterAll(async () => {
  mirror?.stop();
  copyMirror?.stop();
  if (copy) await rm(copy, { recursive: true, force: true });
}, 600_000);

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
    const sampled = new Set(samples.map((sample) => sample.route.id));
    for (const id of ['prayer.year', 'prayer.year-ics', 'words.ayah', 'words.root', 'words.lemma']) expect(sampled, id).toContain(id);
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

/** File forms of a sparse set just outside it: its last parameter one more (the next year). */
function outsideOf(route: Route, files: StaticFiles): { url: string; queryForm: string }[] {
  const has = files.has!;
  const inside = Array.from(files.each());
  const pattern = filePattern(route, files);
  const captures = patternParams(route.path);
  const last = files.params[files.params.length - 1]!;
  const variants = inside.slice(0, 3).map((args) => ({ ...args, [last]: String(Number(args[last]) + 1) }));
  return variants.filter((args) => !has(args)).map((args) => {
    const query = new URLSearchParams(Object.entries(args).filter(([name]) => !captures.includes(name))).toString();
    return { url: fillPattern(pattern, args), queryForm: `${fillPattern(route.path, args)}?${query}` };
  });
}

const outside = allRoutes.flatMap((route) => (route.files ?? []).filter((files) => files.has).flatMap((files) => outsideOf(route, files)));

describe('a path URL of a file no static copy has', () => {
  it('is asked of every sparse set (the prayer years)', () => {
    expect(outside.some(({ url }) => url.startsWith('/v1/prayer-times/year/') && url.endsWith('.json'))).toBe(true);
    expect(outside.some(({ url }) => url.endsWith('.ics'))).toBe(true);
  });

  it('is 404 on the mirror and on the server, whose problem points to the query form, which it answers', async () => {
    const wrong: string[] = [];
    for (const { url, queryForm } of outside) {
      const urls = url.endsWith('.json') ? [url, url.slice(0, -'.json'.length)] : [url];
      for (const asked of urls) {
        const [mirrored, live] = await Promise.all([fromMirror(mirror.url, asked), get(asked, { skipOpenApi: true })]);
        if (mirrored.status !== 404) wrong.push(`${asked}: mirror ${mirrored.status}`);
        if (live.status !== 404 || live.json?.code !== 'no_file' || live.json?.query_form !== queryForm) wrong.push(`${asked}: server ${live.status} ${live.json?.code} ${live.json?.query_form}`);
      }
      const answered = await get(queryForm, { skipOpenApi: true });
      if (answered.status !== 200) wrong.push(`${queryForm}: server ${answered.status}`);
    }
    expect(wrong).toEqual([]);
    expect(outside.length).toBeGreaterThanOrEqual(4);
  }, 120_000);

  it('is 404 no_file for Istanbul (745044, no capital) in 2026 and Ankara (323786) in 2027, as feeds too', async () => {
    for (const url of ['/v1/prayer-times/year/745044/2026.json', '/v1/prayer-times/year/323786/2027.json', '/v1/prayer-times/year/745044/2026.ics']) {
      expect((await fromMirror(mirror.url, url)).status, url).toBe(404);
      const live = await get(url, { skipOpenApi: true });
      expect(live.status, url).toBe(404);
      expect(live.json, url).toMatchObject({ code: 'no_file' });
      expect(live.json.detail, url).toMatch(/\/v1\/prayer-times\/year(\.ics)?\?city=/);
    }
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
