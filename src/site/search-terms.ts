import { normalizeArabic } from '../quran/normalize';
import { searchProfile, type SearchProfile } from '../quran/search/search-profile';
import { searchWords, type SearchWords } from '../quran/search/words';

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

/**
 * An edition's text in the form the site search indexes it: the translation search's own units
 * (src/quran/search/words.ts searchWords, with the edition's profile, as the API reads the edition:
 * NFKC, lower case, accents off, apostrophes cutting words, scripts without spaces by characters),
 * then the words an apostrophe cut also joined (`allahin` for Allah'ın), as the API matches them.
 */
export function foldEditionText(text: string, lang: string, profile: SearchProfile = searchProfile([text], lang), memo?: Map<string, SearchWords>): string {
  const { units, joined } = searchWords(text, lang, profile, memo);
  return [...units.map((unit) => unit.key), ...joined.map((unit) => unit.key)].join(' ');
}

/**
 * The site search's query for the site's own pages: Arabic-script words in the Quran search's
 * normalization (normalizeArabic, the form the reader pages' Arabic is indexed in), other words as
 * typed, as the pages' English is indexed as written (Pagefind lowercases both; cut by the
 * translation rules, `surah_not_found` no longer found the Errors page).
 */
export function foldQuery(term: string): string {
  return normalizeQuery(term);
}

/**
 * The query for the editions' index: every word, Arabic script too, in the translation search's
 * units (Urdu, Persian and the other Arabic-script editions are indexed that way, not in the
 * Quran's normalization).
 */
export function foldEditionQuery(term: string, interfaceLang = 'en'): string {
  return term
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => foldEditionText(word, interfaceLang) || word)
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
 * A reader page's ayah heading (its Arabic as shown, "written ﴿٢٥٥﴾", src/pages/quran/[surah].astro)
 * as [surah, ayah, written], the numbers from the sub-result's address (/quran/2/#255).
 */
function readerHeading(sub: { url: string; title: string }): [string, string, string, string] | null {
  const place = /\/quran\/(\d{1,3})\/[^#]*#(\d{1,3})$/.exec(sub.url);
  if (!place) return null;
  const written = sub.title.replace(/\s*﴿[^﴾]*﴾\s*$/, '').trim();
  return written ? [sub.title, place[1]!, place[2]!, written] : null;
}

/**
 * A reader page's result rewritten for the reader: each sub-result is an ayah (its heading is
 * "surah:ayah written-text"), titled by its reference, its excerpt the written text with the matched
 * words marked when the query is Arabic; ayahs holding the whole query as a phrase come first, then
 * the other ayahs with a match, each group in the order of the surah.
 * Other pages' results pass through.
 */
export function ayahResult(result: SearchResult, query: string): SearchResult {
  const edition = /\/quran\/\d+\/\?edition=([\w-]+)/.exec(result.url);
  if (edition) return editionResult(result, query, result.meta?.lang ?? 'en');
  if (!/\/quran\/\d+\/?(?:[?#]|$)/.test(result.url)) return result;
  const arabicQuery = ARABIC.test(query);
  const subResults = result.sub_results
    .map((sub) => {
      const heading = AYAH_HEADING.exec(sub.title) ?? readerHeading(sub);
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

/**
 * A result from an edition's text (the translations' index, src/site/edition-index.ts):
 * each sub-result is an ayah whose heading is "surah:ayah written-text"; it is shown as written,
 * each word whose folded form (foldEditionText, in the edition's language) holds a query word marked.
 */
export function editionResult(result: SearchResult, query: string, editionLang: string): SearchResult {
  const lang = editionLang;
  const terms = query.split(/\s+/).filter(Boolean);
  const subResults = result.sub_results.map((sub) => {
    const heading = AYAH_HEADING.exec(sub.title);
    if (!heading) return sub;
    const [, surah, ayah, written] = heading;
    const marked = written!
      .split(' ')
      .map((word) => {
        const folded = foldEditionText(word, lang);
        // The index matches a word whole or by its beginning (public/pagefind-ranked/edition-search.js): a word starting with a query word is marked.
        const hit = folded !== '' && terms.some((term) => folded.split(' ').some((part) => part.startsWith(term)));
        return hit ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word);
      })
      .join(' ');
    return { ...sub, title: `${surah}:${ayah}`, excerpt: `<span lang="${lang}" dir="${result.meta?.dir === 'rtl' ? 'rtl' : 'ltr'}" class="edition-text">${marked}</span>` };
  });
  return { ...result, excerpt: subResults[0]?.excerpt ?? result.excerpt, sub_results: subResults };
}
