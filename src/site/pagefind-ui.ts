/**
 * Pagefind's default UI as Starlight's search box loads it (astro.config.mjs aliases
 * `@pagefind/default-ui` to ./pagefind-ui-loader.ts, which loads this when the search opens), with
 * these changes:
 *  - the typed query is folded as the API's search folds it, in the form each index holds: for the
 *    site's pages the Quran search's Arabic normalization (search-terms.ts foldQuery, the same
 *    src/quran/normalize.ts), for the editions the translation search's units (foldEditionQuery,
 *    the same src/quran/search/words.ts);
 *  - results are ranked by public/pagefind-ranked/pagefind.js (phrase, then the Quran, for Arabic);
 *  - the translations' own index (/edition-search/, src/site/edition-index.ts) is searched too
 *    (by the wrapper, public/pagefind-ranked/edition-search.js, shown after the site's pages), so a word
 *    of any edition finds its ayah, opened in that edition;
 *  - a result in the Quran reader shows each ayah as written, with the matched words marked, and
 *    links to the ayah (`/quran/2/#255`, the sub-result of the ayah's heading), in the interface's
 *    language (`/ar/quran/2/?edition=id-affairs#255` from the Arabic site).
 */
// @ts-expect-error: the package ships no types.
import { PagefindUI as BaseUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { PREFIXED_LANGS, langOfPath, type Lang } from './langs';
import { SEARCH_ROOT } from './strings/search-root';
import { SURAH_TITLE } from './strings/surah-title';
import { loadFontsFor } from './other-fonts';
import { ayahResult, foldEditionQuery, foldQuery, type SearchResult } from './search-terms';

/** The editions' form of each query the box sent, by the site's form (read by the search wrapper). */
const editionTerms = new Map<string, string>();
(globalThis as { pagefindEditionTerms?: Map<string, string> }).pagefindEditionTerms = editionTerms;
/** The root asked for by each `root:` query the box sent, by the site's form (read by the search wrapper). */
const rootTerms = new Map<string, string>();
(globalThis as { pagefindRootTerms?: Map<string, string> }).pagefindRootTerms = rootTerms;

/** An edition result's address in the interface's language: the editions' bundle knows only the English site's. */
function inInterfaceLanguage(url: string, baseUrl: string): string {
  const lang = langOfPath(location.pathname, baseUrl);
  if (lang === 'en' || !(PREFIXED_LANGS as string[]).includes(lang)) return url;
  const base = baseUrl.replace(/\/$/, '');
  return url.startsWith(`${base}/quran/`) ? `${base}/${lang}${url.slice(base.length)}` : url;
}

export class PagefindUI extends BaseUI {
  constructor(options: Record<string, unknown>) {
    const ownTerm = options.processTerm as ((term: string) => string) | undefined;
    const ownResult = options.processResult as ((result: SearchResult) => SearchResult | void) | undefined;
    const baseUrl = String(options.baseUrl ?? '/');
    const bundlePath = String(options.bundlePath ?? '/pagefind/');
    const interfaceLang = document.documentElement.lang || 'en';
    let query = '';
    super({
      ...options,
      // The search API with the site's ranking (public/pagefind-ranked/pagefind.js wraps Pagefind's).
      bundlePath: bundlePath.replace(/pagefind\/$/, 'pagefind-ranked/'),
      processTerm: (term: string) => {
        const typed = ownTerm ? ownTerm(term) : term;
        query = foldQuery(typed);
        // `root:رحم`: the root's occurrences (public/pagefind-ranked/pagefind.js reads the root's file).
        const root = /^\s*root\s*[:：]\s*(.+)$/iu.exec(term);
        if (root) {
          query ||= term.trim();
          rootTerms.set(query, root[1]!);
          return query;
        }
        rootTerms.delete(query);
        // The editions' index reads Arabic-script words in the translation search's units, not the
        // Quran's normalization: public/pagefind-ranked/pagefind.js takes that form from here.
        editionTerms.set(query, foldEditionQuery(typed, interfaceLang));
        return query;
      },
      processResult: (result: SearchResult) => {
        const root = (result.meta as Record<string, string> | undefined)?.root;
        if (root) return result.meta?.occurrences ? { ...result, meta: { ...result.meta, title: rootTitle(interfaceLang as Lang, (result.meta.title ?? '').split(' · ')[0]!, result.meta.occurrences) } } : result;
        if (result.meta?.lang) loadFontsFor(result.meta.lang);
        const rewritten = ayahResult((ownResult?.(result) as SearchResult | undefined) ?? result, query);
        if (!/[?&]edition=/.test(rewritten.url)) return rewritten;
        return { ...rewritten, meta: editionTitle(interfaceLang as Lang, rewritten.meta), url: inInterfaceLanguage(rewritten.url, baseUrl), sub_results: rewritten.sub_results.map((sub) => ({ ...sub, url: inInterfaceLanguage(sub.url, baseUrl) })) };
      },
    });
  }
}

/** A root's result title in the interface's language (the one interface string the search box needs: not the whole table). */
function rootTitle(lang: Lang, root: string, count: unknown): string {
  const template = (lang === 'en' ? undefined : SEARCH_ROOT[lang]) || SEARCH_ROOT.en;
  return template.replace('{root}', root).replace('{count}', String(count));
}

/**
 * An edition's result titled in the interface's language: the surah as the reader's title names it
 * (its Arabic name in Arabic and Urdu) and the edition by its own name (English keeps the English one).
 */
function editionTitle(lang: Lang, meta: SearchResult['meta']): SearchResult['meta'] {
  const fields = meta as Record<string, string> | undefined;
  if (lang === 'en' || !fields?.surah || !(lang in SURAH_TITLE)) return meta;
  const template = SURAH_TITLE[lang as Exclude<Lang, 'en'>] ?? SURAH_TITLE.en;
  const surah = template.replace('{number}', fields.surah).replace('{transliteration}', fields.transliteration ?? '').replace('{name}', fields.surah_ar || fields.transliteration || '');
  return { ...meta, title: `${surah} · ${fields.edition_name ?? ''}` };
}
