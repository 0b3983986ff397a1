import { defineRoute, type Route } from '../route';
import { corpus } from '../../quran/corpus';
import { ayahObject, surahListResponse, surahResponse } from '../../quran/responses';
import { findAyah, findSurah } from '../../quran/lookup';

export const quranRoutes: Route[] = [
  defineRoute({
    id: 'quran.surah-list',
    group: 'quran',
    forms: ['/api/v1/surah', '/api/v1/surah.json'],
    params: [],
    staticFile: '/api/v1/surah.json',
    staticArgs: () => [{}],
    handle: () => ({ body: surahListResponse(corpus()) }),
  }),
  defineRoute({
    id: 'quran.surah',
    group: 'quran',
    forms: ['/api/v1/surah/:number', '/api/v1/surah/:number.json'],
    params: ['number'],
    staticFile: '/api/v1/surah/:number.json',
    staticArgs: () => corpus().map((surah) => ({ number: String(surah.number) })),
    handle: ({ number = '' }) => ({ body: surahResponse(findSurah(corpus(), number)) }),
  }),
  defineRoute({
    id: 'quran.ayah',
    group: 'quran',
    forms: ['/api/v1/ayah/:surah/:ayah', '/api/v1/ayah/:surah/:ayah.json'],
    params: ['surah', 'ayah'],
    staticFile: '/api/v1/ayah/:surah/:ayah.json',
    staticArgs: function* () {
      for (const surah of corpus()) {
        for (const ayah of surah.ayahs) yield { surah: String(surah.number), ayah: String(ayah.number) };
      }
    },
    handle: ({ surah = '', ayah = '' }) => {
      const found = findSurah(corpus(), surah, 'surah');
      return { body: ayahObject(found, findAyah(found, ayah)) };
    },
  }),
];
