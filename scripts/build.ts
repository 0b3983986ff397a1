/**
 * The whole build: verify the data, build the Astro site, bundle the server, index the docs with
 * Pagefind, then write every static answer (contract §6), its compressed variants when large,
 * and the OpenAPI document.
 * `astro build` empties dist/, so the JSON is written last.
 */
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { allRoutes } from '../src/api/routes';
import { everyStaticFile } from '../src/api/route';
import { generateAnswer } from '../src/api/dispatch';
import { COMPRESS_MIN_BYTES, ENCODING_SUFFIX, compress } from '../src/api/compression';
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

try {
  await step('Verify pinned data sources', () => {
    for (const line of verifyPinnedSources()) console.log(`  ${line}`);
    const surahs = corpus();
    const ayahs = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
    if (surahs.length !== SURAH_COUNT || ayahs !== AYAH_COUNT) throw new Error(`expected ${SURAH_COUNT} surahs and ${AYAH_COUNT} ayahs, got ${surahs.length} and ${ayahs}`);
    console.log(`  ${surahs.length} surahs, ${ayahs} ayahs`);
  });

  await step('Build the site (astro build)', () => run('npx', ['astro', 'build', '--silent']));
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
  await step('Index the docs (pagefind)', () => run('npx', ['pagefind', '--site', path.join('dist', 'client'), '--silent']));

  const out = new OutputDir(path.join(DIST, 'client'));
  const context = { now: new Date(0), config: readApiConfig() };
  await step('Write static API answers', async () => {
    const counts = new Map<string, number>();
    for (const { route, url, args } of everyStaticFile(allRoutes)) {
      const { body } = generateAnswer({ route, args, file: url, fileForm: true }, context);
      await out.write(url, body);
      if (Buffer.byteLength(body) >= COMPRESS_MIN_BYTES) {
        for (const encoding of ['br', 'gzip'] as const) {
          await out.write(url + ENCODING_SUFFIX[encoding], compress(Buffer.from(body), encoding, 'best'));
        }
      }
      counts.set(route.id, (counts.get(route.id) ?? 0) + 1);
    }
    await out.write('/openapi.json', JSON.stringify(openApiDocument(), null, 2));
    await out.flush();
    for (const [id, count] of counts) console.log(`  ${id}: ${count.toLocaleString('en')} files`);
  });

  const total = Number(seconds(started));
  writeStamp({ inputs: inputsHash(), built_at: new Date().toISOString(), files: out.files, bytes: out.bytes, seconds: total });
  console.log(`Build complete: ${out.files.toLocaleString('en')} JSON files, ${(out.bytes / 1e6).toFixed(1)} MB, ${total} s in all.`);
} catch (error) {
  console.error(`\nBUILD FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
