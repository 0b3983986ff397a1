import { routeTable } from '../src/api/dispatch';
import type { App } from './app';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process before the server says ready: not over the network, so they are not in the access log.
 * What a route needs warm is the route's to say: this file knows no domain.
 */
/** The warm-up's own client, an in-process name no socket can have: not counted against any limit. */
export const WARM_UP_CLIENT = 'warm-up';

export async function warmUp(app: App): Promise<void> {
  for (const target of routeTable.routes.flatMap((route) => route.warmUp ?? [])) {
    // A client of its own, outside the limits: loading the indexes takes a few hundred ms in all,
    // which would use up a client's budget and leave the later warm-ups answered 429, their indexes cold.
    const response = await app.request(target, { remoteAddress: WARM_UP_CLIENT });
    if (response.status !== 200) console.error(`warm-up request ${target} answered ${response.status}`);
    // A turn of the event loop between warm-ups, so that files are answered while the live routes warm.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
