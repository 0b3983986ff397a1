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
  const root = globalThis.pagefindRootTerms?.get(term);
  if (root !== undefined) return searchRoot(root);
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

/*
 * `root:رحم` in the search box (src/site/pagefind-ui.ts sends the root here): the root's static file
 * /api/v1/roots/{root}.json, read as the API reads a root (marks, spaces and hyphens dropped, every
 * hamza and alef form as ء, ى as ي). Its page first, then each ayah holding a word of it, in order,
 * the words marked, in the interface's language's reader.
 */
const canonicalRoot = (text) =>
  text.normalize('NFC').replace(/[\s\-_,.،\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/gu, '').replace(/[\u0621-\u0627\u0671]/gu, '\u0621').replace(/\u0649/gu, '\u064A');
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function searchRoot(typed) {
  const root = canonicalRoot(typed);
  const empty = { results: [], unfilteredResultCount: 0, filters: {}, totalFilters: {}, timings: {} };
  if (!root) return empty;
  let answer;
  try {
    const response = await fetch(new URL(`../api/v1/roots/${encodeURIComponent(root)}.json`, import.meta.url));
    if (!response.ok) return empty;
    answer = await response.json();
  } catch {
    return empty;
  }
  const lang = (globalThis.document?.documentElement.lang ?? '').split('-')[0];
  const site = `${editionBaseUrl}${lang && lang !== 'en' ? `${lang}/` : ''}`;
  const rootPage = `${site}quran/roots/?root=${encodeURIComponent(answer.root)}`;
  const result = (id, data) => ({ id, score: 1, words: [], data: async () => ({ raw_url: data.url, content: '', word_count: 0, filters: {}, anchors: [], locations: [], weighted_locations: [], sub_results: [], ...data }) });
  const ayahs = new Map();
  for (const lemma of answer.lemmas) {
    for (const word of lemma.words) {
      const key = word.surah * 1000 + word.ayah;
      if (!ayahs.has(key)) ayahs.set(key, { surah: word.surah, ayah: word.ayah, words: [] });
      ayahs.get(key).words.push(word.text);
    }
  }
  const results = [
    result(`root:${answer.root}`, {
      url: rootPage,
      meta: { title: `${answer.spaced} · ${answer.occurrences}`, root: answer.root, occurrences: String(answer.occurrences), lang: 'ar', dir: 'rtl' },
      excerpt: answer.lemmas.map((lemma) => `<mark>${escapeHtml(lemma.lemma)}</mark> ${lemma.occurrences}`).join(' · '),
    }),
    ...[...ayahs.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, place]) =>
        result(`root:${answer.root}:${place.surah}:${place.ayah}`, {
          url: `${site}quran/${place.surah}/#${place.ayah}`,
          meta: { title: `${place.surah}:${place.ayah}`, root: answer.root, lang: 'ar', dir: 'rtl' },
          excerpt: place.words.map((word) => `<mark>${escapeHtml(word)}</mark>`).join(' … '),
        }),
      ),
  ];
  return { ...empty, results, unfilteredResultCount: results.length };
}
