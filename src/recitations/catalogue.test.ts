import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpus } from '../quran/corpus';
import { catalogue, fillTemplate } from './catalogue';
import { ayahAudio, closestReciterIds, globalAyahNumber, surahAudioResponse, withAudio } from './audio';
import { dataDir, parseEveryayahIndex, parseIslamicNetworkTree } from './indexes';
import { RECITATION_HOSTS, SITE_CSP } from '../../server/headers';

const pinned = (file: string) => readFileSync(path.join(dataDir(), file), 'utf8');
const everyayah = parseEveryayahIndex(pinned('everyayah-index.js'));
const tree = parseIslamicNetworkTree(pinned('islamic-network-cdn.txt'));

/** The global number of an ayah counted from everyayah's own ayah counts, not from the corpus. */
const numberFromIndex = (surah: number, ayah: number) => everyayah.ayahCounts.slice(0, surah - 1).reduce((a, b) => a + b, 0) + ayah;

describe('the pinned indexes', () => {
  it('parse whole: every numbered recitation of everyayah, every line of the CDN tree', () => {
    expect(everyayah.recitations.length).toBe((pinned('everyayah-index.js').match(/"subfolder"/g) ?? []).length);
    const leaves = pinned('islamic-network-cdn.txt').split('\n').filter((line) => /── [a-z]/.test(line)).length;
    expect([...tree.values()].flat().length).toBe(leaves);
    expect(tree.get(128)).toContain('ar.alafasy');
  });

  it("everyayah's ayah counts are the corpus's", () => {
    expect(everyayah.ayahCounts).toEqual(corpus().map((surah) => surah.ayahs.length));
  });
});

describe('the catalogue', () => {
  const { reciters } = catalogue();

  it('has at least 15 reciters, each named in Arabic and English, with a style, bitrates and a host', () => {
    expect(reciters.length).toBeGreaterThanOrEqual(15);
    for (const reciter of reciters) {
      expect(reciter.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(reciter.name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(reciter.name.en).toMatch(/[A-Za-z]/);
      expect(['murattal', 'mujawwad', 'muallim', 'translation']).toContain(reciter.style);
      expect(reciter.riwayah === null).toBe(reciter.style === 'translation');
      expect(reciter.hosts.length).toBeGreaterThan(0);
      expect(reciter.bitrates.length).toBeGreaterThan(0);
    }
    expect(new Set(reciters.map((reciter) => reciter.id)).size).toBe(reciters.length);
  });

  it("every template gives the host's own file name for 1:1, 2:255 and 114:6, in a folder or edition its index lists", () => {
    const places: [number, number, number][] = [
      [1, 1, 1],
      [2, 255, 262],
      [114, 6, 6236],
    ];
    for (const reciter of reciters) {
      for (const host of reciter.hosts) {
        for (const file of host.files) {
          for (const [surah, ayah, number] of places) {
            const url = fillTemplate(file.ayah_url, { surah, ayah, number: numberFromIndex(surah, ayah) });
            if (host.host === 'everyayah.com') {
              const match = /^https:\/\/everyayah\.com\/data\/(.+)\/(\d{6})\.mp3$/.exec(url);
              expect(match, url).not.toBeNull();
              expect(everyayah.recitations.map((entry) => entry.subfolder)).toContain(match![1]);
              expect(match![2]).toBe(`${String(surah).padStart(3, '0')}${String(ayah).padStart(3, '0')}`);
            } else {
              const match = /^https:\/\/cdn\.islamic\.network\/quran\/audio\/(\d+)\/([a-z.-]+)\/(\d+)\.mp3$/.exec(url);
              expect(match, url).not.toBeNull();
              expect(tree.get(Number(match![1]))).toContain(match![2]);
              expect(Number(match![3])).toBe(number);
            }
          }
        }
      }
    }
  });

  it('numbers every ayah of the Quran as the index counts them', () => {
    for (const surah of corpus()) for (const ayah of surah.ayahs) expect(globalAyahNumber(surah.number, ayah.number)).toBe(numberFromIndex(surah.number, ayah.number));
  });

  it("gives Alafasy's 2:255 on both hosts", () => {
    const alafasy = catalogue().byId.get('alafasy')!;
    expect(ayahAudio(alafasy, 2, 255)).toEqual({
      url: 'https://everyayah.com/data/Alafasy_128kbps/002255.mp3',
      alternates: ['https://cdn.islamic.network/quran/audio/128/ar.alafasy/262.mp3'],
      segments: null,
    });
    expect(alafasy.hosts[1]!.surah_url).toBe('https://cdn.islamic.network/quran/audio-surah/128/ar.alafasy/{surah}.mp3');
  });

  it('lists every ayah of a surah, and adds audio to each ayah of an answer', () => {
    const husary = catalogue().byId.get('husary')!;
    for (const surah of [1, 2, 114]) {
      const file = surahAudioResponse(husary, surah);
      expect(file.ayahs.map((entry) => entry.ayah_number)).toEqual(corpus()[surah - 1]!.ayahs.map((ayah) => ayah.number));
      expect(file.ayahs.at(-1)!.url).toMatch(new RegExp(`${String(surah).padStart(3, '0')}${String(file.ayahs.length).padStart(3, '0')}\\.mp3$`));
    }
    const answer = withAudio({ number: 112, ayahs: [{ ayah_number: 1 }, { ayah_number: 4 }] }, husary);
    expect(answer.ayahs.map((ayah) => (ayah as unknown as { audio: { url: string } }).audio.url)).toEqual(['https://everyayah.com/data/Husary_128kbps/112001.mp3', 'https://everyayah.com/data/Husary_128kbps/112004.mp3']);
  });

  it('names the closest ids to a mistyped or host-named reciter', () => {
    expect(closestReciterIds('alafasi')[0]).toBe('alafasy');
    expect(closestReciterIds('ar.alafasy')[0]).toBe('alafasy');
    expect(closestReciterIds('Husary_128kbps')[0]).toBe('husary');
    expect(closestReciterIds('x'.repeat(10_000))).toHaveLength(3);
  });
});

describe('the site\'s policy', () => {
  it('lets the reader play from every host a reciter\'s links point at, and from no other', () => {
    const origins = new Set(catalogue().reciters.flatMap((reciter) => reciter.hosts.flatMap((host) => host.files.flatMap((file) => [file.ayah_url, file.surah_url ?? file.ayah_url]).map((url) => new URL(url.replace(/\{[^}]*\}/g, '1')).origin))));
    expect([...origins].sort()).toEqual([...RECITATION_HOSTS].sort());
    expect(SITE_CSP).toContain(`media-src 'self' ${RECITATION_HOSTS.join(' ')};`);
  });
});
