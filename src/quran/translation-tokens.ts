/**
 * How the search reads a translation's words (contract §8), for the API (search-translations.ts)
 * and for the site's search box alike (src/site/search-terms.ts): words found with `Intl.Segmenter`
 * in the text's language; compared in lower case in the language's own rules (Turkish I and İ),
 * accents off for Latin-script languages and Urdu; Chinese by characters. No data is imported here,
 * so a browser can load it.
 */

export const SCRIPT_OF_LANG: Record<string, { name: string; letters: RegExp }> = {
  ...Object.fromEntries(['ar', 'ur', 'fa', 'ps', 'ug'].map((lang) => [lang, { name: 'Arabic', letters: /\p{Script=Arabic}/u }])),
  ...Object.fromEntries(['en', 'es', 'fr', 'id', 'sv', 'tr', 'az', 'bs', 'de', 'ha', 'it', 'ms', 'nl', 'pl', 'pt', 'so', 'sq', 'sw', 'tl', 'uz'].map((lang) => [lang, { name: 'Latin', letters: /\p{Script=Latin}/u }])),
  ...Object.fromEntries(['ru', 'tg'].map((lang) => [lang, { name: 'Cyrillic', letters: /\p{Script=Cyrillic}/u }])),
  am: { name: 'Ethiopic', letters: /\p{Script=Ethiopic}/u },
  bn: { name: 'Bengali', letters: /\p{Script=Bengali}/u },
  dv: { name: 'Thaana', letters: /\p{Script=Thaana}/u },
  hi: { name: 'Devanagari', letters: /\p{Script=Devanagari}/u },
  ja: { name: 'Japanese', letters: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u },
  ko: { name: 'Hangul', letters: /\p{Script=Hangul}/u },
  ml: { name: 'Malayalam', letters: /\p{Script=Malayalam}/u },
  ta: { name: 'Tamil', letters: /\p{Script=Tamil}/u },
  th: { name: 'Thai', letters: /\p{Script=Thai}/u },
  zh: { name: 'Han', letters: /\p{Script=Han}/u },
};

export interface Token {
  /** The comparable form. */
  key: string;
  /** Index of the space-separated word of the text it is in (the contract's word indices). */
  word: number;
}

const COMBINING = /\p{M}/gu;

/** Lower case in the language's own rules (Turkish I and İ), accents off for Latin script and Urdu. */
function comparable(text: string, lang: string): string {
  let out = text.normalize('NFC').toLocaleLowerCase(lang);
  if (SCRIPT_OF_LANG[lang]!.name === 'Latin' || lang === 'ur') out = out.normalize('NFD').replace(COMBINING, '').normalize('NFC');
  return out;
}

const segmenters = new Map<string, Intl.Segmenter>();
const HAN = /\p{Script=Han}/u;

/** The word tokens of a text, each with the index of the space-separated word it lies in. */
export function translationTokens(text: string, lang: string): Token[] {
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
  const spaceBefore: number[] = [];
  let words = 0;
  for (let i = 0; i < text.length; i++) {
    spaceBefore.push(words);
    if (text[i] === ' ') words += 1;
  }
  const tokens: Token[] = [];
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const word = spaceBefore[segment.index] ?? 0;
    if (lang === 'zh') {
      // Chinese by characters: each Han character is a token, other runs (numbers, Latin) stay whole.
      let run = '';
      for (const char of segment.segment) {
        if (HAN.test(char)) {
          if (run) tokens.push({ key: comparable(run, lang), word });
          run = '';
          tokens.push({ key: char, word });
        } else run += char;
      }
      if (run) tokens.push({ key: comparable(run, lang), word });
      continue;
    }
    tokens.push({ key: comparable(segment.segment, lang), word });
  }
  return tokens;
}

