import { defineRoute, type Route } from '../route';
import { corpus } from '../../quran/corpus';
import { ayahObject, surahListResponse, surahResponse } from '../../quran/responses';
import { findAyah, findSurah } from '../../quran/lookup';

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
    files: [
      {
        params: [],
        each: () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) }))),
      },
    ],
    handle: ({ surah = '', ayah = '' }) => {
      const found = findSurah(corpus(), surah, 'surah');
      return { body: ayahObject(found, findAyah(found, ayah)) };
    },
  }),
];
