/**
 * The interface dictionary (src/site/i18n.ts): Arabic is complete, every language's strings keep
 * the placeholders of the English, each is drawn by the fonts of its language, and the helpers
 * pick the language from the address and the plural from the language's own rules.
 */
import { describe, expect, it } from 'vitest';
import { fontStack } from './fonts';
import { undrawnCodePoints } from './font-coverage';
import { LANGS, PREFIXED_LANGS, UI, ayahCount, langOfPath, localePath, sidebarLabel, t, type Key } from './i18n';

const entries = Object.entries(UI) as [Key, Record<string, string | undefined>][];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the interface dictionary', () => {
  it('has every string in Arabic', () => {
    const missing = entries.filter(([, entry]) => !entry.ar).map(([key]) => key);
    expect(missing).toEqual([]);
  });

  it('uses in every language only the placeholders its page fills', () => {
    // A surah is named by its Arabic name in Arabic and Urdu, by its transliteration elsewhere: the
    // page passes all of them (src/pages/quran/[surah].astro).
    const surahNames = ['englishName', 'name', 'number', 'transliteration', 'ayahs'];
    const filled: Partial<Record<Key, string[]>> = { 'reader.surahTitle': surahNames, 'reader.surahDescription': surahNames };
    const wrong: string[] = [];
    for (const [key, entry] of entries) {
      const allowed = filled[key] ?? placeholders(entry.en!);
      for (const lang of PREFIXED_LANGS) {
        const text = entry[lang];
        if (!text) continue;
        const used = placeholders(text);
        // A plural form may spell its number out (آية واحدة, آيتان); other strings use every placeholder of the English.
        const complete = key.startsWith('count.') || filled[key] || JSON.stringify(used) === JSON.stringify(allowed);
        if (!complete || used.some((name) => !allowed.includes(name!))) wrong.push(`${key} (${lang})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  for (const lang of LANGS) {
    it(`is drawn in ${lang} by the fonts of the ${lang} stack`, () => {
      const texts = entries.map(([, entry]) => entry[lang]).filter((text): text is string => !!text);
      expect(texts.length).toBeGreaterThan(50);
      expect(undrawnCodePoints(texts, fontStack(lang))).toEqual([]);
    });
  }

  it('fills placeholders and falls back to English where a language lacks a string', () => {
    expect(t('ar', 'calendar.outOfRange', { first: 1343, last: 1500 })).toBe('التقويم يغطي السنوات 1343-1500 هـ فقط.');
    // No Urdu meaning of this option value is written: the English (empty: the API's own) stands.
    expect(t('ur', 'calculator.value.hamza.1')).toBe(UI['calculator.value.hamza.1'].en);
  });

  it('counts ayahs in the plural rules of each language', () => {
    // Arabic: 1 and 2 are words, 3-10 take the plural, 11-99 the singular, 100 the singular, 103 the plural.
    expect([1, 2, 7, 11, 100, 103, 286].map((n) => ayahCount('ar', n))).toEqual(['آية واحدة', 'آيتان', '7 آيات', '11 آية', '100 آية', '103 آيات', '286 آية']);
    expect([1, 7].map((n) => ayahCount('en', n))).toEqual(['1 ayah', '7 ayahs']);
    expect(ayahCount('id', 7)).toBe('7 ayat');
  });

  it('reads the language from the address, under the site base too', () => {
    expect(langOfPath('/ar/quran/2/')).toBe('ar');
    expect(langOfPath('/quran/2/')).toBe('en');
    expect(langOfPath('/argon/')).toBe('en');
    expect(langOfPath('/repo/tr/calendar/', '/repo/')).toBe('tr');
    expect(localePath('ar', '/calendar/')).toBe('/ar/calendar/');
    expect(localePath('en', '/calendar/')).toBe('/calendar/');
  });

  it('gives Starlight each sidebar label with its translations', () => {
    expect(sidebarLabel('nav.calendar')).toEqual({ label: 'Hijri calendar', translations: { ar: 'التقويم الهجري', ur: 'ہجری کیلنڈر', id: 'Kalender Hijriah', tr: 'Hicri takvim' } });
  });
});
