/**
 * Reads the fonts the site ships (the @fontsource stylesheets of fonts.ts and the WOFF2 files they
 * name) and answers which code points of a text no font of its stack draws. A code point counts as
 * drawn by a family only where one of the family's @font-face rules both lists it in its
 * unicode-range (else the browser never asks that file) and has a glyph for it in the file's cmap.
 * Node-only (reads files): used by the tests and by scripts, never by the site's browser code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { FONT_CSS } from './fonts';

interface FontFace {
  family: string;
  file: string;
  ranges: [number, number][];
}

const require = createRequire(import.meta.url);

/** The @font-face rules of one stylesheet, with absolute file paths. */
export function parseFontFaces(cssPath: string): FontFace[] {
  const css = readFileSync(cssPath, 'utf8');
  const faces: FontFace[] = [];
  for (const block of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const body = block[1]!;
    const family = /font-family:\s*['"]?([^;'"]+)['"]?;/.exec(body)?.[1];
    const woff2 = /url\(\s*['"]?([^)'"]+\.woff2)['"]?\s*\)/.exec(body)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1];
    if (!family || !woff2) throw new Error(`${cssPath}: an @font-face without a family or a woff2 file`);
    const ranges: [number, number][] = range
      ? range.split(',').map((part) => {
          const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
          return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
        })
      : [[0, 0x10ffff]];
    // A package's file (`@fontsource/...`), as the site's own stylesheet names it, or a file beside the stylesheet.
    faces.push({ family, file: woff2.startsWith('@') ? require.resolve(woff2) : path.resolve(path.dirname(cssPath), woff2), ranges });
  }
  return faces;
}

let shipped: Map<string, { face: FontFace; has: (codePoint: number) => boolean }[]> | undefined;

/** Every family the site loads, each with its faces (files opened lazily, once). */
function shippedFamilies() {
  if (shipped) return shipped;
  shipped = new Map();
  for (const specifier of FONT_CSS) {
    for (const face of parseFontFaces(require.resolve(specifier))) {
      let font: { hasGlyphForCodePoint(codePoint: number): boolean } | undefined;
      const has = (codePoint: number) => {
        font ??= fontkit.openSync(face.file) as unknown as { hasGlyphForCodePoint(codePoint: number): boolean };
        return font.hasGlyphForCodePoint(codePoint);
      };
      const list = shipped.get(face.family) ?? [];
      list.push({ face, has });
      shipped.set(face.family, list);
    }
  }
  return shipped;
}

/** The families the site loads, by name. */
export function shippedFamilyNames(): string[] {
  return [...shippedFamilies().keys()];
}

/** True when some family of `stack` draws `codePoint` (range and cmap). */
export function drawnBy(stack: readonly string[], codePoint: number): boolean {
  const families = shippedFamilies();
  for (const family of stack) {
    for (const { face, has } of families.get(family) ?? []) {
      if (face.ranges.some(([from, to]) => codePoint >= from && codePoint <= to) && has(codePoint)) return true;
    }
  }
  return false;
}

/** Control characters (line breaks, tabs) are laid out, not drawn. */
const NOT_DRAWN = /\p{Cc}/u;

/** The code points of `texts` that no family of `stack` draws, each with a count and a first example. */
export function undrawnCodePoints(texts: Iterable<string>, stack: readonly string[]): { codePoint: string; count: number; example: string }[] {
  const seen = new Map<number, boolean>();
  const missing = new Map<number, { count: number; example: string }>();
  for (const text of texts) {
    for (const character of text) {
      const codePoint = character.codePointAt(0)!;
      if (NOT_DRAWN.test(character)) continue;
      let drawn = seen.get(codePoint);
      if (drawn === undefined) seen.set(codePoint, (drawn = drawnBy(stack, codePoint)));
      if (!drawn) {
        const entry = missing.get(codePoint) ?? { count: 0, example: text.slice(0, 80) };
        entry.count++;
        missing.set(codePoint, entry);
      }
    }
  }
  return [...missing].map(([codePoint, entry]) => ({ codePoint: 'U+' + codePoint.toString(16).toUpperCase().padStart(4, '0'), ...entry }));
}
