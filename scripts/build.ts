/**
 * The whole build: verify the data, build the Astro site, bundle the server, index the docs with
 * Pagefind, then write every static answer (contract §6), its compressed variants when large,
 * the OpenAPI document and the static-host files, then the data archive, the manifest and the npm
 * data package (scripts/lib/distribution.ts).
 * `astro build` empties dist/, so the JSON is written last.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { allRoutes } from '../src/api/routes';
import { COMPRESS_MIN_BYTES, ENCODING_SUFFIX, compressAsync } from '../src/api/compression';
import { readApiConfig } from '../src/api/config';
import { corpus } from '../src/quran/corpus';
import { AYAH_COUNT, SURAH_COUNT } from '../src/quran/sources';
import { OutputDir } from './lib/output-dir';
import { DIST, ROOT, inputsHash, writeStamp } from './lib/build-stamp';
import { newBuildDir, switchTo } from './lib/build-dirs';
import { verifyEditionTexts, verifyPinnedSources } from './lib/verify-sources';
import { writeTarGz } from './lib/tar';
import { readPreviousBuild, sha256Of, writeBuildHashes } from './lib/previous-build';
import {
  ARCHIVE_DIR,
  DATA_PACKAGES,
  DATA_PACKAGE_NAME,
  buildCommit,
  countByKind,
  dataArchiveName,
  dataPackageFileName,
  dataPackageJson,
  dataPackageReadme,
  dataTree,
  manifest,
  noticeFile,
  tarEntries,
  type DataFile,
} from './lib/distribution';
import { TABLE_SOURCE } from '../src/hijri/ummalqura-table';
import { creditedSources } from '../src/quran/credits';
import { compressSite } from './compress-site';
import { INDEXED_EDITIONS, writeEditionIndex } from '../src/site/edition-index';
import { SUPPORTED_RANGE } from '../src/hijri/calendar';
import { writeSearchIndexFiles } from '../src/quran/search-index-files';

const started = performance.now();
/** This build's folder; dist/client points at it once everything is written. */
const CLIENT = newBuildDir(DIST);
const routeIds = new Set(allRoutes.map((route) => route.id));
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function step<T>(title: string, work: () => T | Promise<T>): Promise<T> {
  const begun = performance.now();
  process.stdout.write(`• ${title}\n`);
  const result = await work();
  process.stdout.write(`  done in ${seconds(begun)} s\n`);
  return result;
}

/** This process's environment without what a test runner adds (vitest sets BASE_URL, MODE, DEV, PROD, SSR, which Vite would read). */
function buildEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'TEST']) delete env[name];
  return env;
}

/** Runs a build tool. NODE_ENV is production whoever started the build (vitest sets it to test, which would make a dev build). */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...buildEnvironment(), ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', SITE_OUT_DIR: CLIENT } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

try {
  await step('Verify pinned data sources', () => {
    for (const line of verifyPinnedSources()) console.log(`  ${line}`);
    console.log(`  ${verifyEditionTexts().length} edition texts in data/translations: sha256 ok`);
    const surahs = corpus();
    const ayahs = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
    if (surahs.length !== SURAH_COUNT || ayahs !== AYAH_COUNT) throw new Error(`expected ${SURAH_COUNT} surahs and ${AYAH_COUNT} ayahs, got ${surahs.length} and ${ayahs}`);
    console.log(`  ${surahs.length} surahs, ${ayahs} ayahs`);
  });

  await step('Build the site (astro build)', () => run('npx', ['astro', 'build', '--silent']));
  // The translations' search index (src/site/edition-index.ts) is written by Pagefind's own process
  // while this one compresses the pages and bundles the server, and waited for before the answers
  // are generated: beside the writing of 400,000 files the two together took 2.4 GB.
  process.stdout.write(`• Index the ${INDEXED_EDITIONS.length} translations for the site search (Pagefind, /pagefind-editions/), alongside the next steps\n`);
  const editionIndex = writeEditionIndex(CLIENT);
  // Marked handled at once: a failure is reported where the build waits for it, before the switch.
  editionIndex.catch(() => undefined);
  await step('Compress the site pages (.br, .gz)', async () => {
    const written = await compressSite(CLIENT);
    console.log(`  ${written} variants`);
  });
  // The server runs on plain Node, bundled: no TypeScript loader in the request path.
  await step('Bundle the server (esbuild)', () => {
    buildSync({
      entryPoints: [path.join(ROOT, 'server', 'main.ts')],
      outfile: path.join(DIST, 'server.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
  });
  // The server reads these at start instead of building the indexes (src/quran/search-index-files.ts).
  await step('Write the search indexes (dist/search-indexes)', () => {
    const written = writeSearchIndexFiles(path.join(DIST, 'search-indexes'));
    console.log(`  ${written.length} indexes, ${(written.reduce((sum, file) => sum + file.bytes, 0) / 1e6).toFixed(1)} MB`);
  });
  // Pagefind indexes the pages as part of `astro build` (Starlight runs it).

  await step('Wait for the translations\' search index', async () => {
    const { records, seconds: took } = await editionIndex;
    console.log(`  ${records.toLocaleString('en')} records (edition × surah), indexed in ${took.toFixed(1)} s`);
  });
  // The previous build's files, to link those whose bytes do not change (read before this build switches).
  const previous = readPreviousBuild(DIST);
  const out = new OutputDir(CLIENT, 64, previous);
  const context = { now: new Date(0), config: readApiConfig() };
  const dataFiles = await step('Generate static API answers', () => {
    const files = dataTree(allRoutes, context);
    for (const [kind, count] of Object.entries(countByKind(files))) console.log(`  ${kind}: ${count.toLocaleString('en')} files`);
    return files;
  });
  const variants = await step('Compress the large answers (.br, .gz)', async () => {
    // On libuv's thread pool, before the writes: interleaved with them, both queue for its four
    // threads and the step took 27 s instead of 4 + 13 (measured).
    const large = dataFiles.filter((file) => routeIds.has(file.kind) && file.bytes.length >= COMPRESS_MIN_BYTES);
    // An answer whose bytes the last build had keeps its variants: they are linked with it, not recompressed.
    const unchanged = (file: DataFile) => previous !== null && previous.hashes.get(file.url) === sha256Of(file.bytes) && ['br', 'gzip'].every((encoding) => previous.hashes.has(file.url + ENCODING_SUFFIX[encoding as 'br' | 'gzip']));
    const compressed: DataFile[] = [];
    const kept = large.filter(unchanged);
    for (const file of kept) {
      for (const encoding of ['br', 'gzip'] as const) {
        const url = file.url + ENCODING_SUFFIX[encoding];
        compressed.push({ url, bytes: readFileSync(path.join(previous!.dir, '.' + url)), kind: 'compressed' });
      }
    }
    const keptUrls = new Set(kept.map((file) => file.url));
    const jobs = large.filter((file) => !keptUrls.has(file.url)).flatMap((file) => (['br', 'gzip'] as const).map((encoding) => ({ url: file.url + ENCODING_SUFFIX[encoding], bytes: file.bytes, encoding })));
    const running = new Set<Promise<void>>();
    for (const job of jobs) {
      if (running.size >= 8) await Promise.race(running);
      const task = compressAsync(job.bytes, job.encoding).then((bytes) => {
        compressed.push({ url: job.url, bytes, kind: 'compressed' });
        running.delete(task);
      });
      running.add(task);
    }
    await Promise.all(running);
    console.log(`  ${compressed.length.toLocaleString('en')} variants of ${large.length.toLocaleString('en')} answers of ${COMPRESS_MIN_BYTES} bytes or more (${(kept.length * 2).toLocaleString('en')} unchanged, kept from the last build)`);
    return compressed;
  });
  const compressedVariants = variants.length;
  await step('Write every file', async () => {
    out.expected = dataFiles.length + variants.length;
    for (const file of dataFiles) await out.write(file.url, file.bytes);
    for (const file of variants) await out.write(file.url, file.bytes);
    await out.flush();
    console.log(`  ${(dataFiles.length + variants.length).toLocaleString('en')} files, ${out.linked.toLocaleString('en')} of them unchanged and linked from the last build`);
  });

  const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const commit = buildCommit(ROOT);
  const archiveName = dataArchiveName(version);
  const archiveUrl = `${ARCHIVE_DIR}/${archiveName}`;
  const archive = await step(`Archive the data tree (${archiveUrl})`, async () => {
    const entries = tarEntries(dataFiles);
    mkdirSync(path.join(CLIENT, ARCHIVE_DIR), { recursive: true });
    const written = await writeTarGz(path.join(CLIENT, archiveUrl), entries);
    writeFileSync(path.join(CLIENT, `${archiveUrl}.sha256`), `${written.sha256}  ${archiveName}\n`);
    console.log(`  ${entries.length.toLocaleString('en')} files, ${(written.bytes / 1e6).toFixed(1)} MB, sha256 ${written.sha256}`);
    return { name: archiveName, url: archiveUrl, bytes: written.bytes, sha256: written.sha256, files: entries.length };
  });

  const packed = DATA_PACKAGES.map((pack) => ({
    pack,
    files: [
      { url: '/package.json', bytes: Buffer.from(dataPackageJson(version, commit, pack)), kind: 'package' },
      { url: '/README.md', bytes: Buffer.from(dataPackageReadme(version, pack)), kind: 'package' },
      noticeFile(),
      ...dataFiles.filter((file) => file.kind !== 'static-host' && file.kind !== 'notice' && pack.holds(file.url)),
    ] as DataFile[],
  }));
  const manifestFile: DataFile = {
    url: '/api/v1/manifest.json',
    kind: 'manifest',
    bytes: Buffer.from(
      JSON.stringify(
        manifest({
          version,
          commit,
          sources: creditedSources(TABLE_SOURCE.sha256),
          files: dataFiles,
          compressedVariants,
          hijriRange: {
            hijri_first: SUPPORTED_RANGE.hijriFirst,
            hijri_last: SUPPORTED_RANGE.hijriLast,
            gregorian_first: SUPPORTED_RANGE.gregorianFirst,
            gregorian_last: SUPPORTED_RANGE.gregorianLast,
          },
          archive,
          dataPackages: packed.map(({ pack, files }) => ({ name: pack.name, files: files.length + (pack.name === DATA_PACKAGE_NAME ? 1 : 0), bytes: files.reduce((sum, file) => sum + file.bytes.length, 0) })),
        }),
        null,
        2,
      ) + '\n',
    ),
  };
  await out.write(manifestFile.url, manifestFile.bytes);
  await out.flush();
  packed[0]!.files.push(manifestFile);

  await step('Pack the npm data packages', async () => {
    // The layout `npm pack` gives (everything under package/), written directly: npm pack reading
    // 200,000 files back from disk would take longer than the rest of the build.
    await Promise.all(
      packed.map(async ({ pack, files }) => {
        const file = dataPackageFileName(version, pack.name);
        const written = await writeTarGz(path.join(DIST, file), tarEntries(files, 'package/'));
        console.log(`  dist/${file}: ${files.length.toLocaleString('en')} files, ${(written.bytes / 1e6).toFixed(1)} MB, sha256 ${written.sha256}`);
      }),
    );
  });

  await step('Switch dist/client to this build', () => {
    switchTo(DIST, CLIENT);
    writeBuildHashes(DIST, CLIENT, out.hashes);
  });

  const total = Number(seconds(started));
  writeStamp({ inputs: inputsHash(), built_at: new Date().toISOString(), files: out.files, bytes: out.bytes, seconds: total });
  console.log(`Build complete: ${out.files.toLocaleString('en')} JSON files, ${(out.bytes / 1e6).toFixed(1)} MB, ${total} s in all.`);
} catch (error) {
  console.error(`\nBUILD FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
