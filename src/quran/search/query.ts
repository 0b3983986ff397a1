/**
 * What a search is asked for, checked before anything is searched: the query text itself, and which
 * text is searched (the Quran's Arabic, Saheeh International, or a translation edition) from the
 * language and edition asked for. Errors name the parameter at fault (`q`, `lang`, `edition`).
 */
import { InvalidValue, firstControlCharacter } from '../../shared/input-error';
import { editionTexts, type Edition } from '../editions';
import { defaultSearchEdition, translationLanguages } from './translations';
import { searchProfile } from './search-profile';
import { LANG_SCRIPTS } from './lang-scripts';

export const MAX_QUERY_LENGTH = 200;

/** `ar`, `en`, and the language of every translation edition, sorted. */
export const SEARCH_LANGS: readonly string[] = [...new Set(['ar', 'en', ...translationLanguages()])].sort();

/** What is searched: the Quran's Arabic text, its English (Saheeh International), or an edition. */
export type SearchTarget =
  | { kind: 'arabic'; lang: 'ar' }
  | { kind: 'english'; lang: 'en' }
  | { kind: 'edition'; lang: string; edition: Edition };

/**
 * An Arabic letter, tatweel, or an Arabic diacritic or Quranic mark (the harakat are of the Inherited
 * script, so a script test alone would miss a query of diacritics only): the query is Arabic when it
 * has one.
 */
const ARABIC = /(?=\p{Script=Arabic})\p{L}|[\u0640\u064B-\u065F\u0670\u06D6-\u06ED\u08D3-\u08FF]/u;

/** Refuses a query no one could have typed: control characters, or more than 200 characters. */
export function checkQuery(query: string): void {
  // A control character cannot be typed into a search box; a NUL byte is usually an attack or a bug.
  const control = firstControlCharacter(query);
  if (control) {
    throw new InvalidValue('invalid_query', () => `the query must not contain control characters, got ${control.codePoint} at position ${control.index}`, {}, 'query');
  }
  // Code points are never more than UTF-16 units: only a long text needs counting.
  const length = query.length <= MAX_QUERY_LENGTH ? query.length : [...query].length;
  if (length > MAX_QUERY_LENGTH) {
    throw new InvalidValue('query_too_long', () => `the query must be at most ${MAX_QUERY_LENGTH} characters, got ${length}`, {}, 'query');
  }
}

/**
 * The text searched. Without a language or edition: Arabic when the query has an Arabic letter or
 * diacritic, else English. A language alone: ar and en search the Quran's own texts, any other its
 * default edition (src/quran/search/translations.ts). An edition: that edition, whose language must
 * be the language given, if one is.
 */
export function searchTarget(query: string, lang: string | undefined, edition: Edition | undefined): SearchTarget {
  const language = lang?.toLowerCase();
  if (language !== undefined && !SEARCH_LANGS.includes(language)) {
    throw new InvalidValue('invalid_lang', () => `the language must be one of ${SEARCH_LANGS.join(', ')} (any case), or left out to detect Arabic or English from the query; got '${lang!.slice(0, 20)}'`, {}, 'lang');
  }
  if (edition !== undefined) {
    if (language !== undefined && language !== edition.language) {
      throw new InvalidValue('edition_lang_mismatch', () => `edition ${edition.id} is in language ${edition.language}, not ${language}: leave the language out, or name an edition in it`, {}, 'edition');
    }
    // The English of the Quran text is this edition: searched with its own rules (insertions in brackets).
    if (edition.id === defaultSearchEdition('en')?.id) return { kind: 'english', lang: 'en' };
    return { kind: 'edition', lang: edition.language, edition };
  }
  const chosen = language ?? (ARABIC.test(query) ? 'ar' : 'en');
  if (chosen === 'ar') return { kind: 'arabic', lang: 'ar' };
  if (chosen === 'en') return { kind: 'english', lang: 'en' };
  return { kind: 'edition', lang: chosen, edition: defaultSearchEdition(chosen)! };
}

const scriptTests = new Map<string, RegExp>();
function scriptTest(script: string): RegExp {
  let test = scriptTests.get(script);
  if (!test) scriptTests.set(script, (test = new RegExp(`\\p{Script_Extensions=${script}}`, 'u')));
  return test;
}

/**
 * Refuses a query with letters of which none is in a script of the text searched: it could never
 * match. `scripts` are Unicode script names (src/quran/search/words.ts).
 */
export function checkScript(query: string, target: SearchTarget, scripts: readonly string[]): void {
  const letters = [...query].filter((char) => /\p{L}/u.test(char));
  if (letters.length === 0) return;
  const tests = scripts.map(scriptTest);
  if (letters.some((char) => tests.some((test) => test.test(char)))) return;
  const what = target.kind === 'edition' ? `edition ${target.edition.id} (lang=${target.lang})` : `lang=${target.lang}`;
  throw new InvalidValue('lang_mismatch', () => `the query has no letter of the ${scripts.join(' or ')} script, so it cannot match ${what}; ${otherLangs(query)}`, { langs: langsWritingIn(query) }, 'query');
}

const langScripts = new Map<string, readonly string[]>();
/** The scripts a search language is written in, as its default edition's first surah shows them. */
function scriptsOfLang(lang: string): readonly string[] {
  let scripts = langScripts.get(lang);
  if (scripts === undefined) {
    scripts = LANG_SCRIPTS[lang] ?? scriptsOfLangFromText(lang);
    langScripts.set(lang, scripts);
  }
  return scripts;
}

/** The scripts of a search language, read from its default edition's first surah. */
export function scriptsOfLangFromText(lang: string): readonly string[] {
  return lang === 'ar' ? ['Arabic'] : searchProfile(editionTexts(defaultSearchEdition(lang)!.id)[0]!).scripts;
}

/** The `lang` values whose texts are written in a script of one of the query's letters. */
export function langsWritingIn(query: string): string[] {
  const letters = [...query].filter((char) => /\p{L}/u.test(char));
  return SEARCH_LANGS.filter((lang) => scriptsOfLang(lang).some((script) => letters.some((char) => scriptTest(script).test(char))));
}

const otherLangs = (query: string) => {
  const langs = langsWritingIn(query);
  return langs.length > 0 ? `send it with lang=${langs.join(' or lang=')}, the languages written in its script` : 'no language searched here is written in its script';
};

