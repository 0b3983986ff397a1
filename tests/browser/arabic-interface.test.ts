/**
 * The site's Arabic interface in Debian's chromium (playwright-core): right to left, Starlight's own
 * navigation in Arabic, and the reader, calendar, calculator and search in Arabic, at a phone's width
 * and a desktop's. Every page's layout and accessibility in every language: pages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl, testKey } from '../support/api';
import { openSearch } from '../support/site-search';
import { corpus } from '../../src/quran/corpus';
import { HIJRI_MONTHS_ARABIC, WEEKDAYS_ARABIC } from '../../src/hijri/names';
import { t } from '../../src/site/i18n';

const asTester = { headers: { 'X-API-Key': testKey } };

describe.skipIf(!chromiumPath)('the Arabic interface in Chromium', () => {
  const chromium = chromiumSession();

  async function open(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await chromium.newContext({ viewport: { width, height: 800 }, colorScheme });
    return context.newPage();
  }

  for (const [width, scheme] of [[390, 'dark'], [1280, 'light']] as const) {
    it(`shows the Arabic site right to left with Arabic navigation, the documentation marked as English (${width} px, ${scheme})`, async () => {
      const page = await open(width, scheme);
      await page.goto(mainUrl + '/ar/');
      await expect(page.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction])).resolves.toEqual(['ar', 'rtl', 'rtl']);
      await expect(page.locator('h1').innerText()).resolves.toBe(t('ar', 'site.title'));
      if (width < 800) await page.getByRole('button', { name: /القائمة/ }).click();
      const sidebar = page.locator('nav[aria-label="الرئيسية"]');
      await expect(sidebar.getByRole('link', { name: t('ar', 'nav.calendar') }).first().getAttribute('href')).resolves.toBe('/ar/calendar/');
      // The sidebar is on the right: its box starts right of the content's middle (desktop).
      if (width > 800) {
        const [nav, content] = await Promise.all([page.locator('.sidebar-pane').boundingBox(), page.locator('main').boundingBox()]);
        expect(nav!.x).toBeGreaterThan(content!.x);
      }
      // A documentation page: English text under the Arabic interface, said so in Starlight's words.
      await page.goto(mainUrl + '/ar/docs/quran/');
      await expect(page.locator('main').getAttribute('lang')).resolves.toBe('en');
      await expect(page.locator('main').innerText()).resolves.toContain('هذا المحتوى غير متوفر بلغتك بعد.');
      await expect(page.locator('main').innerText()).resolves.toContain('GET /api/v1/ayah/{surah}/{ayah}');
      // The JSON of an example reads left to right inside the right-to-left page.
      await expect(page.locator('main pre').first().evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
    });
  }

  it('reads a surah in Arabic: Arabic labels, the next surah in Arabic, the offline notice in Arabic (390 px)', async () => {
    const page = await open(390);
    await page.goto(mainUrl + '/ar/quran/1/');
    await expect(page.locator('label[for="edition"]').innerText()).resolves.toBe(t('ar', 'reader.translation'));
    await expect(page.locator('h1').innerText()).resolves.toBe(`سورة ${corpus()[0]!.name} (1)`);
    await expect(page.locator('#edition option[value="id-affairs"]').innerText()).resolves.toMatch(/^الإندونيسية · /);
    await page.locator('#edition').selectOption('id-affairs');
    await page.waitForURL(/edition=id-affairs/);
    await page.locator('a[rel="next"]').click();
    await page.waitForURL('**/ar/quran/2/?edition=id-affairs');
    await page.waitForFunction(() => document.querySelector('.translation[data-ayah="1"]')?.getAttribute('lang') === 'id');
    await page.context().setOffline(true);
    await page.locator('#edition').selectOption('fr-hamidullah');
    await page.waitForFunction(() => /غير متصل/.test(document.querySelector('#reader-status')?.textContent ?? ''));
    await page.context().setOffline(false);
  });

  it('shows the calendar in Arabic: the API\'s month and weekday names, right to left, the dates left to right (1280 px, dark)', async () => {
    const page = await open(1280, 'dark');
    await page.goto(mainUrl + '/ar/calendar/');
    await page.locator('#jump-year').fill('1448');
    await page.locator('#jump-month').selectOption('6');
    await page.locator('#jump button[type="submit"]').click();
    await page.waitForFunction(() => document.querySelector('#title')?.textContent?.includes('1448'));
    const month = await (await fetch(mainUrl + '/v1/hijri/month/1448/6.json', asTester)).json();
    expect(month.month_name_arabic).toBe(HIJRI_MONTHS_ARABIC[5]);
    const shown = await page.evaluate(() => {
      const title = document.querySelector('#title')!;
      const dates = [...title.querySelectorAll('bdi[dir="ltr"]')].map((element) => {
        const range = document.createRange();
        const text = element.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, 4);
        const year = range.getBoundingClientRect().left;
        range.setStart(text, 8);
        range.setEnd(text, 10);
        return { text: element.textContent, year, day: range.getBoundingClientRect().left, left: element.getBoundingClientRect().left };
      });
      return {
        text: title.textContent,
        weekdays: [...document.querySelectorAll('.calendar-grid .cell.weekday')].map((cell) => cell.textContent),
        firstWeekday: document.querySelector('.calendar-grid .cell.weekday')!.getBoundingClientRect().left,
        lastWeekday: [...document.querySelectorAll('.calendar-grid .cell.weekday')].at(-1)!.getBoundingClientRect().left,
        dates,
        options: [...document.querySelectorAll('#jump-month option')].map((option) => option.textContent),
      };
    });
    expect(shown.text).toContain(`${HIJRI_MONTHS_ARABIC[5]} 1448 هـ`);
    expect(shown.text).toContain(`من ${month.days[0].gregorian} إلى ${month.days.at(-1).gregorian}`);
    expect(shown.weekdays).toEqual([...WEEKDAYS_ARABIC]);
    expect(shown.options).toEqual(HIJRI_MONTHS_ARABIC.map((name, i) => `${i + 1}. ${name}`));
    // Right to left: Sunday (الأحد) is the rightmost column, the month's first day right of its last.
    expect(shown.firstWeekday).toBeGreaterThan(shown.lastWeekday);
    expect(shown.dates.map((date) => date.text)).toEqual([month.days[0].gregorian, month.days.at(-1).gregorian]);
    expect(shown.dates[0]!.left).toBeGreaterThan(shown.dates[1]!.left);
    // Each date reads left to right (2026-..., not ...-2026).
    for (const date of shown.dates) expect(date.year).toBeLessThan(date.day);
  });

  it('counts in the calculator in Arabic and says in Arabic what the API refuses, with its code and detail (390 px)', async () => {
    const page = await open(390);
    await page.goto(mainUrl + '/ar/tools/jummal/');
    await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
    await expect(page.locator('label[for="jummal-text"]').innerText()).resolves.toBe(t('ar', 'calculator.text'));
    // The option's value and Arabic runs are wrapped in Unicode isolates (src/site/bidi.ts): read without them.
    const firstOption = (await page.locator('select[data-option="system"] option').first().innerText()).replace(/[\u2066-\u2069]/g, '');
    expect(firstOption).toMatch(/^mashriqi · المشرقي/);
    await page.locator('#jummal-text').fill('hello');
    const api = await (await fetch(mainUrl + '/v1/jummal?text=hello', asTester)).json();
    await page.waitForFunction((detail) => document.querySelector('#jummal-error')?.textContent?.includes(detail), api.detail);
    const error = await page.locator('#jummal-error').innerText();
    expect(error).toContain(t('ar', 'calculator.refused', { code: api.code }));
    expect(error).toContain(api.code);
    await expect(page.locator('#jummal-error [lang="en"]').innerText()).resolves.toContain(api.detail);
  });

  it('searches from the Arabic site: الصلاة opens 2:3 in the Arabic reader', async () => {
    const page = await open(1280);
    await page.goto(mainUrl + '/ar/quran/');
    await (await openSearch(page, 'ابحث')).fill('الصلاة');
    const baqarah = page.locator('.pagefind-ui__result', { has: page.locator('.pagefind-ui__result-title', { hasText: corpus()[1]!.name }) }).first();
    await baqarah.waitFor({ timeout: 45_000 });
    const link = baqarah.locator('.pagefind-ui__result-nested .pagefind-ui__result-link').first();
    await expect(link.getAttribute('href')).resolves.toMatch(/^\/ar\/quran\/2\/#3$/);
    await link.click();
    await page.waitForURL('**/ar/quran/2/#3');
  }, 120_000);
});
