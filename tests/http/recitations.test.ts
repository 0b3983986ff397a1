import { describe, expect, it } from 'vitest';
import { expectProblemShape, get, staticFile } from '../support/api';

interface SurahEntry {
  number: number;
  ayah_count: number;
}
interface Reciter {
  id: string;
  hosts: { host: string; ayah_url: string }[];
}

describe('GET /api/v1/reciters', () => {
  it('lists at least 15 reciters with templates, sources and terms, the same bytes as its static file', async () => {
    const result = await get('/api/v1/reciters');
    expect(result.status).toBe(200);
    expect(result.json.count).toBeGreaterThanOrEqual(15);
    expect(result.json.count).toBe(result.json.reciters.length);
    for (const reciter of result.json.reciters as Reciter[]) for (const host of reciter.hosts) expect(host).toMatchObject({ ayah_url: expect.stringMatching(/^https:\/\/.+\{/), terms: expect.any(String) });
    expect(Object.keys(result.json.sources)).toEqual(['everyayah', 'islamic_network', 'islamic_network_surahs']);
    expect(result.json.sources.everyayah.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(result.text).toBe(staticFile('/api/v1/reciters.json'));
  });
});

describe('reciter= on the Quran answers', () => {
  it("links 2:255 to Alafasy's file on everyayah, and on islamic.network as an alternate", async () => {
    const result = await get('/api/v1/ayah/2/255?reciter=alafasy');
    expect(result.status).toBe(200);
    expect(result.json.audio).toEqual({
      url: 'https://everyayah.com/data/Alafasy_128kbps/002255.mp3',
      alternates: ['https://cdn.islamic.network/quran/audio/128/ar.alafasy/262.mp3'],
      segments: null,
    });
    expect(result.json.reciter).toMatchObject({ id: 'alafasy', style: 'murattal', riwayah: 'hafs' });
    const plain = await get('/api/v1/ayah/2/255');
    const { audio: _audio, reciter: _reciter, ...rest } = result.json;
    expect(rest).toEqual(plain.json);
  });

  it.each([
    ['/api/v1/surah/1?reciter=husary', 7],
    ['/api/v1/juz/30?reciter=husary', 564],
    ['/api/v1/editions/en-sahih/surah/114?reciter=husary', 6],
    ['/api/v1/editions/en-sahih/ayah/112/1?reciter=husary', 1],
  ])('%s gives every ayah its link', async (path, count) => {
    const result = await get(path);
    expect(result.status).toBe(200);
    const ayahs: { surah_number?: number; ayah_number: number; audio: { url: string } }[] = result.json.ayahs ?? [result.json];
    expect(ayahs).toHaveLength(count);
    for (const ayah of ayahs) {
      const surah = ayah.surah_number ?? result.json.number;
      expect(ayah.audio.url).toBe(`https://everyayah.com/data/Husary_128kbps/${String(surah).padStart(3, '0')}${String(ayah.ayah_number).padStart(3, '0')}.mp3`);
    }
  });

  it('refuses an unknown reciter with a 400 naming the closest ids, on both servers', async () => {
    for (const server of ['main', 'dynamic'] as const) {
      const problem = expectProblemShape(await get('/api/v1/ayah/2/255?reciter=alafasi', { server }), 400, 'unknown_reciter');
      expect(problem.param).toBe('reciter');
      expect(problem.closest[0]).toBe('alafasy');
      expect(problem.detail).toContain('alafasy');
    }
    const byHostName = expectProblemShape(await get('/api/v1/surah/1?reciter=ar.husary'), 400, 'unknown_reciter');
    expect(byHostName.closest[0]).toBe('husary');
    expectProblemShape(await get('/api/v1/audio/alafasi/surah/1'), 404, 'reciter_not_found');
  });
});

describe('the static audio files /api/v1/audio/{reciter}/surah/{n}.json', () => {
  it('exist for every reciter and surah, list every ayah of the surah, and equal the live answer', async () => {
    const surahs: SurahEntry[] = (await get('/api/v1/surah')).json.surahs;
    const reciters: Reciter[] = (await get('/api/v1/reciters')).json.reciters;
    for (const reciter of reciters) {
      for (const surah of surahs) {
        const file = JSON.parse(staticFile(`/api/v1/audio/${reciter.id}/surah/${surah.number}.json`));
        expect(file.ayahs.map((ayah: { ayah_number: number }) => ayah.ayah_number)).toEqual(Array.from({ length: surah.ayah_count }, (_, i) => i + 1));
        expect(file.reciter.id).toBe(reciter.id);
      }
    }
    for (const path of ['/api/v1/audio/alafasy/surah/1', '/api/v1/audio/walk-en/surah/114', '/api/v1/audio/dosary-warsh/surah/2']) {
      const live = await get(path, { server: 'dynamic' });
      expect(live.status).toBe(200);
      expect(live.text).toBe(staticFile(`${path}.json`));
    }
  });
});
