import type { Route } from '../route';
import { quranRoutes } from './quran';
import { quranSearchRoutes } from './quran-search';
import { hijriRoutes } from './hijri';
import { jummalRoutes } from './jummal';
import { TRANSLATION_SEARCH_LANGS } from '../../quran/search-translations';

/** A word in each translation's script, for its warm-up search. */
const WARM_UP_WORD: Record<string, string> = { bn: 'আল্লাহ', ru: 'Аллах', ur: 'اللہ', zh: '主' };

/**
 * Warm-up requests of the live routes declared in files that do not say their own yet (see
 * `Route.warmUp`): the Hijri day changes with the clock; the search builds its index (about 1 s)
 * on the first search, and each translation's (0.3-0.5 s) on the first search in that language.
 */
const WARM_UP: Record<string, readonly string[]> = {
  'hijri.today': ['/v1/hijri/today'],
  'quran.search': [
    '/api/v1/search?q=%D8%A7&limit=1',
    '/api/v1/search?q=a&limit=1',
    ...TRANSLATION_SEARCH_LANGS.map((lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(WARM_UP_WORD[lang] ?? 'a')}`),
  ],
};

const withWarmUp = (route: Route): Route => (route.warmUp || !WARM_UP[route.id] ? route : { ...route, warmUp: WARM_UP[route.id] });

/** Every API route, in the order they are matched. */
export const allRoutes: readonly Route[] = [...quranRoutes, ...quranSearchRoutes, ...hijriRoutes, ...jummalRoutes].map(withWarmUp);
