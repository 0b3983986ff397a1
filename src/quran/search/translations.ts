/**
 * Search in a translation (contract §8): any edition, in any language, with the word rules of
 * src/quran/search/words.ts: which edition a language searches, and each edition's index
 * (translation-index.ts) loaded or built once and kept; the matching is translation-match.ts.
 *
 * Which edition a language searches when none is named: DEFAULT_SEARCH_EDITIONS where the language
 * has one (the editions searched before there were several per language), else the language's first
 * translation in id order. `edition=` names another.
 */
import { InvalidValue } from '../../shared/input-error';
import { EDITIONS, editionTexts, type Edition } from '../editions';
import { buildTranslationIndex, type TranslationIndex } from './translation-index';

/** The edition each language searched first; kept as the default so that answers do not change. */
export const DEFAULT_SEARCH_EDITIONS: readonly string[] = [
  'bn-khan', 'en-sahih', 'es-garcia', 'fr-hamidullah', 'id-affairs', 'ru-kuliev', 'sv-bernstrom', 'tr-diyanet', 'ur-maududi', 'zh-makin',
];

/** The languages of the translations, sorted. */
export function translationLanguages(): string[] {
  return [...new Set(EDITIONS.filter((e) => e.kind === 'translation').map((e) => e.language))].sort();
}

/** The languages searched in a translation edition by default: every translation's but English. */
export const TRANSLATION_SEARCH_LANGS: readonly string[] = translationLanguages().filter((lang) => lang !== 'en' && lang !== 'ar');

/** The edition searched for a language when none is named, or undefined when it has no translation. */
export function defaultSearchEdition(lang: string): Edition | undefined {
  const translations = EDITIONS.filter((edition) => edition.language === lang && edition.kind === 'translation');
  return translations.find((edition) => DEFAULT_SEARCH_EDITIONS.includes(edition.id)) ?? [...translations].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
}

/**
 * The editions whose index the build writes to a file (src/quran/search/index-files.ts): every one
 * `edition=` can search, translations, tafsirs and the transliteration, but the English searched in
 * the Quran's own index. A server never builds one on a request (0.5-2 s of blocking CPU, about 20 MB).
 */
export const PREBUILT_SEARCH_EDITIONS: readonly string[] = EDITIONS.filter((edition) => edition.id !== defaultSearchEdition('en')?.id).map((edition) => edition.id);

/**
 * The default editions of the languages searched since the first release (English is in the
 * Quran's own index), which the server's warm-up searches once loaded.
 */
export const READY_SEARCH_EDITIONS: readonly string[] = DEFAULT_SEARCH_EDITIONS.filter((id) => id !== 'en-sahih');

const indexes = new Map<string, TranslationIndex>();
let prebuiltData: ((id: string) => TranslationIndex | undefined) | undefined;
let buildMissing = true;

/**
 * Where `translationIndex` reads an edition's index (the server: the build's files, which hold the
 * edition's texts too). With `buildMissing` false (the server), an edition whose index cannot be
 * read is never built: its searches answer `unavailable` (503).
 */
export function readTranslationIndexDataWith(read: (id: string) => TranslationIndex | undefined, options: { buildMissing?: boolean } = {}): void {
  prebuiltData = read;
  buildMissing = options.buildMissing ?? true;
}

/** Keeps an index read from its file (`loadSearchIndexFiles`) as its edition's. */
export function useTranslationIndex(index: TranslationIndex): void {
  indexes.set(index.id, index);
}

/** The index of an edition, loaded from its prebuilt file (or, outside a server, built on first use), and kept. */
export function translationIndex(edition: Edition): TranslationIndex {
  let index = indexes.get(edition.id);
  if (!index) {
    index = prebuiltData?.(edition.id);
    if (!index && !buildMissing) {
      throw new InvalidValue('unavailable', () => `the search index of edition '${edition.id}' could not be loaded on this server (its build is incomplete); try again later or search another edition`, {}, 'edition');
    }
    index ??= buildTranslationIndex(edition.id, edition.language, editionTexts(edition.id).flat());
    indexes.set(edition.id, index);
  }
  return index;
}

/** The editions whose index is in memory now. */
export function loadedTranslationIndexes(): string[] {
  return [...indexes.keys()];
}

/**
 * A query that finds something in a language's default edition (the first word of its 1:1), for a
 * server that builds the indexes before it reports ready.
 * @example warmUpQuery('fr') //=> 'Au'
 */
export function warmUpQuery(lang: string): string {
  const edition = defaultSearchEdition(lang);
  if (!edition) return lang === 'ar' ? 'الله' : 'allah';
  // The loaded index's texts when there is one: parsing the edition's file takes 30-370 ms at once.
  const first = indexes.get(edition.id)?.texts.text(0) ?? editionTexts(edition.id)[0]![0]!;
  return first.split(' ').find((word) => /\p{L}/u.test(word)) ?? first;
}
