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

/** A Pagefind result as its UI receives it (the fields used here). */
export interface SearchResult {
  url: string;
  title?: string;
  excerpt: string;
  meta?: Record<string, string>;
  sub_results: { url: string; title: string; excerpt: string }[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The written words of an ayah as HTML, each word whose normalized form holds a normalized query
 * word wrapped in <mark>. Words are compared in the API's search form, so ٱلصَّلَوٰةَ is marked
 * for الصلاة.
 */
export function markWords(written: string, query: string): string {
  const terms = query.split(/\s+/).filter((term) => ARABIC.test(term));
  return written
    .split(' ')
    .map((word) => {
      const folded = normalizeArabic(word);
      const hit = folded !== '' && terms.some((term) => folded.includes(term));
      return hit ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
    })
    .join(' ');
}

const AYAH_HEADING = /^(\d{1,3}):(\d{1,3}) (.+)$/s;

/**
 * A reader page's result rewritten for the reader: each sub-result is an ayah (its heading is
 * "surah:ayah written-text"), titled by its reference, its excerpt the written text with the matched
 * words marked when the query is Arabic; ayahs holding the whole query as a phrase come first, then
 * the other ayahs with a match, each group in the order of the surah.
 * Other pages' results pass through.
 */
export function ayahResult(result: SearchResult, query: string): SearchResult {
  if (!/\/quran\/\d+\/?(?:[?#]|$)/.test(result.url)) return result;
  const arabicQuery = ARABIC.test(query);
  const subResults = result.sub_results
    .map((sub) => {
      const heading = AYAH_HEADING.exec(sub.title);
      if (!heading) return null;
      const [, surah, ayah, written] = heading;
      const marked = arabicQuery ? markWords(written!, query) : '';
      return {
        ...sub,
        title: `${surah}:${ayah}`,
        excerpt: arabicQuery ? `<span lang="ar" dir="rtl" class="quran">${marked}</span>` : sub.excerpt,
        hits: arabicQuery ? (marked.match(/<mark>/g) ?? []).length : 1,
        phrase: arabicQuery && normalizeArabic(written!).includes(query) ? 1 : 0,
        ayah: Number(ayah),
      };
    })
    .filter((sub): sub is NonNullable<typeof sub> => sub !== null && sub.hits > 0)
    .sort((a, b) => b.phrase - a.phrase || a.ayah - b.ayah)
    .map(({ hits: _hits, phrase: _phrase, ayah: _ayah, ...sub }) => sub);
  return { ...result, excerpt: subResults[0]?.excerpt ?? result.excerpt, sub_results: subResults };
}
