/**
 * Pagefind's default UI as Starlight's search box loads it (astro.config.mjs aliases
 * `@pagefind/default-ui` here), with two changes:
 *  - the typed query goes through the API's Arabic normalization (search-terms.ts, the same
 *    src/quran/normalize.ts code) before Pagefind sees it, as the reader pages' indexed text did;
 *  - results are ranked by public/pagefind-ranked/pagefind.js (phrase, then the Quran, for Arabic);
 *  - a result in the Quran reader shows each ayah as written, with the matched words marked, and
 *    links to the ayah (`/quran/2/#255`, the sub-result of the ayah's heading).
 */
// @ts-expect-error: the package ships no types.
import { PagefindUI as BaseUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { ayahResult, normalizeQuery, type SearchResult } from './search-terms';

export class PagefindUI extends BaseUI {
  constructor(options: Record<string, unknown>) {
    const ownTerm = options.processTerm as ((term: string) => string) | undefined;
    const ownResult = options.processResult as ((result: SearchResult) => SearchResult | void) | undefined;
    let query = '';
    super({
      ...options,
      // The search API with the site's ranking (public/pagefind-ranked/pagefind.js wraps Pagefind's).
      bundlePath: String(options.bundlePath ?? '/pagefind/').replace(/pagefind\/$/, 'pagefind-ranked/'),
      processTerm: (term: string) => {
        query = normalizeQuery(ownTerm ? ownTerm(term) : term);
        return query;
      },
      processResult: (result: SearchResult) => ayahResult((ownResult?.(result) as SearchResult | undefined) ?? result, query),
    });
  }
}
