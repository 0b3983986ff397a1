import type { RateGroup } from './route';

/**
 * Requests per second per client without a key, by the routes' group (contract §7; each route names
 * its group, src/api/routes). `quran` and `words` lookups are not limited. The server counts by it
 * (server/limits/rate-limit.ts) and /docs/limits/ shows it (src/site/rate-limit-table.ts).
 */
export const RATE_LIMITS: Record<RateGroup, number | null> = {
  hijri: 30,
  prayer: 30,
  qibla: 30,
  places: 30,
  jummal: 60,
  search: 30,
  quran: null,
  words: null,
};
