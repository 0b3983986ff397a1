/**
 * English left in a translated page: the visible texts of a page in its own language, and which of
 * them are English (tests/browser/languages.test.ts and site-defects.test.ts).
 */
import type { Page } from 'playwright-core';
import { corpus } from '../../src/quran/corpus';

/**
 * Words that stay as they are in every language: names, codes, units and the API's own terms (its
 * path segments, written as such in the tables). A visible text of a translated page holding only
 * these is not English left behind.
 */
export const ALLOWED = new Set(
  `api json jsonl openapi cors utf- get head options allow etag cache-control if-none-match http https rfc snake case
  ctrl k kfgqpc hafs tanzil quranenc saheeh international sahih umm al-qura qura mabims neo-mabims diyanet fcna hijri ah utc
  asia riyadh url id iso yyyy-mm-dd v starlight pagefind github muyassar tafsir jalandhry
  today from-gregorian gregorian from-hijri month events year calendars calendar jummal quran surah ayah search root editions endpoint
  quranic arabic corpus kais dukes lemma`.split(/\s+/),
);
// The surahs' transliterated names (a title in the Indonesian and Turkish readers).
for (const surah of corpus()) for (const word of surah.transliteration.match(/[A-Za-z][A-Za-z'-]+/g) ?? []) ALLOWED.add(word.toLowerCase());

/**
 * The visible texts of a page in its own language (not code, not the Quran or an edition's text,
 * not a select's options, not text marked as another language such as an English-only docs page).
 */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      const text = (node.textContent ?? '').trim();
      if (!/[A-Za-z]{2}/.test(text)) continue;
      if (element.closest('code, pre, kbd, samp, script, style, [hidden], .translation, .edition-text, .quran, .arabic, select, option, .expressive-code')) continue;
      if ((element.closest('[lang]')?.getAttribute('lang') ?? '') !== document.documentElement.lang) continue;
      // Not drawn (a closed dialog, a menu of the other screen size).
      if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      texts.push(text);
    }
    return texts;
  });
}

/**
 * The texts of a translated page left in English: those the English page shows word for word
 * (Indonesian and Turkish are Latin script too), and in the Arabic and Urdu pages any Latin word;
 * either way, only when a word of it is not in ALLOWED. Addresses (corpus.quran.com) and request
 * lines (GET /api/v1/sajda) are code, wherever they are written.
 */
export function englishLeft(texts: string[], english: Set<string>, rtl: boolean): string[] {
  const withoutAddresses = (text: string) => text.replace(/\bhttps?:\/\/\S+/g, ' ').replace(/\b[\w-]+(?:\.[\w-]+)+(?:\/\S*)?/g, ' ');
  const englishWord = (text: string) => (withoutAddresses(text).match(/[A-Za-z][A-Za-z'-]*/g) ?? []).some((word) => !ALLOWED.has(word.toLowerCase()));
  const request = (text: string) => /^(?:GET|HEAD|OPTIONS) \/\S*$/.test(text);
  return texts.filter((text) => (rtl || english.has(text)) && !request(text) && englishWord(text));
}
