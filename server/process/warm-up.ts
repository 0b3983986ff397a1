import { routeTable } from '../../src/api/dispatch';
import type { App } from '../context';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process: not over the network, so they are not in the access log. What a route needs warm is the
 * route's to say: this file knows no domain.
 */
/** The warm-up's own client, an in-process name no socket can have: not counted against any limit. */
export const WARM_UP_CLIENT = 'warm-up';

/**
 * Warms up, before the server says ready, every route whose answers wait for nothing
 * (`Route.loading`); returns the warm-ups of the others (the search, whose indexes are loaded after
 * ready), made once `loaded` settles, while the server answers: `later` settles when they are done.
 * Their targets are read then, not before: a route may need its data to say them.
 */
export async function warmUp(app: App, loaded: Promise<unknown> = Promise.resolve()): Promise<{ later: Promise<void> }> {
  const waiting = routeTable.routes.filter((route) => route.loading);
  for (const route of routeTable.routes.filter((candidate) => !candidate.loading)) {
    for (const target of route.warmUp ?? []) await warmUpOnce(app, target);
  }
  const later = loaded.then(async () => {
    for (const route of waiting) for (const target of route.warmUp ?? []) await warmUpOnce(app, target);
  });
  return { later };
}

async function warmUpOnce(app: App, target: string): Promise<void> {
  // A client of its own, outside the limits: loading the indexes takes a few hundred ms in all,
  // which would use up a client's budget and leave the later warm-ups answered 429, their indexes cold.
  const response = await app.request(target, { remoteAddress: WARM_UP_CLIENT });
  if (response.status !== 200) console.error(`warm-up request ${target} answered ${response.status}`);
  // A turn of the event loop between warm-ups, so that files are answered while the live routes warm.
  await new Promise((resolve) => setImmediate(resolve));
}
