/**
 * An edition's index file read back: its vocabulary found in the file's one string as a Map of the
 * same keys finds it (present, absent, prefixes, extensions, the empty key), its texts sliced from
 * one string as the edition gives them, its ayahs' units as built.
 */
import { describe, expect, it } from 'vitest';
import { editionTexts } from '../editions';
import { buildTranslationIndex, type TranslationIndex } from './translation-index';
import { decodeTranslationIndex, encodeTranslationIndex, SortedKeys } from './translation-index-file';

const decode = (bytes: Buffer): TranslationIndex => {
  const steps = decodeTranslationIndex(bytes);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
};

/** The keys a lookup of `key` is worth checking with: itself, its prefixes and extensions. */
const probesOf = (key: string) => [key, key.slice(0, -1), key.slice(1), `${key}a`, `${key}\uffff`, `${key}\u0001`, `\u0001${key}`, key.toUpperCase()];

function expectSameLookups(table: { get(key: string): number | undefined }, map: ReadonlyMap<string, number>) {
  let differences = 0;
  const probes = ['', ' ', 'a', '\uffff', '\ud83d', '\ude00', 'zzzzzzzzzzzzzzzz', 'not a key'];
  for (const key of map.keys()) probes.push(...probesOf(key));
  for (const probe of probes) if (table.get(probe) !== map.get(probe)) differences++;
  expect(differences).toBe(0);
  return probes.length;
}

describe('SortedKeys', () => {
  it('finds every key as a Map does, in the order of `<` (UTF-16 code units), none it does not hold', () => {
    const keys = ['', 'a', 'ab', 'abc', 'b', 'B', 'é', 'e\u0301', '\u00ff', '\u0100', '\ud7ff', '\ud83d\ude00', '\ud83d\ude01', '\ue000', '\uffff', '你好', '你'];
    const sorted = [...new Set(keys)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const ids = Int32Array.from(sorted, (_, i) => (i * 7) % sorted.length);
    const map = new Map(sorted.map((key, i) => [key, ids[i]!]));
    const table = new SortedKeys(sorted.join('\u0000'), ids);
    expect(table.size).toBe(sorted.length);
    expect(expectSameLookups(table, map)).toBeGreaterThan(100);
    expect(table.get('')).toBe(map.get(''));
  });

  it('holds no key when it has none, and refuses a string of another number of keys', () => {
    expect(new SortedKeys('', new Int32Array(0)).get('')).toBeUndefined();
    expect(() => new SortedKeys('a\u0000b', new Int32Array(3))).toThrow(/2 keys where 3/);
    expect(() => new SortedKeys('a\u0000b\u0000c', new Int32Array(2))).toThrow(/more keys than 2/);
  });
});

describe.each(['zh-makin', 'sv-bernstrom'])('the index of %s read back from its file', (id) => {
  const texts = editionTexts(id).flat();
  const built = buildTranslationIndex(id, id.slice(0, 2), texts);
  const loaded = decode(encodeTranslationIndex(built, { format: 0 }));

  it('finds every key of the vocabulary, and every prefix or extension of one, as the built Map does', () => {
    expect(loaded.vocabulary.size).toBe(built.vocabulary.size);
    expect(expectSameLookups(loaded.vocabulary, built.vocabulary)).toBeGreaterThan(8 * built.vocabulary.size);
  });

  it("holds every ayah's text as the edition gives it", () => {
    expect(loaded.texts.length).toBe(texts.length);
    let differences = 0;
    for (let i = 0; i < texts.length; i++) if (loaded.texts.text(i) !== texts[i]) differences++;
    expect(differences).toBe(0);
  });

  it("holds every ayah's units as built, made when asked and not kept", () => {
    expect(loaded.ayahs.length).toBe(built.ayahs.length);
    for (let i = 0; i < built.ayahs.length; i++) {
      const [a, b] = [loaded.ayahs.ayah(i), built.ayahs.ayah(i)];
      expect([[...a.keys], [...a.words], [...a.flags], a.joined && [...a.joined]], `ayah ${i}`).toEqual([[...b.keys], [...b.words], [...b.flags], b.joined && [...b.joined]]);
    }
    expect(loaded.ayahs.ayah(5)).not.toBe(loaded.ayahs.ayah(5));
  });
});
