/**
 * Loads the data the routes declare (Route.data), each declaration once: what must be in memory
 * before the server listens, at once; the rest after it says ready. This file knows no domain.
 */
import { routeTable } from '../../src/api/dispatch';
import type { RouteData, RouteDataLoaded } from '../../src/api/route';

function declared(): RouteData[] {
  return [...new Set(routeTable.routes.flatMap((route) => (route.data ? [route.data] : [])))];
}

export function loadBeforeListening(distDir: string, warn: (message: string) => void): void {
  for (const data of declared()) data.beforeListening(distDir, warn);
}

export function loadAfterListening(distDir: string, options: { warn: (message: string) => void; stop: () => boolean }): Promise<{ name: string; loaded: RouteDataLoaded }[]> {
  return Promise.all(declared().map(async (data) => ({ name: data.name, loaded: await data.afterListening(distDir, options) })));
}
