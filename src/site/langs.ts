/** The interface languages, English first (the default, at the site's root). */
export const LANGS = ['en', 'ar', 'ur', 'id', 'tr'] as const;
export type Lang = (typeof LANGS)[number];
/** Languages with a URL prefix of their own. */
export const PREFIXED_LANGS = LANGS.filter((lang) => lang !== 'en') as Exclude<Lang, 'en'>[];

/** The interface language of a page, from its path (after the site's base). */
export function langOfPath(pathname: string, base = '/'): Lang {
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const first = rest.replace(/^\//, '').split('/')[0];
  return (PREFIXED_LANGS as string[]).includes(first ?? '') ? (first as Lang) : 'en';
}
