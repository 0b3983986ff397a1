/**
 * The rate-limit table of /docs/limits/, from the declarations the server counts by: each group's
 * limit (src/api/rate-limits.ts) and the routes of the group (src/api/routes), so the page cannot
 * drift from the server.
 */
import { RATE_LIMITS } from '../api/rate-limits';
import type { RateGroup } from '../api/route';
import { allRoutes } from '../api/routes/index';

/** What each group holds, in words (a new group must be named here: the Record requires it). */
export const GROUP_LABELS: Record<RateGroup, string> = {
  hijri: 'Hijri calendar',
  prayer: 'Prayer times',
  qibla: 'Qibla',
  places: 'Places',
  jummal: 'Jummal',
  search: 'Quran search and quotation check',
  quran: 'Quran lookups: surahs, ayahs, editions, divisions and recitations',
  words: 'Quran words, roots and lemmas',
};

export interface RateLimitRow {
  group: RateGroup;
  /** Requests per second per client without a key; null: not limited. */
  perSecond: number | null;
  /** The paths of the group's routes, in the route table's order. */
  paths: string[];
}

/** One row per group, most limited first, unlimited last. */
export function rateLimitRows(routes: readonly { group: RateGroup; path: string }[] = allRoutes): RateLimitRow[] {
  const groups = Object.keys(RATE_LIMITS) as RateGroup[];
  return groups
    .map((group) => ({ group, perSecond: RATE_LIMITS[group], paths: [...new Set(routes.filter((route) => route.group === group).map((route) => route.path))] }))
    .filter((row) => row.paths.length > 0)
    .sort((a, b) => (a.perSecond ?? Infinity) - (b.perSecond ?? Infinity) || groups.indexOf(a.group) - groups.indexOf(b.group));
}
