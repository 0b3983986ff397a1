import { searchQuran, type SearchOptions, type SearchResponse } from '../../quran/search';
import { searchQuranBytes } from '../../quran/search/answer-json';
import { JSON_TYPE } from '../json';
import type { Answer } from '../route';
import { checkQuery } from '../../quran/search/query';
import { searchByMorphology } from '../../quran/search/roots';
import { defineTypedRoute, type Route } from '../route';
import { defineParam, missing, readParams, type ParamValues } from '../vocabulary/param';
import { SURAH_FILTER } from '../vocabulary/quran';
import { SEARCH_EDITION, SEARCH_LANG, SEARCH_LIMIT, SEARCH_OFFSET, SEARCH_QUERY } from '../vocabulary/search';
import { READY_SEARCH_EDITIONS, warmUpQuery } from '../../quran/search/translations';
import { EDITIONS } from '../../quran/editions';
import { searchedEditionOf, searchIndexesLoading, searchIndexesPending } from '../../quran/search/index-files';

/** q, optional here: a search by root or lemma may leave it out (src/quran/search/roots.ts); any other search requires it. */
const QUERY = defineParam({
  description: `${SEARCH_QUERY.description} (optional with root or lemma)`,
  example: SEARCH_QUERY.example,
  schema: SEARCH_QUERY.schema,
  codes: SEARCH_QUERY.codes,
  read: (raw) => {
    checkQuery(raw);
    return raw;
  },
});
/** A root, read by src/quran/words (Arabic letters spaced or not, diacritics and hamza forms read, or Buckwalter). */
const ROOT = defineParam({
  description: 'only ayahs with a word of this root (Quranic Arabic Corpus), e.g. رحم or ر ح م; with q both must hold',
  example: 'رحم',
  schema: { type: 'string' },
  codes: ['invalid_root', 'root_not_found', 'root_needs_arabic'],
  read: (raw) => raw,
});
const LEMMA = defineParam({
  description: 'only ayahs with a word of this lemma (Quranic Arabic Corpus), e.g. رَحْمَة; with q both must hold',
  example: 'رَحْمَة',
  schema: { type: 'string' },
  codes: ['invalid_lemma', 'lemma_not_found', 'ambiguous_lemma', 'root_needs_arabic'],
  read: (raw) => raw,
});

const SEARCH_PARAMS = { q: QUERY, lang: SEARCH_LANG, edition: SEARCH_EDITION, limit: SEARCH_LIMIT, offset: SEARCH_OFFSET, surah: SURAH_FILTER, root: ROOT, lemma: LEMMA };

type SearchValues = ParamValues<typeof SEARCH_PARAMS>;

function search(values: SearchValues): SearchResponse {
  return values.root !== undefined || values.lemma !== undefined ? morphologySearch(values) : searchQuran(searchOptions(values));
}

/**
 * The route's answer: a search by words is written as UTF-8 JSON from its page (src/quran/search/answer-json.ts,
 * the same bytes as serializing `search`'s object, without making it); a search by root or lemma is an object.
 */
function answer(values: SearchValues): Answer {
  if (values.root !== undefined || values.lemma !== undefined) return { body: morphologySearch(values) };
  return { bytes: searchQuranBytes(searchOptions(values)), contentType: JSON_TYPE };
}

function morphologySearch({ q, lang, edition, limit, offset, surah, root, lemma }: SearchValues): SearchResponse {
  return searchByMorphology({
    ...(root === undefined ? {} : { root }),
    ...(lemma === undefined ? {} : { lemma }),
    ...(q === undefined || q === '' ? {} : { query: q }),
    ...(lang === undefined ? {} : { lang }),
    ...(edition === undefined ? {} : { edition: edition.id }),
    limit,
    offset,
    surah: surah?.number ?? null,
  });
}

function searchOptions({ q, lang, edition, limit, offset, surah }: SearchValues): SearchOptions {
  if (q === undefined || q === '') throw missing('q', SEARCH_QUERY.description, SEARCH_QUERY.example);
  return { query: q, ...(lang === undefined ? {} : { lang }), ...(edition === undefined ? {} : { edition: edition.id }), limit, offset, surah: surah?.number ?? null };
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
  loading: (args) => (searchIndexesPending() ? searchIndexesLoading(searchedEditionOf(args)) : undefined),
  handle: answer,
});

let warmUps: string[] | undefined;
// The Quran's index (Arabic and English) and the default translations', made once they are loaded
// (server/warm-up.ts): read then, the queries come from the loaded indexes' texts, no edition file
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
