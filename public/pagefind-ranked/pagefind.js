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

export const { createInstance, init, mergeIndex, filters, debouncedSearch, destroy } = pagefind;

/*
 * The translations (src/site/edition-index.ts) are a Pagefind bundle of their own, searched by a second
 * instance; their results follow the site's own pages, so a word of both (an error code, "Allah", an
 * English phrase) finds the documentation and the reader first, and a word only the translations hold
 * (an Indonesian or Turkish one) finds them. Merged into one index (mergeIndex), Pagefind ranked 38
 * editions' surahs above the Errors page for surah_not_found.
 */
let editions = null;
let editionOptions = {};
// The bundles src/site/edition-index.ts writes (EDITION_BUNDLES): the first is the instance, the others merged into it.
const EDITION_BUNDLES = 8;
function editionsIndex() {
  editions ??= (async () => {
    const bundle = (n) => new URL(`../pagefind-editions/${n}/`, import.meta.url).pathname;
    const instance = pagefind.createInstance({ basePath: bundle(0) });
    for (let n = 1; n < EDITION_BUNDLES; n++) await instance.mergeIndex(bundle(n));
    return instance;
  })();
  return editions;
}

export async function options(opts) {
  editionOptions = { baseUrl: opts?.baseUrl, excerptLength: opts?.excerptLength };
  await pagefind.options(opts);
}

export async function preload(term, searchOptions) {
  await pagefind.preload(term, searchOptions);
}

async function searchEditions(term) {
  try {
    const index = await editionsIndex();
    await index.options(editionOptions);
    // The search box (src/site/pagefind-ui.ts) folded the query for the editions too.
    const editionTerm = globalThis.pagefindEditionTerms?.get(term) ?? term;
    const results = (await index.search(editionTerm, {}))?.results ?? [];
    return await wholeWordsFirst(results, editionTerm);
  } catch {
    // A site built without the bundle (astro build alone) still searches its pages.
    return [];
  }
}

/*
 * Pagefind scores each merged bundle on its own counts, so a word common in one language's bundle
 * (beriman, in 592 Indonesian ayahs) scores below a near match in another's (a Turkish word it
 * begins). Among the first results, those whose text holds every word of the query whole come
 * first; Pagefind's order is kept within each group.
 */
const WORD_CHECKED = 24;
async function wholeWordsFirst(results, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return results;
  const head = await Promise.all(
    results.slice(0, WORD_CHECKED).map(async (result, index) => {
      const loaded = result.data();
      result.data = () => loaded;
      const data = await loaded;
      const own = new Set(String(data.content ?? '').toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u));
      return { result, index, whole: words.every((word) => own.has(word)) ? 1 : 0 };
    }),
  );
  head.sort((a, b) => b.whole - a.whole || a.index - b.index);
  return [...head.map((entry) => entry.result), ...results.slice(WORD_CHECKED)];
}

const ARABIC = /\p{Script=Arabic}/u;
// A surah of the reader, in any interface language.
const READER = /\/quran\/\d+\/?(?:#|$)/;
const RANKED = 12;

export async function search(term, searchOptions) {
  // One after the other: two Pagefind instances searching at once crashed its WebAssembly (memory
  // access out of bounds) for بسم الله.
  const response = await rankedSearch(term, searchOptions);
  const editionResults = await searchEditions(term);
  if (!response || !Array.isArray(response.results)) return response;
  return { ...response, results: [...response.results, ...editionResults], unfilteredResultCount: (response.unfilteredResultCount ?? 0) + editionResults.length };
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
