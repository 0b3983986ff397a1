import quranEnglish from 'quran-json/dist/quran_en.json' with { type: 'json' };
import { getAyahMeta, findAyahIdBySurah, findManzilByAyahId, getSurahMeta } from 'quran-meta/hafs';
import surahNames from '../../data/surah-names.json' with { type: 'json' };
import { editionTexts } from './editions';
import { AYAH_COUNT, SURAH_COUNT } from './sources';

/**
 * Where quran-json's Uthmani text differs from the KFGQPC print in how words are separated, the print
 * wins (Tanzil's Uthmani text agrees with the print on each). Written as code points, since the marks'
 * order matters (shadda before fatha, as the source has it). Each `from` must occur exactly once in its
 * ayah, or loading fails; /docs/quran/ lists them. Search finds both spellings.
 */
export const PRINT_CORRECTIONS: readonly { surah: number; ayah: number; from: string; to: string; why: string }[] = [
  { surah: 2, ayah: 72, from: '\u2009', to: '', why: 'a thin space (U+2009) inside the one word فَٱدَّـٰرَٰٔتُمۡ' },
  { surah: 27, ayah: 20, from: '\u0645\u064e\u0627\u0644\u0650\u064a\u064e', to: '\u0645\u064e\u0627 \u0644\u0650\u064a\u064e', why: 'the print writes ما and لي apart' },
  { surah: 36, ayah: 22, from: '\u0648\u064e\u0645\u064e\u0627\u0644\u0650\u064a\u064e', to: '\u0648\u064e\u0645\u064e\u0627 \u0644\u0650\u064a\u064e', why: 'the print writes ما and لي apart' },
  { surah: 37, ayah: 164, from: '\u0648\u064e\u0645\u064e\u0627\u0645\u0650\u0646\u0651\u064e\u0627\u0653', to: '\u0648\u064e\u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627\u0653', why: 'the print writes ما and منا apart' },
  { surah: 41, ayah: 47, from: '\u0645\u064e\u0627\u0645\u0650\u0646\u0651\u064e\u0627', to: '\u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627', why: 'the print writes ما and منا apart' },
];

/** The Uthmani text of one ayah with the print's word separation. */
function asPrinted(surah: number, ayah: number, text: string): string {
  let out = text;
  for (const correction of PRINT_CORRECTIONS) {
    if (correction.surah !== surah || correction.ayah !== ayah) continue;
    if (out.split(correction.from).length !== 2) throw new Error(`quran-json ${surah}:${ayah}: expected '${correction.from}' once`);
    out = out.replace(correction.from, correction.to);
  }
  return out;
}

/** quran-json's transliteration, or the curated correction of it (data/surah-names.json), which must name the same source spelling. */
function transliterationOf(surah: number, quranJson: string, correction?: { quran_json: string; this_file: string }): string {
  if (correction === undefined) return quranJson;
  if (correction.quran_json !== quranJson) throw new Error(`data/surah-names.json: surah ${surah} corrects '${correction.quran_json}', quran-json has '${quranJson}'`);
  return correction.this_file;
}

/** quran-meta brands its surah numbers; ours are checked against the package counts below. */
type MetaSurahNumber = Parameters<typeof getSurahMeta>[0];

/** One ayah as this API knows it: text, translation and its place in the mushaf. */
export interface Ayah {
  surah: number;
  number: number;
  arabic: string;
  english: string;
  juz: number;
  page: number;
  /** Rub' al-hizb, 1-240: quarters of the 60 hizbs. */
  hizbQuarter: number;
  ruku: number;
  manzil: number;
  sajda: boolean;
}

export interface Surah {
  number: number;
  /** Arabic name with full diacritics, without the word سورة (curated: data/surah-names.json). */
  name: string;
  englishName: string;
  transliteration: string;
  revelationType: 'Meccan' | 'Medinan';
  revelationOrder: number;
  ayahs: Ayah[];
}

interface QuranJsonSurah {
  id: number;
  transliteration: string;
  verses: { id: number; text: string }[];
}

/**
 * Joins the pinned packages and the curated names into one model, checking the counts on the way.
 * Built once per process; every response generator reads from it.
 */
export function loadCorpus(): Surah[] {
  const source = quranEnglish as QuranJsonSurah[];
  if (source.length !== SURAH_COUNT) throw new Error(`quran-json: expected ${SURAH_COUNT} surahs, got ${source.length}`);
  const names = surahNames.surahs;
  const transliterations = new Map(surahNames.transliteration_corrections.map((entry) => [entry.number, entry]));
  // The English of every ayah object is Saheeh International as Tanzil publishes it (edition en-sahih).
  const english = editionTexts('en-sahih');
  const surahs = source.map((entry, index): Surah => {
    const number = index + 1;
    if (entry.id !== number) throw new Error(`quran-json: surah at index ${index} has id ${entry.id}`);
    const meta = getSurahMeta(number as MetaSurahNumber);
    const curated = names[index];
    if (!curated || curated.number !== number) throw new Error(`data/surah-names.json: entry ${index} is not surah ${number}`);
    if (meta.ayahCount !== entry.verses.length) {
      throw new Error(`surah ${number}: quran-meta has ${meta.ayahCount} ayahs, quran-json ${entry.verses.length}`);
    }
    return {
      number,
      name: curated.name,
      englishName: curated.english_name,
      transliteration: transliterationOf(number, entry.transliteration, transliterations.get(number)),
      revelationType: meta.isMeccan ? 'Meccan' : 'Medinan',
      revelationOrder: meta.surahOrder,
      ayahs: entry.verses.map((verse, i) => {
        if (verse.id !== i + 1) throw new Error(`quran-json: ayah ${number}:${i + 1} has id ${verse.id}`);
        const ayahId = findAyahIdBySurah(number as MetaSurahNumber, verse.id as Parameters<typeof findAyahIdBySurah>[1]);
        const ayahMeta = getAyahMeta(ayahId);
        return {
          surah: number,
          number: verse.id,
          arabic: asPrinted(number, verse.id, verse.text),
          english: english[index]![i]!,
          juz: ayahMeta.juz,
          page: ayahMeta.page,
          hizbQuarter: ayahMeta.rubAlHizbId,
          ruku: ayahMeta.ruku,
          manzil: findManzilByAyahId(ayahId),
          sajda: ayahMeta.isSajdahAyah,
        };
      }),
    };
  });
  alignQuartersWithMarks(surahs);
  const ayahTotal = surahs.reduce((sum, surah) => sum + surah.ayahs.length, 0);
  if (ayahTotal !== AYAH_COUNT) throw new Error(`expected ${AYAH_COUNT} ayahs, got ${ayahTotal}`);
  return surahs;
}

/** U+06DE, the rub' al-hizb sign the mushaf prints at the opening of a quarter (not at a surah's opening). */
const RUB_EL_HIZB = '\u06DE';

/**
 * Where the mushaf text prints ۞ on an ayah that quran-meta puts at the end of the previous
 * quarter, the printed mark wins: that ayah, and any before the package's start of the next
 * quarter, move into the next quarter. quran-meta 6.0.17 starts quarter 106 at 15:50; the KFGQPC
 * text marks 15:49 (as printed Madinah mushafs do). Every other quarter agrees (corpus.test.ts).
 */
function alignQuartersWithMarks(surahs: Surah[]): void {
  const ayahs = surahs.flatMap((surah) => surah.ayahs);
  for (let i = 1; i < ayahs.length; i++) {
    const ayah = ayahs[i]!;
    if (!ayah.arabic.includes(RUB_EL_HIZB) || ayah.hizbQuarter !== ayahs[i - 1]!.hizbQuarter) continue;
    const next = ayah.hizbQuarter + 1;
    for (let j = i; j < ayahs.length && ayahs[j]!.hizbQuarter === next - 1; j++) ayahs[j]!.hizbQuarter = next;
  }
}

let cached: Surah[] | undefined;

/** The corpus, loaded on first use. */
export function corpus(): Surah[] {
  cached ??= loadCorpus();
  return cached;
}
