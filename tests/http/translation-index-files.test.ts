/**
 * Every edition's search index as the build wrote it (dist/search-indexes), read back as the server
 * reads it: each vocabulary key found in the file's one string as a Map of the same section finds
 * it (and each prefix, extension and absent key not found alike), each ayah's text the edition's.
 * The English searched in the Quran's own index has no file: its index is built here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EDITIONS, editionTexts } from '../../src/quran/editions';
import { editionFile } from '../../src/quran/search/index-files';
import { decodeTranslationIndex, encodeTranslationIndex, translationIndexHeader } from '../../src/quran/search/translation-index-file';
import { buildTranslationIndex, type TranslationIndex } from '../../src/quran/search/translation-index';
import { PREBUILT_SEARCH_EDITIONS } from '../../src/quran/search/translations';

const DIR = path.resolve('dist', 'search-indexes');

function fileOf(id: string): Buffer {
  if (PREBUILT_SEARCH_EDITIONS.includes(id)) return readFileSync(path.join(DIR, editionFile(id)));
  const edition = EDITIONS.find((candidate) => candidate.id === id)!;
  return encodeTranslationIndex(buildTranslationIndex(id, edition.language, editionTexts(id).flat()), { format: 0 });
}

function decode(bytes: Buffer): TranslationIndex {
  const steps = decodeTranslationIndex(bytes);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** The vocabulary as a Map, read from the file's sections by their places in its header. */
function vocabularyMap(bytes: Buffer): Map<string, number> {
  const header = translationIndexHeader(bytes);
  const start = Math.ceil((8 + bytes.readUInt32LE(4)) / 8) * 8;
  const [, keysAt, keysBytes] = header.sections.vocabulary!;
  const [, idsAt, count] = header.sections.vocabularyIds!;
  const keys = count === 0 ? [] : bytes.toString('utf8', start + keysAt, start + keysAt + keysBytes).split('\u0000');
  const ids = new Int32Array(Uint8Array.from(bytes.subarray(start + idsAt, start + idsAt + count * 4)).buffer);
  expect(keys).toHaveLength(count);
  return new Map(keys.map((key, i) => [key, ids[i]!]));
}

describe('the editions\' search index files, read back', () => {
  it('are there for every edition searched from a file', () => {
    expect(PREBUILT_SEARCH_EDITIONS.filter((id) => !existsSync(path.join(DIR, editionFile(id))))).toEqual([]);
    expect(EDITIONS.length).toBeGreaterThanOrEqual(42);
  });

  it.each(EDITIONS.map((edition) => edition.id))('%s: every key found as a Map finds it, every text the edition\'s', (id) => {
    const bytes = fileOf(id);
    const index = decode(bytes);
    const map = vocabularyMap(bytes);
    expect(index.vocabulary.size).toBe(map.size);
    const misses: string[] = [];
    const lookUp = (key: string) => {
      if (index.vocabulary.get(key) !== map.get(key)) misses.push(key);
    };
    for (const probe of ['', ' ', 'a', '\uffff', '\ud83d', 'not a key']) lookUp(probe);
    for (const key of map.keys()) {
      lookUp(key);
      lookUp(key.slice(0, -1));
      lookUp(`${key}a`);
      lookUp(`${key}\uffff`);
      lookUp(`\u0001${key}`);
    }
    expect(misses.slice(0, 5)).toEqual([]);
    const texts = editionTexts(id).flat();
    expect(index.texts.length).toBe(texts.length);
    const wrong: number[] = [];
    for (let i = 0; i < texts.length; i++) if (index.texts.text(i) !== texts[i]) wrong.push(i);
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
