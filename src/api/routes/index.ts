import type { Route } from '../route';
import { quranRoutes } from './quran';
import { quranSearchRoutes } from './quran-search';
import { hijriRoutes } from './hijri';
import { jummalRoutes } from './jummal';
import { wordRoutes } from './words';
import { prayerRoutes } from './prayer';
import { verifyQuoteRoutes } from './verify-quote';
import { recitationRoutes } from './recitations';

/** Every API route, in the order they are matched. Each live route says its own warm-up (`Route.warmUp`). */
export const allRoutes: readonly Route[] = [...quranRoutes, ...quranSearchRoutes, ...hijriRoutes, ...jummalRoutes, ...wordRoutes, ...prayerRoutes, ...verifyQuoteRoutes, ...recitationRoutes];
