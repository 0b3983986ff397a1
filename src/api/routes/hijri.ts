import type { Route } from '../route';

export const hijriRoutes: Route[] = [];
