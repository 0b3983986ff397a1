import { describe, expect, it } from 'vitest';
import { arabicToBuckwalter, buckwalterToArabic, skeleton } from './buckwalter';
import { ayahWordsResponse, lemmaArabic, lemmaResponse, readLemma, readRoot, rootArabic, rootResponse, rootsResponse, wordsData } from './index';
import { loadQacWords } from './qac';
import { WORD_DIFFERENCES } from './splits';
import { InvalidValue } from '../../shared/input-error';
import published from './testdata/qac-published.json' with { type: 'json' };
import second from './testdata/second-source-sample.json' with { type: 'json' };

const qac = loadQacWords();
const data = wordsData();
const ours = data.words.flat(2);

const codeOf = (read: () => unknown) => {
  try {
    read();
    return 'read';
  } catch (error) {
    if (error instanceof InvalidValue) return error.code;
    throw error;
  }
};

describe('the map of the corpus words onto our text', () => {
  it('accounts for all 77,429 corpus words: each mapped to a word with the same skeleton, or listed in WORD_DIFFERENCES', () => {
    expect(qac.length).toBe(77429);
    const carried = new Set(ours.flatMap((word) => word.corpusWords.map((corpusWord) => corpusWord.location)));
    expect(carried.size).toBe(77429);
    let equal = 0;
    const listed = new Set<string>();
    for (const word of ours) {
      const letters = word.corpusWords.map((c) => skeleton(buckwalterToArabic(c.segments.map((s) => s.form).join('')))).join('');
      if (!word.difference && letters === skeleton(word.text)) equal++;
      else if (word.difference) for (const c of word.corpusWords) listed.add(c.location);
      else throw new Error(`${word.surah}:${word.ayah}:${word.position} unmapped`);
    }
    expect(equal + listed.size).toBe(77429);
    expect(listed.size).toBe(WORD_DIFFERENCES.length + 1);
  });

  it('gives every word of our text its annotation, in the order of the ayah text', () => {
    expect(ours.length).toBe(77429 + 4 - 1);
    for (const [s, surah] of data.words.entries()) {
      for (const [a, ayah] of surah.entries()) {
        expect(ayah.map((w) => w.position)).toEqual(ayah.map((_, i) => i + 1));
        expect(ayah.every((w) => w.surah === s + 1 && w.ayah === a + 1)).toBe(true);
      }
    }
  });

  it('lists the places the two texts divide words differently, with their resolution', () => {
    const at = (surah: number, ayah: number) => data.words[surah - 1]![ayah - 1]!;
    expect(at(15, 7)[0]!.corpusWords.map((c) => c.location)).toEqual(['15:7:1', '15:7:2']);
    expect(at(2, 181)[2]!.corpusWords[0]!.segments.map((s) => s.form)).toEqual(['baEoda']);
    expect(at(2, 181)[3]!.corpusWords[0]!.segments.map((s) => s.form)).toEqual(['maA']);
    expect(at(37, 130)[2]!.corpusWords[0]!.location).toBe(at(37, 130)[3]!.corpusWords[0]!.location);
    for (const [surah, ayah] of [[27, 20], [36, 22], [37, 164], [41, 47], [72, 16]] as const) {
      expect(at(surah, ayah).every((w) => !w.difference && w.corpusWords.length === 1)).toBe(true);
    }
  });
});

describe('every answer', () => {
  it('is made for each of the 6,236 ayahs, roots and lemmas', () => {
    let words = 0;
    for (const surah of data.words) for (const ayah of surah) words += ayahWordsResponse(ayah[0]!.surah, ayah[0]!.ayah).count;
    expect(words).toBe(ours.length);
    expect(rootsResponse().roots.reduce((sum, root) => sum + rootResponse(root.buckwalter).occurrences, 0)).toBe(49968);
    let occurrences = 0;
    for (const lemma of data.lemmas.keys()) occurrences += lemmaResponse(lemma).occurrences;
    expect(occurrences).toBe(qac.reduce((sum, w) => sum + w.segments.filter((s) => s.lemma !== undefined).length, 0));
  });

  it('writes the pronoun the text does not write (رَبِّ: the ي of my) as an empty segment', () => {
    const rabbi = ayahWordsResponse(3, 40).words[1]!;
    expect(rabbi.segments.map((s) => [s.kind, s.pos, s.text])).toEqual([['stem', 'N', buckwalterToArabic("rab~i")], ['suffix', 'PRON', '']]);
  });
});

describe('the figures the corpus publishes', () => {
  it('has its totals of words, segments, roots and lemmas', () => {
    expect(qac.length).toBe(published.totals.words.value);
    expect(qac.reduce((sum, w) => sum + w.segments.length, 0)).toBe(published.totals.segments.value);
    expect(data.roots.size).toBe(published.totals.roots.value);
    expect(data.lemmas.size).toBe(published.totals.lemmas.value);
  });

  it.each(published.roots)('has $occurrences occurrences of the root $root', ({ root, buckwalter, occurrences }) => {
    expect(readRoot(root)).toBe(buckwalter);
    expect(rootArabic(buckwalter)).toBe(root);
    expect([...data.roots.get(buckwalter)!.values()].flat().length).toBe(occurrences);
  });
});

describe('a second conversion of the corpus (second-source-sample.json)', () => {
  const byLocation = new Map(qac.map((word) => [`${word.surah}:${word.ayah}:${word.position}`, word]));
  it.each(second.words.map((w) => [w.location, w.text] as const))('%s: same roots and lemmas as `%s`', (location, line) => {
    const word = byLocation.get(location)!;
    expect(qac.indexOf(word)).toBe(second.words.find((w) => w.location === location)!.line - 1);
    expect(word.segments.flatMap((s) => (s.lemma ? [s.lemma] : []))).toEqual([...line.matchAll(/LEM:(\S+)/g)].map((m) => m[1]));
    expect(word.segments.flatMap((s) => (s.root ? [s.root] : []))).toEqual([...line.matchAll(/ROOT:(\S+)/g)].map((m) => m[1]));
  });
  it('is 200 words drawn over the whole Quran', () => {
    expect(new Set(second.words.map((w) => w.location)).size).toBe(200);
    expect(new Set(second.words.map((w) => w.location.split(':')[0])).size).toBeGreaterThan(50);
  });
});

describe('reading a root', () => {
  it.each(['رحم', 'ر ح م', 'ر-ح-م', 'رَحِمَ', 'rHm', ' رحم '])('reads %s as rHm', (raw) => expect(readRoot(raw)).toBe('rHm'));
  it.each(['أمن', 'امن', 'ءمن', 'إمن', 'آمن', 'ء م ن', 'Amn'])('reads the hamza of %s', (raw) => expect(readRoot(raw)).toBe('Amn'));
  it('reads ى as ي', () => expect(readRoot('هدى')).toBe('hdy'));
  it.each([
    ['', 'invalid_root'],
    ['ر', 'invalid_root'],
    ['رحمة', 'invalid_root'],
    ['rahm!', 'invalid_root'],
    ['رحمان', 'invalid_root'],
    ['كتك', 'root_not_found'],
    ['xyz', 'root_not_found'],
    ['ρ', 'invalid_root'],
  ])('refuses %j with %s', (raw, code) => expect(codeOf(() => readRoot(raw))).toBe(code));

  const refusal = (raw: string) => {
    try {
      readRoot(raw);
    } catch (error) {
      const invalid = error as { detailAbout: (name: string) => string; extra: Record<string, unknown> };
      return { detail: invalid.detailAbout('root'), extra: invalid.extra };
    }
    throw new Error(`${raw} was read`);
  };
  it.each([['رحمة', 'رحم'], ['رَحْمَة', 'رحم'], ['نعمة', 'نعم']])('says ة is no root letter in %s and offers %s', (raw, root) => {
    const { detail, extra } = refusal(raw);
    expect(detail).toContain('ة (ta marbuta) is no root letter');
    expect(detail).toContain(`/api/v1/roots/${root}`);
    expect(extra).toEqual({ suggestion: root });
  });
  it.each(['rahma', 'Rahim'])('tells a Latin spelling (%s) to use Arabic letters', (raw) => {
    expect(refusal(raw).detail).toContain('write the root in Arabic letters');
  });
});

describe('reading a lemma', () => {
  it('reads the corpus spelling, Buckwalter, and letters alone when they name one lemma', () => {
    expect(readLemma('رَّحْمَٰن')).toBe('r~aHoma`n');
    expect(readLemma('r~aHoma`n')).toBe('r~aHoma`n');
    expect(readLemma('رحمن')).toBe('r~aHoma`n');
    expect(readLemma('الله')).toBe('{ll~ah');
  });
  it('keeps apart the homographs the corpus numbers', () => {
    expect(lemmaArabic('maE2')).toBe(buckwalterToArabic('maE') + '2');
    expect(readLemma(lemmaArabic('maE2'))).toBe('maE2');
  });
  it.each([
    ['زززز', 'lemma_not_found'],
    ['abc$$ é', 'invalid_lemma'],
    ['علم', 'ambiguous_lemma'],
  ])('refuses %j with %s', (raw, code) => expect(codeOf(() => readLemma(raw))).toBe(code));
});

describe('Buckwalter', () => {
  it('round-trips every lemma of the corpus', () => {
    for (const lemma of data.lemmas.keys()) {
      const letters = lemma.replace(/\d+$/, '');
      expect(arabicToBuckwalter(buckwalterToArabic(letters))).toBe(letters);
    }
  });
});
