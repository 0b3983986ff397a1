/**
 * The search index, built once per process on first use: every ayah normalized once, and inverted
 * indexes from which a query finds its candidate ayahs without reading the others.
 *
 *   - Arabic: each ayah's normalized text (src/quran/normalize.ts), a map from every character
 *     position back to the word of `arabic_text` it came from, postings for every 1-, 2- and
 *     3-character sequence (spaces included), and the vocabulary of distinct normalized words with
 *     the ayahs of each and a trigram index over them. A query of up to three characters reads its
 *     postings directly; a longer single word finds the vocabulary words that contain it (trigrams,
 *     then a substring test on those short words) and unites their ayahs: exact, no ayah read; a
 *     phrase intersects the postings of its trigrams and verifies each candidate ayah's text.
 *   - English: each ayah as two token sequences (insertions in brackets kept, and removed) over one
 *     vocabulary, and postings per token. A phrase intersects the postings of its tokens and
 *     verifies that they follow one another in one of the two sequences.
 *
 * Ayahs are numbered 0..6235 in mushaf order, so every posting list is sorted and results come out
 * in mushaf order.
 */
import { corpus, type Ayah, type Surah } from '../corpus';
import { normalizeArabicWord, splitWords } from '../normalize';
import { ayahObject, type AyahObject } from '../responses';
import { englishTokens } from './english';
import { FlatLists, flatLists, int32Items, KeyedLists, keyedLists, uint16Items, type FlatListsData, type KeyedListsData } from './flat-lists';

export interface IndexedAyah {
  surah: Surah;
  ayah: Ayah;
}

export interface ArabicIndex {
  /** Normalized text per ayah. */
  texts: string[];
  /**
   * Normalized text per ayah with the hamza seats kept (ؤ ئ ء as the Tanzil Simple text writes
   * them), for the second comparison of a query that has a hamza.
   */
  seatTexts: string[];
  /**
   * Per ayah: 0 where its two texts are the same; 1 where they differ only in hamza seats (a query
   * without a hamza matches both alike); 2 where they differ otherwise too (a word-initial أئ, which
   * the first comparison makes اا).
   */
  seatDiffers: Uint8Array;
  /** Per ayah, for each character of its normalized text, the word of `arabic_text` it came from. */
  charWords: FlatLists<Uint16Array>;
  /** Ayahs (sorted) that contain a sequence of 1 to 3 characters; undefined when none does. */
  postings(gram: string): Uint16Array | undefined;
  /** The distinct words of the normalized texts, and the ayahs (sorted) each occurs in. */
  words: string[];
  wordAyahs: FlatLists<Uint16Array>;
  /** The id of a word in `words`, or undefined when no ayah has it. */
  wordId(word: string): number | undefined;
  /** Words (sorted ids) that contain a sequence of 3 characters; undefined when none does. */
  wordPostings(trigram: string): Uint16Array | undefined;
  /**
   * The modern spelling of a word typed as the Uthmani script writes it without its small letters
   * (ابرهيم, السموت, الظلمت for إبراهيم, السماوات, الظلمات), when that spelling is no Quran word itself.
   */
  modernSpelling(word: string): string | undefined;
}

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

export interface SearchIndex {
  ayahs: IndexedAyah[];
  /** The ayah object of each ayah, built once (search results copy its fields). */
  ayahObjects: AyahObject[];
  /** Index in `ayahs` of the first ayah of each surah (1-based surah number → start), plus the end. */
  surahStart: number[];
  arabic: ArabicIndex;
  english: EnglishIndex;
}

/**
 * What the index is made of beside the corpus itself, as plain data (strings, typed arrays, maps),
 * its many short lists flat (src/quran/search/flat-lists.ts): what the build writes to a file and a
 * server reads back instead of building it (src/quran/search/index-files.ts).
 */
export interface SearchIndexData {
  arabic: ArabicIndexData;
  english: EnglishIndexData;
}

/** The index's data as built, one typed array per list, before `flattenSearchIndexLists`. */
export interface SearchIndexLists {
  arabic: ArabicIndexLists;
  english: EnglishIndexLists;
}

let cached: SearchIndex | undefined;
let prebuiltData: (() => SearchIndexData | undefined) | undefined;

/**
 * Where `searchIndex()` reads its data from before it builds it: the server's reader of the
 * prebuilt files. A reader that finds nothing (no file, another format) leaves the index to be built.
 */
export function readSearchIndexDataWith(read: () => SearchIndexData | undefined): void {
  prebuiltData = read;
}

/** Takes the index's data read from its file (`loadSearchIndexFiles`) as the index. */
export function useSearchIndexData(data: SearchIndexData): void {
  cached = searchIndexFrom(corpus(), data);
}

/** Whether the index is made (read or built) already: a server makes it before it listens. */
export const searchIndexMade = (): boolean => cached !== undefined;

/** The index, read from the prebuilt file or built on first use (about a second), and kept for the life of the process. */
export function searchIndex(): SearchIndex {
  if (!cached) {
    const surahs = corpus();
    const data = prebuiltData?.();
    cached = data ? searchIndexFrom(surahs, data) : buildSearchIndex(surahs);
  }
  return cached;
}

function indexedAyahs(surahs: readonly Surah[]): { ayahs: IndexedAyah[]; surahStart: number[] } {
  const ayahs: IndexedAyah[] = [];
  const surahStart: number[] = [0];
  for (const surah of surahs) {
    surahStart[surah.number] = ayahs.length;
    for (const ayah of surah.ayahs) ayahs.push({ surah, ayah });
  }
  surahStart[surahs.length + 1] = ayahs.length;
  return { ayahs, surahStart };
}

/** The index's data, built from the corpus (about a second). */
export function buildSearchIndexData(surahs: readonly Surah[]): SearchIndexData {
  return flattenSearchIndexLists(buildSearchIndexLists(surahs));
}

/** The index's lists, one typed array each, built from the corpus. */
export function buildSearchIndexLists(surahs: readonly Surah[]): SearchIndexLists {
  const { ayahs } = indexedAyahs(surahs);
  return { arabic: buildArabicLists(ayahs), english: buildEnglishLists(ayahs) };
}

/** The index's lists packed flat: the data as the index keeps it. */
export function flattenSearchIndexLists({ arabic, english }: SearchIndexLists): SearchIndexData {
  return {
    arabic: {
      ...arabic,
      charWords: flatLists(arabic.charWords, uint16Items),
      grams: keyedLists(arabic.grams, uint16Items),
      wordAyahs: flatLists(arabic.wordAyahs, uint16Items),
      wordTrigrams: keyedLists(arabic.wordTrigrams, uint16Items),
    },
    english: {
      ...english,
      kept: flatLists(english.kept, int32Items),
      keptWords: flatLists(english.keptWords, uint16Items),
      removed: flatLists(english.removed, int32Items),
      removedWords: flatLists(english.removedWords, uint16Items),
      postings: flatLists(english.postings, uint16Items),
      pairs: keyedLists(english.pairs, uint16Items),
    },
  };
}

function englishIndex(data: EnglishIndexData): EnglishIndex {
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

/** The index over the corpus and its data, built or read back. */
export function searchIndexFrom(surahs: readonly Surah[], data: SearchIndexData): SearchIndex {
  const { ayahs, surahStart } = indexedAyahs(surahs);
  const ayahObjects = ayahs.map(({ surah, ayah }) => ayahObject(surah, ayah));
  return { ayahs, ayahObjects, surahStart, arabic: arabicIndex(data.arabic), english: englishIndex(data.english) };
}

export function buildSearchIndex(surahs: readonly Surah[]): SearchIndex {
  return searchIndexFrom(surahs, buildSearchIndexData(surahs));
}

/**
 * Normalizes one ayah word by word, remembering for each character the word it came from. The
 * words of `arabic_text` are its parts between U+0020 spaces (the contract's word indices).
 */
export function normalizeWithWordMap(
  arabicText: string,
  memo: Map<string, string> = new Map(),
): { text: string; charWords: Uint16Array } {
  let text = '';
  const owners: number[] = [];
  arabicText.split(' ').forEach((word, index) => {
    let normalized = memo.get(word);
    if (normalized === undefined) {
      // splitWords only removes invisible characters here: the Uthmani text has no other space in
      // a word than the thin space that joins فَٱدَّـٰرَ ٰٔتُمۡ (2:72).
      normalized = splitWords(word).map((part) => normalizeArabicWord(part)).filter(Boolean).join(' ');
      memo.set(word, normalized);
    }
    if (normalized === '') return;
    if (text !== '') {
      text += ' ';
      owners.push(index);
    }
    text += normalized;
    for (let i = 0; i < normalized.length; i++) owners.push(index);
  });
  return { text, charWords: Uint16Array.from(owners) };
}

/**
 * The Arabic index as plain data, over lists of some kind (one typed array per list as built, or
 * flat lists); `arabicIndex` adds the lookups.
 */
interface ArabicIndexOf<Lists, Keyed> {
  texts: string[];
  seatTexts: string[];
  seatDiffers: Uint8Array;
  charWords: Lists;
  /** The number of each character of the normalized texts (0: none has it), by UTF-16 code unit, and how many there are plus one. */
  letterNumber: Uint8Array;
  size: number;
  /** Ayahs per gram number (see `gramNumber`). */
  grams: Keyed;
  words: string[];
  wordAyahs: Lists;
  /** Word ids per trigram number. */
  wordTrigrams: Keyed;
  modernSpellings: Map<string, string>;
}

export type ArabicIndexData = ArabicIndexOf<FlatListsData<Uint16Array>, KeyedListsData<Uint16Array>>;
export type ArabicIndexLists = ArabicIndexOf<Uint16Array[], Map<number, Uint16Array>>;

function buildArabicLists(ayahs: IndexedAyah[]): ArabicIndexLists {
  const texts: string[] = [];
  const charWords: Uint16Array[] = [];
  const seatTexts: string[] = [];
  // The Quran has about 78,000 words but far fewer distinct ones: normalize each spelling once.
  const memo = new Map<string, string>();
  const seatMemo = new Map<string, string>();
  for (const { ayah } of ayahs) {
    const { text, charWords: owners } = normalizeWithWordMap(ayah.arabic, memo);
    texts.push(text);
    charWords.push(owners);
    const seatWords: string[] = [];
    for (const word of splitWords(ayah.arabic)) {
      let normalized = seatMemo.get(word);
      if (normalized === undefined) {
        normalized = normalizeArabicWord(word, { keepHamzaSeats: true });
        seatMemo.set(word, normalized);
      }
      if (normalized !== '') seatWords.push(normalized);
    }
    seatTexts.push(seatWords.join(' '));
  }
  // Grams are numbered over the alphabet of the normalized text (about 40 characters, code units
  // all in the BMP), so that postings are keyed by small numbers instead of strings.
  const letterNumber = new Uint8Array(0x10000);
  let size = 1;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (letterNumber[code] === 0) letterNumber[code] = size++;
    }
  }
  const trigramNumber = (a: number, b: number, c: number) => size * size * (a * size + b) + c;
  const lists = new Map<number, number[]>();
  const add = (gram: number, id: number) => {
    const list = lists.get(gram);
    if (!list) lists.set(gram, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  texts.forEach((text, id) => {
    let a = 0;
    let b = 0;
    for (let i = 0; i < text.length; i++) {
      const c = letterNumber[text.charCodeAt(i)]!;
      add(c, id);
      if (b) add(size * (b * size + c), id);
      if (a) add(trigramNumber(a, b, c), id);
      a = b;
      b = c;
    }
  });
  const packed = new Map<number, Uint16Array>();
  for (const [gram, list] of lists) packed.set(gram, Uint16Array.from(list));

  // The vocabulary: a query of one word is matched against the distinct words (about 15,000)
  // instead of the ayahs, which makes it exact without reading any ayah text.
  const wordIds = new Map<string, number>();
  const wordLists: number[][] = [];
  texts.forEach((text, id) => {
    for (const word of text.split(' ')) {
      let wordId = wordIds.get(word);
      if (wordId === undefined) {
        wordId = wordLists.length;
        wordIds.set(word, wordId);
        wordLists.push([]);
      }
      const list = wordLists[wordId]!;
      if (list[list.length - 1] !== id) list.push(id);
    }
  });
  const words = [...wordIds.keys()];
  const wordTrigrams = new Map<number, number[]>();
  words.forEach((word, wordId) => {
    for (let i = 0; i + 3 <= word.length; i++) {
      const gram = trigramNumber(letterNumber[word.charCodeAt(i)]!, letterNumber[word.charCodeAt(i + 1)]!, letterNumber[word.charCodeAt(i + 2)]!);
      const list = wordTrigrams.get(gram);
      if (!list) wordTrigrams.set(gram, [wordId]);
      else if (list[list.length - 1] !== wordId) list.push(wordId);
    }
  });
  const modernSpellings = rasmSpellings(memo, wordIds);
  const packedWords = new Map<number, Uint16Array>();
  for (const [gram, list] of wordTrigrams) packedWords.set(gram, Uint16Array.from(list));
  return {
    texts,
    seatTexts,
    seatDiffers: Uint8Array.from(texts, (text, id) => {
      const seatText = seatTexts[id]!;
      if (text === seatText) return 0;
      // The first comparison's seat fold: ؤ and ئ become ء, except ئ after an alef inside a word.
      return text === seatText.replace(/ؤ|(?<!\Sا)ئ/gu, 'ء') ? 1 : 2;
    }),
    charWords,
    letterNumber,
    size,
    grams: packed,
    words,
    wordAyahs: wordLists.map((list) => Uint16Array.from(list)),
    wordTrigrams: packedWords,
    modernSpellings,
  };
}

/** The Arabic index's lookups over its data. */
function arabicIndex(data: ArabicIndexData): ArabicIndex {
  const { texts, seatDiffers, letterNumber, size, words, modernSpellings } = data;
  // Most ayahs' two texts are the same: one string then serves both (the file holds each apart).
  const seatTexts = data.seatTexts.map((seatText, id) => (seatDiffers[id] === 0 ? texts[id]! : seatText));
  const grams = new KeyedLists(data.grams);
  const wordTrigrams = new KeyedLists(data.wordTrigrams);
  const trigramNumber = (a: number, b: number, c: number) => size * size * (a * size + b) + c;
  const wordIds = new Map<string, number>();
  words.forEach((word, id) => wordIds.set(word, id));
  const gramNumber = (gram: string): number | undefined => {
    if (gram.length === 0 || gram.length > 3) return undefined;
    const codes: number[] = [];
    for (let i = 0; i < gram.length; i++) {
      const code = letterNumber[gram.charCodeAt(i)]!;
      if (code === 0) return undefined;
      codes.push(code);
    }
    const [a, b, c] = codes as [number, number?, number?];
    if (b === undefined) return a;
    if (c === undefined) return size * (a * size + b);
    return trigramNumber(a, b, c);
  };
  return {
    texts,
    seatTexts,
    seatDiffers,
    charWords: new FlatLists(data.charWords),
    postings: (gram) => {
      const number = gramNumber(gram);
      return number === undefined ? undefined : grams.get(number);
    },
    words,
    wordAyahs: new FlatLists(data.wordAyahs),
    wordId: (word) => wordIds.get(word),
    wordPostings: (trigram) => {
      const number = trigram.length === 3 ? gramNumber(trigram) : undefined;
      return number === undefined ? undefined : wordTrigrams.get(number);
    },
    modernSpelling: (word) => modernSpellings.get(word),
  };
}

/** Dagger alef, and the small waw and yas the Uthmani script adds to a word's letters. */
const SMALL_LETTERS = [/\u0670/g, /[\u0670\u06E5\u06E6\u06E7]/g];

/**
 * Typed without its small letters, an Uthmani word reads as its skeleton: إِبۡرَٰهِـۧمَ as ابرهيم or
 * ابرهم. Maps each such spelling to the normalized (modern) word, leaving out spellings that are
 * words of their own (so a real word is never read as another) and any that stand for two words.
 */
function rasmSpellings(normalizedByRawWord: Map<string, string>, words: Map<string, number>): Map<string, string> {
  const spellings = new Map<string, string | null>();
  for (const [raw, modern] of normalizedByRawWord) {
    if (modern.includes(' ')) continue;
    for (const letters of SMALL_LETTERS) {
      const rasm = splitWords(raw.replace(letters, '')).map((part) => normalizeArabicWord(part)).join('');
      if (rasm === modern || rasm === '' || words.has(rasm)) continue;
      const known = spellings.get(rasm);
      spellings.set(rasm, known === undefined || known === modern ? modern : null);
    }
  }
  const unambiguous = new Map<string, string>();
  for (const [rasm, modern] of spellings) if (modern !== null) unambiguous.set(rasm, modern);
  return unambiguous;
}

function buildEnglishLists(ayahs: IndexedAyah[]): EnglishIndexLists {
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
  ayahs.forEach(({ ayah }, ayahId) => {
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

