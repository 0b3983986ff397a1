/**
 * The whole build: verify the data, build the Astro site and server, index the docs with Pagefind,
 * then write every static JSON answer (contract section 6) and the OpenAPI document.
 * `astro build` empties dist/, so the JSON is written last.
 */
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { allRoutes } from '../src/api/routes';
import { toJson } from '../src/api/json';
import { fillPattern } from '../src/api/match';
import { readApiConfig } from '../src/api/config';
import { openApiDocument } from '../src/openapi';
import { corpus } from '../src/quran/corpus';
import { AYAH_COUNT, SURAH_COUNT } from '../src/quran/sources';
import { OutputDir } from './lib/output-dir';
import { DIST, ROOT, inputsHash, writeStamp } from './lib/build-stamp';
import { verifyPinnedSources } from './lib/verify-sources';

const started = performance.now();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function step<T>(title: string, work: () => T | Promise<T>): Promise<T> {
  const begun = performance.now();
  process.stdout.write(`• ${title}\n`);
  const result = await work();
  process.stdout.write(`  done in ${seconds(begun)} s\n`);
  return result;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
}

function progress(label: string, done: number, total: number): void {
  if (process.stdout.isTTY) {
    process.stdout.write(`\r  ${label}: ${done}/${total} (${Math.floor((done / total) * 100)}%)`);
    if (done === total) process.stdout.write('\n');
  } else if (done === total || done % Math.ceil(total / 4) === 0) {
    process.stdout.write(`  ${label}: ${done}/${total}\n`);
  }
}

try {
  await step('Verify pinned data sources', () => {
    for (const line of verifyPinnedSources()) console.log(`  ${line}`);
    const surahs = corpus();
    const ayahs = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
    if (surahs.length !== SURAH_COUNT || ayahs !== AYAH_COUNT) throw new Error(`expected ${SURAH_COUNT} surahs and ${AYAH_COUNT} ayahs, got ${surahs.length} and ${ayahs}`);
    console.log(`  ${surahs.length} surahs, ${ayahs} ayahs`);
  });

  await step('Build the site and server (astro build)', () => run('npx', ['astro', 'build', '--silent']));
  // The wrapper server runs on plain Node: under a TypeScript loader, every dynamic import() Astro
  // makes per request would cross the loader's worker thread and cost milliseconds.
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
  await step('Index the docs (pagefind)', () => run('npx', ['pagefind', '--site', path.join('dist', 'client'), '--silent']));

  const out = new OutputDir(path.join(DIST, 'client'));
  const context = { now: new Date(0), config: readApiConfig() };
  await step('Write static JSON answers', async () => {
    for (const route of allRoutes) {
      if (!route.staticFile || !route.staticArgs) continue;
      const argSets = [...route.staticArgs()];
      for (const [index, args] of argSets.entries()) {
        await out.write(fillPattern(route.staticFile, args), toJson(route.handle(args, context).body));
        progress(route.id, index + 1, argSets.length);
      }
    }
    await out.write('/openapi.json', JSON.stringify(openApiDocument(), null, 2));
    await out.flush();
  });

  const total = Number(seconds(started));
  writeStamp({ inputs: inputsHash(), built_at: new Date().toISOString(), files: out.files, bytes: out.bytes, seconds: total });
  console.log(`Build complete: ${out.files.toLocaleString('en')} JSON files, ${(out.bytes / 1e6).toFixed(1)} MB, ${total} s in all.`);
} catch (error) {
  console.error(`\nBUILD FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
