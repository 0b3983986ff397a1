import { describe, expect, it } from 'vitest';
import { EDITIONS, editionTexts } from './editions';
import { editionAyahResponse, editionSharedRanges, editionSurahResponse } from './edition-answers';

describe('ayahs a publisher translated as a group (shared_with)', () => {
  it('marks every run of consecutive ayahs with one text, in every edition, and only those', () => {
    for (const edition of EDITIONS) {
      const texts = editionTexts(edition.id);
      editionSharedRanges(edition.id).forEach((marks, s) => {
        marks.forEach((range, a) => {
          // Unmarked: its text differs from both neighbours, or the Arabic repeats too (94:5-6).
          if (!range) return;
          expect(range.from).toBeLessThan(range.to);
          expect(a + 1).toBeGreaterThanOrEqual(range.from);
          expect(a + 1).toBeLessThanOrEqual(range.to);
          for (let i = range.from; i <= range.to; i++) expect(texts[s]![i - 1]).toBe(texts[s]![a]);
          // The run is whole: the ayahs beside it have another text.
          if (range.from > 1) expect(texts[s]![range.from - 2]).not.toBe(texts[s]![a]);
          if (range.to < texts[s]!.length) expect(texts[s]![range.to]).not.toBe(texts[s]![a]);
        });
      });
    }
  }, 180_000);

  it('counts the groups the publishers made: tr-diyanet 843 repeated ayahs, ar-muyassar and ug-saleh over 250, Saheeh International none', () => {
    const extra = (id: string) => editionSharedRanges(id).flatMap((marks) => marks.filter((range, a) => range && range.from !== a + 1)).length;
    expect(extra('tr-diyanet')).toBe(843);
    expect(extra('ar-muyassar')).toBeGreaterThan(1100);
    expect(extra('ug-saleh')).toBeGreaterThan(250);
    expect(extra('en-sahih')).toBe(0);
  });

  it('leaves alike translations of ayahs that repeat in Arabic unmarked (94:5-6)', () => {
    for (const id of ['fr-hamidullah', 'bn-khan', 'sq-nahi']) {
      expect(editionTexts(id)[93]![4]).toBe(editionTexts(id)[93]![5]);
      expect(editionSharedRanges(id)[93]![4]).toBeNull();
    }
  });

  it('answers the range on the edition ayah and surah, keeping each ayah text verbatim', () => {
    const diyanet = EDITIONS.find((edition) => edition.id === 'tr-diyanet')!;
    const first = editionAyahResponse(18, 'الكهف', 1, diyanet);
    const second = editionAyahResponse(18, 'الكهف', 2, diyanet);
    expect(first.shared_with).toEqual({ from: 1, to: 4 });
    expect(second.shared_with).toEqual({ from: 1, to: 4 });
    expect(second.text).toBe(first.text);
    expect(editionAyahResponse(18, 'الكهف', 5, diyanet)).not.toHaveProperty('shared_with');
    const surah = editionSurahResponse({ number: 18 }, 18, diyanet);
    expect(surah.ayahs[0]).toMatchObject({ ayah_number: 1, shared_with: { from: 1, to: 4 } });
    expect(surah.ayahs[4]).not.toHaveProperty('shared_with');
  });
});
