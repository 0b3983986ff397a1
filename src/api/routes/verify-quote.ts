import { answerAbout, QUOTE_TEXT } from '../vocabulary';
import { defineTypedRoute, type Route } from '../route';
import { verifyQuranQuote } from '../../quran/verify-quote';
import { textSources } from '../../quran/credits';
import { searchIndexesLoading, searchIndexesPending } from '../../quran/search/index-files';
import { SEARCH_DATA } from './search-data';

/**
 * `GET /api/v1/verify-quote?text=`: whether a quotation is the Quran (exact, part, close or none)
 * and which ayahs (src/quran/verify-quote.ts). No static file: the answers depend on free text.
 */
export const verifyQuoteRoutes: Route[] = [
  defineTypedRoute({
    id: 'quran.verify-quote',
    group: 'search',
    path: '/api/v1/verify-quote',
    params: { text: QUOTE_TEXT },
    data: SEARCH_DATA,
    loading: () => (searchIndexesPending() ? searchIndexesLoading(undefined) : undefined),
    handle: ({ text }) => ({ body: { ...answerAbout('text', () => verifyQuranQuote(text)), sources: textSources({ arabic_text: true }) } }),
  }),
];
