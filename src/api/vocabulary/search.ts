/** The search parameters: what is searched for (SEARCH_TARGET), where (surah), which page of results. */
import { InputError } from '../../shared/input-error';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../quran/search';
import { MAX_QUERY_LENGTH, SEARCH_LANGS, checkQuery } from '../../quran/search/query';
import { EDITIONS, type Edition } from '../../quran/editions';
import { defineParam } from './param';
import { boundedInteger } from './kinds';
import { EDITION_ID } from './quran';
import { defineShape } from './shape';
import { LEMMA_FILTER, ROOT_FILTER } from './words';

/** The text searched for: 400 invalid_query (a control character) or query_too_long; required unless root or lemma is given (SEARCH_TARGET). */
export const SEARCH_QUERY = defineParam({
  description: 'the text to search for, in Arabic or in the language of a translation',
  example: 'mercy',
  schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
  codes: ['missing_parameter', 'invalid_query', 'query_too_long', 'empty_query', 'lang_mismatch'],
  read: (raw) => {
    checkQuery(raw);
    return raw;
  },
});

/**
 * The language searched, a lower-case code compared exactly like every id: 400 invalid_lang,
 * naming the code meant when only the case differs.
 */
export const SEARCH_LANG = defineParam({
  description: 'the language searched: ar (the Quran), en (Saheeh International) or the language of a translation; detected from the query when left out',
  example: 'fr',
  schema: { type: 'string', enum: [...SEARCH_LANGS] },
  codes: ['invalid_lang'],
  read: (raw, _earlier, name) => {
    if (SEARCH_LANGS.includes(raw)) return raw;
    const hint = SEARCH_LANGS.includes(raw.toLowerCase()) ? `codes are lower-case: did you mean '${raw.toLowerCase()}'? ` : '';
    throw new InputError('invalid_lang', `${hint}the language must be one of ${SEARCH_LANGS.join(', ')}, or left out to detect Arabic or English from the query; got '${raw.slice(0, 20)}'`, name);
  },
});

/** One edition to search, by its exact id: 404 edition_not_found, 400 edition_lang_mismatch. */
export const SEARCH_EDITION = defineParam({
  description: `the edition to search, by its id (${EDITIONS.length} editions, see /api/v1/editions); the language's default edition when left out`,
  example: 'fr-hamidullah',
  schema: EDITION_ID.schema,
  codes: ['edition_not_found', 'edition_lang_mismatch'],
  read: (raw, earlier, name) => EDITION_ID.read(raw, earlier, name),
});

export const SEARCH_LIMIT = boundedInteger({ description: 'results per page', example: '10', min: 1, max: MAX_LIMIT, default: DEFAULT_LIMIT, code: 'invalid_limit' });

export const SEARCH_OFFSET = boundedInteger({ description: 'results to skip, for the next page', example: '50', min: 0, max: 999_999_999, default: 0, code: 'invalid_offset' });

/** What a search looks for: words of a text (in a language, or an edition), or the words of a root or lemma of the Arabic (and a text too, when q is given). */
export type SearchTarget =
  | { kind: 'words'; query: string; lang?: string; edition?: Edition }
  | { kind: 'morphology'; root?: string; lemma?: string; query?: string };

/** `q`, `root` or `lemma` (with `lang` or `edition` for a text search): what a search looks for, read into one value. */
export const SEARCH_TARGET = defineShape({
  members: { q: SEARCH_QUERY, lang: SEARCH_LANG, edition: SEARCH_EDITION, root: ROOT_FILTER, lemma: LEMMA_FILTER },
  rules: { anyOf: [['q'], ['root'], ['lemma']] },
  read: ({ q, lang, edition, root, lemma }): SearchTarget => {
    const query = q === '' ? undefined : q;
    if (edition !== undefined && lang !== undefined && lang !== edition.language) {
      throw new InputError('edition_lang_mismatch', `edition ${edition.id} is in language ${edition.language}, not ${lang}: leave the language out, or name an edition in it`, 'edition');
    }
    if (root === undefined && lemma === undefined) return { kind: 'words', query: query!, ...(lang === undefined ? {} : { lang }), ...(edition === undefined ? {} : { edition }) };
    if ((lang !== undefined && lang !== 'ar') || edition !== undefined) {
      const other = edition !== undefined ? 'edition' : 'lang';
      throw new InputError('root_needs_arabic', `${root !== undefined ? 'root' : 'lemma'}= searches the words of the Arabic text: leave out ${other} (or send lang=ar)`, other);
    }
    return { kind: 'morphology', ...(root === undefined ? {} : { root }), ...(lemma === undefined ? {} : { lemma }), ...(query === undefined ? {} : { query }) };
  },
});
