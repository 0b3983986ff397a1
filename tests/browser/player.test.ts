/**
 * The reader's recitation player in Debian's chromium, in English and in Arabic at 390 px (and the
 * keys at 1280 px in English), against the built site with its real Content-Security-Policy. The
 * hosts' audio URLs are intercepted (page.route) and answered with a short silent WAV made here,
 * served as audio/wav (Chromium plays it whatever the .mp3 name); the links themselves are the
 * static files the build wrote. Checked: nothing loads or plays before a click; play starts on a
 * click; the next ayah plays when one ends, on into the next surah; an ayah and a range repeated;
 * the reciter chosen and remembered; the keys K, L and J; the highlighted ayah kept in view; the
 * Media Session's metadata; and, when the hosts cannot be reached, the message in the interface's
 * language, with nothing left hanging.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { t, type Lang } from '../../src/site/i18n';

/** A silent mono 8-bit PCM WAV of `seconds`. */
function silentWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const wav = Buffer.alloc(44 + samples, 128);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // one channel
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28); // bytes per second
  wav.writeUInt16LE(1, 32); // bytes per frame
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36);
  wav.writeUInt32LE(samples, 40);
  return wav;
}

const HOSTS = /^https:\/\/(?:everyayah\.com|cdn\.islamic\.network)\//;
interface Reciter { id: string; name: { ar: string; en: string } }
interface SurahLinks { surah: { name: string; transliteration: string }; ayahs: { ayah_number: number; url: string; alternates: string[] }[] }
const json = async <T>(path: string): Promise<T> => {
  const response = await fetch(mainUrl + path, { headers: { 'X-API-Key': testKey } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

describe.skipIf(!chromiumPath)('the reader plays recitations', () => {
  const chromium = chromiumSession();
  let reciters: Reciter[];
  /** The first URL of each ayah, and the others, by reciter and `surah:ayah`. */
  const urls = new Map<string, string>();
  const alternates = new Map<string, string[]>();
  const url = (reciter: string, place: string) => urls.get(`${reciter} ${place}`)!;
  const surahNames = new Map<number, { name: string; transliteration: string }>();

  beforeAll(async () => {
    reciters = (await json<{ reciters: Reciter[] }>('/api/v1/reciters.json')).reciters;
    for (const reciter of ['alafasy', 'husary']) {
      for (const surah of [1, 2]) {
        const file = await json<SurahLinks>(`/api/v1/audio/${reciter}/surah/${surah}.json`);
        surahNames.set(surah, file.surah);
        for (const ayah of file.ayahs) {
          urls.set(`${reciter} ${surah}:${ayah.ayah_number}`, ayah.url);
          alternates.set(`${reciter} ${surah}:${ayah.ayah_number}`, ayah.alternates);
        }
      }
    }
  });

  /** A page whose audio hosts answer `seconds` of silence, or nothing while `hosts.down`; `played` lists each audio file as it starts playing. */
  async function open(width: number, seconds: number) {
    const context = await chromium.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const hosts = { down: false, silent: false, asked: [] as string[], wav: silentWav(seconds) };
    const siteRequests: string[] = [];
    page.on('request', (request) => { if (request.url().startsWith(mainUrl)) siteRequests.push(new URL(request.url()).pathname); });
    await page.route(HOSTS, (route) => {
      hosts.asked.push(route.request().url());
      // A host that takes the request and never answers.
      if (hosts.silent) return new Promise<void>(() => undefined);
      return hosts.down ? route.abort('internetdisconnected') : route.fulfill({ status: 200, contentType: 'audio/wav', body: hosts.wav });
    });
    await page.addInitScript(() => {
      const log: string[] = [];
      (window as unknown as { played: string[] }).played = log;
      // Media events do not bubble; a capturing listener on the document sees the player's elements.
      document.addEventListener('playing', (event) => log.push((event.target as HTMLAudioElement).currentSrc), true);
    });
    return { page, errors, hosts, siteRequests };
  }

  const played = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played.slice());
  const playedCount = (page: Page, count: number) => page.waitForFunction((n) => (window as unknown as { played: string[] }).played.length >= n, count, { timeout: 20_000 });
  const status = (page: Page) => page.locator('#player-status').innerText();
  const waitForStatus = (page: Page, text: string) => page.waitForFunction((wanted) => document.querySelector('#player-status')?.textContent === wanted, text, { timeout: 20_000 });
  const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

  async function setRepeat(page: Page, each: string, to: string, range: string) {
    if (!(await page.locator('.player-repeat').evaluate((details) => (details as HTMLDetailsElement).open))) await page.locator('.player-repeat summary').click();
    await page.locator('#player-each').fill(each);
    await page.locator('#player-to').fill(to);
    await page.locator('#player-range').fill(range);
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`plays nothing before a click, then on into the next ayah and the next surah, and repeats an ayah and a range (${lang}, 390 px)`, async () => {
      const { page, errors, hosts, siteRequests } = await open(390, 0.25);
      await page.goto(`${mainUrl}${prefix(lang)}/quran/1/`);
      await expect(page.locator('.player-keys kbd').allInnerTexts()).resolves.toEqual(['K', 'L', 'J']);
      await expect(page.locator('.player-keys').innerText()).resolves.toBe(t(lang, 'player.keys', { play: 'K', next: 'L', previous: 'J' }));
      await expect(page.locator('.ayah-play').count()).resolves.toBe(7);
      await expect(page.locator('.ayah-play[data-ayah="6"]').getAttribute('aria-label')).resolves.toBe(t(lang, 'player.playFrom', { place: '1:6' }));
      // No autoplay, and a light first load: no audio, no player, no reciters' list until a control is used.
      await page.waitForTimeout(1000);
      expect(hosts.asked).toEqual([]);
      expect(siteRequests.filter((path) => path.includes('/api/v1/reciters') || path.includes('/api/v1/audio/'))).toEqual([]);
      await expect(page.locator('audio').count()).resolves.toBe(0);
      await expect(page.locator('#player').isHidden()).resolves.toBe(true);

      // From 1:6 on: 1:7 when it ends, then al-Baqarah.
      await page.locator('.ayah-play[data-ayah="6"]').click();
      await playedCount(page, 3);
      expect((await played(page)).slice(0, 3)).toEqual([url('alafasy', '1:6'), url('alafasy', '1:7'), url('alafasy', '2:1')]);
      await expect(page.locator('#player').isVisible()).resolves.toBe(true);
      await expect(page.locator('#player-reciter').inputValue()).resolves.toBe('alafasy');
      await page.locator('#player-toggle').click();
      await expect(page.locator('#player-toggle').getAttribute('data-playing')).resolves.toBe('false');
      const pausedAt = /2:\d+/.exec(await status(page))?.[0];
      expect(await status(page)).toBe(t(lang, 'player.paused', { place: pausedAt! }));

      // An ayah three times, then the next one three times, then done.
      await setRepeat(page, '3', '2', '1');
      await page.evaluate(() => (window as unknown as { played: string[] }).played.splice(0));
      await page.locator('.ayah-play[data-ayah="1"]').click();
      await waitForStatus(page, t(lang, 'player.done', { place: '1:2' }));
      expect(await played(page)).toEqual([...Array(3).fill(url('alafasy', '1:1')), ...Array(3).fill(url('alafasy', '1:2'))]);

      // A range twice, in another reciter's recording; the choice is remembered on the next page.
      await setRepeat(page, '1', '4', '2');
      await page.locator('#player-reciter').selectOption('husary');
      await page.evaluate(() => (window as unknown as { played: string[] }).played.splice(0));
      await page.locator('.ayah-play[data-ayah="3"]').click();
      await waitForStatus(page, t(lang, 'player.done', { place: '1:4' }));
      expect(await played(page)).toEqual(['1:3', '1:4', '1:3', '1:4'].map((place) => url('husary', place)));
      await page.goto(`${mainUrl}${prefix(lang)}/quran/2/`);
      await page.locator('.ayah-play[data-ayah="255"]').click();
      await playedCount(page, 1);
      expect((await played(page))[0]).toBe(url('husary', '2:255'));
      await expect(page.locator('#player-reciter').inputValue()).resolves.toBe('husary');
      expect(errors).toEqual([]);
    }, 90_000);

    it(`says in ${lang === 'en' ? 'English' : 'Arabic'} when the hosts cannot be reached, and plays again once they can (390 px)`, async () => {
      const { page, errors, hosts } = await open(390, 0.25);
      await page.goto(`${mainUrl}${prefix(lang)}/quran/1/`);
      hosts.down = true;
      await page.locator('.ayah-play[data-ayah="2"]').click();
      await waitForStatus(page, t(lang, 'player.unreachable'));
      // Every host of the recording was tried before giving up; nothing plays, and the control is not stuck.
      expect(alternates.get('alafasy 1:2')!.length).toBeGreaterThan(0);
      expect(new Set(hosts.asked)).toEqual(new Set([url('alafasy', '1:2'), ...alternates.get('alafasy 1:2')!]));
      expect(await played(page)).toEqual([]);
      await expect(page.locator('#player-toggle').getAttribute('data-playing')).resolves.toBe('false');
      hosts.down = false;
      await setRepeat(page, '1', '2', '1');
      await page.locator('#player-toggle').click();
      await waitForStatus(page, t(lang, 'player.done', { place: '1:2' }));
      expect(await played(page)).toEqual([url('alafasy', '1:2')]);
      expect(errors).toEqual([]);
    }, 60_000);
  }

  it('gives up on a host that never answers (15 s on each host of the recording) and says so (ur, 390 px)', async () => {
    const { page, errors, hosts } = await open(390, 0.25);
    await page.goto(`${mainUrl}/ur/quran/1/`);
    hosts.silent = true;
    await page.locator('.ayah-play[data-ayah="1"]').click();
    await waitForStatus(page, t('ur', 'player.loading', { place: '1:1' }));
    await page.waitForFunction((wanted) => document.querySelector('#player-status')?.textContent === wanted, t('ur', 'player.unreachable'), { timeout: 45_000 });
    expect(new Set(hosts.asked)).toEqual(new Set([url('alafasy', '1:1'), ...alternates.get('alafasy 1:1')!]));
    await expect(page.locator('#player-toggle').getAttribute('data-playing')).resolves.toBe('false');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors).toEqual([]);
  }, 75_000);

  for (const [lang, width] of [['en', 1280], ['ar', 390]] as const) {
    it(`answers the keys K, L and J, highlights the ayah recited and keeps it in view, and tells the Media Session (${lang}, ${width} px)`, async () => {
      const { page, errors } = await open(width, 20);
      await page.goto(`${mainUrl}${prefix(lang)}/quran/2/#3`);
      const playing = async () => ({
        ayah: await page.locator('.ayah.playing').getAttribute('data-ayah'),
        current: await page.locator('.ayah[aria-current="true"]').count(),
        // Scrolled smoothly: in view once the scroll has settled, within a few seconds.
        inView: await page
          .waitForFunction(() => {
            const box = document.querySelector('.ayah.playing')?.getBoundingClientRect();
            const barTop = document.querySelector('#player')!.getBoundingClientRect().top;
            return box !== undefined && box.top >= 0 && box.top < Math.min(window.innerHeight, barTop);
          }, undefined, { timeout: 5_000 })
          .then(() => true, () => false),
        paused: await page.evaluate(() => [...document.querySelectorAll('audio')].every((audio) => audio.paused)),
      });
      // K with nothing played yet starts at the ayah in the address.
      await page.keyboard.press('k');
      await playedCount(page, 1);
      expect(await playing()).toEqual({ ayah: '3', current: 1, inView: true, paused: false });
      await waitForStatus(page, t(lang, 'player.now', { place: '2:3' }));
      const alafasy = reciters.find((reciter) => reciter.id === 'alafasy')!;
      await expect(page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, artist: navigator.mediaSession.metadata?.artist }))).resolves.toEqual({
        title: `${lang === 'ar' ? surahNames.get(2)!.name : surahNames.get(2)!.transliteration} 2:3`,
        artist: lang === 'ar' ? alafasy.name.ar : alafasy.name.en,
      });
      // L: the next ayah; L again; J: back one.
      await page.keyboard.press('l');
      await playedCount(page, 2);
      await page.keyboard.press('l');
      await playedCount(page, 3);
      expect(await playing()).toMatchObject({ ayah: '5', current: 1, inView: true, paused: false });
      await page.keyboard.press('j');
      await playedCount(page, 4);
      expect(await played(page)).toEqual(['2:3', '2:4', '2:5', '2:4'].map((place) => url('alafasy', place)));
      expect(await playing()).toMatchObject({ ayah: '4', inView: true, paused: false });
      // K pauses and K plays on; a key typed in a field is the field's.
      await page.keyboard.press('k');
      await waitForStatus(page, t(lang, 'player.paused', { place: '2:4' }));
      expect(await playing()).toMatchObject({ ayah: '4', paused: true });
      await page.keyboard.press('k');
      await playedCount(page, 5);
      expect(await playing()).toMatchObject({ ayah: '4', paused: false });
      await setRepeat(page, '1', '', '1');
      await page.locator('#player-each').press('k');
      expect(await playing()).toMatchObject({ ayah: '4', paused: false });
      // Far down the surah, the ayah recited is scrolled into view.
      await page.locator('.ayah-play[data-ayah="200"]').click();
      await playedCount(page, 6);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.keyboard.press('l');
      await playedCount(page, 7);
      await page.waitForFunction(() => {
        const box = document.querySelector('.ayah.playing')!.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }, undefined, { timeout: 5000 });
      expect(await playing()).toMatchObject({ ayah: '201', inView: true, paused: false });
      expect(errors).toEqual([]);
    }, 90_000);
  }
});
