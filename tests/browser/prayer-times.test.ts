/**
 * The prayer-times page on a phone-sized screen (390 px), in English and Turkish: a capital chosen by
 * name shows the five prayers with the times and the rule the API gives, the browser's location is
 * used when it is granted, and from a static mirror (http-server over dist/client, no API) the page
 * falls back to the capital's year file and says that a place without one needs the live API.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mainUrl, testKey } from '../support/api';
import { SITE_MIRROR_FLAGS, startStaticMirror, type StaticMirror } from '../support/static-mirror';
import { PRAYER_STRINGS } from '../../src/site/strings/prayer';

function findChromium(): string | null {
  try {
    return execSync('command -v chromium || command -v chromium-browser', { shell: '/bin/sh' }).toString().trim() || null;
  } catch {
    return null;
  }
}

const executablePath = findChromium();
if (!executablePath && process.env.REQUIRE_BROWSER) {
  throw new Error('REQUIRE_BROWSER is set but no chromium is installed (apt-get install -y chromium)');
}

const asTester = { headers: { 'X-API-Key': testKey } };
const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const HHMM = /^\d{2}:\d{2}$/;

/** The first place the API finds by a name, as the page would list it. */
async function placeNamed(name: string): Promise<{ id: number; name: string; timezone: string }> {
  const answer = await (await fetch(`${mainUrl}/v1/places?q=${encodeURIComponent(name)}&limit=1`, asTester)).json();
  return answer.places[0];
}

/** The page's rows of today: prayer, time, rule. */
async function todayRows(page: Page): Promise<Record<string, { time: string; rule: string }>> {
  return page.$$eval('#today tbody tr', (rows) =>
    Object.fromEntries(rows.map((row) => [(row as HTMLElement).dataset.prayer, { time: row.children[1]!.textContent!, rule: row.children[2]!.textContent! }])),
  );
}

async function choose(page: Page, query: string, id: number) {
  await page.locator('#place-query').fill(query);
  await page.locator('#place-form button[type=submit]').click();
  await page.locator(`#place-list button[data-city="${id}"]`).click();
  await page.locator('#today tbody tr[data-prayer="isha"]').waitFor({ timeout: 15_000 });
}

describe.skipIf(!executablePath)('the prayer-times page in Chromium at 390 px', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: executablePath!,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
  }, 60_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  async function open(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; errors: string[]; failed: string[] }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    const failed: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    return { page, errors, failed };
  }

  it('shows a capital chosen by name with the five prayers, the rule of each as the API gives it, the method, the Qibla and the month (English)', async () => {
    const oslo = await placeNamed('Oslo');
    const api = await (await fetch(`${mainUrl}/v1/prayer-times?city=${oslo.id}`, asTester)).json();
    const { page, errors, failed } = await open();
    await page.goto(mainUrl + '/prayer-times/');
    await choose(page, 'Oslo', oslo.id);
    const rows = await todayRows(page);
    for (const prayer of FIVE) {
      expect(rows[prayer]!.time).toMatch(HHMM);
      expect(rows[prayer]!.time).toBe(api.times[prayer].slice(11, 16));
      expect(rows[prayer]!.rule).toContain(api.method.applied[prayer].why);
    }
    expect(rows.dhuhr!.rule).toContain(PRAYER_STRINGS['prayer.rule.transit'].en);
    expect(await page.locator('#method-note').textContent()).toContain(api.method.name);
    expect(await page.locator('#qibla-note').textContent()).toMatch(/Qibla: \d+\.\d° clockwise from true north/);
    expect(await page.locator('#month tbody tr').count()).toBeGreaterThanOrEqual(28);
    expect(await page.locator('#month tbody tr[aria-current="date"]').count()).toBe(1);
    expect(await page.locator('#source-note').textContent()).toBe('');
    // The page fits the phone's width: only the month's table scrolls, inside its own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  it('speaks Turkish, with each prayer\'s rule in Turkish, and uses the browser\'s location when it is granted', async () => {
    const ankara = await placeNamed('Ankara');
    const api = await (await fetch(`${mainUrl}/v1/prayer-times?city=${ankara.id}`, asTester)).json();
    const { page, errors, failed } = await open({ locale: 'tr-TR', geolocation: { latitude: 21.4225, longitude: 39.8262 }, permissions: ['geolocation'] });
    await page.goto(mainUrl + '/tr/prayer-times/');
    expect(await page.locator('h1').textContent()).toBe(PRAYER_STRINGS['prayer.title'].tr);
    await choose(page, 'Ankara', ankara.id);
    const rows = await todayRows(page);
    for (const prayer of FIVE) expect(rows[prayer]!.time).toBe(api.times[prayer].slice(11, 16));
    expect(await page.locator('#today tbody tr[data-prayer="dhuhr"] td').first().textContent()).toBe('Öğle');
    expect(rows.dhuhr!.rule).toContain(PRAYER_STRINGS['prayer.rule.transit'].tr);
    expect(rows.fajr!.rule).toContain(PRAYER_STRINGS['prayer.rule.angle'].tr.replace('{angle}', String(api.method.fajr_angle)));
    expect(await page.locator('#method-note').textContent()).toContain(PRAYER_STRINGS['prayer.byCountry'].tr.replace('{country}', api.method.country));

    await page.locator('#locate').click();
    await page.waitForFunction(() => document.querySelector('#place-name')?.textContent?.includes('21.4225'));
    const mecca = await (await fetch(`${mainUrl}/v1/prayer-times?lat=21.4225&lng=39.8262`, asTester)).json();
    expect((await todayRows(page)).fajr!.time).toBe(mecca.times.fajr.slice(11, 16));
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  describe('from a static mirror (http-server over dist/client, no API)', () => {
    let mirror: StaticMirror;
    beforeAll(async () => {
      mirror = await startStaticMirror(path.resolve(import.meta.dirname, '../../dist/client'), SITE_MIRROR_FLAGS);
    }, 60_000);
    afterAll(() => mirror?.stop());

    it('falls back to the capital\'s year file and says so; a place without a file needs the live API (Indonesian and English)', async () => {
      const jakarta = await placeNamed('Jakarta');
      const { page, errors, failed } = await open({ geolocation: { latitude: 59.91, longitude: 10.75 }, permissions: ['geolocation'] });
      await page.goto(mirror.url + '/id/prayer-times/');
      await choose(page, 'jakarta', jakarta.id);
      expect(await page.locator('#prayer-note').textContent()).toBe('');
      const note = await page.locator('#source-note').textContent();
      expect(note).toContain('/v1/prayer-times/year/');
      expect(note).toContain(PRAYER_STRINGS['prayer.fromFile'].id.split('(')[0]!.trim());

      const year = await page.locator('#prayer').getAttribute('data-year');
      const file = await (await fetch(`${mirror.url}/v1/prayer-times/year/${jakarta.id}/${year}.json`)).json();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: file.location.timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      const row = file.days.find((day: string[]) => day[0] === today) ?? file.days.find((day: string[]) => day[0]!.slice(5) === today.slice(5));
      const rows = await todayRows(page);
      for (const prayer of FIVE) expect(rows[prayer]!.time).toBe(row[file.columns.indexOf(prayer)]);
      expect(rows.isha!.rule).toContain(PRAYER_STRINGS['prayer.rule.angle'].id.replace('{angle}', String(file.method.isha_angle)));
      expect(await page.locator('#method-note').textContent()).toContain(file.method.name);
      expect(await page.locator('#qibla-note').textContent()).toMatch(/Kiblat: \d+\.\d°/);
      expect(await page.locator('#month tbody tr').count()).toBeGreaterThanOrEqual(28);

      // A place that has no file: the browser's location (Oslo's coordinates, not a capital's id).
      await page.locator('#locate').click();
      await page.waitForFunction((text) => document.querySelector('#prayer-note')?.textContent === text, PRAYER_STRINGS['prayer.liveNeeded'].id);
      expect(await page.locator('#prayer-result').isHidden()).toBe(true);

      // In English, a name the capitals do not have says that only capitals can be found here.
      // Without the remembered capital, which the page would otherwise show on arrival.
      await page.evaluate(() => localStorage.clear());
      await page.goto(mirror.url + '/prayer-times/');
      await page.locator('#place-query').fill('Zzyzx');
      await page.locator('#place-form button[type=submit]').click();
      await page.waitForFunction((text) => document.querySelector('#prayer-note')?.textContent?.includes(text), PRAYER_STRINGS['prayer.capitalsOnly'].en);
      expect(errors).toEqual([]);
      // The only misses are the query addresses a static host cannot answer.
      expect(failed.filter((miss) => !/^404 \/v1\/(prayer-times|places)\/?$/.test(miss))).toEqual([]);
    });
  });
});
