import { normalizeArabic } from '../quran/normalize';

const ARABIC = /\p{Script=Arabic}/u;

/**
 * The site search's query, in the form the reader pages were indexed in: Arabic words normalized
 * as the API's search normalizes them (diacritics and Uthmani spelling ignored); other text as typed.
 */
export function normalizeQuery(term: string): string {
  if (!ARABIC.test(term)) return term;
  return term
    .split(/\s+/)
    .map((word) => (ARABIC.test(word) ? normalizeArabic(word) : word))
    .join(' ');
}
