/**
 * Every character the site shows is drawn by a font it ships: the Uthmani text of every ayah (with
 * U+065E and every Quranic mark), the surah names, and the text of every edition, each in the font
 * stack of its language (src/site/fonts.ts). The fonts' own character maps decide (fontkit reads the
 * WOFF2 files of the @fontsource packages), within the unicode-range each @font-face declares.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { EDITIONS, editionTexts } from '../quran/editions';
import { createRequire } from 'node:module';
import { drawnBy, parseFontFaces, shippedFamilyNames, undrawnCodePoints } from './font-coverage';
import { FONT_CSS, INTERFACE_FONT_CSS, INTERFACE_FONT_FACES, OTHER_FONT_CSS, fontStack, QURAN_STACK, STYLED_LANGUAGES } from './fonts';

const require = createRequire(import.meta.url);

/**
 * Code points that no shipped font can draw, each with why and the edition it occurs in. Each must
 * still occur there (the test fails when the text changes, so the entry is removed with the cause).
 */
const KNOWN_UNDRAWABLE: { edition: string; codePoints: string[]; why: string }[] = [
  {
    edition: 'bn-khan',
    codePoints: ['U+A9A3', 'U+0360', 'U+07E6', 'U+07E0'],
    why: 'mangled HTML entities in the source (e.g. 2:230 "কতৃꦣ2453;" for "কতৃক"): a Javanese letter, an NKo letter and a combining tilde where a Bengali letter belongs; to be fixed in the data, not drawn',
  },
  {
    edition: 'zh-makin',
    codePoints: ['U+9E50'],
    why: '鹐 (12:41) is in no unicode-range slice of Noto Sans SC, JP, KR, TC or HK as @fontsource ships them; the reader\'s system font draws it',
  },
  {
    edition: 'tl-rwwad',
    codePoints: ['U+0336'],
    why: 'two U+0336 COMBINING LONG STROKE OVERLAY inside "gag̶̶awin" at 5:67, a typing slip in QuranEnc\'s text, served as published; no Noto slice carries the overlay, the system font draws it',
  },
];

import { arabicDigits } from './digits';

describe('the fonts the site ships', () => {
  it('are the ones src/styles/fonts.css declares, each with its slice\'s unicode-range, and each stack names only shipped families', () => {
    const importsOf = (file: string) => [...readFileSync(new URL(`../styles/${file}`, import.meta.url), 'utf8').matchAll(/@import '([^']+)';/g)].map((match) => match[1]);
    expect(importsOf('fonts.css')).toEqual([]);
    expect(importsOf('fonts-other.css')).toEqual(OTHER_FONT_CSS);
    expect(FONT_CSS).toEqual([INTERFACE_FONT_CSS, ...OTHER_FONT_CSS]);
    const declared = parseFontFaces(require.resolve(INTERFACE_FONT_CSS));
    expect(declared.map((face) => [face.family, face.file])).toEqual(INTERFACE_FONT_FACES.map((face) => [face.family, require.resolve(face.file)]));
    for (const face of INTERFACE_FONT_FACES) {
      // The range @fontsource declares for the same file among its subsets; a Latin page asks none of these faces.
      const own = parseFontFaces(require.resolve(face.stylesheet)).find((candidate) => candidate.file === require.resolve(face.file))!;
      const ours = declared.find((candidate) => candidate.family === face.family)!;
      expect(ours.ranges).toEqual(own.ranges);
      expect(ours.ranges.some(([from, to]) => from <= 0x20 && 0x20 <= to)).toBe(false);
      expect(ours.ranges.some(([from, to]) => from <= 0x627 && 0x627 <= to)).toBe(true);
    }
    const families = shippedFamilyNames();
    for (const language of ['en', ...STYLED_LANGUAGES]) for (const family of fontStack(language)) expect(families).toContain(family);
    for (const family of QURAN_STACK) expect(families).toContain(family);
  });

  it('fail where a font lacks a glyph: Amiri Quran, the font the site used to ship, has none for U+065E', () => {
    // The check itself can fail: a stack without Scheherazade New does not draw 2:178's U+065E.
    expect(drawnBy(['Noto Sans'], 0x065e)).toBe(false);
    expect(drawnBy(QURAN_STACK, 0x065e)).toBe(true);
    expect(drawnBy(fontStack('ur'), 0x06c1)).toBe(true); // ہ
    expect(drawnBy(fontStack('ur'), 0x06d2)).toBe(true); // ے
    expect(drawnBy(fontStack('ur'), 0x06c3)).toBe(true); // ۃ
  });

  it('draw every code point of the Uthmani text, with the ayah numbers as the reader shows them', () => {
    const texts = corpus().flatMap((surah) => surah.ayahs.map((ayah) => `${ayah.arabic} ﴿${arabicDigits(ayah.number)}﴾`));
    expect(texts.join('')).toContain('\u065e');
    expect(undrawnCodePoints(texts, QURAN_STACK)).toEqual([]);
    expect(undrawnCodePoints(corpus().map((surah) => `سورة ${surah.name}`), fontStack('ar'))).toEqual([]);
  });

  for (const edition of EDITIONS) {
    it(`draw every code point of ${edition.id} in the ${edition.language} stack`, () => {
      const known = KNOWN_UNDRAWABLE.find((entry) => entry.edition === edition.id);
      const undrawn = undrawnCodePoints(editionTexts(edition.id).flat(), fontStack(edition.language)).map((entry) => entry.codePoint);
      expect(undrawn.sort()).toEqual([...(known?.codePoints ?? [])].sort());
    }, 120_000);
  }
});
