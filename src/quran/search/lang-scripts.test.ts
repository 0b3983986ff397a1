import { describe, expect, it } from 'vitest';
import { LANG_SCRIPTS } from './lang-scripts';
import { SEARCH_LANGS, langsWritingIn, scriptsOfLangFromText } from './query';

describe('LANG_SCRIPTS', () => {
  it.each(SEARCH_LANGS)('lang=%s: the scripts its default edition writes', (lang) => {
    expect(LANG_SCRIPTS[lang]).toEqual(scriptsOfLangFromText(lang));
  });

  it('names no language that is not searched', () => {
    expect(Object.keys(LANG_SCRIPTS).sort()).toEqual([...SEARCH_LANGS].sort());
  });

  it('tells the languages the letters of a query fit', () => {
    expect(langsWritingIn('Rahmat')).toContain('id');
    expect(langsWritingIn('милость')).toEqual(['ru', 'tg', 'uz']);
    expect(langsWritingIn('رحمت')).toEqual(['ar', 'dv', 'fa', 'ps', 'ug', 'ur']);
  });
});
