import { badRequestCodes, type ErrorCode } from '../../shared/input-error';

/**
 * The codes `GET /api/v1/search` adds to the general ones. It also answers with codes listed
 * elsewhere, not repeated here because the catalog lists each code once: `missing_parameter` (no
 * `q`, or `q=`), `unknown_parameter`, `duplicate_parameter`, `invalid_encoding`
 * (src/api/error-catalog.ts), and `invalid_surah` / `surah_not_found` for the `surah` filter
 * (src/quran/errors.ts), and `edition_not_found` for an unknown `edition`. Every one is a problem+json whose `param` names the parameter at fault.
 */
export const searchErrors: ErrorCode[] = badRequestCodes({
  empty_query: 'q has no letter or digit left after normalization: only spaces, diacritics (e.g. `ً`), Quranic marks or punctuation (e.g. `.*`, `(`, `\\`).',
  query_too_long: 'q is longer than 200 characters (Unicode code points, after URL decoding).',
  invalid_query: 'q contains a control character such as a NUL byte (`%00`); tabs and line breaks count as spaces.',
  invalid_lang: 'lang is not `ar` or the language of a translation edition (any case; the detail lists them). Leave it out to detect Arabic or English from q.',
  edition_lang_mismatch: 'edition names an edition in another language than lang: leave lang out, or name an edition in that language.',
  lang_mismatch: 'q has letters and none of them is in the script of the text searched (Arabic letters with lang=en, Latin letters with lang=ru, Cyrillic letters with no lang, which searches English): it could never match, so it is refused rather than answered with nothing; `langs` lists the lang values written in its script.',
  invalid_limit: 'limit is not a whole number from 1 to 500 written plainly (`0`, `501`, `abc`, `05`).',
  invalid_offset: 'offset is not a whole number from 0 written plainly (`-1`, `abc`, `1.5`).',
});

/** Codes defined elsewhere that the search endpoint can also answer with (for its docs). */
export const searchSharedErrorCodes = [
  'missing_parameter',
  'unknown_parameter',
  'duplicate_parameter',
  'invalid_encoding',
  'invalid_surah',
  'surah_not_found',
  'edition_not_found',
] as const;
