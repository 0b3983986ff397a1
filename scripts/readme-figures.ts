/**
 * Writes the build's figures (files, sizes, the build's time) into bench/README.md from what the last
 * build measured: dist/build-stamp.json and the manifest it wrote. Run after a build that changes them:
 *
 *   npx tsx scripts/readme-figures.ts
 *
 * tests/http/readme-figures.test.ts fails while the counts and sizes there differ from the build's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
export const FIGURES_FILE = path.join(ROOT, 'bench', 'README.md');
const BEGIN = '<!-- BEGIN figures: written by scripts/readme-figures.ts from the last build -->';
const END = '<!-- END figures -->';
/** The one line that changes with the machine, not with the sources; the test does not compare it. */
export const TIMING_PREFIX = '- Time of the last build here:';

interface Manifest {
  version: string;
  files: { total: number; bytes: number; compressed_variants: number; by_kind: Record<string, number> };
  archive: { url: string; bytes: number; files: number };
  data_packages: { name: string; files: number; bytes: number }[];
}

const count = (n: number) => n.toLocaleString('en');
const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The figures block for the build in `dist`. */
export function figuresBlock(dist = path.join(ROOT, 'dist')): string {
  const stamp = JSON.parse(readFileSync(path.join(dist, 'build-stamp.json'), 'utf8')) as { files: number; bytes: number; seconds: number };
  const manifest = JSON.parse(readFileSync(path.join(dist, 'client', 'api', 'v1', 'manifest.json'), 'utf8')) as Manifest;
  const lines = [
    BEGIN,
    `- Files the build writes into \`dist/client\` besides the site: ${count(stamp.files)}, ${megabytes(stamp.bytes)}: the data tree of ` +
      `${count(manifest.files.total)} files (${megabytes(manifest.files.bytes)}), ${count(manifest.files.compressed_variants)} compressed variants ` +
      `(\`.br\` and \`.gz\` beside each answer of 4 KiB or more) and the manifest.`,
    `- Archive \`${manifest.archive.url}\`: ${count(manifest.archive.files)} files, ${megabytes(manifest.archive.bytes)}.`,
    ...manifest.data_packages.map((pack) => `- npm package \`${pack.name}\`: ${count(pack.files)} files, ${megabytes(pack.bytes)} unpacked.`),
    `${TIMING_PREFIX} ${stamp.seconds} s (\`npm run bench:build\` measures each step).`,
    END,
  ];
  return lines.join('\n');
}

/** The text with its figures block replaced by `block`. */
export function withFigures(readme: string, block: string): string {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`bench/README.md has no figures block (${BEGIN} ... ${END})`);
  return readme.slice(0, start) + block + readme.slice(end + END.length);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(FIGURES_FILE, withFigures(readFileSync(FIGURES_FILE, 'utf8'), figuresBlock()));
  console.log(figuresBlock());
}
