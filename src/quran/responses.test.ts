import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';
import { ayahObject, surahListResponse, surahResponse } from './responses';
import { findAyah, findSurah } from './lookup';

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
    const last = findAyah(findSurah(surahs, '114'), '6');
    expect(ayahObject(surahs[113]!, last)).toMatchObject({ surah_number: 114, ayah_number: 6, juz: 30, page: 604 });
  });

  it('gives a surah with all its ayahs in order', () => {
    const surah = surahResponse(findSurah(surahs, '2'));
    expect(surah.ayahs.map((ayah) => ayah.ayah_number)).toEqual(Array.from({ length: 286 }, (_, i) => i + 1));
  });

  it('refuses surah and ayah numbers outside the mushaf', () => {
    expect(() => findSurah(surahs, '0')).toThrow(/no surah 0/);
    expect(() => findSurah(surahs, '2.5')).toThrow(/whole number/);
    expect(() => findAyah(surahs[0]!, '8')).toThrow(/ayahs 1 to 7/);
  });
});

describe('the corpus keeps the package text byte for byte', () => {
  it('serves every ayah exactly as quran-json has it', async () => {
    const { readFileSync } = await import('node:fs');
    const raw = JSON.parse(readFileSync(new URL('../../node_modules/quran-json/dist/quran_en.json', import.meta.url), 'utf8')) as { verses: { text: string; translation: string }[] }[];
    const surahs = corpus();
    let compared = 0;
    raw.forEach((surah, s) =>
      surah.verses.forEach((verse, a) => {
        expect(surahs[s]!.ayahs[a]!.arabic).toBe(verse.text);
        expect(surahs[s]!.ayahs[a]!.english).toBe(verse.translation);
        compared++;
      }),
    );
    expect(compared).toBe(6236);
  });
});
