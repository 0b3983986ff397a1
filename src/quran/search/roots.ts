/**
 * Search by root or lemma (`GET /api/v1/search?root=` and `?lemma=`): the ayahs holding a word of
 * that root or lemma in the Quranic Arabic Corpus (src/quran/words), optionally with `q` (both must
 * hold), in mushaf order, paged like every search. `matched_words` marks the words of the root or
 * lemma and those of `q`, indices into `arabic_text` split at its spaces as the words are numbered.
 */
import { InvalidValue } from '../../shared/input-error';
import { rootArabic, lemmaArabic, wordsData, wordsSource } from '../words';
import { searchArabic } from './arabic';
import { searchIndex } from './quran-index';
import type { SearchResponse } from './index';
import { arabicTextSource, textSources } from '../credits';
import { corpus } from '../corpus';

export interface MorphologySearchOptions {
  /** A root as the corpus keys it (Buckwalter, read by readRoot). */
  root?: string;
  /** A lemma as the corpus keys it (read by readLemma). */
  lemma?: string;
  query?: string;
  limit: number;
  offset: number;
  surah: number | null;
}

type PositionsByAyah = Map<number, number[]>;
interface MorphologyIndex {
  /** Buckwalter root → ayah id → 0-based positions of the words with a segment of that root. */
  roots: Map<string, PositionsByAyah>;
  lemmas: Map<string, PositionsByAyah>;
  /** `root lemma` → the words with a segment of both at once. */
  pairs: Map<string, PositionsByAyah>;
}

let morphology: MorphologyIndex | undefined;

/**
 * The ayahs and word positions of every root and lemma, made once from the corpus's words (about a
 * second with the words themselves): the server makes it before it says ready
 * (`prepareMorphologySearch`), so no search by root or lemma builds it or scans the words.
 */
function morphologyIndex(): MorphologyIndex {
  if (morphology) return morphology;
  const surahStart = [0, 0];
  for (const surah of corpus()) surahStart.push(surahStart[surahStart.length - 1]! + surah.ayahs.length);
  const roots = new Map<string, PositionsByAyah>();
  const lemmas = new Map<string, PositionsByAyah>();
  const pairs = new Map<string, PositionsByAyah>();
  const add = (into: Map<string, PositionsByAyah>, key: string, id: number, position: number) => {
    let byAyah = into.get(key);
    if (!byAyah) into.set(key, (byAyah = new Map()));
    const positions = byAyah.get(id);
    if (!positions) byAyah.set(id, [position]);
    else if (positions[positions.length - 1] !== position) positions.push(position);
  };
  for (const word of wordsData().words.flat(2)) {
    const id = surahStart[word.surah]! + word.ayah - 1;
    for (const corpusWord of word.corpusWords) {
      for (const segment of corpusWord.segments) {
        if (segment.root !== undefined) add(roots, segment.root, id, word.position - 1);
        if (segment.lemma !== undefined) add(lemmas, segment.lemma, id, word.position - 1);
        if (segment.root !== undefined && segment.lemma !== undefined) add(pairs, `${segment.root} ${segment.lemma}`, id, word.position - 1);
      }
    }
  }
  morphology = { roots, lemmas, pairs };
  return morphology;
}

/** Makes the words of the corpus and the index of their roots and lemmas now, before any search needs them. */
export function prepareMorphologySearch(): void {
  morphologyIndex();
}

/** Ayah id → 0-based positions of the words with the root (or lemma; with both, the words with both). */
function wordsByAyah(root: string | undefined, lemma: string | undefined): Map<number, number[]> {
  const index = morphologyIndex();
  const [into, key] = root === undefined ? [index.lemmas, lemma!] : lemma === undefined ? [index.roots, root] : [index.pairs, `${root} ${lemma}`];
  return into.get(key) ?? new Map<number, number[]>();
}

export function searchByMorphology(options: MorphologySearchOptions): SearchResponse & { root?: string; lemma?: string; source: ReturnType<typeof wordsSource> } {
  const { root, lemma } = options;
  const index = searchIndex();
  const range = options.surah === null ? [0, index.ayahs.length] : [index.surahStart[options.surah]!, index.surahStart[options.surah + 1]!];
  const byAyah = wordsByAyah(root, lemma);
  let ids = [...byAyah.keys()].filter((id) => id >= range[0]! && id < range[1]!).sort((a, b) => a - b);
  let normalized = '';
  let queryWords: (id: number) => number[] = () => [];
  if (options.query !== undefined) {
    const found = searchArabic(index, options.query, [range[0]!, range[1]!]);
    if (found.normalized === '') {
      throw new InvalidValue('empty_query', (name) => `the query has no Arabic letter or digit left after normalization; send at least one word, or leave ${name} out`, {}, 'query');
    }
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
