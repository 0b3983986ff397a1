/**
 * Maps every corpus word onto our words (the ayah text we serve split at its spaces), checking each
 * pair letter by letter: the skeletons (buckwalter.ts `skeleton`) must be equal, or the pair must be
 * listed in WORD_DIFFERENCES with how it is resolved.
 */
import type { Surah } from '../corpus';
import { buckwalterToArabic, skeleton } from './buckwalter';
import type { QacSegment, QacWord } from './qac';
import { WORD_DIFFERENCES, type WordDifference } from './splits';

/** One of our words with the corpus annotation it carries. */
export interface MappedWord {
  surah: number;
  ayah: number;
  /** 1-based place in the ayah text we serve. */
  position: number;
  text: string;
  /** The corpus words it carries (usually one); locations `surah:ayah:position` in the corpus's numbering. */
  corpusWords: { location: string; segments: QacSegment[] }[];
  difference?: WordDifference;
}

const segmentSkeleton = (segments: readonly QacSegment[]) => skeleton(buckwalterToArabic(segments.map((s) => s.form).join('')));

/** Our words of every ayah, in order: [surah - 1][ayah - 1][position - 1]. */
export function mapWords(surahs: readonly Surah[], qacWords: readonly QacWord[]): MappedWord[][][] {
  const byAyah = new Map<string, QacWord[]>();
  for (const word of qacWords) {
    const key = `${word.surah}:${word.ayah}`;
    const list = byAyah.get(key) ?? [];
    if (word.position !== list.length + 1) throw new Error(`corpus word ${key}:${word.position} out of order`);
    list.push(word);
    byAyah.set(key, list);
  }
  const used = new Set<WordDifference>();
  const out = surahs.map((surah) =>
    surah.ayahs.map((ayah) => {
      const key = `${surah.number}:${ayah.number}`;
      const corpusWords = byAyah.get(key);
      if (!corpusWords) throw new Error(`the corpus has no words for ${key}`);
      if (/\s/.test(ayah.arabic.replaceAll(' ', ''))) throw new Error(`${key}: a space other than U+0020 in the text`);
      const ours = ayah.arabic.split(' ');
      const mapped: MappedWord[] = [];
      const location = (word: QacWord) => `${word.surah}:${word.ayah}:${word.position}`;
      let j = 0;
      for (let i = 0; i < ours.length; i++) {
        const word = corpusWords[j];
        if (!word) throw new Error(`${key}: our word ${i + 1} has no corpus word left`);
        const listed = WORD_DIFFERENCES.find((d) => d.surah === surah.number && d.ayah === ayah.number && d.position === i + 1);
        const base = { surah: surah.number, ayah: ayah.number, position: i + 1, text: ours[i]! };
        const equal = skeleton(ours[i]!) === segmentSkeleton(word.segments);
        if (!listed) {
          if (!equal) throw new Error(`${key}: our word ${i + 1} '${ours[i]}' and corpus word ${location(word)} differ and are not listed in WORD_DIFFERENCES`);
          mapped.push({ ...base, corpusWords: [{ location: location(word), segments: word.segments }] });
          j++;
          continue;
        }
        if (equal || listed.corpusPosition !== j + 1) throw new Error(`${key}: WORD_DIFFERENCES lists our word ${i + 1}, which is not a difference there`);
        used.add(listed);
        if (listed.kind === 'spelling') {
          mapped.push({ ...base, corpusWords: [{ location: location(word), segments: word.segments }], difference: listed });
          j++;
        } else if (listed.kind === 'joined') {
          const next = corpusWords[j + 1];
          if (!next || skeleton(ours[i]!) !== segmentSkeleton(word.segments) + segmentSkeleton(next.segments)) throw new Error(`${key}: listed join does not hold`);
          mapped.push({ ...base, corpusWords: [word, next].map((w) => ({ location: location(w), segments: w.segments })), difference: listed });
          j += 2;
        } else {
          const second = ours[i + 1];
          if (second === undefined || skeleton(ours[i]!) + skeleton(second) !== segmentSkeleton(word.segments)) throw new Error(`${key}: listed split does not hold`);
          const cut = word.segments.findIndex((_, k) => k > 0 && segmentSkeleton(word.segments.slice(0, k)) === skeleton(ours[i]!));
          const [first, rest] = cut > 0 ? [word.segments.slice(0, cut), word.segments.slice(cut)] : [word.segments, word.segments];
          mapped.push({ ...base, corpusWords: [{ location: location(word), segments: first }], difference: listed });
          mapped.push({ ...base, position: i + 2, text: second, corpusWords: [{ location: location(word), segments: rest }], difference: listed });
          i++;
          j++;
        }
      }
      if (j !== corpusWords.length) throw new Error(`${key}: ${corpusWords.length - j} corpus words left over`);
      return mapped;
    }),
  );
  const unused = WORD_DIFFERENCES.filter((d) => !used.has(d));
  if (unused.length > 0) throw new Error(`WORD_DIFFERENCES entries that are no difference: ${unused.map((d) => `${d.surah}:${d.ayah}:${d.position}`).join(', ')}`);
  return out;
}
