/**
 * Writes Brotli and gzip variants (`.br`, `.gz`) beside the site's HTML, CSS, JS, SVG and JSON
 * files of 1 KiB or more that have none yet, so the server (server/files/static-files.ts, which sends a
 * variant a client accepts) sends the site's pages compressed: /quran/2/ is 417 KB as HTML, ~60 KB
 * as Brotli. Fonts (WOFF2) are compressed already and are left alone.
 *
 *   npx tsx scripts/compress-site.ts [dir]     (default dist/client; the build calls it after Astro)
 */
import { existsSync, linkSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.json', '.xml', '.txt']);
const MIN_BYTES = 1024;
/**
 * Brotli 9 for the pages of ordinary size. Over the site's 493 files of 1 KiB to 100 KB (30.7 MB,
 * measured 2026-12-02 in one run at load 14): 10 gave 5,740,906 bytes in 24.7 s of CPU, 9 gave
 * 6,262,898 (9.1% more) in 16.2 s; 10 with a window fitted to the file, or blocks of 2^16, cost the
 * same as 10. Earlier (2026-11-24, 443 files): 11 gave 0.5% less than 10 in 2.6 times its CPU.
 * The build's CPU is what keeps a full build near its 120 s budget: the third of this step's brotli
 * CPU is worth the 9% (0.9 KB more on a page sent as 10 KB).
 * 8 from LARGE_BYTES on, the long surahs of the reader in each interface language: /quran/2/
 * (600 KB) is 72.5 KB at 11 in 1.8 s, 80.3 KB at 9 in 0.11 s (measured), and with five interface
 * languages 11 everywhere took the step from 37 s to 153 s. Over the 194 such files (29.9 MB, measured
 * 2026-11-26): 9 gave 5,368,248 bytes in 3.8 s of CPU, 8 gave 5,375,848 (0.14% more) in 0.9 s.
 * gzip 9 costs 1 s over all of them and saves 0.2% against 6 (2026-12-02: 1.6 s and 1.5 s): kept.
 */
const LARGE_BYTES = 100_000;
const LARGE_QUALITY = 8;
const QUALITY = 9;
const brotliQuality = (size: number) => (size >= LARGE_BYTES ? LARGE_QUALITY : QUALITY);
const GZIP_LEVEL = 9;
/** Everything above that decides a variant's bytes: the last build's variants are linked only if it was made with the same. */
export const SITE_COMPRESSION = `brotli ${QUALITY}, ${LARGE_QUALITY} from ${LARGE_BYTES} bytes; gzip ${GZIP_LEVEL}; zlib ${process.versions.zlib}, brotli ${process.versions.brotli}`;

/**
 * The files under `dir` to compress; the API's JSON tree (v1/, api/) is the build's own business,
 * and the translations' search index (edition-search/) is written by another process while this runs (the server
 * compresses its chunks when it sends them).
 */
function* siteFiles(dir: string, root = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full);
    if (entry.isDirectory()) {
      if (relative === 'v1' || relative === 'api' || relative === 'edition-search') continue;
      yield* siteFiles(full, root);
    } else if (COMPRESSIBLE.has(path.extname(entry.name)) && statSync(full).size >= MIN_BYTES) {
      yield full;
    }
  }
}

/**
 * The variants the last build made for a file of the same bytes (Astro writes the same pages again
 * for an unchanged site), linked instead of compressed again: true if it had them.
 */
function linkUnchangedVariants(file: string, bytes: Buffer, dir: string, previousDir: string | null): boolean {
  if (previousDir === null) return false;
  const previous = path.join(previousDir, path.relative(dir, file));
  try {
    if (!existsSync(previous + '.br') || !existsSync(previous + '.gz') || !readFileSync(previous).equals(bytes)) return false;
    linkSync(previous + '.br', file + '.br');
    linkSync(previous + '.gz', file + '.gz');
    return true;
  } catch {
    rmSync(file + '.br', { force: true });
    return false;
  }
}

/**
 * Compresses the site's files under `dir`; returns how many got variants and how many of those were
 * linked from `previousDir` (a build whose variants were made with SITE_COMPRESSION).
 */
export async function compressSite(dir: string, previousDir: string | null = null): Promise<{ written: number; linked: number }> {
  let written = 0;
  let linked = 0;
  const running = new Set<Promise<void>>();
  for (const file of siteFiles(dir)) {
    const bytes = readFileSync(file);
    if (linkUnchangedVariants(file, bytes, dir, previousDir)) {
      written++;
      linked++;
      continue;
    }
    if (running.size >= 4) await Promise.race(running);
    const task = (async () => {
      const [br, gzBytes] = await Promise.all([
        brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length), [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gz(bytes, { level: GZIP_LEVEL }),
      ]);
      writeFileSync(file + '.br', br);
      writeFileSync(file + '.gz', gzBytes);
      written++;
    })().finally(() => running.delete(task));
    running.add(task);
  }
  await Promise.all(running);
  return { written, linked };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist/client');
  const started = Date.now();
  const { written: count } = await compressSite(dir);
  console.log(`compress-site: ${count} files of ${dir} with .br and .gz variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
