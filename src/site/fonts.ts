/**
 * Which font draws which text on the site. Every font is self-hosted from an `@fontsource` package
 * (SIL Open Font Licence 1.1) and loaded per unicode-range subset, so a page downloads only the
 * slices whose characters it shows. src/styles/fonts.css declares INTERFACE_FONT_FACES and
 * fonts-other.css imports OTHER_FONT_CSS (src/site/fonts.test.ts checks both, and checks against the fonts' own character maps that every code point of the Uthmani
 * text and of every edition is drawn by a font of its stack).
 */

/** The Uthmani text of the Quran (KFGQPC Hafs): Scheherazade New (SIL) draws U+065E and every Quranic mark. */
export const QURAN_FONT = 'Scheherazade New';

/** The Quran text's stack: Noto Sans only for the one thin space (U+2009, in 2:72) outside the Arabic block. */
export const QURAN_STACK = [QURAN_FONT, 'Noto Sans'];

/** Fonts tried in order for translations and interface text of the Arabic script. */
const ARABIC_SCRIPT = ['Noto Naskh Arabic', 'Scheherazade New'];

/** One font per other script; the scripts do not overlap, so their order matters only for Han. */
const OTHER_SCRIPTS = [
  'Noto Sans',
  'Noto Sans Bengali',
  'Noto Sans Devanagari',
  'Noto Sans Tamil',
  'Noto Sans Malayalam',
  'Noto Sans Sinhala',
  'Noto Sans Ethiopic',
  'Noto Sans Thaana',
  'Noto Sans Khmer',
  'Noto Sans Thai',
  'Noto Sans SC',
  // A few rare Han characters of the Chinese editions (觝, 鹐) are only in the Japanese or Korean slices.
  'Noto Sans JP',
  'Noto Sans KR',
];

/** Languages written in the Arabic script (interface and translations). */
const ARABIC_SCRIPT_LANGUAGES = ['ar', 'fa', 'ps', 'sd', 'ug', 'ur', 'ku', 'ks', 'ckb'];

/** The font a language's own tradition draws with, put before the shared stack. */
const LANGUAGE_FIRST: Record<string, string> = {
  ur: 'Noto Nastaliq Urdu',
  ja: 'Noto Sans JP',
  ko: 'Noto Sans KR',
  zh: 'Noto Sans SC',
};

/** The families, in order, for text in `language` (a BCP 47 primary subtag such as `ur` or `bn`). */
export function fontStack(language: string): string[] {
  const primary = language.toLowerCase().split('-')[0]!;
  const own = LANGUAGE_FIRST[primary];
  const rest = ARABIC_SCRIPT_LANGUAGES.includes(primary) ? [...ARABIC_SCRIPT, ...OTHER_SCRIPTS] : [...OTHER_SCRIPTS, ...ARABIC_SCRIPT];
  return [...new Set([...(own ? [own] : []), ...rest])];
}

/** The languages that get a rule of their own in fontCss (the rest use the default stack). */
export const STYLED_LANGUAGES = [...new Set([...ARABIC_SCRIPT_LANGUAGES, ...Object.keys(LANGUAGE_FIRST)])];

const cssFamilies = (families: string[]) => families.map((family) => `"${family}"`).join(', ') + ', sans-serif';

/**
 * The font-family rules: translations (`.translation`, `.edition-text`) and search excerpts in the
 * stack of their language; the Quran text in QURAN_FONT. Written into the page by the layout.
 */
export function fontCss(): string {
  const rules = [
    `.translation, .edition-text, .pagefind-ui__result-excerpt { font-family: ${cssFamilies(fontStack('en'))}; }`,
    ...STYLED_LANGUAGES.map((language) => `:is(.translation, .edition-text, .ui-text):lang(${language}) { font-family: ${cssFamilies(fontStack(language))}; }`),
    `.quran, .ayah .arabic { font-family: ${QURAN_STACK.map((family) => `"${family}"`).join(', ')}, serif; }`,
  ];
  return rules.join('\n');
}

/**
 * The faces of the interface's scripts and of the Quran text, loaded on every page (src/styles/fonts.css
 * declares exactly these): the Arabic slice of the Quran's, the Arabic and the Urdu font, each with the
 * unicode-range @fontsource gives that slice (STYLESHEET, its 400.css), so a page without Arabic-script
 * text downloads none of them. Latin text (English, Indonesian, Turkish) is drawn by the system's
 * sans-serif until the other fonts are loaded. Weight 400; bold is synthesized.
 */
export const INTERFACE_FONT_FACES = [
  { family: 'Scheherazade New', file: '@fontsource/scheherazade-new/files/scheherazade-new-arabic-400-normal.woff2', stylesheet: '@fontsource/scheherazade-new/400.css' },
  { family: 'Noto Naskh Arabic', file: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2', stylesheet: '@fontsource/noto-naskh-arabic/400.css' },
  { family: 'Noto Nastaliq Urdu', file: '@fontsource/noto-nastaliq-urdu/files/noto-nastaliq-urdu-arabic-400-normal.woff2', stylesheet: '@fontsource/noto-nastaliq-urdu/400.css' },
];

/** The site's own stylesheet of INTERFACE_FONT_FACES, from src/site/. */
export const INTERFACE_FONT_CSS = '../styles/fonts.css';

/**
 * The fonts of the other translations' scripts (src/styles/fonts-other.css): their stylesheet, about
 * 330 @font-face rules (the Chinese, Japanese and Korean fonts are ~100 slices each), is loaded only
 * by a page that shows such a text: the reader once another edition is chosen, the search box once
 * it shows a result in such a script.
 */
export const OTHER_FONT_CSS = [
  '@fontsource/noto-sans/latin-400.css',
  '@fontsource/noto-sans/latin-ext-400.css',
  '@fontsource/noto-sans/cyrillic-400.css',
  '@fontsource/noto-sans/cyrillic-ext-400.css',
  '@fontsource/noto-sans/greek-400.css',
  '@fontsource/noto-sans/greek-ext-400.css',
  '@fontsource/noto-sans/vietnamese-400.css',
  '@fontsource/noto-sans-bengali/bengali-400.css',
  '@fontsource/noto-sans-devanagari/devanagari-400.css',
  '@fontsource/noto-sans-tamil/tamil-400.css',
  '@fontsource/noto-sans-malayalam/malayalam-400.css',
  '@fontsource/noto-sans-sinhala/sinhala-400.css',
  '@fontsource/noto-sans-ethiopic/ethiopic-400.css',
  '@fontsource/noto-sans-thaana/thaana-400.css',
  '@fontsource/noto-sans-khmer/khmer-400.css',
  '@fontsource/noto-sans-thai/thai-400.css',
  '@fontsource/noto-sans-sc/400.css',
  '@fontsource/noto-sans-jp/400.css',
  '@fontsource/noto-sans-kr/400.css',
];

/** Every stylesheet of fonts the site ships, in order (resolved from src/site/). */
export const FONT_CSS = [INTERFACE_FONT_CSS, ...OTHER_FONT_CSS];

/** Languages whose text the interface fonts or the system's Latin draw: no other stylesheet needed. */
export const INTERFACE_SCRIPT_LANGUAGES = ['ar', 'fa', 'ps', 'sd', 'ug', 'ur', 'ku', 'ks', 'ckb', 'en', 'id', 'ms', 'tr', 'de', 'es', 'fr', 'it', 'nl', 'pl', 'pt', 'sv', 'sq', 'bs', 'az', 'ha', 'so', 'sw', 'tl', 'uz'];
