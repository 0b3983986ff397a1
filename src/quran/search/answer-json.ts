/**
 * The JSON of a search answer, written from its page (src/quran/search/index.ts) without making the
 * answer object: byte for byte `JSON.stringify(searchQuran(options))`. Each ayah's fields are
 * serialized once and kept as a fragment, and the page is joined from fragments; only the parts
 * that change with the request (the query, the counts, the edition text, the matched words) are
 * serialized per answer. JSON.stringify of the results was a third of a distinct search's time.
 */
import { withAyahFields } from '../responses';
import { textSources } from '../credits';
import type { IndexedAyah, SearchIndex } from './quran-index';
import { searchPage, type SearchOptions } from './index';

/**
 * Per index, the JSON of each ayah's fields as a search result opens with them, without the closing
 * brace (`{"surah_number":1,…,"sajda":false`). Made on first use: at most one per ayah of the Quran.
 */
const ayahFragments = new WeakMap<SearchIndex, (string | undefined)[]>();

function ayahFragment(index: SearchIndex, id: number): string {
  let fragments = ayahFragments.get(index);
  if (fragments === undefined) ayahFragments.set(index, (fragments = new Array<string | undefined>(index.ayahs.length)));
  return (fragments[id] ??= fragmentOf(index.ayahs[id]!));
}

/** Serialized by JSON.stringify from the same object a result is made of, so the bytes cannot differ. */
function fragmentOf({ surah, ayah }: IndexedAyah): string {
  const json = JSON.stringify(withAyahFields({ surah_number: surah.number, surah_name: surah.name }, ayah));
  return json.slice(0, -1);
}

/** The JSON of `sources` for the edition carried (or none): one per edition at most. */
const sourcesFragments = new Map<string, string>();

export function sourcesFragment(edition: string | undefined): string {
  const key = edition ?? '';
  let fragment = sourcesFragments.get(key);
  if (fragment === undefined) {
    fragment = JSON.stringify(textSources({ arabic_text: true, english_text: true, ...(edition === undefined ? {} : { text: edition }) }));
    sourcesFragments.set(key, fragment);
  }
  return fragment;
}

/** The answer of `searchQuran(options, index)`, serialized. */
export function searchQuranJson(options: SearchOptions, index?: SearchIndex): string {
  const page = searchPage(options, index);
  const { matches, text, matchedWords } = page;
  let results = '';
  for (let k = page.offset; k < page.end; k++) {
    const id = matches[k]!;
    if (k > page.offset) results += ',';
    results += ayahFragment(page.index, id);
    if (text !== undefined) results += `,"text":${JSON.stringify(text(id))}`;
    results += `,"matched_words":[${matchedWords(id).join(',')}]}`;
  }
  return (
    `{"query":${JSON.stringify(page.query)},"lang":${JSON.stringify(page.lang)},"normalized_query":${JSON.stringify(page.normalized)}` +
    `,"surah":${JSON.stringify(page.surah)}${page.edition === undefined ? '' : `,"edition":${JSON.stringify(page.edition)}`}` +
    `,"count":${JSON.stringify(page.count)},"limit":${JSON.stringify(page.limit)},"offset":${JSON.stringify(page.offset)}` +
    `,"results":[${results}],"searched":${JSON.stringify(page.searched)}` +
    `${page.hint === undefined ? '' : `,"hint":${JSON.stringify(page.hint)}`},"sources":${sourcesFragment(page.textEdition)}}`
  );
}
