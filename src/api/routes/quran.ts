import { defineTypedRoute, type Route } from '../route';
import type { ParamReader } from '../params';
import { corpus, type Surah } from '../../quran/corpus';
import { ayahObject, surahListResponse, surahResponse } from '../../quran/responses';
import { findAyah, findSurah } from '../../quran/lookup';
import { DIVISION_COUNTS, DIVISION_KINDS, divisionResponse, parseDivisionNumber, randomAyah, sajdaResponse, type DivisionKind } from '../../quran/divisions';
import { EDITIONS, editionAyahResponse, editionSurahResponse, editionsResponse, findEdition } from '../../quran/editions';
import { surahEntry } from '../../quran/responses';
import { ayahObjectSources } from '../../quran/credits';

/** A surah by its number: 400 invalid_surah, or 404 surah_not_found. */
const surahParam: ParamReader<Surah> = (raw, name) => findSurah(corpus(), raw ?? '', name);
/** An ayah of the surah read before it: 400 invalid_ayah, or 404 ayah_not_found. */
const ayahParam: ParamReader<ReturnType<typeof findAyah>> = (raw, _name, { surah }) => findAyah(surah as Surah, raw ?? '');

const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

const divisionRoute = (kind: DivisionKind) =>
  defineTypedRoute({
    id: `quran.${kind}`,
    group: 'quran',
    path: `/api/v1/${kind}/:number`,
    params: { number: (raw) => parseDivisionNumber(kind, raw ?? '') },
    files: [{ params: [], each: () => Array.from({ length: DIVISION_COUNTS[kind] }, (_, i) => ({ number: String(i + 1) })) }],
    handle: ({ number }) => ({ body: { ...divisionResponse(corpus(), kind, number), sources: ayahObjectSources() } }),
  });

export const quranRoutes: Route[] = [
  defineTypedRoute({
    id: 'quran.surah-list',
    group: 'quran',
    path: '/api/v1/surah',
    params: {},
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: surahListResponse(corpus()) }),
  }),
  defineTypedRoute({
    id: 'quran.surah',
    group: 'quran',
    path: '/api/v1/surah/:number',
    params: { number: surahParam },
    files: [{ params: [], each: () => corpus().map((surah) => ({ number: String(surah.number) })) }],
    handle: ({ number }) => ({ body: { ...surahResponse(number), sources: ayahObjectSources() } }),
  }),
  defineTypedRoute({
    id: 'quran.ayah',
    group: 'quran',
    path: '/api/v1/ayah/:surah/:ayah',
    params: { surah: surahParam, ayah: ayahParam },
    files: [{ params: [], each: everyAyah }],
    handle: ({ surah, ayah }) => ({ body: { ...ayahObject(surah, ayah), sources: ayahObjectSources() } }),
  }),
  defineTypedRoute({
    id: 'quran.random-ayah',
    group: 'quran',
    path: '/api/v1/ayah/random',
    params: { surah: (raw, name) => (raw === undefined ? undefined : surahParam(raw, name, {})) },
    cacheable: false,
    handle: ({ surah }, ctx) => ({ body: { ...randomAyah(corpus(), ctx.random ?? Math.random, surah), sources: ayahObjectSources() }, noStore: true }),
  }),
  ...DIVISION_KINDS.map(divisionRoute),
  defineTypedRoute({
    id: 'quran.sajda',
    group: 'quran',
    path: '/api/v1/sajda',
    params: {},
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: { ...sajdaResponse(corpus()), sources: ayahObjectSources() } }),
  }),
  defineTypedRoute({
    id: 'quran.editions',
    group: 'quran',
    path: '/api/v1/editions',
    params: {},
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: editionsResponse() }),
  }),
  defineTypedRoute({
    id: 'quran.edition-surah',
    group: 'quran',
    path: '/api/v1/editions/:id/surah/:number',
    params: { id: (raw) => findEdition(raw ?? ''), number: surahParam },
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => corpus().map((surah) => ({ id: edition.id, number: String(surah.number) }))) }],
    handle: ({ id, number }) => ({ body: editionSurahResponse(surahEntry(number), number.number, id) }),
  }),
  defineTypedRoute({
    id: 'quran.edition-ayah',
    group: 'quran',
    path: '/api/v1/editions/:id/ayah/:surah/:ayah',
    params: { id: (raw) => findEdition(raw ?? ''), surah: surahParam, ayah: ayahParam },
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => everyAyah().map((args) => ({ id: edition.id, ...args }))) }],
    handle: ({ id, surah, ayah }) => ({ body: editionAyahResponse(surah.number, surah.name, ayah.number, id) }),
  }),
];
