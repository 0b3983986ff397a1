/**
 * English tokens for Quran search: the same function reads the Saheeh International translation
 * and the typed query, so that a phrase matches when its tokens occur one after the other.
 */

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
