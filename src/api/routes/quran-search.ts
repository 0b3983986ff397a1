import { InputError, required } from '../../shared/input-error';
import { parseCanonicalInteger } from '../../shared/integers';
import { corpus } from '../../quran/corpus';
import { findSurah } from '../../quran/lookup';
import { DEFAULT_LIMIT, MAX_LIMIT, searchQuran, type SearchOptions, type SearchResponse } from '../../quran/search';
import { checkQuery } from '../../quran/search/query';
import { searchByMorphology } from '../../quran/search/roots';
import { defineRoute, type Args, type Route } from '../route';

export const SEARCH_PARAMS = ['q', 'lang', 'edition', 'limit', 'offset', 'surah', 'root', 'lemma'] as const;
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
  const morphology = args.root !== undefined || args.lemma !== undefined;
  const options = morphology ? null : searchOptions(args);
  try {
    if (options === null) return answerMorphologySearch(args);
    checkQuery(options.query);
    return searchQuran(options);
  } catch (error) {
    if (error instanceof InputError && error.param !== undefined && PARAM_OF_OPTION[error.param] !== undefined) {
      throw new InputError(error.code, error.detail, PARAM_OF_OPTION[error.param], error.extra);
    }
    throw error;
  }
}

/** `root=` or `lemma=` (src/quran/search/roots.ts): q is optional there, and checked as Arabic when given. */
function answerMorphologySearch(args: Args<SearchParam>): SearchResponse {
  if (args.q !== undefined) checkQuery(args.q);
  return searchByMorphology({
    ...(args.root === undefined ? {} : { root: args.root }),
    ...(args.lemma === undefined ? {} : { lemma: args.lemma }),
    ...(args.q === undefined || args.q === '' ? {} : { query: args.q }),
    ...(args.lang === undefined ? {} : { lang: args.lang }),
    ...(args.edition === undefined ? {} : { edition: args.edition }),
    limit: bounded(args.limit, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT, 'invalid_limit'),
    offset: bounded(args.offset, 'offset', 0, 0, 999_999_999, 'invalid_offset'),
    surah: args.surah === undefined ? null : findSurah(corpus(), args.surah, 'surah').number,
  });
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
    handle: (args) => ({ body: answerSearch(args) }),
  }),
];
