import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QURAN_SOURCES } from '../../src/quran/sources';
import { EDITION_PROVENANCE } from '../../src/quran/editions';
import { ROOT } from './build-stamp';

export interface PinnedSource {
  package: string;
  version: string;
  file: string;
  sha256: string;
  provides: string;
}

/** Every file the build reads from a data package, with the version and checksum it must have. */
export const PINNED_SOURCES: readonly PinnedSource[] = [
  ...QURAN_SOURCES.map(({ package: name, version, file, sha256, provides }) => ({ package: name, version, file, sha256, provides })),
];

/** Every edition text committed under data/translations must still have the sha256 its provenance record gives. */
export function verifyEditionTexts(): string[] {
  return EDITION_PROVENANCE.map((record) => {
    const actual = createHash('sha256').update(readFileSync(path.join(ROOT, 'data', 'translations', record.file))).digest('hex');
    if (actual !== record.sha256) throw new Error(`data/translations/${record.file}: sha256 ${actual}, expected ${record.sha256}; re-run scripts/import-translations.ts or restore the file`);
    return `data/translations/${record.file} sha256 ok`;
  });
}

/** Fails with a message naming the package, file and both checksums when anything differs. */
export function verifyPinnedSources(sources: readonly PinnedSource[] = PINNED_SOURCES): string[] {
  const lines: string[] = [];
  for (const source of sources) {
    const packageDir = path.join(ROOT, 'node_modules', source.package);
    const installed = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
    if (installed !== source.version) {
      throw new Error(`${source.package}: pinned ${source.version}, installed ${installed}; run npm install`);
    }
    const actual = createHash('sha256').update(readFileSync(path.join(packageDir, source.file))).digest('hex');
    if (actual !== source.sha256) {
      throw new Error(`${source.package}@${source.version}/${source.file}: sha256 ${actual}, expected ${source.sha256}; the data changed upstream`);
    }
    lines.push(`${source.package}@${source.version} ${source.file} sha256 ok`);
  }
  return lines;
}
