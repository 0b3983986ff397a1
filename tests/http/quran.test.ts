import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, staticFile } from '../support/api';

describe('GET /api/v1/surah', () => {
  it('lists all 114 surahs with the contract fields', async () => {
    const { status, json } = await get('/api/v1/surah');
    expect(status).toBe(200);
    expect(json.count).toBe(114);
    expect(json.surahs).toHaveLength(114);
    expect(json.surahs.map((s: any) => s.number)).toEqual(Array.from({ length: 114 }, (_, i) => i + 1));
    expect(json.surahs[0]).toMatchObject({ number: 1, transliteration: 'Al-Fatihah', revelation_type: 'Meccan', ayah_count: 7 });
    expect(json.surahs[1]).toMatchObject({ number: 2, revelation_type: 'Medinan', ayah_count: 286 });
    expect(json.surahs.reduce((sum: number, s: any) => sum + s.ayah_count, 0)).toBe(6236);
  });

  it('answers the .json form with the same bytes as the static file', async () => {
    const contract = await get('/api/v1/surah');
    const file = await get('/api/v1/surah.json');
    expect(file.text).toBe(contract.text);
    expect(file.text).toBe(staticFile('/api/v1/surah.json'));
  });
});

describe('GET /api/v1/surah/{number}', () => {
  it('returns Al-Fatihah with its seven ayahs', async () => {
    const { status, json } = await get('/api/v1/surah/1');
    expect(status).toBe(200);
    expect(json.number).toBe(1);
    expect(json.ayahs).toHaveLength(7);
    expect(json.ayahs[0]).toMatchObject({ ayah_number: 1, english_text: 'In the name of Allah, the Entirely Merciful, the Especially Merciful.' });
    // quran-json orders shadda before fatha (not NFC); we serve its bytes unchanged.
    expect(json.ayahs[0].arabic_text.normalize('NFC')).toBe('بِسۡمِ ٱللَّهِ ٱلرَّحۡمَٰنِ ٱلرَّحِيمِ'.normalize('NFC'));
  });

  it('returns An-Nas as the last surah', async () => {
    const { json } = await get('/api/v1/surah/114');
    expect(json).toMatchObject({ number: 114, transliteration: 'An-Nas', ayah_count: 6 });
  });

  it.each([
    ['0', 404, 'surah_not_found'],
    ['115', 404, 'surah_not_found'],
    ['abc', 400, 'invalid_surah'],
    ['2.5', 400, 'invalid_surah'],
    ['-1', 400, 'invalid_surah'],
    ['02', 400, 'invalid_surah'],
  ])('answers surah %s with %i %s', async (number, status, code) => {
    const problem = expectProblemShape(await get(`/api/v1/surah/${number}`), status, code);
    expect(problem.param).toBe('number');
    expect(problem.detail).toContain('114');
  });

  it('answers an unknown surah file with a 404 problem, not an HTML page', async () => {
    expectProblemShape(await get('/api/v1/surah/115.json'), 404, 'surah_not_found');
  });
});

describe('GET /api/v1/ayah/{surah}/{ayah}', () => {
  it('returns Ayat al-Kursi for 2:255 with the spec five fields', async () => {
    const { status, json } = await get('/api/v1/ayah/2/255');
    expect(status).toBe(200);
    expect(json).toMatchObject({ surah_number: 2, ayah_number: 255, juz: 3, page: 42, sajda: false });
    expect(json.arabic_text.normalize('NFC').startsWith('ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ ٱلۡحَيُّ ٱلۡقَيُّومُۚ'.normalize('NFC'))).toBe(true);
    expect(json.arabic_text.normalize('NFC').endsWith('وَهُوَ ٱلۡعَلِيُّ ٱلۡعَظِيمُ'.normalize('NFC'))).toBe(true);
    expect(json.english_text).toContain('the Ever-Living, the Sustainer of [all] existence');
    expect(typeof json.surah_name).toBe('string');
  });

  it('marks a sajda ayah', async () => {
    const { json } = await get('/api/v1/ayah/7/206');
    expect(json.sajda).toBe(true);
  });

  it.each([
    ['2/287', 404, 'ayah_not_found', 'ayah', '286'],
    ['1/0', 404, 'ayah_not_found', 'ayah', '7'],
    ['1/8', 404, 'ayah_not_found', 'ayah', '7'],
    ['1/x', 400, 'invalid_ayah', 'ayah', '7'],
    ['115/1', 404, 'surah_not_found', 'surah', '114'],
    ['0/1', 404, 'surah_not_found', 'surah', '114'],
    ['abc/1', 400, 'invalid_surah', 'surah', '114'],
  ])('answers %s with %i %s naming the valid range', async (pathTail, status, code, param, range) => {
    const problem = expectProblemShape(await get(`/api/v1/ayah/${pathTail}`), status, code);
    expect(problem.param).toBe(param);
    expect(problem.detail).toContain(range);
  });
});

describe('static files and the live server give the same bytes', () => {
  const samples = ['/api/v1/surah', '/api/v1/surah/1', '/api/v1/surah/2', '/api/v1/surah/114', '/api/v1/ayah/1/1', '/api/v1/ayah/2/255', '/api/v1/ayah/114/6', '/api/v1/ayah/9/129'];

  it.each(samples)('%s generated live equals its prebuilt file', async (path) => {
    const live = await get(path, { server: 'dynamic' });
    expect(live.status).toBe(200);
    expect(live.text).toBe(staticFile(`${path}.json`));
    const served = await get(path);
    expect(served.text).toBe(live.text);
    expect(served.headers.get('etag')).toBe(live.headers.get('etag'));
  });
});
