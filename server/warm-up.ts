import { routeTable } from '../src/api/dispatch';
import type { App } from './app';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process before the server says ready: not over the network, so they are not in the access log.
 */
/** The warm-up's own client, an in-process name no socket can have: not counted against any limit. */
export const WARM_UP_CLIENT = 'warm-up';

export async function warmUp(app: App): Promise<void> {
  for (const target of routeTable.routes.flatMap((route) => route.warmUp ?? [])) {
    // A client of its own, outside the limits: the indexes it loads (seconds of work in all) would
    // use up any budget of work and leave the later warm-ups answered 429, their indexes cold.
    const response = await app.request(target, { remoteAddress: WARM_UP_CLIENT });
    if (response.status !== 200) console.error(`warm-up request ${target} answered ${response.status}`);
  }
}
