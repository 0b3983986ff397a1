import type { Route } from '../route';

export const jummalRoutes: Route[] = [];
