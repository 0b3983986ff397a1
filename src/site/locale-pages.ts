/**
 * The pages each language other than English has under its prefix (/ar/calendar/ ...), by their
 * path there: src/pages/[locale]/[...page].astro renders each with the same page file as the
 * English site (the surahs are added there, one per surah). A new page of the site goes here too.
 */
import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import Home from '../pages/index.astro';
import Calendar from '../pages/calendar.astro';
import Calculator from '../pages/tools/jummal.astro';
import Reader from '../pages/quran/index.astro';
import DocsHijri from '../pages/docs/hijri.astro';
import DocsJummal from '../pages/docs/jummal.astro';
import DocsQuran from '../pages/docs/quran.astro';
import DocsSearch from '../pages/docs/search.astro';
import DocsErrors from '../pages/docs/errors.astro';
import DocsLimits from '../pages/docs/limits.astro';
import DocsStaticFiles from '../pages/docs/static-files.astro';
import DocsSources from '../pages/docs/sources.astro';
import DocsReference from '../pages/docs/reference.astro';

export const LOCALE_PAGES: Record<string, AstroComponentFactory> = {
  '': Home,
  calendar: Calendar,
  'tools/jummal': Calculator,
  quran: Reader,
  'docs/hijri': DocsHijri,
  'docs/jummal': DocsJummal,
  'docs/quran': DocsQuran,
  'docs/search': DocsSearch,
  'docs/errors': DocsErrors,
  'docs/limits': DocsLimits,
  'docs/static-files': DocsStaticFiles,
  'docs/sources': DocsSources,
  'docs/reference': DocsReference,
};
