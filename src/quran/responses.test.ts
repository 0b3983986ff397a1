import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import { ayahObject, surahListResponse, surahResponse } from './responses';

describe('Quran responses', () => {
  const surahs = corpus();

  it('lists 114 surahs whose ayah counts add up to 6,236', () => {
    const list = surahListResponse(surahs);
    expect(list.count).toBe(114);
    expect(list.surahs.reduce((sum, entry) => sum + entry.ayah_count, 0)).toBe(6236);
  });

  it('takes the revelation type from quran-meta: 86 Meccan and 28 Medinan surahs', () => {
    const types = surahListResponse(surahs).surahs.map((entry) => entry.revelation_type);
    expect(types.filter((type) => type === 'Meccan')).toHaveLength(86);
    expect(types.filter((type) => type === 'Medinan')).toHaveLength(28);
  });

  it('marks exactly the 15 sajda ayahs', () => {
    const sajdas = surahs.flatMap((surah) => surah.ayahs.filter((ayah) => ayah.sajda).map((ayah) => `${ayah.surah}:${ayah.number}`));
    expect(sajdas).toEqual(['7:206', '13:15', '16:50', '17:109', '19:58', '22:18', '22:77', '25:60', '27:26', '32:15', '38:24', '41:38', '53:62', '84:21', '96:19']);
  });

  it('puts the last ayah on page 604 of juz 30', () => {
    const last = surahs[113]!.ayahs[5]!;
    expect(ayahObject(surahs[113]!, last)).toMatchObject({ surah_number: 114, ayah_number: 6, juz: 30, page: 604 });
  });

  it('gives a surah with all its ayahs in order', () => {
    const surah = surahResponse(surahs[1]!);
    expect(surah.ayahs.map((ayah) => ayah.ayah_number)).toEqual(Array.from({ length: 286 }, (_, i) => i + 1));
  });

});

describe('the corpus keeps the package text byte for byte', () => {
  it('serves every Arabic ayah as quran-json has it but the five word separations of the print, and the English as Tanzil publishes Saheeh International', async () => {
    const { readFileSync } = await import('node:fs');
    const raw = JSON.parse(readFileSync(new URL('../../node_modules/quran-json/dist/quran_en.json', import.meta.url), 'utf8')) as { verses: { text: string }[] }[];
    const tanzil = readFileSync(new URL('../../data/translations/en-sahih.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => /^\d+\|\d+\|/.test(line));
    const surahs = corpus();
    const corrected: string[] = [];
    let compared = 0;
    raw.forEach((surah, s) =>
      surah.verses.forEach((verse, a) => {
        const ayah = surahs[s]!.ayahs[a]!;
        if (ayah.arabic !== verse.text) corrected.push(`${s + 1}:${a + 1}`);
        expect(ayah.english).toBe(tanzil[compared]!.split('|').slice(2).join('|'));
        compared++;
      }),
    );
    expect(compared).toBe(6236);
    expect(corrected).toEqual(['2:72', '27:20', '36:22', '37:164', '41:47']);
    // The print writes the words apart (Tanzil's Uthmani text agrees); 2:72 is one word again.
    expect(surahs[36]!.ayahs[163]!.arabic.split(' ').slice(0, 2).join(' ')).toBe('\u0648\u064e\u0645\u064e\u0627 \u0645\u0650\u0646\u0651\u064e\u0627\u0653');
    expect(surahs[1]!.ayahs[71]!.arabic).not.toContain('\u2009');
    expect(surahs[25]!.ayahs[122]!.english).toBe("'Aad denied the messengers");
  });
});
