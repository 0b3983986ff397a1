/**
 * Checks the curated surah names in data/surah-names.json against the pinned packages and against
 * the conventions documented in data/README.md ("Surah names").
 */
import { describe, expect, it } from 'vitest';
import { getSurahMeta, type Surah } from 'quran-meta/hafs';
import quranEnglish from 'quran-json/dist/quran_en.json' with { type: 'json' };
import surahNames from '../../data/surah-names.json' with { type: 'json' };
import { corpus } from './corpus';

interface QuranJsonSurah {
  id: number;
  name: string;
  verses: { id: number; text: string }[];
}

const quranJson = quranEnglish as QuranJsonSurah[];
const surahs = surahNames.surahs;

const FATHA = '\u064E';
const DAMMA = '\u064F';
const KASRA = '\u0650';
const SHADDA = '\u0651';
const SUKUN = '\u0652';
const MADDAH = '\u0653';
const DAGGER_ALEF = '\u0670';
/** A vowel, or a sukun: what a letter must carry in a fully vocalised word. */
const VOWELS = [FATHA, DAMMA, KASRA, SUKUN, DAGGER_ALEF];
/** Marks that would be a case ending (or pausal sukun) on the last letter. */
const ENDING_MARKS = /[\u064B-\u0650\u0652]/;
const ALLOWED_MARKS = new Set([FATHA, DAMMA, KASRA, SHADDA, SUKUN, MADDAH, DAGGER_ALEF]);
const SUN_LETTERS = new Set([...'تثدذرزسشصضطظلن']);

/** Arabic diacritics removed (U+064B–U+065F, U+0670) and alef wasla folded to alef. */
function strip(text: string): string {
  return text.normalize('NFC').replace(/[\u064B-\u065F\u0670]/g, '').replace(/\u0671/g, '\u0627');
}

/** The same for Uthmani verse text, which also uses the small Quranic marks and tatweel. */
function stripUthmani(text: string): string {
  return strip(text).replace(/[\u06D6-\u06ED\u0640]/g, '');
}

interface Letter {
  base: string;
  marks: string;
}

function letters(word: string): Letter[] {
  const out: Letter[] = [];
  for (const char of word) {
    if (/[\u064B-\u065F\u0670]/.test(char)) {
      const last = out[out.length - 1];
      if (!last) throw new Error(`word starts with a mark: ${word}`);
      last.marks += char;
    } else {
      out.push({ base: char, marks: '' });
    }
  }
  return out;
}

const hasVowel = (letter: Letter | undefined) => !!letter && VOWELS.some((mark) => letter.marks.includes(mark));

/**
 * Where this file's letters differ from quran-json's plain name (which copies Tanzil's metadata).
 * Each is explained in data/surah-names.json (`spelling_differences`) and data/README.md.
 */
const QURAN_JSON_DIFFERENCES: Record<number, { quranJson: string; ours: string }> = {
  14: { quranJson: 'ابراهيم', ours: 'إبراهيم' },
  76: { quranJson: 'الانسان', ours: 'الإنسان' },
  82: { quranJson: 'الإنفطار', ours: 'الانفطار' },
  84: { quranJson: 'الإنشقاق', ours: 'الانشقاق' },
};

/** Where quran-meta's name differs from this file's letters: its surah 42 has ي (U+064A) for ى (U+0649). */
const QURAN_META_DIFFERENCES: Record<number, { quranMeta: string; ours: string }> = {
  42: { quranMeta: 'الشوري', ours: 'الشورى' },
};

/** The disjoined-letter names, written with the mushaf's marks (see data/README.md). */
const DISJOINED_LETTERS: Record<number, string> = {
  20: 'طٰهٰ',
  36: 'يٰسٓ',
  38: 'صٓ',
  50: 'قٓ',
};

/** Verb names whose final vowel is part of the word, not a case ending. */
const FINAL_VOWEL_KEPT = new Set([80]);

describe('data/surah-names.json', () => {
  it('has provenance and exactly 114 entries of {number, name, english_name}', () => {
    expect(typeof surahNames.source).toBe('string');
    expect(surahNames.source).not.toMatch(/PLACEHOLDER/i);
    expect(surahNames.source.length).toBeGreaterThan(0);
    expect(surahs).toHaveLength(114);
    for (const entry of surahs) expect(Object.keys(entry).sort()).toEqual(['english_name', 'name', 'number']);
  });

  it('numbers the surahs 1..114 in order', () => {
    expect(surahs.map((entry) => entry.number)).toEqual(Array.from({ length: 114 }, (_, i) => i + 1));
  });

  it('matches the contract example for surah 1', () => {
    expect(surahs[0]).toEqual({ number: 1, name: 'الْفَاتِحَة', english_name: 'The Opening' });
  });

  it("has quran-json's plain name once diacritics are stripped (except the documented spelling differences)", () => {
    for (const entry of surahs) {
      const plain = quranJson[entry.number - 1]!;
      expect(plain.id).toBe(entry.number);
      const known = QURAN_JSON_DIFFERENCES[entry.number];
      if (known) {
        // The list must stay true: quran-json still has its spelling, and ours is the documented one.
        expect(plain.name, `surah ${entry.number} in quran-json`).toBe(known.quranJson);
        expect(strip(entry.name), `surah ${entry.number}`).toBe(known.ours);
      } else {
        expect(strip(entry.name), `surah ${entry.number}`).toBe(plain.name);
      }
    }
  });

  it('documents the same spelling differences in the JSON as this test allows', () => {
    const documented = surahNames.spelling_differences.map((d) => [d.number, d.quran_json, strip(d.this_file)]);
    const allowed = Object.entries(QURAN_JSON_DIFFERENCES).map(([n, d]) => [Number(n), d.quranJson, d.ours]);
    expect(documented).toEqual(allowed);
    for (const d of surahNames.spelling_differences) expect(surahs[d.number - 1]!.name).toBe(d.this_file);
  });

  it('is backed by the mushaf text for each spelling difference (hamzat qat\u02bf in 14 and 76, wasl in 82 and 84)', () => {
    const verse = (surah: number, ayah: number) => stripUthmani(quranJson[surah - 1]!.verses[ayah - 1]!.text);
    expect(verse(14, 35)).toContain('إبرهيم');
    expect(verse(76, 1)).toContain('الإنسن');
    expect(verse(82, 1).split(' ')).toContain('انفطرت');
    expect(verse(84, 1).split(' ')).toContain('انشقت');
  });

  it("agrees with quran-meta's name stripped of diacritics (except its documented typo in 42)", () => {
    for (const entry of surahs) {
      const meta = strip(getSurahMeta(entry.number as Surah).name);
      const known = QURAN_META_DIFFERENCES[entry.number];
      if (known) {
        expect(meta, `surah ${entry.number} in quran-meta`).toBe(known.quranMeta);
        expect(strip(entry.name), `surah ${entry.number}`).toBe(known.ours);
      } else {
        expect(strip(entry.name), `surah ${entry.number}`).toBe(meta);
      }
    }
  });

  it('carries at least one diacritic on every word', () => {
    for (const entry of surahs) {
      for (const word of entry.name.split(' ')) {
        expect(/[\u064B-\u065F\u0670]/.test(word), `surah ${entry.number}: "${word}"`).toBe(true);
      }
    }
  });

  it('never contains the word سورة', () => {
    for (const entry of surahs) {
      expect(strip(entry.name)).not.toContain('سورة');
      expect(strip(entry.name)).not.toContain('سوره');
    }
  });

  it('uses only Arabic letters, the allowed marks and single spaces, in NFC, with regular alef', () => {
    for (const entry of surahs) {
      const { name, number } = entry;
      expect(name, `surah ${number}`).toBe(name.normalize('NFC'));
      expect(name, `surah ${number}`).toBe(name.trim());
      expect(name, `surah ${number}`).not.toMatch(/\s{2,}/);
      expect(name, `surah ${number}: alef wasla`).not.toContain('\u0671');
      for (const char of name) {
        const ok = char === ' ' || (char >= '\u0621' && char <= '\u064A') || ALLOWED_MARKS.has(char);
        expect(ok, `surah ${number}: unexpected U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).toBe(true);
      }
    }
  });

  it('has no case ending on the final letter (a final shadda is part of the word)', () => {
    for (const entry of surahs) {
      if (DISJOINED_LETTERS[entry.number] || FINAL_VOWEL_KEPT.has(entry.number)) continue;
      const last = letters(entry.name).at(-1)!;
      expect(ENDING_MARKS.test(last.marks), `surah ${entry.number}: "${entry.name}"`).toBe(false);
    }
    expect(surahs[79]!.name).toBe('عَبَسَ');
  });

  it('writes the disjoined-letter names as documented', () => {
    for (const [number, name] of Object.entries(DISJOINED_LETTERS)) expect(surahs[Number(number) - 1]!.name).toBe(name);
  });

  it('follows the article convention: sukun on a moon lam, shadda on a sun letter, kasra before wasl', () => {
    let articles = 0;
    for (const entry of surahs) {
      for (const word of entry.name.split(' ')) {
        const ls = letters(word);
        if (ls.length < 3 || ls[0]!.base !== 'ا' || ls[1]!.base !== 'ل') continue;
        articles++;
        const [alef, lam, next] = [ls[0]!, ls[1]!, ls[2]!];
        const where = `surah ${entry.number}: "${word}"`;
        expect(alef.marks, where).toBe('');
        if (next.base === 'ا') {
          expect(lam.marks, `${where} (lam before wasl)`).toBe(KASRA);
          expect(next.marks, `${where} (wasl alef)`).toBe('');
        } else if (SUN_LETTERS.has(next.base)) {
          expect(lam.marks, `${where} (lam before a sun letter)`).toBe('');
          expect(next.marks, `${where} (sun letter)`).toContain(SHADDA);
        } else {
          expect(lam.marks, `${where} (lam before a moon letter)`).toBe(SUKUN);
        }
      }
    }
    expect(articles).toBeGreaterThan(80);
  });

  it('is fully vocalised: every letter carries its mark except long-vowel letters, the article and the last letter', () => {
    for (const entry of surahs) {
      if (DISJOINED_LETTERS[entry.number]) continue;
      const words = entry.name.split(' ');
      words.forEach((word, w) => {
        const ls = letters(word);
        const isArticle = ls.length > 2 && ls[0]!.base === 'ا' && ls[1]!.base === 'ل';
        ls.forEach((letter, k) => {
          const where = `surah ${entry.number}: "${word}", letter ${k + 1} (${letter.base})`;
          const prev = ls[k - 1];
          const vowelMarks = [...letter.marks].filter((mark) => VOWELS.includes(mark));
          expect(vowelMarks.length, `${where}: more than one vowel`).toBeLessThanOrEqual(1);
          if (w === words.length - 1 && k === ls.length - 1) return; // the final letter: checked above
          // Alef after fatha, alef of the article or of a wasl, آ, ى and the lam before a sun letter are never marked.
          const bare =
            (letter.base === 'ا' && (k === 0 || prev!.marks.includes(FATHA) || (isArticle && k === 2))) ||
            letter.base === 'آ' ||
            letter.base === 'ى' ||
            (isArticle && k === 1 && SUN_LETTERS.has(ls[2]!.base));
          // و after damma and ي after kasra are long vowels (bare, never sukun) unless they carry their own vowel.
          const longVowel =
            (letter.base === 'و' && !!prev?.marks.includes(DAMMA)) || (letter.base === 'ي' && !!prev?.marks.includes(KASRA));
          if (bare) expect(letter.marks, `${where}: should carry no mark`).toBe('');
          else if (longVowel && letter.marks === '') return;
          else if (longVowel) expect(letter.marks, `${where}: a long vowel takes no sukun`).toMatch(/^[\u064E-\u0650]\u0651?$/);
          else expect(hasVowel(letter), `${where}: missing vowel or sukun`).toBe(true);
        });
      });
    }
  });

  it('has a non-empty, trimmed english_name (Tanzil / AlQuran Cloud meanings)', () => {
    for (const entry of surahs) {
      expect(entry.english_name.length, `surah ${entry.number}`).toBeGreaterThan(0);
      expect(entry.english_name, `surah ${entry.number}`).toBe(entry.english_name.trim());
      expect(entry.english_name, `surah ${entry.number}`).not.toMatch(/\s{2,}/);
    }
    expect(surahs.slice(0, 5).map((entry) => entry.english_name)).toEqual([
      'The Opening',
      'The Cow',
      'The Family of Imraan',
      'The Women',
      'The Table',
    ]);
  });

  it('serves quran-json transliterations but the two it misspells, as Tanzil metadata spells them (Al-Anbiya, As-Saff)', () => {
    const served = corpus().map((surah) => surah.transliteration);
    expect(served[20]).toBe('Al-Anbiya');
    expect(served[60]).toBe('As-Saff');
    const corrected = new Set(surahNames.transliteration_corrections.map((entry) => entry.number));
    for (const surah of corpus()) {
      const source = (quranJson[surah.number - 1] as unknown as { transliteration: string }).transliteration;
      if (!corrected.has(surah.number)) expect(surah.transliteration, `surah ${surah.number}`).toBe(source);
      else expect(surah.transliteration, `surah ${surah.number}`).not.toBe(source);
    }
  });
});
