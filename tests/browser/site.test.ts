/**
 * The documentation site in a real browser (Debian's chromium driven by playwright-core): pages
 * render, navigation works, and the Pagefind search box finds pages. Skipped, visibly, only where
 * no chromium is installed and REQUIRE_BROWSER is not set; CI sets it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chromiumPath, launchChromium } from '../support/chromium';
import path from 'node:path';
import { mainUrl } from '../support/api';
import { openSearch } from '../support/site-search';
import { SITE_MIRROR_FLAGS, startStaticMirror, type StaticMirror } from '../support/static-mirror';

describe.skipIf(!chromiumPath)('documentation site in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Collects page errors, console errors and failed requests while `work` runs. */
  async function withoutErrors(work: () => Promise<void>) {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    page.on('response', onResponse);
    try {
      await work();
    } finally {
      page.off('pageerror', onError);
      page.off('console', onConsole);
      page.off('response', onResponse);
    }
    expect(errors).toEqual([]);
  }

  it('shows the overview with every endpoint and no console errors', async () => {
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/');
      await expect(page.title()).resolves.toContain('Islamic Tools API');
      const table = await page.locator('main table').first().innerText();
      for (const endpoint of ['/v1/hijri/today', '/v1/jummal', '/api/v1/search', '/api/v1/ayah/']) expect(table).toContain(endpoint);
    });
  });

  it('navigates from the sidebar to the Quran page, whose example is the real answer', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(mainUrl + '/');
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Quran', exact: true }).click();
    await page.waitForURL('**/docs/quran/');
    const text = await page.locator('main').innerText();
    expect(text).toContain('GET /api/v1/ayah/{surah}/{ayah}');
    const live = await (await fetch(mainUrl + '/api/v1/ayah/2/255')).json();
    expect(text).toContain(live.english_text.slice(0, 60));
  });

  it('opens the navigation from the menu button on a phone-sized screen', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(mainUrl + '/docs/errors/');
    const sidebarLink = page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Hijri calendar', exact: true }).first();
    await expect(sidebarLink.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: /menu/i }).click();
    await sidebarLink.waitFor({ state: 'visible', timeout: 5_000 });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows the contract page the code cites, with its ten sections', async () => {
    await page.goto(mainUrl + '/docs/contract/');
    const headings = await page.locator('main h2').allInnerTexts();
    expect(headings.filter((heading) => /^\d+\./.test(heading.trim())).length).toBeGreaterThanOrEqual(10);
  });

  /**
   * Types into Starlight's search dialog and returns the result titles once they hold `expected`, or
   * as they stand after 25 s. Pagefind draws its results as each of its two indexes (the site's pages
   * and the translations) answers, so the first result drawn is not yet the list.
   */
  async function search(term: string, expected: RegExp): Promise<string> {
    const input = await openSearch(page, 'Search');
    await input.fill(term);
    const results = page.locator('.pagefind-ui__result-link');
    await results.first().waitFor({ timeout: 25_000 });
    let titles = '';
    for (const started = Date.now(); Date.now() - started < 25_000; await page.waitForTimeout(250)) {
      titles = (await results.allInnerTexts()).join(' | ');
      if (expected.test(titles)) break;
    }
    await page.keyboard.press('Escape');
    return titles;
  }

  it('finds pages with the search box', async () => {
    await page.goto(mainUrl + '/docs/errors/');
    expect(await search('surah_not_found', /Errors|Quran/)).toMatch(/Errors|Quran/);
  });

  it('finds the surahs holding ٱلصَّلَوٰةَ when الصلاة is typed, with the ayahs as written in the excerpts', async () => {
    await page.goto(mainUrl + '/quran/');
    // Read in the text: 2:3 (al-Baqarah) and 4:103 (an-Nisa) hold ٱلصَّلَوٰةَ.
    expect(await search('الصلاة', /Al-Baqarah/)).toMatch(/Al-Baqarah/);
    // The ayahs are shown as written (Uthmani, with their marks), not in the folded search form.
    const excerpts = await page.locator('.pagefind-ui__result-nested .pagefind-ui__result-excerpt').allInnerTexts().catch(() => []);
    for (const excerpt of excerpts) expect(excerpt).not.toMatch(/الصلاه/u);
  });

  it('finds the translation in English', async () => {
    await page.goto(mainUrl + '/quran/');
    // Saheeh International, 1:4.
    expect(await search('Sovereign of the Day of Recompense', /Al-Fatihah/)).toMatch(/Al-Fatihah/);
  });

  it('reads a surah in the Uthmani script, right to left, and switches the translation to Urdu', async () => {
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/quran/112/');
      const arabic = page.locator('.ayah .arabic').first();
      await expect(arabic.getAttribute('lang')).resolves.toBe('ar');
      await expect(arabic.getAttribute('dir')).resolves.toBe('rtl');
      expect(await page.locator('.ayah').count()).toBe(4);
      const font = await arabic.evaluate((element) => getComputedStyle(element).fontFamily);
      expect(font).toContain('Scheherazade New');
      await page.locator('#edition').selectOption('ur-maududi');
      const translation = page.locator('.translation[data-ayah="1"]');
      await page.waitForFunction(() => document.querySelector('.translation[data-ayah="1"]')?.getAttribute('dir') === 'rtl');
      const urdu = await (await fetch(mainUrl + '/api/v1/editions/ur-maududi/ayah/112/1')).json();
      await expect(translation.innerText()).resolves.toBe(urdu.text);
      await expect(page.locator('a[rel="next"]').getAttribute('href')).resolves.toContain('/quran/113/');
      await expect(page.locator('.ayah a[href$=".json"]').first().getAttribute('href')).resolves.toContain('/api/v1/ayah/112/1.json');
    });
  });

  it('shows the Hijri calendar with today marked, its events, and moves a month', async () => {
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/calendar/');
      const today = page.locator('.calendar-grid .cell.today');
      await today.waitFor({ timeout: 10_000 });
      const zoneToday = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
      await expect(today.innerText()).resolves.toContain(zoneToday);
      const title = await page.locator('#title').innerText();
      await page.locator('#next').click();
      await page.waitForFunction((before) => document.querySelector('#title')?.textContent !== before, title);
      // Jump to Ramadan 1445: it began 2024-03-11, and its events include Laylat al-Qadr nights.
      await page.locator('#jump-year').fill('1445');
      await page.locator('#jump-month').selectOption('9');
      await page.locator('#jump button[type="submit"]').click();
      await page.waitForFunction(() => document.querySelector('#title')?.textContent?.includes('Ramadan 1445'));
      await expect(page.locator('#title').innerText()).resolves.toContain('2024-03-11');
      await expect(page.locator('#events').innerText()).resolves.toContain('Laylat al-Qadr');
    });
  });

  it('counts with the Jummal calculator in the browser, under every option', async () => {
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/tools/jummal/');
      await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
      await page.locator('#jummal-text').fill('مؤمن');
      await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '136');
      await page.locator('select[data-option="seated_hamza"]').selectOption('seat_and_hamza');
      await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '137');
      expect(await page.locator('#jummal-breakdown tbody tr').count()).toBe(5);
    });
  });

  it('calls the API from the reference page and shows status, headers and body', async () => {
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/docs/reference/');
      const form = page.locator('form.try-it[data-path="/api/v1/ayah/{surah}/{ayah}"]');
      await form.locator('input[name="surah"]').fill('1');
      await form.locator('input[name="ayah"]').fill('1');
      await form.getByRole('button', { name: 'Send' }).click();
      const result = form.locator('.try-it-result');
      await page.waitForFunction(() => document.querySelector('form.try-it[data-path="/api/v1/ayah/{surah}/{ayah}"] .try-it-result')?.getAttribute('data-status') === '200');
      const text = await result.innerText();
      expect(text).toContain('200');
      expect(text).toMatch(/content-type: application\/json/i);
      expect(text).toContain('"surah_number": 1');
    });
  });

  it('lists every error code on the errors page with an anchor', async () => {
    await page.goto(mainUrl + '/docs/errors/#ayah_not_found');
    await expect(page.locator('tr#ayah_not_found').innerText()).resolves.toContain('404');
    await expect(page.locator('tr#rate_limited').innerText()).resolves.toContain('429');
  });

  it('switches the interface to Arabic with Starlight\'s language picker, on the same page', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/quran/2/');
      await page.locator('starlight-lang-select select:visible').selectOption({ label: 'العربية' });
      // The path only: the reader adds the translation chosen in an earlier test to the address.
      await page.waitForURL((url) => url.pathname === '/ar/quran/2/');
      await expect(page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).resolves.toBe('ar rtl');
      await expect(page.locator('.reader-controls label').innerText()).resolves.toBe('الترجمة');
      // And back to English at its old address.
      await page.locator('starlight-lang-select select:visible').selectOption({ label: 'English' });
      await page.waitForURL((url) => url.pathname === '/quran/2/');
    });
  });

  it('navigates the Arabic site from its sidebar to the calendar, which shows today', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await withoutErrors(async () => {
      await page.goto(mainUrl + '/ar/');
      await page.locator('nav[aria-label="الرئيسية"]').getByRole('link', { name: 'التقويم الهجري' }).first().click();
      await page.waitForURL('**/ar/calendar/');
      await page.locator('.calendar-grid .cell.today').waitFor({ timeout: 10_000 });
      await expect(page.locator('main h2').first().innerText()).resolves.toBe('مناسبات هذا الشهر');
    });
  });

  it('opens the Urdu, Indonesian and Turkish interfaces, each in its language and direction', async () => {
    for (const [lang, dir, reader] of [['ur', 'rtl', 'ترجمہ'], ['id', 'ltr', 'Terjemahan'], ['tr', 'ltr', 'Meal']] as const) {
      await page.goto(`${mainUrl}/${lang}/quran/1/`);
      await expect(page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`)).resolves.toBe(`${lang} ${dir}`);
      await expect(page.locator('.reader-controls label').innerText()).resolves.toBe(reader);
    }
  });

  it('shows a page of its own for an unknown address', async () => {
    const response = await page.goto(mainUrl + '/docs/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('Page not found');
  });
});

describe.skipIf(!chromiumPath)('the site from a static mirror (npm run mirror:site: http-server over dist/client, no server of ours)', () => {
  let browser: Browser;
  let page: Page;
  let mirror: StaticMirror;

  beforeAll(async () => {
    mirror = await startStaticMirror(path.resolve(import.meta.dirname, '../../dist/client'), SITE_MIRROR_FLAGS);
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    mirror?.stop();
  });

  it('shows the calendar month of today from the static files', async () => {
    await page.goto(mirror.url + '/calendar/');
    await page.locator('.calendar-grid .cell.today').waitFor({ timeout: 10_000 });
    expect(await page.locator('.calendar-grid .cell[data-hijri]').count()).toBeGreaterThanOrEqual(29);
  });

  it('counts with the calculator', async () => {
    await page.goto(mirror.url + '/tools/jummal/');
    await page.waitForFunction(() => document.querySelector('#jummal-total')?.textContent === '786');
  });

  it('switches a surah\'s translation from the static edition files', async () => {
    await page.goto(mirror.url + '/quran/1/');
    await page.locator('#edition').selectOption('fr-hamidullah');
    await page.waitForFunction(() => document.querySelector('.translation[data-ayah="1"]')?.textContent?.startsWith("Au nom d'Allah"));
  });
});
