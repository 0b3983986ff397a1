/**
 * Queries as users ask them, each once: adjacent word pairs of the text, single words, and prefixes
 * as typed (a word's first letters, growing key by key), drawn from the Quran's Arabic text and from
 * two translations (Saheeh International, Hamidullah's French), shuffled with a fixed seed so every
 * run asks the same queries in the same order. Arabic words are typed without diacritics and with a
 * plain alif for alif wasla, as a keyboard types them; the search reads either.
 */
import { createRequire } from 'node:module';
import { editionTexts } from '../../src/quran/editions';

export type QueryLanguage = 'ar' | 'en' | 'fr';

interface QuranJson {
  verses: { text: string; translation: string }[];
}

/** Arabic marks a keyboard does not type (harakat, Quranic annotation signs, tatweel). */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

function ayahTexts(language: QueryLanguage): string[] {
  if (language === 'fr') return editionTexts('fr-hamidullah').flat();
  const quran = createRequire(import.meta.url)('quran-json/dist/quran_en.json') as QuranJson[];
  return quran.flatMap((surah) => surah.verses.map((verse) => (language === 'ar' ? verse.text.replace(MARKS, '').replace(/\u0671/g, '\u0627') : verse.translation)));
}

/** The words of a text as a user would type them: letters only, no punctuation around them. */
function wordsOf(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 0);
}

/** A small fast PRNG (mulberry32): the same sequence for the same seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Distinct queries of one language: pairs, single words and prefixes (2 letters up to the word less
 * one), each once, shuffled together. About 60,000-150,000 per language.
 */
export function distinctQueries(language: QueryLanguage, seed = 56): string[] {
  const seen = new Set<string>();
  const add = (query: string) => {
    if (query.length >= 2) seen.add(language === 'ar' ? query : query.toLowerCase());
  };
  for (const text of ayahTexts(language)) {
    const words = wordsOf(text);
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      add(word);
      if (i + 1 < words.length) add(`${word} ${words[i + 1]}`);
      const letters = [...word];
      for (let n = 2; n < letters.length; n++) add(letters.slice(0, n).join(''));
    }
  }
  const queries = [...seen];
  const next = random(seed);
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [queries[i], queries[j]] = [queries[j]!, queries[i]!];
  }
  return queries;
}

/** The search URL of a query, as the docs' examples write it (the language named, the default limit). */
export function searchPath(query: string, language: QueryLanguage): string {
  return `/api/v1/search?q=${encodeURIComponent(query)}&lang=${language}`;
}
