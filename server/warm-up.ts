import { routeTable } from '../src/api/dispatch';
import { readSearchIndexFilesFrom } from '../src/quran/search/index-files';
import type { App } from './app';
import { say } from './log-writer';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process before the server says ready: not over the network, so they are not in the access log.
 */
/** The warm-up's own client, an in-process name no socket can have: not counted against any limit. */
export const WARM_UP_CLIENT = 'warm-up';

/**
 * @param searchIndexDir the build's prebuilt search indexes (`dist/search-indexes`): read instead of
 * built, which makes the search warm-ups, and so readiness, take a fraction of a second
 */
export async function warmUp(app: App, searchIndexDir?: string): Promise<void> {
  if (searchIndexDir) readSearchIndexFilesFrom(searchIndexDir, say);
  for (const target of routeTable.routes.flatMap((route) => route.warmUp ?? [])) {
    // A client of its own, outside the limits: the indexes it loads (seconds of work in all) would
    // use up any budget of work and leave the later warm-ups answered 429, their indexes cold.
    const response = await app.request(target, { remoteAddress: WARM_UP_CLIENT });
    if (response.status !== 200) console.error(`warm-up request ${target} answered ${response.status}`);
    // A turn of the event loop between warm-ups, so that files are answered while the live routes warm.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
