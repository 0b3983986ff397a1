/**
 * What a reader met in the site, in Debian's chromium: English left on the roots and words pages and
 * in the search results' titles of the other interfaces; Quran text in code without a font for its
 * marks; the search dialog's magnifier over its Cancel button in Arabic and Urdu; the word popup's ×
 * under its headword; the Jummal calculator's refusal far below the text; a page error where a page's
 * script met a page without its elements; the rate-limit table written by hand.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mainUrl } from '../support/api';
import { chromiumPath } from '../support/chromium';
import { chromiumSession } from '../support/chromium-session';
import { englishLeft, visibleTexts } from '../support/english-left';
import { openSearch } from '../support/site-search';
import { corpus } from '../../src/quran/corpus';
import { EDITIONS } from '../../src/quran/editions-list';
import { RATE_LIMITS } from '../../src/api/rate-limits';
import { allRoutes } from '../../src/api/routes/index';
import { editionOwnName } from '../../src/site/edition-index';
import type { Lang } from '../../src/site/i18n';

const SEARCH_BUTTON: Record<Lang, string> = { en: 'Search', ar: 'ابحث', ur: 'تلاش', id: 'Pencarian', tr: 'Ara' };
const inLang = (lang: Lang, path: string) => (lang === 'en' ? path : `/${lang}${path}`);

interface Box { x: number; y: number; width: number; height: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.skipIf(!chromiumPath)('the site defects a reader met', () => {
  const chromium = chromiumSession();

  async function open(width: number, options: { touch?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
    const context = await chromium.newContext({ viewport: { width, height: 844 }, ...(options.touch ? { hasTouch: true, isMobile: true } : {}) });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    return { page, errors };
  }

  /** The roots page (all roots, one root) and the words page with a word shown, as a reader leaves them. */
  async function readerTexts(page: Page, lang: Lang): Promise<Map<string, string[]>> {
    const texts = new Map<string, string[]>();
    await page.goto(mainUrl + inLang(lang, '/quran/roots/'));
    await page.locator('#root-view a').first().waitFor({ timeout: 20_000 });
    texts.set('roots', await visibleTexts(page));
    await page.goto(mainUrl + inLang(lang, `/quran/roots/?root=${encodeURIComponent('رحم')}`));
    await page.locator('.root-occurrences li').first().waitFor({ timeout: 20_000 });
    texts.set('root', await visibleTexts(page));
    await page.goto(mainUrl + inLang(lang, '/quran/words/?ayah=1:3'));
    await page.locator('#words-list .word').first().click({ timeout: 20_000 });
    await page.locator('#words-detail dl').waitFor();
    texts.set('words', await visibleTexts(page));
    return texts;
  }

  it('leaves no English on the roots and words pages of the other interfaces', async () => {
    const { page, errors } = await open(1280);
    const english = await readerTexts(page, 'en');
    const left: string[] = [];
    // Phrases of the English pages, each of which a translated page once kept.
    const phrases = [/source and terms/i, /word by word/i, /tap or hover/i, /\bprevious\b/i, /grammatical terms/i, /\bLemma ·/, /the API's own words/i];
    for (const lang of ['ar', 'ur', 'id', 'tr'] as const) {
      for (const [kind, texts] of await readerTexts(page, lang)) {
        const found = englishLeft(texts, new Set(english.get(kind)), lang === 'ar' || lang === 'ur');
        found.push(...texts.filter((text) => phrases.some((phrase) => phrase.test(text))));
        if (found.length > 0) left.push(`${lang} ${kind}: ${[...new Set(found)].slice(0, 6).join(' | ')}`);
      }
    }
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  // A word each interface's reader would type, and the edition whose result it finds.
  for (const [lang, query] of [
    ['ur', 'اللہ'],
    ['ar', 'beriman'],
    ['id', 'beriman'],
    ['tr', 'merhametli'],
  ] as const) {
    it(`titles the editions' search results in ${lang}: the surah as the reader names it, the edition by its own name`, async () => {
      const { page, errors } = await open(1280);
      await page.goto(`${mainUrl}/${lang}/`);
      await (await openSearch(page, SEARCH_BUTTON[lang])).fill(query);
      const editionResults = page.locator('.pagefind-ui__result').filter({ has: page.locator('a.pagefind-ui__result-link[href*="edition="]') });
      await editionResults.first().waitFor({ timeout: 45_000 });
      const shown = await editionResults.evaluateAll((results) =>
        results.slice(0, 5).map((result) => ({ title: result.querySelector('.pagefind-ui__result-title')?.textContent?.trim() ?? '', href: result.querySelector('a.pagefind-ui__result-link')?.getAttribute('href') ?? '' })),
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const { title, href } of shown) {
        const [, surahNumber, editionId] = /\/quran\/(\d+)\/\?edition=([\w-]+)/.exec(href) ?? [];
        const surah = corpus()[Number(surahNumber) - 1]!;
        const edition = EDITIONS.find((candidate) => candidate.id === editionId)!;
        expect(edition, href).toBeDefined();
        const surahTitle = lang === 'ar' ? `سورة ${surah.name} (${surah.number})` : lang === 'ur' ? `سورۃ ${surah.name} (${surah.number})` : `${surah.number}. ${surah.transliteration}`;
        expect(title, href).toBe(`${surahTitle} · ${editionOwnName(edition)}`);
        if (lang === 'ar' || lang === 'ur') expect(title, 'no Latin in an Arabic-script title of an Arabic-script edition').toMatch(edition.direction === 'rtl' ? /^[^A-Za-z]+$/ : /./);
      }
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('draws Quran text in code with the Quran\'s web font after the monospace fonts (home page, /docs/words/)', async () => {
    const { page } = await open(390);
    for (const address of ['/', '/ar/', '/docs/words/']) {
      await page.goto(mainUrl + address);
      const code = await page.evaluate(async () => {
        const holder = [...document.querySelectorAll('pre code *, pre code')].find((element) => element.childElementCount === 0 && /[\u0671\u06E1]/.test(element.textContent ?? ''));
        if (!holder) return null;
        await document.fonts.ready;
        const text = holder.textContent ?? '';
        return { font: getComputedStyle(holder).fontFamily, drawn: document.fonts.check('16px "Scheherazade New"', text.match(/[\u0600-\u06FF]+/)![0]) };
      });
      expect(code, `${address}: a code element holding ٱ or ۡ`).not.toBeNull();
      const families = code!.font.split(',').map((family) => family.trim().replace(/^["']|["']$/g, ''));
      expect(families, address).toContain('Scheherazade New');
      expect(families.indexOf('Scheherazade New'), `${address}: after the monospace fonts`).toBeGreaterThan(families.findIndex((family) => /mono/i.test(family)));
      expect(code!.drawn, `${address}: Scheherazade New is loaded for the code's Arabic`).toBe(true);
    }
  }, 60_000);

  for (const width of [390, 1280]) {
    it(`keeps the search dialog's magnifier off its Cancel and clear buttons in Arabic and Urdu at ${width} px`, async () => {
      const { page, errors } = await open(width);
      for (const lang of ['ar', 'ur'] as const) {
        await page.goto(`${mainUrl}/${lang}/`);
        const input = await openSearch(page, SEARCH_BUTTON[lang]);
        await input.fill('رحم');
        await page.locator('#starlight__search .pagefind-ui__search-clear').waitFor();
        const boxes = await page.evaluate(() => {
          const rect = (element: Element | null): Box | null => {
            if (!element) return null;
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
          };
          const form = document.querySelector('#starlight__search .pagefind-ui__form')!;
          const formBox = form.getBoundingClientRect();
          const icon = getComputedStyle(form, '::before');
          return {
            icon: { x: formBox.x + parseFloat(icon.left), y: formBox.y + parseFloat(icon.top), width: parseFloat(icon.width), height: parseFloat(icon.height) },
            input: rect(document.querySelector('#starlight__search .pagefind-ui__search-input')),
            cancel: rect(document.querySelector('button[data-close-modal]')),
            clear: rect(document.querySelector('#starlight__search .pagefind-ui__search-clear')),
          };
        });
        expect(boxes.input).not.toBeNull();
        if (width === 390) expect(boxes.cancel, 'the Cancel button is shown on a phone').not.toBeNull();
        for (const name of ['cancel', 'clear'] as const) {
          const other = boxes[name];
          if (other) expect(overlap(boxes.icon, other), `${lang} ${width} px: the magnifier over the ${name} button ${JSON.stringify(boxes)}`).toBe(false);
        }
        // Inside the input, at its start: the right in a right-to-left interface.
        const field = boxes.input!;
        expect(boxes.icon.x).toBeGreaterThanOrEqual(field.x);
        expect(boxes.icon.x + boxes.icon.width).toBeLessThanOrEqual(field.x + field.width);
        expect(boxes.icon.x, `${lang} ${width} px: the magnifier at the input's right`).toBeGreaterThan(field.x + field.width / 2);
        await page.keyboard.press('Escape');
      }
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('paints the word popup\'s × clear of the Arabic headword in every interface', async () => {
    const { page, errors } = await open(390, { touch: true });
    for (const lang of ['en', 'id', 'tr', 'ar', 'ur'] as const) {
      await page.goto(mainUrl + inLang(lang, '/quran/1/'));
      await page.locator('.ayah[data-ayah="1"] .qword[data-position="3"]').tap();
      const popup = page.locator('#word-popup');
      await popup.locator('.word-popup-word').waitFor({ timeout: 20_000 });
      const boxes = await popup.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element.querySelector('.word-popup-word')!);
        const word = range.getBoundingClientRect();
        const close = element.querySelector('.word-popup-close')!.getBoundingClientRect();
        return { word: { x: word.x, y: word.y, width: word.width, height: word.height }, close: { x: close.x, y: close.y, width: close.width, height: close.height } };
      });
      expect(boxes.word.width).toBeGreaterThan(0);
      expect(overlap(boxes.word, boxes.close), `${lang}: ${JSON.stringify(boxes)}`).toBe(false);
      await page.keyboard.press('Escape');
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('shows the Jummal calculator\'s refusal next to the text, in view on a phone, and ties it to the field', async () => {
    const { page, errors } = await open(390);
    for (const lang of ['en', 'ar'] as const) {
      await page.goto(mainUrl + inLang(lang, '/tools/jummal/'));
      await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
      const text = page.locator('#jummal-text');
      await text.fill('hello');
      const error = page.locator('#jummal-error');
      await page.waitForFunction(() => (document.querySelector('#jummal-error')?.textContent ?? '') !== '');
      const [errorBox, textBox, firstOption] = await Promise.all([error.boundingBox(), text.boundingBox(), page.locator('#jummal-form select').first().boundingBox()]);
      // In view right after typing, without scrolling.
      expect(errorBox!.y).toBeGreaterThanOrEqual(0);
      expect(errorBox!.y + errorBox!.height, `${lang}: the refusal is in view`).toBeLessThanOrEqual(844);
      // Right under the text field, above the options.
      expect(errorBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
      expect(errorBox!.y - (textBox!.y + textBox!.height)).toBeLessThan(48);
      expect(errorBox!.y + errorBox!.height).toBeLessThanOrEqual(firstOption!.y);
      // Announced, and the field described by it and marked invalid.
      await expect(error.getAttribute('role')).resolves.toBe('alert');
      await expect(text.getAttribute('aria-describedby')).resolves.toBe('jummal-error');
      await expect(text.getAttribute('aria-invalid')).resolves.toBe('true');
      await text.fill('بسم');
      await expect(text.getAttribute('aria-invalid')).resolves.toBeNull();
      await expect(error.isHidden()).resolves.toBe(true);
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it('raises no page error on /, /ar/, /ar/quran/2/ and /ar/calendar/, loaded whole or cut short', async () => {
    const pages = ['/', '/ar/', '/ar/quran/2/', '/ar/calendar/'];
    const all: string[] = [];
    for (const width of [390, 1280]) {
      const { page, errors } = await open(width);
      for (const address of pages) {
        await page.goto(mainUrl + address, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      }
      all.push(...errors);
    }
    // A response cut short (a connection lost under load): the document ends before the elements that
    // its scripts, at the top of its content, use. The scripts must find nothing to do, not throw.
    const cuts: [string, string][] = [
      ['/ar/quran/2/', 'class="reader"'],
      ['/ar/calendar/', 'id="calendar"'],
      ['/ar/quran/roots/', 'id="root-form"'],
      ['/ar/quran/words/', 'id="words-form"'],
      ['/ar/tools/jummal/', 'id="jummal-form"'],
    ];
    const { page, errors } = await open(390);
    for (const [address, marker] of cuts) {
      await page.route(mainUrl + address, async (route) => {
        const html = await (await route.fetch()).text();
        const at = html.indexOf(marker);
        expect(at, `${address} holds ${marker}`).toBeGreaterThan(0);
        // Cut at the start of the tag the marker is in.
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html.slice(0, html.lastIndexOf('<', at)) });
      });
      await page.goto(mainUrl + address, { waitUntil: 'load' });
      await page.waitForTimeout(300);
      await page.unroute(mainUrl + address);
    }
    all.push(...errors);
    expect(all).toEqual([]);
  }, 120_000);

  it('shows on /docs/limits/ the limits the server counts by, for every route', async () => {
    const html = await (await fetch(`${mainUrl}/docs/limits/`)).text();
    const table = /<table id="rate-limits">([\s\S]*?)<\/table>/.exec(html)?.[1];
    expect(table).toBeDefined();
    for (const [group, perSecond] of Object.entries(RATE_LIMITS)) {
      const row = new RegExp(`<tr data-group="${group}"[^>]*>([\\s\\S]*?)</tr>`).exec(table!)?.[1];
      expect(row, group).toBeDefined();
      const cells = [...row!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]!);
      expect(cells.at(-1)!.trim(), group).toBe(perSecond === null ? 'not limited' : String(perSecond));
      for (const route of allRoutes.filter((candidate) => candidate.group === group)) expect(cells[1], `${group}: ${route.path}`).toContain(`<code>${route.path}</code>`);
    }
  });
});
