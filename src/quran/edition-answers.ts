/**
 * The answers of an edition's surah and ayah, with what they carry besides the text: its footnotes,
 * and the group of ayahs a publisher translated together (found by comparing the Arabic of the
 * corpus). Apart from the edition texts so that those are read without the corpus, which takes
 * its English from them (src/quran/corpus.ts imports src/quran/editions.ts, never the reverse).
 */
import { corpus } from './corpus';
import { editionFootnotes, editionTexts, type Edition, type Footnote } from './editions';
import { normalizeArabic } from './normalize';

/** Ayahs of one surah that a publisher translated as a group: the first and last ayah of the group. */
export interface SharedRange {
  from: number;
  to: number;
}

const sharedByEdition = new Map<string, (SharedRange | null)[][]>();

/**
 * For every ayah, the group it shares one text with, or null. Where a publisher translated ayahs
 * together, its file repeats the group's text under each of them (tr-diyanet 18:1-4): a run
 * of consecutive ayahs of one surah with the same text is such a group. Each ayah keeps its text
 * verbatim; `shared_with` says the text is the group's, so a reader shows it once.
 *
 * Not a group: ayahs that say the same in Arabic but for a leading "and", "so" or "then" (94:5-6
 * فإن مع العسر يسرا / إن مع العسر يسرا, 102:3-4), which a translator may well render alike.
 */
export function editionSharedRanges(id: string): (SharedRange | null)[][] {
  const known = sharedByEdition.get(id);
  if (known) return known;
  const ranges = editionTexts(id).map((texts, surahIndex) => {
    const marks: (SharedRange | null)[] = texts.map(() => null);
    for (let start = 0; start < texts.length; ) {
      let end = start;
      while (end + 1 < texts.length && texts[end + 1] === texts[start]) end++;
      if (end > start) {
        const first = arabicWords(surahIndex, start);
        let repeated = true;
        for (let i = start + 1; i <= end && repeated; i++) repeated = arabicWords(surahIndex, i) === first;
        if (!repeated) for (let i = start; i <= end; i++) marks[i] = { from: start + 1, to: end + 1 };
      }
      start = end + 1;
    }
    return marks;
  });
  sharedByEdition.set(id, ranges);
  return ranges;
}

/** An ayah's words without a leading ثم, or و / ف joined to its first word. */
const withoutLeadingParticle = (words: string) => words.replace(/^ثم /, '').replace(/^[وف](?=\S{2})/, '');

/** Each ayah's Arabic as the groups compare it, made once for all editions and only for ayahs whose translation repeats. */
const comparedArabic = new Map<number, string>();
function arabicWords(surahIndex: number, ayahIndex: number): string {
  const key = surahIndex * 1000 + ayahIndex;
  let words = comparedArabic.get(key);
  if (words === undefined) {
    words = withoutLeadingParticle(normalizeArabic(corpus()[surahIndex]!.ayahs[ayahIndex]!.arabic));
    comparedArabic.set(key, words);
  }
  return words;
}

function sharedOf(edition: Edition, surahNumber: number, ayahNumber: number): { shared_with?: SharedRange } {
  const range = editionSharedRanges(edition.id)[surahNumber - 1]![ayahNumber - 1];
  return range ? { shared_with: range } : {};
}

/** The footnotes of one ayah, as an answer carries them: only for editions that have footnotes. */
function footnotesOf(edition: Edition, surahNumber: number, ayahNumber: number): { footnotes?: Footnote[] } {
  const notes = editionFootnotes(edition.id);
  return notes ? { footnotes: notes[surahNumber - 1]![ayahNumber - 1]! } : {};
}

/** `GET /api/v1/editions/{id}/surah/{n}`: the surah list entry, the edition, and each ayah's text. */
export function editionSurahResponse<T extends object>(entry: T, surahNumber: number, edition: Edition) {
  const surahTexts = editionTexts(edition.id)[surahNumber - 1]!;
  return { ...entry, edition, ayahs: surahTexts.map((text, i) => ({ ayah_number: i + 1, text, ...footnotesOf(edition, surahNumber, i + 1), ...sharedOf(edition, surahNumber, i + 1) })) };
}

/** `GET /api/v1/editions/{id}/ayah/{s}/{a}`. */
export function editionAyahResponse(surahNumber: number, surahName: string, ayahNumber: number, edition: Edition) {
  return { surah_number: surahNumber, surah_name: surahName, ayah_number: ayahNumber, edition, text: editionTexts(edition.id)[surahNumber - 1]![ayahNumber - 1]!, ...footnotesOf(edition, surahNumber, ayahNumber), ...sharedOf(edition, surahNumber, ayahNumber) };
}
