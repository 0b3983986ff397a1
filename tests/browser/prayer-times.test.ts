/**
 * The prayer-times page on a phone-sized screen (390 px), in English and Turkish: a capital chosen by
 * name shows the five prayers with the times and the rule the API gives, the browser's location is
 * used when it is granted, and from a static mirror (http-server over dist/client, no API) the page
 * falls back to the capital's year file and says that a place without one needs the live API. In all
 * five interface languages: the method and the madhab chosen change the times as the API gives them,
 * the defaults are said, the choice is remembered, and the tables pass axe (the month and the docs'
 * accuracy table scroll sideways in focusable, labelled regions).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { SITE_MIRROR_FLAGS, startStaticMirror, type StaticMirror } from '../support/static-mirror';
import { PRAYER_STRINGS } from '../../src/site/strings/prayer';
import { METHODS } from '../../src/prayer/methods';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const asTester = { headers: { 'X-API-Key': testKey } };
const FIVE = ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'] as const;
const HHMM = /^\d{2}:\d{2}$/;

/** The first place the API finds by a name, as the page would list it. */
async function placeNamed(name: string): Promise<{ id: number; name: string; names: Record<string, string>; timezone: string }> {
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

/** The page's times of today by prayer (HH:MM). */
async function todayTimes(page: Page): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries(await todayRows(page)).map(([prayer, row]) => [prayer, row.time]));
}

/** The API's HH:MM times of today, and its answer. */
async function apiToday(query: string): Promise<{ times: Record<string, string>; json: { method: Record<string, string>; location: { country: string } } }> {
  const json = await (await fetch(`${mainUrl}/v1/prayer-times?${query}`, asTester)).json();
  return { times: Object.fromEntries(FIVE.map((prayer) => [prayer, (json.times[prayer] as string).slice(11, 16)])), json };
}

/** axe-core's serious and critical violations inside the elements `selectors` name, and whether the scroll rule ran there. */
async function axeViolations(page: Page, selectors: string[]): Promise<{ violations: string[]; scrollRuleChecked: boolean }> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async (within) => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[]; passes: { id: string }[] };
    const axe = (window as unknown as { axe: { run(context: unknown, options: object): Promise<Result> } }).axe;
    const result = await axe.run({ include: within.map((selector) => [selector]) }, { resultTypes: ['violations', 'passes'] });
    return {
      violations: result.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      scrollRuleChecked: result.passes.some((pass) => pass.id === 'scrollable-region-focusable'),
    };
  }, selectors);
}

/** Each interface language with a place whose country's default is not MWL and the method chosen instead. */
const LANGUAGES = [
  { lang: 'en', prefix: '', place: 'Cairo', method: 'mwl' },
  { lang: 'ar', prefix: '/ar', place: 'Cairo', method: 'umm-al-qura' },
  { lang: 'ur', prefix: '/ur', place: 'Riyadh', method: 'mwl' },
  { lang: 'id', prefix: '/id', place: 'Jakarta', method: 'mwl' },
  { lang: 'tr', prefix: '/tr', place: 'Ankara', method: 'mwl' },
] as const;

describe.skipIf(!chromiumPath)('the prayer-times page in Chromium at 390 px', () => {
  const chromium = chromiumSession();

  async function open(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ page: Page; errors: string[]; failed: string[] }> {
    const context = await chromium.newContext({ viewport: { width: 390, height: 844 }, ...options });
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
    const turkey = await page.evaluate((code) => new Intl.DisplayNames(['tr'], { type: 'region' }).of(code)!, api.method.country);
    expect(await page.locator('#method-note').textContent()).toContain(PRAYER_STRINGS['prayer.byCountry'].tr.replace('{country}', turkey));

    await page.locator('#locate').click();
    await page.waitForFunction(() => document.querySelector('#place-name')?.textContent?.includes('21.4225'));
    const mecca = await (await fetch(`${mainUrl}/v1/prayer-times?lat=21.4225&lng=39.8262`, asTester)).json();
    expect((await todayRows(page)).fajr!.time).toBe(mecca.times.fajr.slice(11, 16));
    expect(errors).toEqual([]);
    expect(failed).toEqual([]);
  });

  for (const { lang, prefix, place: placeName, method } of LANGUAGES) {
    it(`changes the method and the madhab and the times follow, the defaults said, the choice remembered, the tables accessible (${lang})`, async () => {
      const place = await placeNamed(placeName);
      const { page, errors, failed } = await open();
      await page.goto(`${mainUrl}${prefix}/prayer-times/`);
      await choose(page, placeName, place.id);
      const byDefault = await apiToday(`city=${place.id}`);
      expect(await todayTimes(page)).toMatchObject(byDefault.times);

      // The place and the country in the interface's language, no admin code; the defaults said as such.
      const countryName = await page.evaluate(([language, code]) => new Intl.DisplayNames([language], { type: 'region' }).of(code)!, [lang, byDefault.json.location.country] as const);
      const heading = (await page.locator('#place-name').textContent())!;
      expect(heading).toBe(`${place.names[lang] ?? place.name}${lang === 'ar' || lang === 'ur' ? '، ' : ', '}${countryName}`);
      expect(heading).not.toMatch(/\d/);
      const defaultFor = PRAYER_STRINGS['prayer.defaultFor'][lang];
      expect(await page.locator('#choose-method option').first().textContent()).toBe(defaultFor.replace('{country}', countryName).replace('{name}', byDefault.json.method.name!));
      expect(await page.locator('#choose-method').inputValue()).toBe('');
      const methodNote = (await page.locator('#method-note').textContent())!;
      expect(methodNote).toContain(PRAYER_STRINGS['prayer.byCountry'][lang].replace('{country}', countryName));
      const defaultMadhab = byDefault.json.method.madhab as 'shafi' | 'hanafi';
      const otherMadhab = defaultMadhab === 'shafi' ? 'hanafi' : 'shafi';
      expect(methodNote).toContain(PRAYER_STRINGS[`prayer.madhab.${defaultMadhab}`][lang]);

      // Every method the API lists is offered.
      const offered = await page.locator('#choose-method option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(offered).toEqual(['', ...METHODS.filter((each) => each.id !== 'custom').map((each) => each.id)]);

      await page.locator('#choose-method').selectOption(method);
      const withMethod = await apiToday(`city=${place.id}&method=${method}`);
      // Every time, not one: a prayer may fall at the same minute in both methods (Ankara's Isha at 17° in both).
      await expect.poll(() => todayTimes(page), { timeout: 15_000 }).toMatchObject(withMethod.times);
      expect(withMethod.times).not.toEqual(byDefault.times);

      await page.locator('#choose-madhab').selectOption(otherMadhab);
      const otherAsr = await apiToday(`city=${place.id}&method=${method}&madhab=${otherMadhab}`);
      await page.waitForFunction((asr) => document.querySelector('#today tbody tr[data-prayer="asr"] td:nth-child(2)')?.textContent === asr, otherAsr.times.asr!);
      expect(await todayTimes(page)).toMatchObject(otherAsr.times);
      expect(otherAsr.times.asr).not.toBe(withMethod.times.asr);
      expect((await todayRows(page)).asr!.rule).toContain(PRAYER_STRINGS[`prayer.rule.${otherMadhab}`][lang]);
      expect(await page.locator('#method-note').textContent()).toContain(PRAYER_STRINGS[`prayer.madhab.${otherMadhab}`][lang]);

      // The month's table and today's pass axe at 390 px: the month scrolls sideways in a focusable, labelled region.
      const monthBox = page.locator('#prayer-result .table-scroll');
      expect(await monthBox.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      const axe = await axeViolations(page, ['#prayer-result', '#choices']);
      expect(axe.violations).toEqual([]);
      expect(axe.scrollRuleChecked).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Remembered: the next visit opens the place with the same choices.
      await page.reload();
      await page.locator('#today tbody tr[data-prayer="isha"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('#choose-method').inputValue()).toBe(method);
      expect(await page.locator('#choose-madhab').inputValue()).toBe(otherMadhab);
      await page.waitForFunction((asr) => document.querySelector('#today tbody tr[data-prayer="asr"] td:nth-child(2)')?.textContent === asr, otherAsr.times.asr!);
      expect(await todayTimes(page)).toMatchObject(otherAsr.times);
      expect(errors).toEqual([]);
      expect(failed).toEqual([]);
    });
  }

  it('the accuracy table of /docs/prayer-times/ scrolls in a focusable, labelled region at 390 px and passes axe', async () => {
    const { page, errors } = await open();
    await page.goto(`${mainUrl}/docs/prayer-times/`);
    const box = page.locator('#accuracy-table');
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await box.getAttribute('tabindex')).toBe('0');
    const axe = await axeViolations(page, ['#accuracy-table']);
    expect(axe.violations).toEqual([]);
    expect(axe.scrollRuleChecked).toBe(true);
    expect(errors).toEqual([]);
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
