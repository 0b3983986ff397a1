/**
 * Pagefind's default UI as Starlight's search box loads it (astro.config.mjs aliases
 * `@pagefind/default-ui` here), with one change: the typed query goes through the API's Arabic
 * normalization (search-terms.ts) before Pagefind sees it, as the reader pages' indexed text did.
 */
// @ts-expect-error: the package ships no types.
import { PagefindUI as BaseUI } from '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs';
import { normalizeQuery } from './search-terms';

export class PagefindUI extends BaseUI {
  constructor(options: Record<string, unknown>) {
    const own = options.processTerm as ((term: string) => string) | undefined;
    super({ ...options, processTerm: (term: string) => normalizeQuery(own ? own(term) : term) });
  }
}
