import type { Route } from '../route';
import { quranRoutes } from './quran';
import { hijriRoutes } from './hijri';
import { jummalRoutes } from './jummal';

/** Every API route, in the order they are matched. */
export const allRoutes: readonly Route[] = [...quranRoutes, ...hijriRoutes, ...jummalRoutes];
