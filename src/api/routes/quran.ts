import { defineFixedRoute, defineTypedRoute, type Route } from '../route';
import { AYAH, EDITION_ID, RECITER, SURAH, SURAH_FILTER, divisionNumber } from '../vocabulary';
import { corpus } from '../../quran/corpus';
import { ayahObject, surahEntry, surahListResponse, surahResponse } from '../../quran/responses';
import { DIVISION_COUNTS, DIVISION_KINDS, divisionResponse, randomAyah, sajdaResponse, type DivisionKind } from '../../quran/divisions';
import { EDITIONS, editionsResponse } from '../../quran/editions';
import { editionAyahResponse, editionSurahResponse } from '../../quran/edition-answers';
import { ayahObjectSources } from '../../quran/credits';
import { withAudio } from '../../recitations/audio';
import type { Reciter } from '../../recitations/catalogue';

/** The answer, with `audio` on each ayah when `reciter=` names one. */
const heard = <T extends object>(body: T, reciter: Reciter | undefined): object => (reciter ? withAudio(body, reciter) : body);

const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

const divisionRoute = (kind: DivisionKind) =>
  defineTypedRoute({
    id: `quran.${kind}`,
    group: 'quran',
    path: `/api/v1/${kind}/:number`,
    params: { number: divisionNumber(kind), reciter: RECITER },
    files: [{ params: [], each: () => Array.from({ length: DIVISION_COUNTS[kind] }, (_, i) => ({ number: String(i + 1) })) }],
    handle: ({ number, reciter }) => ({ body: heard({ ...divisionResponse(corpus(), kind, number), sources: ayahObjectSources() }, reciter) }),
  });

export const quranRoutes: Route[] = [
  defineFixedRoute({ id: 'quran.surah-list', group: 'quran', path: '/api/v1/surah', body: () => surahListResponse(corpus()) }),
  defineTypedRoute({
    id: 'quran.surah',
    group: 'quran',
    path: '/api/v1/surah/:number',
    params: { number: SURAH, reciter: RECITER },
    files: [{ params: [], each: () => corpus().map((surah) => ({ number: String(surah.number) })) }],
    handle: ({ number, reciter }) => ({ body: heard({ ...surahResponse(number), sources: ayahObjectSources() }, reciter) }),
  }),
  defineTypedRoute({
    id: 'quran.ayah',
    group: 'quran',
    path: '/api/v1/ayah/:surah/:ayah',
    params: { surah: SURAH, ayah: AYAH, reciter: RECITER },
    files: [{ params: [], each: everyAyah }],
    handle: ({ surah, ayah, reciter }) => ({ body: heard({ ...ayahObject(surah, ayah), sources: ayahObjectSources() }, reciter) }),
  }),
  defineTypedRoute({
    id: 'quran.random-ayah',
    group: 'quran',
    path: '/api/v1/ayah/random',
    params: { surah: SURAH_FILTER },
    cacheable: false,
    handle: ({ surah }, ctx) => ({ body: { ...randomAyah(corpus(), ctx.random ?? Math.random, surah), sources: ayahObjectSources() }, noStore: true }),
  }),
  ...DIVISION_KINDS.map(divisionRoute),
  defineFixedRoute({ id: 'quran.sajda', group: 'quran', path: '/api/v1/sajda', body: () => ({ ...sajdaResponse(corpus()), sources: ayahObjectSources() }) }),
  defineFixedRoute({ id: 'quran.editions', group: 'quran', path: '/api/v1/editions', body: () => editionsResponse() }),
  defineTypedRoute({
    id: 'quran.edition-surah',
    group: 'quran',
    path: '/api/v1/editions/:id/surah/:number',
    params: { id: EDITION_ID, number: SURAH, reciter: RECITER },
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => corpus().map((surah) => ({ id: edition.id, number: String(surah.number) }))) }],
    handle: ({ id, number, reciter }) => ({ body: heard(editionSurahResponse(surahEntry(number), number.number, id), reciter) }),
  }),
  defineTypedRoute({
    id: 'quran.edition-ayah',
    group: 'quran',
    path: '/api/v1/editions/:id/ayah/:surah/:ayah',
    params: { id: EDITION_ID, surah: SURAH, ayah: AYAH, reciter: RECITER },
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => everyAyah().map((args) => ({ id: edition.id, ...args }))) }],
    handle: ({ id, surah, ayah, reciter }) => ({ body: heard(editionAyahResponse(surah.number, surah.name, ayah.number, id), reciter) }),
  }),
];
