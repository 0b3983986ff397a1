import { routeTable } from '../src/api/dispatch';
import type { App } from './app';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process before the server says ready: not over the network, so they are not in the access log.
 */
export async function warmUp(app: App): Promise<void> {
  for (const target of routeTable.routes.flatMap((route) => route.warmUp ?? [])) {
    // A client of its own: its work (indexes loaded on first use) is charged to no real client's limits.
    const response = await app.request(target, { remoteAddress: 'warm-up' });
    if (response.status !== 200) console.error(`warm-up request ${target} answered ${response.status}`);
  }
}
