/**
 * The site's tools drawn right in each interface language, at 390 and 1280 px (Debian's chromium,
 * playwright-core): the calendar's cells in line (Sunday's heading was set higher than the other
 * days, Starlight's content margin on every cell but the first); the Jummal options' equations in
 * reading order (`س=60` was drawn `60=س` in the English labels, the Arabic letters pulling the numbers
 * into a right-to-left run); and a reader's address past the last surah answered in its language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { mainUrl } from '../support/api';
import { LANGS, t, type Lang } from '../../src/site/i18n';

const inLang = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);
const WIDTHS = [390, 1280] as const;

describe.skipIf(!chromiumPath)('the site\'s tools in each interface language', () => {
  const chromium = chromiumSession();

  async function open(width: number): Promise<Page> {
    const context = await chromium.newContext({ viewport: { width, height: 844 } });
    return context.newPage();
  }

  it('sets the calendar\'s cells in line: each row of the grid at one height, the weekdays\' headings included', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      for (const lang of LANGS) {
        await page.goto(mainUrl + inLang(lang, '/calendar/'));
        await page.locator('.calendar-grid .cell[data-hijri]').first().waitFor({ timeout: 15_000 });
        const cells = await page.locator('.calendar-grid .cell').evaluateAll((list) => list.map((cell) => ({ top: Math.round(cell.getBoundingClientRect().top), margin: getComputedStyle(cell).marginTop })));
        // The first row: the seven weekdays' headings.
        const headings = cells.slice(0, 7);
        expect(new Set(headings.map((cell) => cell.top)).size, `${width} px ${lang}: ${JSON.stringify(headings)}`).toBe(1);
        expect(new Set(cells.map((cell) => cell.margin)), `${width} px ${lang}`).toEqual(new Set(['0px']));
        // Every row of days: its cells at one height.
        const rows = new Map<number, number>();
        cells.slice(7).forEach((cell, i) => rows.set(Math.floor(i / 7), cell.top));
        cells.slice(7).forEach((cell, i) => expect(cell.top, `${width} px ${lang}: cell ${i}`).toBe(rows.get(Math.floor(i / 7))));
      }
      await page.context().close();
    }
  }, 120_000);

  it('draws each Jummal option\'s equations in reading order: the letter on the side a reader starts from, in every language', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      for (const lang of LANGS) {
        await page.goto(mainUrl + inLang(lang, '/tools/jummal/'));
        // An option is drawn as its select's text: the same text laid out in the select's direction and language.
        const misordered = await page.locator('select[data-option]').evaluateAll((selects) => {
          const wrong: string[] = [];
          for (const select of selects as HTMLSelectElement[]) {
            const style = getComputedStyle(select);
            for (const option of select.options) {
              const probe = document.createElement('div');
              probe.dir = style.direction;
              probe.lang = select.closest('[lang]')?.getAttribute('lang') ?? '';
              probe.style.cssText = `position:absolute;top:0;left:0;width:4000px;white-space:nowrap;font:${style.font}`;
              probe.textContent = option.textContent;
              document.body.append(probe);
              const text = probe.firstChild as Text;
              const x = (index: number) => {
                const range = document.createRange();
                range.setStart(text, index);
                range.setEnd(text, index + 1);
                return range.getBoundingClientRect().left;
              };
              // "letter = number" or "letter = letter": the first is on the starting side of the second.
              for (const match of (option.textContent ?? '').matchAll(/(\p{Script=Arabic})\s*[=+]\s*(\p{Script=Arabic}|\d)/gu)) {
                const first = x(match.index!);
                const second = x(match.index! + match[0].length - 1);
                if (style.direction === 'rtl' ? first < second : first > second) wrong.push(`${select.name}: ${match[0]} in "${option.textContent}"`);
              }
              probe.remove();
            }
          }
          return wrong;
        });
        expect(misordered, `${width} px ${lang}`).toEqual([]);
      }
      await page.context().close();
    }
  }, 120_000);

  it('answers a reader\'s address past the last surah in the reader\'s language, with the way to the surahs', async () => {
    for (const width of WIDTHS) {
      const page = await open(width);
      for (const lang of LANGS) {
        for (const surah of ['115', '999']) {
          const response = await page.goto(mainUrl + inLang(lang, `/quran/${surah}/`));
          expect(response!.status()).toBe(404);
          await page.waitForFunction(() => document.querySelector('#no-surah') !== null);
          await expect(page.locator('html').getAttribute('lang')).resolves.toBe(lang);
          await expect(page.locator('h1').textContent()).resolves.toBe(t(lang, 'reader.noSurahTitle', { number: surah }));
          await expect(page.locator('#no-surah').textContent()).resolves.toBe(t(lang, 'reader.noSurah', { number: surah }));
          const link = page.locator('main a').first();
          await expect(link.textContent()).resolves.toBe(t(lang, 'reader.allSurahs'));
          await expect(link.getAttribute('href')).resolves.toBe(inLang(lang, '/quran/'));
          // Right to left in Arabic and Urdu, and nothing else of the English page left.
          await expect(page.locator('html').getAttribute('dir')).resolves.toBe(lang === 'ar' || lang === 'ur' ? 'rtl' : 'ltr');
          if (lang !== 'en') await expect(page.locator('main').textContent()).resolves.not.toContain('Page not found');
        }
      }
      await page.context().close();
    }
  }, 120_000);
});
