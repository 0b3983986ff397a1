/**
 * A live answer's gzip, made with a window fitted to it and a smaller output chunk, is the bytes
 * zlib's defaults give at the same level, and decompresses to the answer: for search answers of
 * every size the route makes, and for text that compresses badly (output over one chunk).
 */
import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchQuranBytes } from '../../src/quran/search/answer-json';
import { LIVE_GZIP_LEVEL, compress, fittedGzipWindow } from './compression';

function expectDefaultBytes(bytes: Buffer): void {
  const made = compress(bytes, 'gzip', 'fast');
  expect(made.equals(gzipSync(bytes, { level: LIVE_GZIP_LEVEL }))).toBe(true);
  expect(gunzipSync(made).equals(bytes)).toBe(true);
  const best = compress(bytes, 'gzip', 'best');
  expect(best.equals(gzipSync(bytes, { level: 9 }))).toBe(true);
}

describe('gzip of a live answer', () => {
  it('fits the window to the answer, within 2^9-2^15', () => {
    expect(fittedGzipWindow(0)).toBe(9);
    expect(fittedGzipWindow(249)).toBe(9);
    expect(fittedGzipWindow(250)).toBe(10);
    expect(fittedGzipWindow(2048)).toBe(12);
    expect(fittedGzipWindow(32 * 1024)).toBe(15);
    expect(fittedGzipWindow(10_000_000)).toBe(15);
  });

  it.each([
    ['الله', 1],
    ['الله', 3],
    ['الله', 20],
    ['الله', 500],
    ['mercy', 7],
    ['mercy', 50],
    ['رب العالمين', 50],
  ] as [string, number][])('%s, %i results: the default bytes', (query, limit) => {
    expectDefaultBytes(searchQuranBytes({ query, limit, offset: 0, surah: null }));
  });

  it.each([100, 1024, 5000, 40_000, 70_000])('random bytes (%i), which come out longer than one chunk: the default bytes', (length) => {
    expectDefaultBytes(randomBytes(length));
  });
});
