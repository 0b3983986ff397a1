/**
 * The whole build: build the Astro site, verify the data, bundle the server, index the translations
 * for the site search, then write every static answer (contract §6), its compressed variants when large,
 * the OpenAPI document and the static-host files, with the data archive and the npm data packages
 * written as the answers are made, then the manifest (scripts/lib/distribution.ts, scripts/lib/tar.ts).
 * `astro build` empties dist/, so the JSON is written last.
 *
 * Memory (bench/build.bench.ts prints the peak of each step): astro and the Pagefind run inside it
 * come first, while this process has not loaded the data yet (the modules below that are imported
 * after the site is built hold about 110 MB); each answer is written as soon as it is made and given
 * to the archive and its package at the same time, so nothing holds the bytes of all of them.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { build as esbuild, stop as stopEsbuild } from 'esbuild';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { COMPRESS_MIN_BYTES, ENCODING_SUFFIX, compressAsync } from '../server/files/compression';
import { OutputDir } from './lib/output-dir';
import { DIST, ROOT, inputsHash, writeStamp } from './lib/build-stamp';
import { newBuildDir, switchTo } from './lib/build-dirs';
import { TarGzWriter } from './lib/tar';
import { previousSiteCompression, readPreviousBuild, writeBuildHashes, writeSiteCompression } from './lib/previous-build';
import type { DataFile, FileRecord } from './lib/distribution';
import { SITE_COMPRESSION, compressSite } from './compress-site';
import { writePlaceAliases } from './write-place-aliases';
import { threadCpuSeconds, workerThreadCpu } from './lib/thread-cpu.mjs';

const started = performance.now();
/** This build's folder; dist/client points at it once everything is written. */
const CLIENT = newBuildDir(DIST);
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * CPU seconds (user + system) of this process, its threads and the child processes it has waited for
 * (/proc/self/stat: utime, stime, cutime, cstime, in clock ticks of 1/100 s); null off Linux.
 */
function cpuSeconds(): number | null {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').replace(/^.*\) /s, '').split(' ');
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return null;
  }
}

/**
 * The CPU of `work` by thread: each worker thread's by what it does, this thread's, and the rest (libuv's
 * pool, which gzips the .tar.gz files and compresses the .br/.gz variants, and V8's helper threads), from
 * the CPU of the whole process.
 */
async function cpuByThread<T>(work: () => Promise<T>): Promise<T> {
  const [processBefore, mainBefore, workersBefore] = [cpuSeconds(), threadCpuSeconds(), workerThreadCpu()];
  const result = await work();
  const [processAfter, mainAfter, workersAfter] = [cpuSeconds(), threadCpuSeconds(), workerThreadCpu()];
  if (processBefore === null || processAfter === null || mainBefore === null || mainAfter === null) return result;
  const parts: [string, number][] = [...workersAfter].map(([name, seconds]) => [name, seconds - (workersBefore.get(name) ?? 0)]);
  parts.push(['this thread', mainAfter - mainBefore]);
  parts.push(["libuv's pool (gzip, brotli) and V8's helpers", processAfter - processBefore - parts.reduce((sum, [, seconds]) => sum + seconds, 0)]);
  console.log(`  CPU by thread: ${parts.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}`);
  return result;
}

/** This process's resident memory now and its peak so far (/proc/self/status: VmRSS, VmHWM), in MB; empty off Linux. */
function residentMemory(): string {
  try {
    const status = readFileSync('/proc/self/status', 'utf8');
    const mb = (field: string) => (Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024).toFixed(0);
    return `, this process ${mb('VmRSS')} MB (peak ${mb('VmHWM')} MB)`;
  } catch {
    return '';
  }
}

async function step<T>(title: string, work: () => T | Promise<T>): Promise<T> {
  const begun = performance.now();
  const cpuBefore = cpuSeconds();
  process.stdout.write(`• ${title}\n`);
  const result = await work();
  const cpuAfter = cpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? '' : `, CPU ${(cpuAfter - cpuBefore).toFixed(1)} s`;
  process.stdout.write(`  done in ${seconds(begun)} s${cpu}${residentMemory()}\n`);
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

/**
 * A full garbage collection now. V8 keeps the heap as large as a step made it; collected between
 * steps, the next one (the translations' index beside this one, then the answers) starts from the live set.
 */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * Node's options for astro. Its heap would grow to about 1 GB while it renders the pages (the live
 * set at the end is about 230 MB), and it is still that large while Starlight's Pagefind run indexes
 * the pages beside it: the build's largest moment. A heap of at most 512 MB made no difference to
 * its time (measured: 28-30 s of CPU either way).
 */
const ASTRO_NODE_OPTIONS = ['--max-old-space-size=512'];

/**
 * The static answers are made by this many threads (scripts/lib/answer-threads.ts) while this one writes, hashes
 * and archives them. Each thread loads the data for itself: with two, the build process peaked at 1,618 MB
 * (measured), past the 1.5 GB budget.
 */
const ANSWER_THREADS = 1;

/** The search indexes are written by this many processes, each a run of the editions: one per core of a small machine. */
const SEARCH_INDEX_PROCESSES = 2;

interface SearchIndexPart {
  api: { files: number; bytes: number };
  words: number;
  seconds: number;
}

const searchIndexProcesses = new Set<ChildProcess>();
/** Runs part `part` of scripts/write-search-indexes.ts in a process of its own; resolves with the JSON line it prints. */
function writeSearchIndexPart(part: number, wordsFile: string): Promise<SearchIndexPart> {
  return new Promise((resolve, reject) => {
    // A heap of at most 384 MB: the live set stays under 300 MB (a part ran whole with 300), while a heap
    // left to grow reached 510-580 MB a process and took the build past its 1.5 GB with the two together.
    const args = ['--max-old-space-size=384', '--import', 'tsx', path.join(ROOT, 'scripts', 'write-search-indexes.ts'), path.join(DIST, 'search-indexes'), wordsFile, String(part), String(SEARCH_INDEX_PROCESSES)];
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: buildEnvironment() });
    searchIndexProcesses.add(child);
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      searchIndexProcesses.delete(child);
      if (code !== 0) reject(new Error(`the search indexes, part ${part} (scripts/write-search-indexes.ts) failed with exit code ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').pop()!) as SearchIndexPart);
    });
  });
}

try {
  // The site and the server both import it: derived from a pinned package, written when what it is made from changed.
  await step('Write the place aliases (generated/place-aliases.json)', () => writePlaceAliases());
  // What that step read (the gazetteer's 9 MB dump and its rows) is garbage: collected, not held beside astro and its Pagefind run.
  collectGarbage();
  await step('Build the site (astro build)', () => run(process.execPath, [...ASTRO_NODE_OPTIONS, path.join(ROOT, 'node_modules', 'astro', 'astro.js'), 'build', '--silent']));
  // The data: loaded only now, so that it is not held beside astro and its Pagefind run.
  const { allRoutes } = await import('../src/api/routes');
  const { corpus } = await import('../src/quran/corpus');
  const { AYAH_COUNT, SURAH_COUNT } = await import('../src/quran/sources');
  const { verifyEditionTexts, verifyPinnedSources } = await import('./lib/verify-sources');
  const { TABLE_SOURCE } = await import('../src/hijri/ummalqura-table');
  const { SUPPORTED_RANGE } = await import('../src/hijri/calendar');
  const { creditedSources } = await import('../src/credits');
  const { dataTreeFilesInThreads } = await import('./lib/answer-threads');
    const { ARCHIVE_DIR, DATA_PACKAGES, DATA_PACKAGE_NAME, buildCommit, countByKind, dataArchiveName, dataPackageFileName, dataPackageJson, dataPackageReadme, manifest, noticeFile, recordOf } =
    await import('./lib/distribution');

  // After the site: a build whose data fails a check is never switched to, so checking first saved
  // only the minute of astro's run in that rare case.
  await step('Verify pinned data sources', () => {
    for (const line of verifyPinnedSources()) console.log(`  ${line}`);
    console.log(`  ${verifyEditionTexts().length} edition texts in data/translations: sha256 ok`);
    const surahs = corpus();
    const ayahs = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
    if (surahs.length !== SURAH_COUNT || ayahs !== AYAH_COUNT) throw new Error(`expected ${SURAH_COUNT} surahs and ${AYAH_COUNT} ayahs, got ${surahs.length} and ${ayahs}`);
    console.log(`  ${surahs.length} surahs, ${ayahs} ayahs`);
  });

  // The search indexes (the API's, and the words of the site's translations' index from the same editions'
  // indexes) are written by processes of their own while this one finishes the site's pages, compresses
  // them and bundles the server; started once the data is verified, and not beside astro, whose Pagefind
  // run is the build's largest moment of memory (each of these processes is allowed a heap of 384 MB).
  process.stdout.write(`• Write the search indexes of the Quran and of every edition (dist/search-indexes), in ${SEARCH_INDEX_PROCESSES} processes, alongside the next steps\n`);
  const wordsDir = mkdtempSync(path.join(tmpdir(), 'edition-words-'));
  const wordsFiles = Array.from({ length: SEARCH_INDEX_PROCESSES }, (_, part) => path.join(wordsDir, `${part}.v8`));
  const searchIndexes = Promise.all(wordsFiles.map((file, part) => writeSearchIndexPart(part, file)));
  // Marked handled at once: a failure is reported where the build waits for it, before the answers.
  searchIndexes.catch(() => undefined);
  // Pagefind (run by astro build) has indexed the reader pages' search form of the Arabic: out of the pages.
  await step('Take the index-only text out of the reader pages', async () => {
    const { stripIndexOnly } = await import('../src/site/index-only');
    const { pages, bytes } = stripIndexOnly(CLIENT);
    console.log(`  ${pages} pages, ${(bytes / 1e6).toFixed(1)} MB`);
  });

  await step('Write /llms.txt, /llms-full.txt and each docs page as Markdown', async () => {
    const { writeLlmsFiles } = await import('../src/site/llms');
    writeLlmsFiles(CLIENT);
  });
  await step('Compress the site pages (.br, .gz)', async () => {
    const { written, linked } = await compressSite(CLIENT, previousSiteCompression(DIST, SITE_COMPRESSION));
    console.log(`  ${written} files with .br and .gz, ${linked} of them unchanged and linked from the last build`);
  });
  // The server runs on plain Node, bundled: no TypeScript loader in the request path.
  await step('Bundle the server (esbuild)', async () => {
    await esbuild({
      entryPoints: [path.join(ROOT, 'server', 'main.ts')],
      outfile: path.join(DIST, 'server.mjs'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    });
    // esbuild's service process (110-140 MB after the bundle) would otherwise live to the end of the build.
    await stopEsbuild();
  });
  await step('Wait for the search indexes; write the site\'s translations index (/edition-search/) from their words', async () => {
    const { joinEditionWords, writeEditionIndex } = await import('../src/site/edition-index');
    const parts = await searchIndexes;
    const words = joinEditionWords(wordsFiles.map((file) => v8.deserialize(readFileSync(file)) as Map<string, number[]>));
    rmSync(wordsDir, { recursive: true, force: true });
    const site = writeEditionIndex(CLIENT, words);
    const files = parts.reduce((sum, part) => sum + part.api.files, 0);
    const bytes = parts.reduce((sum, part) => sum + part.api.bytes, 0);
    console.log(`  ${files} API indexes, ${(bytes / 1e6).toFixed(1)} MB, in ${parts.map((part) => part.seconds.toFixed(1)).join(' s and ')} s`);
    console.log(`  the site's: ${site.words.toLocaleString('en')} words in ${site.chunks} chunks, ${(site.bytes / 1e6).toFixed(1)} MB`);
  });
  collectGarbage();
  // The previous build's files, to link those whose bytes do not change (read before this build switches).
  const previous = readPreviousBuild(DIST);
  const out = new OutputDir(CLIENT, previous);
  const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  const commit = buildCommit(ROOT);
  const archiveName = dataArchiveName(version);
  const archiveUrl = `${ARCHIVE_DIR}/${archiveName}`;
  // The data archive and the npm data packages are written as the answers are made, each answer given to
  // the archive and to its package in the order dataTreeFiles makes them (a fixed order: two builds of
  // one commit give the same bytes). A thread of its own frames and gzips them (scripts/lib/tar.ts), so
  // their CPU overlaps the answers' and nothing is read back from disk. An answer OutputDir links from the
  // last build is given to them all the same: its bytes are here.
  const tars = new TarGzWriter();
  mkdirSync(path.join(CLIENT, ARCHIVE_DIR), { recursive: true });
  const archive = tars.open(path.join(CLIENT, archiveUrl));
  // The layout `npm pack` gives (everything under package/), written directly: package.json, README.md and
  // NOTICE.md first, then the package's answers; the manifest, last, goes into the first (DATA_PACKAGE_NAME).
  // Each counts its files and bytes for the manifest.
  const packages = DATA_PACKAGES.map((pack) => {
    const file = dataPackageFileName(version, pack.name);
    return { pack, file, tar: tars.open(path.join(DIST, file)), files: 0, bytes: 0, kinds: new Set<string>() };
  });
  type Package = (typeof packages)[number];
  /** The package of a file of the data tree; none for the static-host files (the archive only) and NOTICE.md (first in each already). */
  const packageOf = (file: DataFile): Package | undefined => (file.kind === 'static-host' || file.kind === 'notice' ? undefined : packages.find(({ pack }) => pack.holds(file.url)));
  /** Gives a file to the archive (when `inArchive`) and to its package, if any. */
  const addToTars = async (file: DataFile, into: Package | undefined, inArchive: boolean) => {
    const entries = inArchive ? [{ tar: archive, path: file.url.slice(1) }] : [];
    if (into) {
      into.files += 1;
      into.bytes += file.bytes.length;
      into.kinds.add(file.kind);
      entries.push({ tar: into.tar, path: `package${file.url}` });
    }
    await tars.add(file.bytes, entries);
  };
  for (const target of packages) {
    for (const file of [
      { url: '/package.json', bytes: Buffer.from(dataPackageJson(version, commit, target.pack)), kind: 'package' },
      { url: '/README.md', bytes: Buffer.from(dataPackageReadme(version, target.pack)), kind: 'package' },
      noticeFile(target.pack),
    ])
      await addToTars(file, target, false);
  }
  // Each answer is written as soon as it is made and only its path, kind and size are kept: holding
  // the bytes of all ~400,000 (and building the archive and packages from them) peaked at 1.8 GB.
  const dataFiles: FileRecord[] = [];
  const routeIds = new Set(allRoutes.map((route) => route.id));
  // The `.br` and `.gz` of every answer of COMPRESS_MIN_BYTES or more, made on libuv's threads from the
  // bytes in hand as the answers are made (the files are written by OutputDir's thread of its own).
  const encodings = ['br', 'gzip'] as const;
  const variantsOf = { made: 0, kept: 0, answers: 0 };
  const compressing = new Set<Promise<void>>();
  // An answer whose bytes the last build had keeps its variants: they are linked with it, not recompressed.
  const unchanged = (url: string) => previous !== null && previous.hashes.get(url) === out.hashes.get(url) && encodings.every((encoding) => previous.hashes.has(url + ENCODING_SUFFIX[encoding]));
  const compressLarge = async (file: DataFile) => {
    if (!routeIds.has(file.kind) || file.bytes.length < COMPRESS_MIN_BYTES) return;
    variantsOf.answers += 1;
    const toCompress: ('br' | 'gzip')[] = [];
    for (const encoding of encodings) {
      if (unchanged(file.url) && (await out.linkUnchanged(file.url + ENCODING_SUFFIX[encoding]))) variantsOf.kept += 1;
      else toCompress.push(encoding);
    }
    variantsOf.made += 2;
    if (toCompress.length === 0) return;
    if (compressing.size >= 4) await Promise.race(compressing);
    const task = Promise.all(toCompress.map(async (encoding) => out.write(file.url + ENCODING_SUFFIX[encoding], await compressAsync(file.bytes, encoding)))).then(() => void compressing.delete(task));
    compressing.add(task);
  };
  await step('Generate and write the static API answers and the large ones\' .br and .gz', () => cpuByThread(async () => {
    // The answers are made by threads of their own (scripts/lib/answer-threads.ts); OutputDir gathers them into
    // batches and writes them on its thread while this one hashes them and hands them to the archive.
    for await (const file of dataTreeFilesInThreads(allRoutes, ANSWER_THREADS)) {
      dataFiles.push(recordOf(file));
      await out.write(file.url, file.bytes);
      await compressLarge(file);
      await addToTars(file, packageOf(file), true);
    }
    await Promise.all(compressing);
    await out.flush();
    for (const [kind, count] of Object.entries(countByKind(dataFiles))) console.log(`  ${kind}: ${count.toLocaleString('en')} files`);
    console.log(`  ${out.files.toLocaleString('en')} files, ${out.linked.toLocaleString('en')} of them unchanged and linked from the last build`);
    console.log(`  ${out.shared.toLocaleString('en')} files the same bytes as one written before them, linked to it`);
    console.log(`  ${variantsOf.made.toLocaleString('en')} variants of ${variantsOf.answers.toLocaleString('en')} answers of ${COMPRESS_MIN_BYTES} bytes or more (${variantsOf.kept.toLocaleString('en')} unchanged, kept from the last build)`);
  }));
  const compressedVariants = variantsOf.made;

  const manifestFor = (archive: { name: string; url: string; bytes: number | null; sha256: string | null; files: number }): DataFile => ({
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
          // The manifest is counted among the first package's files, not in its bytes (it cannot count its own size).
          dataPackages: packages.map(({ pack, files, bytes, kinds }) => ({ name: pack.name, files: files + (pack.name === DATA_PACKAGE_NAME ? 1 : 0), bytes, kinds: [...kinds, ...(pack.name === DATA_PACKAGE_NAME ? ['manifest'] : [])].sort() })),
        }),
        null,
        2,
      ) + '\n',
    ),
  });

  await step(`Finish the data archive (${archiveUrl}), the manifest and the npm data packages`, async () => {
    // Their entries were given as the answers were made: what is left is the tail of each gzip stream, the
    // manifest that names the finished archive, and the first package, which ends with the manifest.
    // The other packages are finished meanwhile (marked handled at once: a failure rejects the archive's too).
    const others = Promise.all(packages.slice(1).map(({ tar }) => tars.finish(tar)));
    others.catch(() => undefined);
    // The archive carries the manifest at its root beside NOTICE.md, without its own size and sha256.
    const archiveFiles = dataFiles.length + 1;
    await tars.add(manifestFor({ name: archiveName, url: archiveUrl, bytes: null, sha256: null, files: archiveFiles }).bytes, [{ tar: archive, path: 'manifest.json' }]);
    const written = await tars.finish(archive);
    writeFileSync(path.join(CLIENT, `${archiveUrl}.sha256`), `${written.sha256}  ${archiveName}\n`);
    console.log(`  ${archiveUrl}: ${dataFiles.length.toLocaleString('en')} files, ${(written.bytes / 1e6).toFixed(1)} MB, sha256 ${written.sha256}`);
    const manifestFile = manifestFor({ name: archiveName, url: archiveUrl, bytes: written.bytes, sha256: written.sha256, files: archiveFiles });
    await out.write(manifestFile.url, manifestFile.bytes);
    await out.flush();
    await addToTars(manifestFile, packages[0], false);
    const packed = [await tars.finish(packages[0]!.tar), ...(await others)];
    for (const [i, { file, files }] of packages.entries()) console.log(`  dist/${file}: ${files.toLocaleString('en')} files, ${(packed[i]!.bytes / 1e6).toFixed(1)} MB, sha256 ${packed[i]!.sha256}`);
  });

  await step('Switch dist/client to this build', () => {
    const client = switchTo(DIST, CLIENT);
    writeBuildHashes(DIST, client, out.hashes);
    writeSiteCompression(DIST, client, SITE_COMPRESSION);
  });

  const total = Number(seconds(started));
  writeStamp({ inputs: inputsHash(), built_at: new Date().toISOString(), files: out.files, bytes: out.bytes, seconds: total });
  const cpu = cpuSeconds();
  if (cpu !== null) console.log(`CPU of the build (user + system, every process and thread): ${cpu.toFixed(1)} s`);
  console.log(`Build complete: ${out.files.toLocaleString('en')} JSON files, ${(out.bytes / 1e6).toFixed(1)} MB, ${total} s in all.`);
} catch (error) {
  console.error(`\nBUILD FAILED: ${error instanceof Error ? error.message : String(error)}`);
  for (const child of searchIndexProcesses) child.kill();
  process.exit(1);
}
