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

export const { createInstance, options, init, mergeIndex, filters, preload, debouncedSearch, destroy } = pagefind;

const ARABIC = /\p{Script=Arabic}/u;
const READER = /\/quran\/\d+\/?(?:[?#]|$)/;
const RANKED = 12;

export async function search(term, searchOptions) {
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
