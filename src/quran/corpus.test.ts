import { describe, expect, it } from 'vitest';
import { corpus } from './corpus';

describe('hizb quarters against the marks printed in the text', () => {
  const ayahs = corpus().flatMap((surah) => surah.ayahs);

  it('starts a quarter at every ayah marked ۞ (U+06DE), 15:49 included', () => {
    const marked = ayahs.filter((ayah) => ayah.arabic.includes('\u06DE'));
    expect(marked.length).toBe(199);
    for (const ayah of marked) {
      const index = ayahs.indexOf(ayah);
      expect(ayah.hizbQuarter, `${ayah.surah}:${ayah.number}`).toBe(ayahs[index - 1]!.hizbQuarter + 1);
    }
    expect(ayahs.find((ayah) => ayah.surah === 15 && ayah.number === 49)!.hizbQuarter).toBe(106);
  });

  it('numbers 240 quarters, each starting where the one before ends', () => {
    const starts = ayahs.filter((ayah, i) => i === 0 || ayah.hizbQuarter !== ayahs[i - 1]!.hizbQuarter);
    expect(starts.map((ayah) => ayah.hizbQuarter)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
  });
});
