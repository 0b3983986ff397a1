/**
 * Search by root or lemma (`GET /api/v1/search?root=` and `?lemma=`): the ayahs holding a word of
 * that root or lemma in the Quranic Arabic Corpus (src/quran/words), optionally with `q` (both must
 * hold), in mushaf order, paged like every search. `matched_words` marks the words of the root or
 * lemma and those of `q`, indices into `arabic_text` split at its spaces as the words are numbered.
 */
import { InputError } from '../../shared/input-error';
import { readLemma, readRoot, rootArabic, lemmaArabic, wordsData, wordsSource } from '../words';
import { searchArabic } from './arabic';
import { searchIndex } from './quran-index';
import type { SearchResponse } from './index';
import { arabicTextSource, textSources } from '../credits';

export interface MorphologySearchOptions {
  root?: string;
  lemma?: string;
  query?: string;
  lang?: string;
  edition?: string;
  limit: number;
  offset: number;
  surah: number | null;
}

/** Ayah id → 0-based positions of the words with the root (or lemma). */
function wordsByAyah(root: string | undefined, lemma: string | undefined): Map<number, number[]> {
  const index = searchIndex();
  const out = new Map<number, number[]>();
  for (const word of wordsData().words.flat(2)) {
    const hit = word.corpusWords.some((corpusWord) =>
      corpusWord.segments.some((segment) => (root === undefined || segment.root === root) && (lemma === undefined || segment.lemma === lemma)),
    );
    if (!hit) continue;
    const id = index.surahStart[word.surah]! + word.ayah - 1;
    out.set(id, [...(out.get(id) ?? []), word.position - 1]);
  }
  return out;
}

export function searchByMorphology(options: MorphologySearchOptions): SearchResponse & { root?: string; lemma?: string; source: ReturnType<typeof wordsSource> } {
  const param = options.root !== undefined ? 'root' : 'lemma';
  if ((options.lang !== undefined && options.lang.toLowerCase() !== 'ar') || options.edition !== undefined) {
    throw new InputError('root_needs_arabic', `${param}= searches the words of the Arabic text: leave out ${options.edition !== undefined ? 'edition' : 'lang'} (or send lang=ar)`, options.edition !== undefined ? 'edition' : 'lang');
  }
  const root = options.root === undefined ? undefined : readRoot(options.root, 'root');
  const lemma = options.lemma === undefined ? undefined : readLemma(options.lemma, 'lemma');
  const index = searchIndex();
  const range = options.surah === null ? [0, index.ayahs.length] : [index.surahStart[options.surah]!, index.surahStart[options.surah + 1]!];
  const byAyah = wordsByAyah(root, lemma);
  let ids = [...byAyah.keys()].filter((id) => id >= range[0]! && id < range[1]!).sort((a, b) => a - b);
  let normalized = '';
  let queryWords: (id: number) => number[] = () => [];
  if (options.query !== undefined) {
    const found = searchArabic(index, options.query, [range[0]!, range[1]!]);
    if (found.normalized === '') throw new InputError('empty_query', 'the query has no Arabic letter or digit left after normalization; send at least one word, or leave q out', 'q');
    const matching = new Set(found.matches);
    ids = ids.filter((id) => matching.has(id));
    normalized = found.normalized;
    queryWords = found.matchedWords;
  }
  const results = ids.slice(options.offset, options.offset + options.limit).map((id) => {
    const ayah = index.ayahObjects[id]!;
    const marked = [...new Set([...byAyah.get(id)!, ...queryWords(id)])].sort((a, b) => a - b);
    return { ...ayah, matched_words: marked };
  });
  return {
    query: options.query ?? '',
    lang: 'ar',
    normalized_query: normalized,
    ...(root === undefined ? {} : { root: rootArabic(root) }),
    ...(lemma === undefined ? {} : { lemma: lemmaArabic(lemma) }),
    surah: options.surah,
    count: ids.length,
    limit: options.limit,
    offset: options.offset,
    results,
    searched: { lang: 'ar', field: 'arabic_text', editions: [arabicTextSource().id] },
    sources: textSources({ arabic_text: true, english_text: true }),
    source: wordsSource(),
  };
}
