import { searchQuran, type SearchOptions, type SearchResponse } from '../../quran/search';
import { searchQuranBytes } from '../../quran/search/answer-json';
import { JSON_TYPE } from '../json';
import type { Answer } from '../route';
import { searchByMorphology } from '../../quran/search/roots';
import { defineTypedRoute, type Route } from '../route';
import { answerAbout, readParams, type ParamValues } from '../vocabulary/param';
import { SURAH_FILTER } from '../vocabulary/quran';
import { SEARCH_LIMIT, SEARCH_OFFSET, SEARCH_TARGET } from '../vocabulary/search';
import { READY_SEARCH_EDITIONS, warmUpQuery } from '../../quran/search/translations';
import { EDITIONS } from '../../quran/editions';
import { searchedEditionOf, searchIndexesLoading, searchIndexesPending } from '../../quran/search/index-files';
import { SEARCH_DATA } from './search-data';

const SEARCH_PARAMS = { target: SEARCH_TARGET, limit: SEARCH_LIMIT, offset: SEARCH_OFFSET, surah: SURAH_FILTER };

type SearchValues = ParamValues<typeof SEARCH_PARAMS>;

/** The parameter of each input of the search functions, for the refusals they can still make. */
const SEARCH_INPUTS = { query: 'q', lang: 'lang', edition: 'edition' } as const;

function search(values: SearchValues): SearchResponse {
  return answerAbout(SEARCH_INPUTS, () => (values.target.kind === 'morphology' ? morphologySearch(values) : searchQuran(searchOptions(values))));
}

/**
 * The route's answer: a search by words is written as UTF-8 JSON from its page (src/quran/search/answer-json.ts,
 * the same bytes as serializing `search`'s object, without making it); a search by root or lemma is an object.
 */
function answer(values: SearchValues): Answer {
  return answerAbout(SEARCH_INPUTS, () =>
    values.target.kind === 'morphology' ? { body: morphologySearch(values) } : { bytes: searchQuranBytes(searchOptions(values)), contentType: JSON_TYPE },
  );
}

function morphologySearch({ target, limit, offset, surah }: SearchValues): SearchResponse {
  if (target.kind !== 'morphology') throw new Error('a search by words has no root or lemma');
  const { root, lemma, query } = target;
  return searchByMorphology({ ...(root === undefined ? {} : { root }), ...(lemma === undefined ? {} : { lemma }), ...(query === undefined ? {} : { query }), limit, offset, surah: surah?.number ?? null });
}

function searchOptions({ target, limit, offset, surah }: SearchValues): SearchOptions {
  if (target.kind !== 'words') throw new Error('a search by root or lemma has no words options');
  const { query, lang, edition } = target;
  return { query, ...(lang === undefined ? {} : { lang }), ...(edition === undefined ? {} : { edition }), limit, offset, surah: surah?.number ?? null };
}

/** What the route answers for a query's decoded arguments (for tests and benches that skip HTTP). */
export function answerSearch(args: Readonly<Record<string, string | undefined>>): SearchResponse {
  return search(readParams(SEARCH_PARAMS, args));
}

/** The same answer as the route writes it (JSON text, or the object for a search by root or lemma). */
export function answerSearchJson(args: Readonly<Record<string, string | undefined>>): string {
  const written = answer(readParams(SEARCH_PARAMS, args));
  return written.bytes?.toString('utf8') ?? JSON.stringify(written.body);
}

const searchRoute = defineTypedRoute({
  id: 'quran.search',
  group: 'search',
  path: '/api/v1/search',
  params: SEARCH_PARAMS,
  // Read a slice at a time after the server says ready: a search waits for its indexes, moved to the front.
  data: SEARCH_DATA,
  loading: ({ target }) => (searchIndexesPending() ? searchIndexesLoading(target.kind === 'words' ? searchedEditionOf(target.query, target.lang, target.edition) : undefined) : undefined),
  handle: answer,
});

let warmUps: string[] | undefined;
// The Quran's index (Arabic and English) and the default translations', made once they are loaded
// (server/process/warm-up.ts): read then, the queries come from the loaded indexes' texts, no edition file
// parsed on the way (30-370 ms at once each).
Object.defineProperty(searchRoute, 'warmUp', {
  enumerable: true,
  get: () =>
    (warmUps ??= [
      '/api/v1/search?q=%D8%A7&limit=1',
      '/api/v1/search?q=a&limit=1',
      ...[...new Set(EDITIONS.filter((edition) => READY_SEARCH_EDITIONS.includes(edition.id)).map((edition) => edition.language))].map(
        (lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(warmUpQuery(lang))}`,
      ),
    ]),
});

/**
 * `GET /api/v1/search` (contract §5, §8). No static file: the answers depend on free text.
 * Deterministic, so the default one-day cache applies.
 */
export const quranSearchRoutes: Route[] = [searchRoute];
