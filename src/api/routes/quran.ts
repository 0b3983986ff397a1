import { defineRoute, type Route } from '../route';
import { corpus } from '../../quran/corpus';
import { ayahObject, surahListResponse, surahResponse } from '../../quran/responses';
import { findAyah, findSurah } from '../../quran/lookup';
import { DIVISION_COUNTS, DIVISION_KINDS, divisionResponse, parseDivisionNumber, randomAyah, sajdaResponse, type DivisionKind } from '../../quran/divisions';
import { EDITIONS, editionAyahResponse, editionSurahResponse, editionsResponse, findEdition } from '../../quran/editions';
import { surahEntry } from '../../quran/responses';

const everyAyah = () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) })));

const divisionRoute = (kind: DivisionKind) =>
  defineRoute({
    id: `quran.${kind}`,
    group: 'quran',
    path: `/api/v1/${kind}/:number`,
    query: [],
    files: [{ params: [], each: () => Array.from({ length: DIVISION_COUNTS[kind] }, (_, i) => ({ number: String(i + 1) })) }],
    handle: ({ number = '' }) => ({ body: divisionResponse(corpus(), kind, parseDivisionNumber(kind, number)) }),
  });

export const quranRoutes: Route[] = [
  defineRoute({
    id: 'quran.surah-list',
    group: 'quran',
    path: '/api/v1/surah',
    query: [],
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: surahListResponse(corpus()) }),
  }),
  defineRoute({
    id: 'quran.surah',
    group: 'quran',
    path: '/api/v1/surah/:number',
    query: [],
    files: [{ params: [], each: () => corpus().map((surah) => ({ number: String(surah.number) })) }],
    handle: ({ number = '' }) => ({ body: surahResponse(findSurah(corpus(), number)) }),
  }),
  defineRoute({
    id: 'quran.ayah',
    group: 'quran',
    path: '/api/v1/ayah/:surah/:ayah',
    query: [],
    files: [{ params: [], each: everyAyah }],
    handle: ({ surah = '', ayah = '' }) => {
      const found = findSurah(corpus(), surah, 'surah');
      return { body: ayahObject(found, findAyah(found, ayah)) };
    },
  }),
  defineRoute({
    id: 'quran.random-ayah',
    group: 'quran',
    path: '/api/v1/ayah/random',
    query: ['surah'],
    cacheable: false,
    handle: ({ surah }, ctx) => {
      const within = surah === undefined ? undefined : findSurah(corpus(), surah, 'surah');
      return { body: randomAyah(corpus(), ctx.random ?? Math.random, within), noStore: true };
    },
  }),
  ...DIVISION_KINDS.map(divisionRoute),
  defineRoute({
    id: 'quran.sajda',
    group: 'quran',
    path: '/api/v1/sajda',
    query: [],
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: sajdaResponse(corpus()) }),
  }),
  defineRoute({
    id: 'quran.editions',
    group: 'quran',
    path: '/api/v1/editions',
    query: [],
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: editionsResponse() }),
  }),
  defineRoute({
    id: 'quran.edition-surah',
    group: 'quran',
    path: '/api/v1/editions/:id/surah/:number',
    query: [],
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => corpus().map((surah) => ({ id: edition.id, number: String(surah.number) }))) }],
    handle: ({ id = '', number = '' }) => {
      const edition = findEdition(id);
      const surah = findSurah(corpus(), number);
      return { body: editionSurahResponse(surahEntry(surah), surah.number, edition) };
    },
  }),
  defineRoute({
    id: 'quran.edition-ayah',
    group: 'quran',
    path: '/api/v1/editions/:id/ayah/:surah/:ayah',
    query: [],
    files: [{ params: [], each: () => EDITIONS.flatMap((edition) => everyAyah().map((args) => ({ id: edition.id, ...args }))) }],
    handle: ({ id = '', surah = '', ayah = '' }) => {
      const edition = findEdition(id);
      const found = findSurah(corpus(), surah, 'surah');
      const verse = findAyah(found, ayah);
      return { body: editionAyahResponse(found.number, found.name, verse.number, edition) };
    },
  }),
];
