import type { Route } from '../route';
import { quranRoutes } from './quran';
import { quranSearchRoutes } from './quran-search';
import { hijriRoutes } from './hijri';
import { jummalRoutes } from './jummal';
import { prayerRoutes } from './prayer';
import { PREBUILT_SEARCH_EDITIONS, warmUpQuery } from '../../quran/search/translations';
import { EDITIONS } from '../../quran/editions';

/**
 * The translation languages whose index is loaded before the server says it is ready: those whose
 * index the build writes (PREBUILT_SEARCH_EDITIONS). The other languages' indexes (0.5-0.7 s each)
 * are built by their first search, so that readiness does not wait for them.
 */
const WARM_LANGS = [...new Set(EDITIONS.filter((edition) => PREBUILT_SEARCH_EDITIONS.includes(edition.id)).map((edition) => edition.language))];

/**
 * Warm-up requests of the live routes declared in files that do not say their own yet (see
 * `Route.warmUp`): the Hijri day changes with the clock; the search builds its index (about 1 s)
 * on the first search, and each translation's (0.5-0.7 s) on the first search in that language.
 */
const WARM_UP: Record<string, readonly string[]> = {
  'hijri.today': ['/v1/hijri/today'],
  'quran.search': [
    '/api/v1/search?q=%D8%A7&limit=1',
    '/api/v1/search?q=a&limit=1',
    ...WARM_LANGS.map((lang) => `/api/v1/search?lang=${lang}&limit=1&q=${encodeURIComponent(warmUpQuery(lang))}`),
  ],
};

const withWarmUp = (route: Route): Route => (route.warmUp || !WARM_UP[route.id] ? route : { ...route, warmUp: WARM_UP[route.id] });

/** Every API route, in the order they are matched. */
export const allRoutes: readonly Route[] = [...quranRoutes, ...quranSearchRoutes, ...hijriRoutes, ...jummalRoutes, ...prayerRoutes].map(withWarmUp);
