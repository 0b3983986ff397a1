import { routeTable } from '../src/api/dispatch';
import type { Route } from '../src/api/route';
import type { App } from './app';

/**
 * The warm-up requests every live route declares (`Route.warmUp`), made through the whole edge in
 * process: not over the network, so they are not in the access log. What a route needs warm is the
 * route's to say: this file knows no domain.
 */
/** The warm-up's own client, an in-process name no socket can have: not counted against any limit. */
export const WARM_UP_CLIENT = 'warm-up';

interface WarmUp {
  target: string;
  /** What its answer waits for now (`Route.loading`), or undefined when it is answered at once. */
  loading: Promise<void> | undefined;
}

function warmUpsOf(route: Route): WarmUp[] {
  return (route.warmUp ?? []).map((target) => {
    const args = Object.fromEntries(new URL(target, 'http://warm-up').searchParams);
    return { target, loading: route.loading?.(args) };
  });
}

/**
 * Warms up, before the server says ready, every route whose answer waits for nothing; returns the
 * warm-ups of the others (a search whose index is still being loaded), made once their data is
 * loaded, while the server answers: the promise settles when they are done.
 */
export async function warmUp(app: App): Promise<{ later: Promise<void> }> {
  const warmUps = routeTable.routes.flatMap(warmUpsOf);
  for (const { target } of warmUps.filter((warm) => !warm.loading)) await warmUpOnce(app, target);
  const waiting = warmUps.filter((warm) => warm.loading);
  const later = (async () => {
    for (const { target, loading } of waiting) {
      await loading;
      await warmUpOnce(app, target);
    }
  })();
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
