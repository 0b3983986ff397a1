/**
 * English tokens for Quran search: the same function reads the Saheeh International translation
 * and the typed query, so that a phrase matches when its tokens occur one after the other.
 */
import type { SearchIndex } from './quran-index';
import { EMPTY, NO_WORDS, intersect, mergeAscending, restrict, type Matches, type Range } from './postings';

/** One token of a text, with the space-separated word of the original it came from. */
export interface EnglishToken {
  /** Lowercase letters and digits only, e.g. `quran` for "Qur'an,". */
  text: string;
  /** 0-based index of the word in `text.split(' ')` that holds this token. */
  word: number;
  /** True inside a translator's insertion in square brackets, e.g. `[all]`. */
  inserted: boolean;
}

/**
 * Splits English text into tokens: compatibility forms and accents folded (NFKD, marks dropped),
 * lowercased, curly apostrophes made straight, a possessive 's dropped, other apostrophes deleted
 * (qur'an → quran), and every other character that is not a letter or digit a separator: spaces,
 * punctuation, hyphens, quotes and the brackets of insertions.
 *
 * @example englishTokens("the Ever-Living, the Sustainer of [all] existence").map((t) => t.text)
 * //=> ['the', 'ever', 'living', 'the', 'sustainer', 'of', 'all', 'existence']
 * @example englishTokens("Allah's Qur'an").map((t) => t.text) //=> ['allah', 'quran']
 * @param memo tokens per word, shared across calls while building an index
 */
export function englishTokens(text: string, memo?: Map<string, string[]>): EnglishToken[] {
  const tokens: EnglishToken[] = [];
  let depth = 0;
  text.split(' ').forEach((word, index) => {
    // A word may open or close an insertion in its middle ("[who", "is]"): split it at brackets.
    for (const part of word.includes('[') || word.includes(']') ? word.split(/([[\]])/u) : [word]) {
      if (part === '[') depth++;
      else if (part === ']') depth = Math.max(0, depth - 1);
      else {
        let texts = memo?.get(part);
        if (texts === undefined) {
          texts = wordTokens(part);
          memo?.set(part, texts);
        }
        for (const token of texts) tokens.push({ text: token, word: index, inserted: depth > 0 });
      }
    }
  });
  return tokens;
}

const APOSTROPHES = /[\u2018\u2019\u02BC\u02B9\u2032\u0060\u00B4]/gu;
const POSSESSIVE = /'s(?![\p{L}\p{N}])/gu;
const MARKS = /\p{M}/gu;
const TOKEN = /[\p{L}\p{N}]+/gu;

function wordTokens(part: string): string[] {
  if (part === '') return [];
  const plain = part
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(APOSTROPHES, "'")
    .replace(POSSESSIVE, '')
    .replace(/'/gu, '');
  return plain.match(TOKEN) ?? [];
}

/**
 * Searches the Saheeh International translation: the query's tokens must occur one after the other,
 * whole words only, either with the words of bracketed insertions kept or with the insertions
 * removed. `normalized` is empty when the query has no letter or digit.
 */
export function searchEnglish(index: SearchIndex, q: string, range: Range): Matches {
  const tokens = englishTokens(q);
  if (tokens.length === 0) return { normalized: '', matches: EMPTY, matchedWords: NO_WORDS };
  const normalized = tokens.map((token) => token.text).join(' ');
  const { vocabulary, postings, pairs, pairBase, kept, removed } = index.english;
  const ids: number[] = [];
  for (const token of tokens) {
    const id = vocabulary.get(token.text);
    if (id === undefined) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
    ids.push(id);
  }
  let matches: Uint16Array;
  if (ids.length === 1) {
    matches = restrict(postings.list(ids[0]!), range);
  } else {
    const pairLists: Uint16Array[] = [];
    for (let i = 1; i < ids.length; i++) {
      const list = pairs.get(ids[i - 1]! * pairBase + ids[i]!);
      if (list === undefined) return { normalized, matches: EMPTY, matchedWords: NO_WORDS };
      pairLists.push(list);
    }
    // Two words are one pair: its ayahs are the matches, nothing to verify.
    if (pairLists.length === 1) return { normalized, matches: restrict(pairLists[0]!, range), matchedWords: wordsOfPhrase(index, ids) };
    const candidates = intersect(pairLists, range);
    let n = 0;
    for (let k = 0; k < candidates.length; k++) {
      const id = candidates[k]!;
      if (phraseAt(kept.items, kept.from(id), kept.to(id), ids) !== -1 || phraseAt(removed.items, removed.from(id), removed.to(id), ids) !== -1) candidates[n++] = id;
    }
    matches = candidates.subarray(0, n);
  }
  return { normalized, matches, matchedWords: wordsOfPhrase(index, ids) };
}

/** The words of an ayah's text that hold the phrase, in either of its two token sequences. */
function wordsOfPhrase(index: SearchIndex, ids: number[]): (id: number) => number[] {
  const { kept, keptWords, removed, removedWords } = index.english;
  return (id) =>
    mergeAscending(
      collectWords(kept.items, kept.from(id), kept.to(id), keptWords.items, keptWords.from(id), ids),
      collectWords(removed.items, removed.from(id), removed.to(id), removedWords.items, removedWords.from(id), ids),
    );
}

/** The first position in [from, end) of `tokens` where the phrase starts, or -1. */
function phraseAt(tokens: Int32Array, from: number, end: number, phrase: number[]): number {
  const first = phrase[0]!;
  const last = end - phrase.length;
  outer: for (let i = from; i <= last; i++) {
    if (tokens[i] !== first) continue;
    for (let j = 1; j < phrase.length; j++) if (tokens[i + j] !== phrase[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * The words (ascending, each once) that hold an occurrence of the phrase in the token sequence
 * [from, end) of `tokens`, whose owners start at `ownersFrom` in `owners`.
 */
function collectWords(tokens: Int32Array, from: number, end: number, owners: Uint16Array, ownersFrom: number, phrase: number[]): number[] {
  const words: number[] = [];
  for (let at = phraseAt(tokens, from, end, phrase); at !== -1; at = phraseAt(tokens, at + 1, end, phrase)) {
    for (let i = at; i < at + phrase.length; i++) {
      const word = owners[ownersFrom + i - from]!;
      if (words.length === 0 || word > words[words.length - 1]!) words.push(word);
    }
  }
  return words;
}

