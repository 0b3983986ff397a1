import { defineFixedRoute, defineTypedRoute, type Route } from '../route';
import { AYAH, SURAH } from '../vocabulary';
import { LEMMA, ROOT } from '../vocabulary/words';
import { corpus } from '../../quran/corpus';
import { ayahWordsResponse, lemmaKeys, lemmaResponse, rootArabic, rootKeys, rootResponse, rootsResponse } from '../../quran/words';

/** `/api/v1/words`, `/api/v1/roots`, `/api/v1/lemmas`: the Quranic Arabic Corpus's annotation of every word (docs: /docs/words). */
export const wordRoutes: Route[] = [
  defineTypedRoute({
    id: 'words.ayah',
    group: 'words',
    path: '/api/v1/words/:surah/:ayah',
    params: { surah: SURAH, ayah: AYAH },
    files: [{ params: [], each: () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) }))) }],
    handle: ({ surah, ayah }) => ({ body: ayahWordsResponse(surah.number, ayah.number) }),
  }),
  defineFixedRoute({ id: 'words.roots', group: 'words', path: '/api/v1/roots', body: () => rootsResponse() }),
  defineTypedRoute({
    id: 'words.root',
    group: 'words',
    path: '/api/v1/roots/:root',
    params: { root: ROOT },
    files: [{ params: [], each: () => rootKeys().map((root) => ({ root: rootArabic(root) })) }],
    handle: ({ root }) => ({ body: rootResponse(root) }),
  }),
  defineTypedRoute({
    id: 'words.lemma',
    group: 'words',
    path: '/api/v1/lemmas/:lemma',
    params: { lemma: LEMMA },
    files: [{ params: [], each: () => lemmaKeys().map((lemma) => ({ lemma })) }],
    handle: ({ lemma }) => ({ body: lemmaResponse(lemma) }),
  }),
];
