/**
 * Where the Quranic Arabic Corpus (which annotates the Tanzil Uthmani 1.0.2 text) and the KFGQPC text
 * this API serves (src/quran/corpus.ts) do not pair word for word with equal skeletons. Loading the
 * map fails on any difference not listed here, and on any entry that is no longer a difference;
 * words.test.ts counts every corpus word as mapped or listed.
 *
 * - `joined`: our one word holds two corpus words; it carries the segments of both.
 * - `split`: our two words are one corpus word; its segments are divided between them where their
 *   letters divide, otherwise both carry the whole word.
 * - `spelling`: one word each, written with different letters; mapped one to one.
 *
 * The print joins in PRINT_CORRECTIONS (27:20, 36:22, 37:164, 41:47) agree with the corpus once
 * applied, and 72:16 (وَأَلَّوِ) is one word in both texts, so none of them is listed.
 */
export interface WordDifference {
  surah: number;
  ayah: number;
  /** Our word's position (1-based), the first of the two for `split`. */
  position: number;
  /** The corpus word's position, the first of the two for `joined`. */
  corpusPosition: number;
  kind: 'joined' | 'split' | 'spelling';
  resolution: string;
}

export const WORD_DIFFERENCES: readonly WordDifference[] = [
  { surah: 2, ayah: 181, position: 3, corpusPosition: 3, kind: 'split', resolution: 'the print writes بَعۡدَ مَا apart, the corpus بعدما as one word: بعد (its first segment) goes to our word 3, ما to our word 4' },
  { surah: 8, ayah: 6, position: 4, corpusPosition: 4, kind: 'split', resolution: 'the print writes بَعۡدَ مَا apart, the corpus بعدما as one word: بعد goes to our word 4, ما to our word 5' },
  { surah: 13, ayah: 37, position: 8, corpusPosition: 8, kind: 'split', resolution: 'the print writes بَعۡدَ مَا apart, the corpus بعدما as one word: بعد goes to our word 8, ما to our word 9' },
  { surah: 37, ayah: 130, position: 3, corpusPosition: 3, kind: 'split', resolution: 'the print writes إِلۡ يَاسِينَ as two words, the corpus one proper noun of one segment: both our words carry it' },
  { surah: 15, ayah: 7, position: 1, corpusPosition: 1, kind: 'joined', resolution: 'the print writes لَّوۡمَا as one word, the corpus لو and ما apart: our word 1 carries both corpus words' },
  { surah: 12, ayah: 39, position: 1, corpusPosition: 1, kind: 'spelling', resolution: 'يَٰصَٰحِبَيِ: the Tanzil text writes the alef of صاحبي as ى with a dagger alef (يَٰصَىٰحِبَيِ), the print as a dagger alef alone; same word, mapped one to one' },
  { surah: 12, ayah: 41, position: 1, corpusPosition: 1, kind: 'spelling', resolution: 'يَٰصَٰحِبَيِ: as in 12:39; mapped one to one' },
];
