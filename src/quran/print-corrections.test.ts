/**
 * Where the text follows the KFGQPC print rather than quran-json in separating words (corpus.ts
 * PRINT_CORRECTIONS), a query finds the ayah whether it is typed as the print writes it or as the
 * package joined it.
 */
import { describe, expect, it } from 'vitest';
import { searchQuran } from './search';

const found = (query: string) => searchQuran({ query, lang: 'ar', limit: 50, offset: 0, surah: null }).results.map((result) => `${result.surah_number}:${result.ayah_number}`);

describe('the five places where we follow the print', () => {
  it.each([
    ['مالي لا أرى', 'ما لي لا أرى', '27:20'],
    ['ومالي لا أعبد', 'وما لي لا أعبد', '36:22'],
    ['ومامنا إلا له', 'وما منا إلا له', '37:164'],
    ['مامنا من شهيد', 'ما منا من شهيد', '41:47'],
  ])('finds %s and %s alike (%s)', (joined, apart, key) => {
    expect(found(joined)).toEqual([key]);
    expect(found(apart)).toEqual([key]);
  });

  it.each([
    ['لوما تأتينا', 'لو ما تأتينا', ['15:7']],
    ['وألو استقاموا', 'وأن لو استقاموا', ['72:16']],
    ['فإلم يستجيبوا', 'فإن لم يستجيبوا', ['11:14', '28:50']],
  ])('finds the print join %s typed apart as %s (%s)', (joined, apart, keys) => {
    expect(found(joined)).toEqual(keys);
    expect(found(apart)).toEqual(keys);
  });

  it('finds أَلَّن (18:48, 75:3) typed apart as أن لن, and keeps أَلَن "is it not" (3:124) apart from it', () => {
    expect(found('أن لن نجمع')).toEqual(['75:3']);
    expect(found('أن لن نجعل')).toEqual(['18:48']);
    expect(found('ألن يكفيكم')).toEqual(['3:124']);
    expect(found('أن لن يكفيكم')).toEqual([]);
  });

  it('finds 2:72 by its one word, now that no thin space splits it', () => {
    expect(found('فادارأتم')).toEqual(['2:72']);
    expect(found('فادار')).toContain('2:72');
  });
});
