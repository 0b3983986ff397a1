/**
 * The English half of the Quran search index (quran-index.ts): each ayah as two token sequences
 * (bracketed insertions kept, and removed) over one vocabulary, postings per token, and postings per
 * pair of tokens that follow one another.
 */
import type { Ayah } from '../corpus';
import { englishTokens } from './english';
import { FlatLists, flatLists, int32Items, KeyedLists, keyedLists, uint16Items, type FlatListsData, type KeyedListsData } from './flat-lists';

/**
 * The English index over lists of some kind: one typed array per list as built (`EnglishIndexLists`),
 * flat lists as data (`EnglishIndexData`), or their readers (`EnglishIndex`).
 */
interface EnglishIndexOf<Tokens, Words, Keyed> {
  vocabulary: Map<string, number>;
  /** Per ayah: token ids with insertions kept, and the words they came from. */
  kept: Tokens;
  keptWords: Words;
  /** Per ayah: token ids with bracketed insertions removed, and the words they came from. */
  removed: Tokens;
  removedWords: Words;
  /** Ayahs (sorted) that contain each token id in either sequence. */
  postings: Words;
  /**
   * Ayahs (sorted) where token `a` is followed by token `b` in either sequence, keyed
   * `a * pairBase + b`: a two-word phrase is one lookup, a longer one intersects its pairs.
   */
  pairs: Keyed;
  pairBase: number;
}

export type EnglishIndex = EnglishIndexOf<FlatLists<Int32Array>, FlatLists<Uint16Array>, KeyedLists<Uint16Array>>;
export type EnglishIndexData = EnglishIndexOf<FlatListsData<Int32Array>, FlatListsData<Uint16Array>, KeyedListsData<Uint16Array>>;
export type EnglishIndexLists = EnglishIndexOf<Int32Array[], Uint16Array[], Map<number, Uint16Array>>;

/** The English lists packed flat: the data as the index keeps it. */
export function flattenEnglishLists(english: EnglishIndexLists): EnglishIndexData {
  return {
    ...english,
    kept: flatLists(english.kept, int32Items),
    keptWords: flatLists(english.keptWords, uint16Items),
    removed: flatLists(english.removed, int32Items),
    removedWords: flatLists(english.removedWords, uint16Items),
    postings: flatLists(english.postings, uint16Items),
    pairs: keyedLists(english.pairs, uint16Items),
  };
}

/** The English index's readers over its data. */
export function englishIndex(data: EnglishIndexData): EnglishIndex {
  return {
    vocabulary: data.vocabulary,
    kept: new FlatLists(data.kept),
    keptWords: new FlatLists(data.keptWords),
    removed: new FlatLists(data.removed),
    removedWords: new FlatLists(data.removedWords),
    postings: new FlatLists(data.postings),
    pairs: new KeyedLists(data.pairs),
    pairBase: data.pairBase,
  };
}

export function buildEnglishLists(ayahs: readonly Ayah[]): EnglishIndexLists {
  const vocabulary = new Map<string, number>();
  const lists: number[][] = [];
  const idOf = (token: string) => {
    let id = vocabulary.get(token);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(token, id);
      lists.push([]);
    }
    return id;
  };
  const kept: Int32Array[] = [];
  const keptWords: Uint16Array[] = [];
  const removed: Int32Array[] = [];
  const removedWords: Uint16Array[] = [];
  const memo = new Map<string, string[]>();
  ayahs.forEach((ayah, ayahId) => {
    const tokens = englishTokens(ayah.english, memo);
    const outside = tokens.filter((token) => !token.inserted);
    kept.push(Int32Array.from(tokens, (token) => idOf(token.text)));
    keptWords.push(Uint16Array.from(tokens, (token) => token.word));
    removed.push(Int32Array.from(outside, (token) => idOf(token.text)));
    removedWords.push(Uint16Array.from(outside, (token) => token.word));
    for (const id of new Set(kept[ayahId])) lists[id]!.push(ayahId);
  });
  const pairBase = vocabulary.size;
  const pairLists = new Map<number, number[]>();
  kept.forEach((keptIds, ayahId) => {
    for (const sequence of [keptIds, removed[ayahId]!]) {
      for (let i = 1; i < sequence.length; i++) {
        const pair = sequence[i - 1]! * pairBase + sequence[i]!;
        const list = pairLists.get(pair);
        if (!list) pairLists.set(pair, [ayahId]);
        else if (list[list.length - 1] !== ayahId) list.push(ayahId);
      }
    }
  });
  const pairs = new Map<number, Uint16Array>();
  for (const [pair, list] of pairLists) pairs.set(pair, Uint16Array.from(list));
  return { vocabulary, kept, keptWords, removed, removedWords, postings: lists.map((list) => Uint16Array.from(list)), pairs, pairBase };
}
