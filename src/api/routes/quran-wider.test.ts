/**
 * Contract §8 at the route level: editions, divisions, sajda and random. Expected values are facts
 * of the Madinah mushaf read from it (juz 30 begins at 78:1, page 604 holds 112-114, the sajda list)
 * and of the translations' own texts.
 */
import { describe, expect, it } from 'vitest';
import { callApi } from '../../../tests/support/in-process';

const call = (pathname: string, rawQuery = '', random?: () => number) => callApi(pathname + rawQuery, { random });

describe('divisions', () => {
  it.each([
    ['/api/v1/juz/1', { surah: 1, ayah: 1 }, { surah: 2, ayah: 141 }],
    ['/api/v1/juz/30', { surah: 78, ayah: 1 }, { surah: 114, ayah: 6 }],
    ['/api/v1/page/1', { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }],
    ['/api/v1/page/604', { surah: 112, ayah: 1 }, { surah: 114, ayah: 6 }],
    ['/api/v1/hizb/60', { surah: 87, ayah: 1 }, { surah: 114, ayah: 6 }],
    ['/api/v1/manzil/1', { surah: 1, ayah: 1 }, { surah: 4, ayah: 176 }],
    ['/api/v1/manzil/7', { surah: 50, ayah: 1 }, { surah: 114, ayah: 6 }],
    ['/api/v1/ruku/1', { surah: 1, ayah: 1 }, { surah: 1, ayah: 7 }],
    ['/api/v1/ruku/556', { surah: 114, ayah: 1 }, { surah: 114, ayah: 6 }],
  ])('%s runs from %o to %o', (path, first, last) => {
    const { status, json } = call(path);
    expect(status).toBe(200);
    expect(json.first).toEqual(first);
    expect(json.last).toEqual(last);
    expect(json.ayah_count).toBe(json.ayahs.length);
    expect(json.ayahs[0]).toMatchObject({ surah_number: first.surah, ayah_number: first.ayah });
  });

  it('covers every ayah exactly once with each kind of division', () => {
    for (const [kind, count] of [['juz', 30], ['hizb', 60], ['manzil', 7]] as const) {
      let total = 0;
      for (let n = 1; n <= count; n++) total += call(`/api/v1/${kind}/${n}`).json.ayah_count;
      expect(total, kind).toBe(6236);
    }
  });

  it('lists the 15 sajda ayahs of the Madinah mushaf', () => {
    const { json } = call('/api/v1/sajda');
    expect(json.count).toBe(15);
    expect(json.ayahs.map((ayah: { surah_number: number; ayah_number: number }) => `${ayah.surah_number}:${ayah.ayah_number}`)).toEqual([
      '7:206', '13:15', '16:50', '17:109', '19:58', '22:18', '22:77', '25:60', '27:26', '32:15', '38:24', '41:38', '53:62', '84:21', '96:19',
    ]);
  });

  it.each([
    ['/api/v1/juz/31', 404, 'juz_not_found'],
    ['/api/v1/page/0', 404, 'page_not_found'],
    ['/api/v1/hizb/61', 404, 'hizb_not_found'],
    ['/api/v1/ruku/557', 404, 'ruku_not_found'],
    ['/api/v1/manzil/8', 404, 'manzil_not_found'],
    ['/api/v1/juz/01', 400, 'invalid_number'],
    ['/api/v1/page/1.5', 400, 'invalid_number'],
  ])('%s is %i %s', (path, status, code) => {
    const answer = call(path);
    expect(answer.status).toBe(status);
    expect(answer.json.code).toBe(code);
  });
});

describe('every ayah object carries its place', () => {
  it('gives 2:255 juz 3, hizb quarter 17, manzil 1', () => {
    expect(call('/api/v1/ayah/2/255').json).toMatchObject({ juz: 3, page: 42, hizb_quarter: 17, manzil: 1, sajda: false });
  });
});

describe('editions', () => {
  it('lists at least 40 editions in at least 30 languages, the earlier ids kept, each with its licence, Urdu written right to left', () => {
    const { json } = call('/api/v1/editions');
    const ids = json.editions.map((edition: { id: string }) => edition.id);
    expect(json.count).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(40);
    expect(new Set(json.editions.map((edition: { language: string }) => edition.language)).size).toBeGreaterThanOrEqual(30);
    expect(ids).toEqual([...ids].sort());
    for (const id of ['bn-khan', 'en-sahih', 'en-transliteration', 'es-garcia', 'fr-hamidullah', 'id-affairs', 'ru-kuliev', 'sv-bernstrom', 'tr-diyanet', 'ur-maududi', 'zh-makin']) expect(ids).toContain(id);
    for (const edition of json.editions) {
      expect(edition.license, edition.id).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https:\/\//), commercial_use: expect.any(Boolean), modification: false, attribution: expect.stringContaining(edition.translator) });
    }
    expect(json.editions.find((edition: { id: string }) => edition.id === 'ur-maududi')).toMatchObject({ language: 'ur', direction: 'rtl', kind: 'translation', publisher: 'Tanzil.net' });
    expect(json.editions.find((edition: { id: string }) => edition.id === 'id-affairs')).toMatchObject({ name: 'Indonesian Ministry of Religious Affairs', publisher: 'QuranEnc.com', footnotes: true, license: { commercial_use: true } });
    expect(json.editions.filter((edition: { kind: string }) => edition.kind === 'tafsir').map((edition: { id: string }) => edition.id)).toEqual(['ar-jalalayn', 'ar-muyassar']);
  });

  it('carries the publisher footnotes beside the text, markers kept as they stand', () => {
    const ayah = call('/api/v1/editions/id-affairs/ayah/2/3').json;
    expect(ayah.text).toContain('menginfakkan[^6]');
    expect(ayah.footnotes).toEqual([{ marker: '[^6]', text: expect.stringMatching(/\S/) }]);
    expect(call('/api/v1/editions/id-affairs/ayah/1/2').json.footnotes).toEqual([]);
    expect(call('/api/v1/editions/en-sahih/ayah/1/2').json).not.toHaveProperty('footnotes');
    const surah = call('/api/v1/editions/id-affairs/surah/1').json;
    expect(surah.ayahs[3]).toMatchObject({ ayah_number: 4, footnotes: [{ marker: '[^1]' }] });
  });

  it('gives Ya-Sin in Urdu, 83 ayahs, and the French basmala', () => {
    const yasin = call('/api/v1/editions/ur-maududi/surah/36').json;
    expect(yasin).toMatchObject({ number: 36, ayah_count: 83, edition: { id: 'ur-maududi' } });
    expect(yasin.ayahs).toHaveLength(83);
    expect(call('/api/v1/editions/fr-hamidullah/ayah/1/1').json).toMatchObject({
      surah_number: 1,
      ayah_number: 1,
      text: "Au nom d'Allah, le Tout Miséricordieux, le Très Miséricordieux.",
    });
    // Tanzil's transliteration marks long vowels and silent letters with <u> and <b>, as published.
    expect(call('/api/v1/editions/en-transliteration/ayah/1/1').json.text).toBe('Bismi All<u>a</U>hi a<b>l</B>rra<u>h</U>m<u>a</U>ni a<b>l</B>rra<u>h</U>eem<b>i</b>');
    expect(call('/api/v1/ayah/26/123').json.english_text).toBe("'Aad denied the messengers");
  });

  it('answers an unknown edition with 404 naming the valid ids', () => {
    const answer = call('/api/v1/editions/de-unknown/surah/1');
    expect(answer.status).toBe(404);
    expect(answer.json.code).toBe('edition_not_found');
    expect(answer.json.detail).toContain('fr-hamidullah');
  });
});

describe('GET /api/v1/ayah/random', () => {
  it('maps the random number to every ayah exactly once, so each is equally likely', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6236; i++) {
      const { json } = call('/api/v1/ayah/random', '', () => (i + 0.5) / 6236);
      seen.add(`${json.surah_number}:${json.ayah_number}`);
    }
    expect(seen.size).toBe(6236);
  });

  it('picks within a surah, and is never cached', () => {
    const answer = call('/api/v1/ayah/random', '?surah=36', () => 0.999);
    expect(answer.json).toMatchObject({ surah_number: 36, ayah_number: 83 });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(call('/api/v1/ayah/random', '?surah=115').json.code).toBe('surah_not_found');
  });
});
