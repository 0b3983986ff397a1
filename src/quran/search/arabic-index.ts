/**
 * The Arabic half of the Quran search index (quran-index.ts): each ayah's normalized text with a map
 * from every character back to its word, postings for every 1-, 2- and 3-character sequence, the
 * vocabulary of distinct normalized words with a trigram index over them, and the modern spellings of
 * words typed as the Uthmani script writes them.
 */
import type { Ayah } from '../corpus';
import { normalizeArabicWord, splitWords } from '../normalize';
import { FlatLists, flatLists, KeyedLists, keyedLists, uint16Items, type FlatListsData, type KeyedListsData } from './flat-lists';

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

/** The Arabic lists packed flat: the data as the index keeps it. */
export function flattenArabicLists(arabic: ArabicIndexLists): ArabicIndexData {
  return {
    ...arabic,
    charWords: flatLists(arabic.charWords, uint16Items),
    grams: keyedLists(arabic.grams, uint16Items),
    wordAyahs: flatLists(arabic.wordAyahs, uint16Items),
    wordTrigrams: keyedLists(arabic.wordTrigrams, uint16Items),
  };
}

export function buildArabicLists(ayahs: readonly Ayah[]): ArabicIndexLists {
  const texts: string[] = [];
  const charWords: Uint16Array[] = [];
  const seatTexts: string[] = [];
  // The Quran has about 78,000 words but far fewer distinct ones: normalize each spelling once.
  const memo = new Map<string, string>();
  const seatMemo = new Map<string, string>();
  for (const ayah of ayahs) {
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
export function arabicIndex(data: ArabicIndexData): ArabicIndex {
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
