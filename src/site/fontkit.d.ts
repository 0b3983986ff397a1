/** fontkit 2 ships no types; the tests use openSync and hasGlyphForCodePoint only. */
declare module 'fontkit' {
  export function openSync(path: string): unknown;
}
