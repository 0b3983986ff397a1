/**
 * Flat lists: the Quran's search index keeps its many short lists as one typed array each, and
 * every list read back from it is the list it was made from: every ayah, every word, every gram and
 * every pair.
 */
import { describe, expect, it } from 'vitest';
import { corpus } from '../corpus';
import { englishTokens } from './english';
import { FlatLists, flatLists, int32Items, KeyedLists, keyedLists, uint16Items } from './flat-lists';
import { normalizeWithWordMap } from './arabic-index';
import { buildSearchIndexLists, flattenSearchIndexLists, searchIndexFrom } from './quran-index';

const same = (a: ArrayLike<number>, b: ArrayLike<number>) => a.length === b.length && Array.prototype.every.call(a, (value, i) => value === b[i]);

/** The names of the lists (`name[i]` or `name[key]`) that differ between the flat reader and the lists. */
function differing(name: string, flat: FlatLists<Uint16Array | Int32Array>, lists: readonly ArrayLike<number>[]): string[] {
  const out: string[] = [];
  if (flat.length !== lists.length) out.push(`${name}: ${flat.length} lists, made from ${lists.length}`);
  lists.forEach((list, i) => {
    if (!same(flat.list(i), list) || flat.to(i) - flat.from(i) !== list.length) out.push(`${name}[${i}]`);
  });
  return out;
}

function differingKeyed(name: string, keyed: KeyedLists<Uint16Array>, map: ReadonlyMap<number, Uint16Array>): string[] {
  const out: string[] = [];
  if (keyed.size !== map.size) out.push(`${name}: ${keyed.size} keys, made from ${map.size}`);
  for (const [key, list] of map) if (!same(keyed.get(key) ?? [], list) || keyed.get(key) === undefined) out.push(`${name}[${key}]`);
  for (let i = 1; i < keyed.keys.length; i++) if (!(keyed.keys[i - 1]! < keyed.keys[i]!)) out.push(`${name}: keys not ascending at ${i}`);
  return out;
}

describe('FlatLists', () => {
  const lists = [[3, 5, 8], [], [1], [65535, 0]];
  const flat = new FlatLists(flatLists(lists, uint16Items));

  it('gives back each list, empty ones too, as a view over one array', () => {
    expect(flat.length).toBe(4);
    expect(lists.map((_, i) => [...flat.list(i)])).toEqual(lists);
    expect([flat.from(2), flat.to(2)]).toEqual([3, 4]);
    expect(flat.list(3).buffer).toBe(flat.items.buffer);
    expect(new FlatLists(flatLists([], int32Items)).length).toBe(0);
  });

  it('finds a keyed list by its key, and no list for a key it lacks', () => {
    const keyed = new KeyedLists(keyedLists(new Map([[40, [1, 2]], [7, [9]], [2 ** 40, [4]], [0, []]]), uint16Items));
    expect([...keyed.keys]).toEqual([0, 7, 40, 2 ** 40]);
    expect([...keyed.get(7)!]).toEqual([9]);
    expect([...keyed.get(40)!]).toEqual([1, 2]);
    expect([...keyed.get(2 ** 40)!]).toEqual([4]);
    expect([...keyed.get(0)!]).toEqual([]);
    for (const absent of [-1, 1, 8, 41, 2 ** 41, 0.5]) expect(keyed.get(absent), String(absent)).toBeUndefined();
    expect(new KeyedLists(keyedLists(new Map(), uint16Items)).get(0)).toBeUndefined();
  });
});

describe("the Quran's search index as flat lists", () => {
  const surahs = corpus();
  const lists = buildSearchIndexLists(surahs);
  const index = searchIndexFrom(surahs, flattenSearchIndexLists(lists));
  const ayahs = surahs.flatMap((surah) => surah.ayahs);

  it('keeps every Arabic list it was made from: each ayah, each word, each gram and each trigram of a word', () => {
    const { arabic } = index;
    expect(lists.arabic.charWords).toHaveLength(6236);
    expect(lists.arabic.wordAyahs).toHaveLength(arabic.words.length);
    // The texts with hamza seats kept, one string with the folded text where the two are the same.
    expect(arabic.seatTexts).toEqual(lists.arabic.seatTexts);
    expect([
      ...differing('charWords', arabic.charWords, lists.arabic.charWords),
      ...differing('wordAyahs', arabic.wordAyahs, lists.arabic.wordAyahs),
    ]).toEqual([]);
    const data = flattenSearchIndexLists(lists).arabic;
    expect([
      ...differingKeyed('grams', new KeyedLists(data.grams), lists.arabic.grams),
      ...differingKeyed('wordTrigrams', new KeyedLists(data.wordTrigrams), lists.arabic.wordTrigrams),
    ]).toEqual([]);
  });

  it('keeps every English list it was made from: both token sequences of each ayah, each token, each pair', () => {
    const { english } = index;
    expect(lists.english.kept).toHaveLength(6236);
    expect([
      ...differing('kept', english.kept, lists.english.kept),
      ...differing('keptWords', english.keptWords, lists.english.keptWords),
      ...differing('removed', english.removed, lists.english.removed),
      ...differing('removedWords', english.removedWords, lists.english.removedWords),
      ...differing('postings', english.postings, lists.english.postings),
      ...differingKeyed('pairs', english.pairs, lists.english.pairs),
    ]).toEqual([]);
  });

  it('holds what the corpus says: each ayah’s character owners and tokens, each word’s and gram’s ayahs', () => {
    const { arabic, english } = index;
    const wrong: string[] = [];
    ayahs.forEach((ayah, id) => {
      if (!same(arabic.charWords.list(id), normalizeWithWordMap(ayah.arabic).charWords)) wrong.push(`charWords ${id}`);
      const tokens = englishTokens(ayah.english);
      const kept = tokens.map((token) => english.vocabulary.get(token.text)!);
      if (!same(english.kept.list(id), kept) || !same(english.keptWords.list(id), tokens.map((token) => token.word))) wrong.push(`kept ${id}`);
      const outside = tokens.filter((token) => !token.inserted);
      if (!same(english.removed.list(id), outside.map((token) => english.vocabulary.get(token.text)!))) wrong.push(`removed ${id}`);
    });
    expect(wrong).toEqual([]);
    // Every word's ayahs are the ayahs whose text has it; every gram's those whose text contains it.
    const wordAyahs = new Map<string, number[]>();
    arabic.texts.forEach((text, id) => {
      for (const word of new Set(text.split(' '))) wordAyahs.set(word, [...(wordAyahs.get(word) ?? []), id]);
    });
    expect(wordAyahs.size).toBe(arabic.words.length);
    for (const [word, ids] of wordAyahs) if (!same(arabic.wordAyahs.list(arabic.wordId(word)!), ids)) wrong.push(`word ${word}`);
    for (const gram of ['ا', 'لل', 'الل', 'رحم', ' ال', 'ظ', 'ء']) {
      const ids = arabic.texts.flatMap((text, id) => (text.includes(gram) ? [id] : []));
      if (!same(arabic.postings(gram) ?? [], ids) || ids.length === 0) wrong.push(`gram ${gram}`);
    }
    expect(wrong).toEqual([]);
  });
});
