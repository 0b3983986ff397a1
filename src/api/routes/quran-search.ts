import { InputError, required } from '../../shared/input-error';
import { parseCanonicalInteger } from '../../shared/integers';
import { corpus } from '../../quran/corpus';
import { findSurah } from '../../quran/lookup';
import { DEFAULT_LIMIT, MAX_LIMIT, searchQuran, type SearchOptions, type SearchResponse } from '../../quran/search';
import { checkQuery } from '../../quran/search/query';
import { READY_SEARCH_EDITIONS, warmUpQuery } from '../../quran/search/translations';
import { EDITIONS } from '../../quran/editions';
import { defineRoute, type Args, type Route } from '../route';

export const SEARCH_PARAMS = ['q', 'lang', 'edition', 'limit', 'offset', 'surah'] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** The parameter that carries each search option (the domain names its errors by option). */
const PARAM_OF_OPTION: Record<string, SearchParam> = { query: 'q', lang: 'lang', edition: 'edition' };

/** The typed options of a request's parameters; malformed numbers are 400 naming the parameter. */
export function searchOptions(args: Args<SearchParam>): SearchOptions {
  return {
    query: required(args.q, 'q', 'the text to search for, in Arabic or in the language of a translation'),
    ...(args.lang === undefined ? {} : { lang: args.lang }),
    ...(args.edition === undefined ? {} : { edition: args.edition }),
    limit: bounded(args.limit, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT, 'invalid_limit'),
    offset: bounded(args.offset, 'offset', 0, 0, 999_999_999, 'invalid_offset'),
    surah: args.surah === undefined ? null : findSurah(corpus(), args.surah, 'surah').number,
  };
}

/** What the route answers: parameters to options, then the search; errors name the parameter. */
export function answerSearch(args: Args<SearchParam>): SearchResponse {
  const options = searchOptions(args);
  try {
    checkQuery(options.query);
    return searchQuran(options);
  } catch (error) {
    if (error instanceof InputError && error.param !== undefined && PARAM_OF_OPTION[error.param] !== undefined) {
      throw new InputError(error.code, error.detail, PARAM_OF_OPTION[error.param], error.extra);
    }
    throw error;
  }
}

function bounded(value: string | undefined, name: string, fallback: number, min: number, max: number, code: string): number {
  if (value === undefined) return fallback;
  const number = parseCanonicalInteger(value);
  if (number === null || number < min || number > max) {
    throw new InputError(code, `${name} must be a whole number from ${min} to ${max}, got '${value}'`, name);
  }
  return number;
}

/**
 * `GET /api/v1/search` (contract §5, §8). No static file: the answers depend on free text.
 * Deterministic, so the default one-day cache applies.
 */
export const quranSearchRoutes: Route[] = [
  defineRoute({
    id: 'quran.search',
    group: 'search',
    path: '/api/v1/search',
    query: SEARCH_PARAMS,
    // The Quran's index (Arabic and English) and the default translations' (loaded from the build's
    // files) before the server says ready; the other translations are loaded right after (server/main.ts).
    warmUp: [
      '/api/v1/search?q=%D8%A7&limit=1',
      '/api/v1/search?q=a&limit=1',
      ...[...new Set(EDITIONS.filter((edition) => READY_SEARCH_EDITIONS.includes(edition.id)).map((edition) => edition.language))].map(
        (lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(warmUpQuery(lang))}`,
      ),
    ],
    handle: (args) => ({ body: answerSearch(args) }),
  }),
];
