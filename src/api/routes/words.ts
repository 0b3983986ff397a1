import { defineTypedRoute, type Route } from '../route';
import { AYAH, SURAH } from '../vocabulary';
import { defineParam } from '../vocabulary/param';
import { corpus } from '../../quran/corpus';
import { ayahWordsResponse, lemmaKeys, lemmaResponse, readLemma, readRoot, rootArabic, rootKeys, rootResponse, rootsResponse } from '../../quran/words';

/** A root in Arabic letters (spaced or not, diacritics and hamza forms read) or Buckwalter: 400 invalid_root, 404 root_not_found. */
const ROOT = defineParam({
  description: 'a root in Arabic letters, spaced or not (diacritics and hamza forms are read), or in Buckwalter',
  example: 'رحم',
  schema: { type: 'string' },
  codes: ['invalid_root', 'root_not_found'],
  required: true,
  read: (raw, _earlier, name) => readRoot(raw, name),
});
/** A lemma in Arabic (diacritics optional when unambiguous) or Buckwalter: 400 invalid_lemma or ambiguous_lemma, 404 lemma_not_found. */
const LEMMA = defineParam({
  description: 'a lemma as the corpus writes it in Arabic (diacritics optional when they are not needed to tell lemmas apart), or in Buckwalter',
  example: 'رَحْمَة',
  schema: { type: 'string' },
  codes: ['invalid_lemma', 'lemma_not_found', 'ambiguous_lemma'],
  required: true,
  read: (raw, _earlier, name) => readLemma(raw, name),
});

/** `/api/v1/words`, `/api/v1/roots`, `/api/v1/lemmas`: the Quranic Arabic Corpus's annotation of every word (docs: /docs/words). */
export const wordRoutes: Route[] = [
  defineTypedRoute({
    id: 'words.ayah',
    group: 'quran',
    path: '/api/v1/words/:surah/:ayah',
    params: { surah: SURAH, ayah: AYAH },
    files: [{ params: [], each: () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) }))) }],
    handle: ({ surah, ayah }) => ({ body: ayahWordsResponse(surah.number, ayah.number) }),
  }),
  defineTypedRoute({
    id: 'words.roots',
    group: 'quran',
    path: '/api/v1/roots',
    params: {},
    files: [{ params: [], each: () => [{}] }],
    handle: () => ({ body: rootsResponse() }),
  }),
  defineTypedRoute({
    id: 'words.root',
    group: 'quran',
    path: '/api/v1/roots/:root',
    params: { root: ROOT },
    files: [{ params: [], each: () => rootKeys().map((root) => ({ root: rootArabic(root) })) }],
    handle: ({ root }) => ({ body: rootResponse(root) }),
  }),
  defineTypedRoute({
    id: 'words.lemma',
    group: 'quran',
    path: '/api/v1/lemmas/:lemma',
    params: { lemma: LEMMA },
    files: [{ params: [], each: () => lemmaKeys().map((lemma) => ({ lemma })) }],
    handle: ({ lemma }) => ({ body: lemmaResponse(lemma) }),
  }),
];
