/**
 * The word rules of each language's default edition, as data for the docs page /docs/search: what
 * a word is, what is folded, what a phrase may cross. Derived from the edition's text with the same
 * functions the search uses (src/quran/search/words.ts), so the page cannot state other rules.
 */
import { EDITIONS, editionTexts } from '../editions';
import { defaultSearchEdition } from './translations';
import { SCRIPT_RULES, searchProfile } from './search-profile';

export interface LanguageRules {
  lang: string;
  /** The edition searched by default, and the others of the language (by `edition=`). */
  edition: string;
  others: string[];
  scripts: string[];
  /** What a unit of matching is. */
  word: string;
  folded: string;
  phrase: string;
}

export function languageRules(): LanguageRules[] {
  // Arabic is the Quran's own text (src/quran/search/arabic.ts); an Arabic edition (a tafsir) is searched by edition= only.
  const languages = [...new Set(EDITIONS.filter((edition) => edition.kind === 'translation' && edition.language !== 'ar').map((edition) => edition.language))].sort();
  return languages.map((lang) => {
    const edition = defaultSearchEdition(lang)!;
    const profile = searchProfile(editionTexts(edition.id).flat(), lang);
    const spaceless = profile.scripts.filter((script) => SCRIPT_RULES[script]?.spaceless);
    const stripped = profile.scripts.filter((script) => SCRIPT_RULES[script]?.stripMarks);
    const folds = Object.entries(profile.folds).map(([from, to]) => `${from}→${to}`);
    const folded = [
      'case',
      ...(stripped.length > 0 ? [`accents and diacritics of ${stripped.join(', ')} letters`] : []),
      ...(profile.scripts.includes('Latin') ? ['ı ß ø ł æ œ ə... spelled plainly (İ ı I i alike)'] : []),
      ...(profile.scripts.includes('Cyrillic') ? ['ё as е (й kept)'] : []),
      ...(folds.length > 0 ? [`keyboard letters ${folds.join(' ')}`] : []),
      ...(profile.scripts.some((script) => ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Kannada', 'Telugu'].includes(script)) ? ['nukta'] : []),
      'zero-width joiners',
      'digits of any script as 0-9',
    ].join('; ');
    const word =
      spaceless.length > 0
        ? `each character (grapheme cluster) of ${spaceless.join(', ')}; other letters by words`
        : 'words (Intl.Segmenter), cut at apostrophes: d’Allah is d + allah, and also dallah';
    const phrase =
      spaceless.length > 0
        ? 'runs across no space or punctuation of the text unless the query has one there'
        : 'words one after the other; punctuation between them is ignored';
    const others = EDITIONS.filter((other) => other.language === lang && other.id !== edition.id).map((other) => other.id);
    return { lang, edition: edition.id, others, scripts: profile.scripts, word, folded, phrase };
  });
}
