import { defineRoute, type Route } from '../route';
import { SEARCH_PARAMS, answerSearch } from '../../quran/search';

/**
 * `GET /api/v1/search` (contract §5). No static file: the answers depend on free text.
 * Deterministic, so the default one-day cache applies.
 */
export const quranSearchRoutes: Route[] = [
  defineRoute({
    id: 'quran.search',
    group: 'search',
    path: '/api/v1/search',
    query: SEARCH_PARAMS,
    handle: (args) => ({ body: answerSearch(args) }),
  }),
];
