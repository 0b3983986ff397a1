import { defineTypedRoute, type Route } from '../route';
import type { ParamReader } from '../params';
import { corpus, type Surah } from '../../quran/corpus';
import { findAyah, findSurah } from '../../quran/lookup';
import { ayahWordsResponse, lemmaKeys, lemmaResponse, readLemma, readRoot, rootArabic, rootKeys, rootResponse, rootsResponse } from '../../quran/words';

/** A surah by its number: 400 invalid_surah, or 404 surah_not_found. */
const surahParam: ParamReader<Surah> = (raw, name) => findSurah(corpus(), raw ?? '', name);
/** An ayah of the surah read before it: 400 invalid_ayah, or 404 ayah_not_found. */
const ayahParam: ParamReader<number> = (raw, _name, { surah }) => findAyah(surah as Surah, raw ?? '').number;
/** A root in Arabic letters (spaced or not, diacritics and hamza forms read) or Buckwalter: 400 invalid_root, 404 root_not_found. */
export const rootParam: ParamReader<string> = (raw, name) => readRoot(raw ?? '', name);
/** A lemma in Arabic (diacritics optional when unambiguous) or Buckwalter: 400 invalid_lemma or ambiguous_lemma, 404 lemma_not_found. */
export const lemmaParam: ParamReader<string> = (raw, name) => readLemma(raw ?? '', name);

/** `/api/v1/words`, `/api/v1/roots`, `/api/v1/lemmas`: the Quranic Arabic Corpus's annotation of every word (docs: /docs/words). */
export const wordRoutes: Route[] = [
  defineTypedRoute({
    id: 'words.ayah',
    group: 'quran',
    path: '/api/v1/words/:surah/:ayah',
    params: { surah: surahParam, ayah: ayahParam },
    files: [{ params: [], each: () => corpus().flatMap((surah) => surah.ayahs.map((ayah) => ({ surah: String(surah.number), ayah: String(ayah.number) }))) }],
    handle: ({ surah, ayah }) => ({ body: ayahWordsResponse(surah.number, ayah) }),
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
    params: { root: rootParam },
    files: [{ params: [], each: () => rootKeys().map((root) => ({ root: rootArabic(root) })) }],
    handle: ({ root }) => ({ body: rootResponse(root) }),
  }),
  defineTypedRoute({
    id: 'words.lemma',
    group: 'quran',
    path: '/api/v1/lemmas/:lemma',
    params: { lemma: lemmaParam },
    files: [{ params: [], each: () => lemmaKeys().map((lemma) => ({ lemma })) }],
    handle: ({ lemma }) => ({ body: lemmaResponse(lemma) }),
  }),
];
