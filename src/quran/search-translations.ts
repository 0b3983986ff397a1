/**
 * Search in the translations other than English (contract §8): `lang` is the language of one
 * edition. Words are found with `Intl.Segmenter` in that language (no hand-written tokenizer per
 * script); matching is a case-insensitive whole-word phrase; Latin-script languages also ignore
 * accents (`priere` finds `prière`), and Urdu ignores Arabic diacritics; Chinese matches by
 * characters, since its words are not separated by spaces.
 */
import { EDITION_SELECTION } from './edition-selection';
import { EDITIONS, editionTexts, type Edition } from './editions';
import { SCRIPT_OF_LANG, translationTokens, type Token } from './translation-tokens';

export { SCRIPT_OF_LANG, translationTokens };

/** The languages searched here: every translation but English, which keeps its own rules. */
export const TRANSLATION_SEARCH_LANGS = [...new Set(EDITIONS.filter((e) => e.kind === 'translation' && e.language !== 'en').map((e) => e.language))].sort();

/** The edition searched for a language (one translation per language besides English). */
export function searchEditionOf(lang: string): Edition {
  const candidates = EDITIONS.filter((edition) => edition.language === lang && edition.kind === 'translation');
  const preferred = EDITION_SELECTION.find((selected) => selected.language === lang && selected.search_default);
  return candidates.find((edition) => edition.id === preferred?.id) ?? candidates[0]!;
}

export interface TranslationIndex {
  edition: Edition;
  texts: string[];
  /** Per ayah (mushaf order): token keys and the word each lies in. */
  tokens: Token[][];
  /** Ayah ids (ascending) per token key, and per pair of neighbouring keys (joined by U+0000). */
  postings: Map<string, number[]>;
}

const indexes = new Map<string, TranslationIndex>();

/** The index of one language's edition, built on first use (about 0.1-0.5 s). */
export function translationIndex(lang: string): TranslationIndex {
  const cached = indexes.get(lang);
  if (cached) return cached;
  const edition = searchEditionOf(lang);
  const texts = editionTexts(edition.id).flat();
  const tokens = texts.map((text) => translationTokens(text, lang));
  const postings = new Map<string, number[]>();
  const post = (key: string, id: number) => {
    let ids = postings.get(key);
    if (!ids) postings.set(key, (ids = []));
    if (ids[ids.length - 1] !== id) ids.push(id);
  };
  tokens.forEach((list, id) => {
    list.forEach(({ key }, i) => {
      post(key, id);
      // Pairs of neighbouring words too: a phrase of common words (安拉, "de Dieu") then has few candidates.
      if (i > 0) post(`${list[i - 1]!.key}\u0000${key}`, id);
    });
  });
  const index = { edition, texts, tokens, postings };
  indexes.set(lang, index);
  return index;
}

/** Ids present in every list (each ascending), merged without building sets. */
function intersectSorted(lists: number[][]): number[] {
  const sorted = [...lists].sort((a, b) => a.length - b.length);
  let result = sorted[0]!;
  for (const list of sorted.slice(1)) {
    const next: number[] = [];
    let j = 0;
    for (const id of result) {
      while (j < list.length && list[j]! < id) j++;
      if (j < list.length && list[j] === id) next.push(id);
    }
    result = next;
  }
  return result;
}

/** Where the query's keys occur one after the other in an ayah's tokens: the words they lie in. */
function phraseWords(tokens: Token[], query: string[]): number[] {
  const words = new Set<number>();
  for (let i = 0; i + query.length <= tokens.length; i++) {
    let all = true;
    for (let k = 0; k < query.length; k++) {
      if (tokens[i + k]!.key !== query[k]) {
        all = false;
        break;
      }
    }
    if (all) for (let k = 0; k < query.length; k++) words.add(tokens[i + k]!.word);
  }
  return [...words].sort((a, b) => a - b);
}

/**
 * The ayah ids in [start, end) whose text holds the query's words one after the other; the words
 * that hold them are found only for the ayahs a page shows.
 */
export function searchTranslation(lang: string, q: string, start: number, end: number) {
  const index = translationIndex(lang);
  const query = translationTokens(q, lang).map((token) => token.key);
  const text = (id: number) => index.texts[id]!;
  if (query.length === 0) return { normalized: '', ids: [] as number[], matchedWords: (_id: number) => [] as number[], text };
  const keys = query.length === 1 ? query : query.slice(1).map((key, i) => `${query[i]}\u0000${key}`);
  const lists = keys.map((key) => index.postings.get(key) ?? []);
  let ids = intersectSorted(lists).filter((id) => id >= start && id < end);
  // One word or two: the postings are exact (a pair's postings are the ayahs with the two words
  // side by side). A longer phrase: check the order in each candidate.
  if (query.length > 2) ids = ids.filter((id) => phraseWords(index.tokens[id]!, query).length > 0);
  return { normalized: query.join(' '), ids, matchedWords: (id: number) => phraseWords(index.tokens[id]!, query), text };
}
