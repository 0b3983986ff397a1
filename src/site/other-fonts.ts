/**
 * The other scripts' fonts (src/styles/fonts-other.css, src/site/fonts.ts OTHER_FONT_CSS) as one
 * stylesheet added to the page the first time it shows a text in such a script, so that the pages
 * in Arabic and Latin script never download its ~330 @font-face rules.
 */
import otherFontsUrl from '../styles/fonts-other.css?url';
import { INTERFACE_SCRIPT_LANGUAGES } from './fonts';

let added = false;

/** Adds the other scripts' fonts to the page when `language` (an edition's) needs them. */
export function loadFontsFor(language: string): void {
  if (added || INTERFACE_SCRIPT_LANGUAGES.includes(language.toLowerCase().split('-')[0]!)) return;
  added = true;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = otherFontsUrl;
  document.head.append(link);
}
