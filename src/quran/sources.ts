/**
 * The pinned data packages the Quran endpoints read, and the sha256 of each file read from them.
 * scripts/build.ts checks these before writing anything: a changed upstream file fails the build
 * instead of silently changing the text we serve.
 */
export const QURAN_SOURCES = [
  {
    package: 'quran-json',
    version: '3.1.2',
    file: 'dist/quran_en.json',
    sha256: 'bae3acab517304dc2684d65949a00f31000a92818041cefabc234663da99d7a3',
    provides: 'Uthmani Arabic text (KFGQPC Hafs), with five word separations corrected to the print (src/quran/corpus.ts PRINT_CORRECTIONS)',
    license: 'CC-BY-SA-4.0',
    license_url: 'https://github.com/risan/quran-json/blob/main/LICENSE',
  },
  {
    package: 'quran-meta',
    version: '6.0.17',
    file: 'dist/hafs.js',
    sha256: '128749392390b00d5433c6a9d694ba17ca97ee64edf5084c445f3ab43e466e3d',
    provides: 'Hafs metadata: revelation type and order, ayah counts, juz, page, sajda',
    license: 'MIT',
    license_url: 'https://www.npmjs.com/package/quran-meta',
  },
] as const;

export const SURAH_COUNT = 114;
export const AYAH_COUNT = 6236;
