import { searchQuran, type SearchResponse } from '../../quran/search';
import { defineTypedRoute, type Route } from '../route';
import { readParams, type ParamValues } from '../vocabulary/param';
import { SURAH_FILTER } from '../vocabulary/quran';
import { SEARCH_EDITION, SEARCH_LANG, SEARCH_LIMIT, SEARCH_OFFSET, SEARCH_QUERY } from '../vocabulary/search';
import { READY_SEARCH_EDITIONS, warmUpQuery } from '../../quran/search/translations';
import { EDITIONS } from '../../quran/editions';

const SEARCH_PARAMS = { q: SEARCH_QUERY, lang: SEARCH_LANG, edition: SEARCH_EDITION, limit: SEARCH_LIMIT, offset: SEARCH_OFFSET, surah: SURAH_FILTER };

function search({ q, lang, edition, limit, offset, surah }: ParamValues<typeof SEARCH_PARAMS>): SearchResponse {
  return searchQuran({ query: q, ...(lang === undefined ? {} : { lang }), ...(edition === undefined ? {} : { edition: edition.id }), limit, offset, surah: surah?.number ?? null });
}

/** What the route answers for a query's decoded arguments (for tests and benches that skip HTTP). */
export function answerSearch(args: Readonly<Record<string, string | undefined>>): SearchResponse {
  return search(readParams(SEARCH_PARAMS, args));
}

/**
 * `GET /api/v1/search` (contract §5, §8). No static file: the answers depend on free text.
 * Deterministic, so the default one-day cache applies.
 */
export const quranSearchRoutes: Route[] = [
  defineTypedRoute({
    id: 'quran.search',
    group: 'search',
    path: '/api/v1/search',
    params: SEARCH_PARAMS,
    // The Quran's index (Arabic and English) and the default translations' (loaded from the build's
    // files) before the server says ready; the other editions' are loaded right after (server/main.ts).
    warmUp: [
      '/api/v1/search?q=%D8%A7&limit=1',
      '/api/v1/search?q=a&limit=1',
      ...[...new Set(EDITIONS.filter((edition) => READY_SEARCH_EDITIONS.includes(edition.id)).map((edition) => edition.language))].map(
        (lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(warmUpQuery(lang))}`,
      ),
    ],
    handle: (values) => ({ body: search(values) }),
  }),
];
