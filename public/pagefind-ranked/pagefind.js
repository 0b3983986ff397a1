/*
 * Pagefind's search API with the site's ranking on top (src/site/pagefind-ui.ts points the search
 * box here; everything else is Pagefind's own, imported from ../pagefind/). For an Arabic query,
 * among the first results: pages holding the query as a phrase come first (the Quran reader's surahs
 * before the documentation, then the densest first: the basmala is most of al-Fatihah), then the
 * other surahs before the documentation, so بسم الله opens al-Fatihah before the pages that quote it.
 * Pagefind's own order is kept within each group. A plain file (public/): the query it sees is
 * already in the API's normalized form.
 */
import * as pagefind from '../pagefind/pagefind.js';
import { createEditionSearch } from './edition-search.js';

export const { createInstance, init, mergeIndex, filters, debouncedSearch, destroy } = pagefind;

/*
 * The translations (src/site/edition-index.ts) have an index of their own, searched by
 * ./edition-search.js; their results follow the site's own pages, so a word of both (an error code,
 * "Allah", an English phrase) finds the documentation and the reader first, and a word only the
 * translations hold (an Indonesian or Turkish one) finds them.
 */
let editions = null;
let editionBaseUrl = '/';
function editionSearch() {
  editions ??= createEditionSearch({
    loadJson: async (file) => {
      const response = await fetch(new URL(`../edition-search/${file}`, import.meta.url));
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json();
    },
    ayahText: async (edition, surah, ayah) => {
      const response = await fetch(new URL(`../api/v1/editions/${edition}/ayah/${surah}/${ayah}.json`, import.meta.url));
      if (!response.ok) throw new Error(`${edition} ${surah}:${ayah}: ${response.status}`);
      return (await response.json()).text;
    },
    baseUrl: editionBaseUrl,
    preferLang: globalThis.document?.documentElement.lang ?? '',
  });
  return editions;
}

export async function options(opts) {
  if (typeof opts?.baseUrl === 'string' && opts.baseUrl !== editionBaseUrl) {
    editionBaseUrl = opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`;
    editions = null;
  }
  await pagefind.options(opts);
}

export async function preload(term, searchOptions) {
  await pagefind.preload(term, searchOptions);
}

async function searchEditions(term) {
  try {
    // The search box (src/site/pagefind-ui.ts) folded the query for the editions too.
    const editionTerm = globalThis.pagefindEditionTerms?.get(term) ?? term;
    return await editionSearch().search(editionTerm);
  } catch {
    // A site built without the index (astro build alone) still searches its pages.
    editions = null;
    return [];
  }
}

const ARABIC = /\p{Script=Arabic}/u;
// A surah of the reader, in any interface language.
const READER = /\/quran\/\d+\/?(?:#|$)/;
const RANKED = 12;

/*
 * In the English interface the site's pages come first (the reader's pages hold Saheeh
 * International). In another, the reader's pages hold only the Arabic: the translations of the
 * interface's language come first, then the site's pages, then the other languages' translations.
 */
export async function search(term, searchOptions) {
  const [response, editionResults] = await Promise.all([rankedSearch(term, searchOptions), searchEditions(term)]);
  if (!response || !Array.isArray(response.results)) return response;
  const lang = (globalThis.document?.documentElement.lang ?? '').split('-')[0];
  const own = lang && lang !== 'en' ? editionResults.filter((result) => result.lang === lang) : [];
  const others = editionResults.filter((result) => !own.includes(result));
  return { ...response, results: [...own, ...response.results, ...others], unfilteredResultCount: (response.unfilteredResultCount ?? 0) + editionResults.length };
}

async function rankedSearch(term, searchOptions) {
  const response = await pagefind.search(term, searchOptions);
  const query = (term ?? '').trim();
  if (!response || !Array.isArray(response.results) || !ARABIC.test(query)) return response;
  const head = response.results.slice(0, RANKED).map((result, index) => {
    const loaded = result.data();
    // The UI asks for the same data again: answer from this load.
    result.data = () => loaded;
    return { result, index, loaded };
  });
  const ranked = await Promise.all(
    head.map(async (entry) => {
      const data = await entry.loaded;
      const content = typeof data.content === 'string' ? data.content : '';
      const occurrences = query.includes(' ') ? content.split(query).length - 1 : 0;
      // Phrase matches by density (occurrences per word): the basmala is most of al-Fatihah.
      const phrase = occurrences > 0 ? occurrences / Math.max(1, content.split(/\s+/).length) : 0;
      const reader = READER.test(data.url ?? '') ? 1 : 0;
      return { ...entry, phrase, reader };
    }),
  );
  ranked.sort((a, b) => Math.sign(b.phrase) - Math.sign(a.phrase) || b.reader - a.reader || b.phrase - a.phrase || a.index - b.index);
  return { ...response, results: [...ranked.map((entry) => entry.result), ...response.results.slice(RANKED)] };
}
