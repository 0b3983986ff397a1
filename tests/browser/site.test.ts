/**
 * The documentation site in a real browser (Debian's chromium driven by playwright-core): pages
 * render, navigation works, and the Pagefind search box finds pages. Skipped, visibly, only where
 * no chromium is installed and REQUIRE_BROWSER is not set; CI sets it.
 */
import { execSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { mainUrl } from '../support/api';

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

describe.skipIf(!executablePath)('documentation site in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: executablePath!,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    });
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the overview with every endpoint and no console errors', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(mainUrl + '/');
    await expect(page.title()).resolves.toContain('Islamic Tools API');
    const table = await page.locator('main table').first().innerText();
    for (const endpoint of ['/v1/hijri/today', '/v1/jummal', '/api/v1/search', '/api/v1/ayah/']) expect(table).toContain(endpoint);
    expect(errors).toEqual([]);
  });

  it('navigates to the Quran page, whose example is the real answer', async () => {
    await page.goto(mainUrl + '/');
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Quran', exact: true }).click();
    await page.waitForURL('**/docs/quran/');
    const text = await page.locator('main').innerText();
    expect(text).toContain('GET /api/v1/ayah/{surah}/{ayah}');
    const live = await (await fetch(mainUrl + '/api/v1/ayah/2/255')).json();
    expect(text).toContain(live.english_text.slice(0, 60));
  });

  it('finds pages with the Pagefind search box', async () => {
    await page.goto(mainUrl + '/docs/errors/');
    const input = page.locator('#search input');
    await input.waitFor({ timeout: 10_000 });
    await input.fill('surah_not_found');
    const firstResult = page.locator('.pagefind-ui__result-link').first();
    await firstResult.waitFor({ timeout: 10_000 });
    const titles = await page.locator('.pagefind-ui__result-link').allInnerTexts();
    expect(titles.join(' | ')).toMatch(/Errors|Quran/);
  });

  it('lists every error code on the errors page with an anchor', async () => {
    await page.goto(mainUrl + '/docs/errors/#ayah_not_found');
    await expect(page.locator('tr#ayah_not_found').innerText()).resolves.toContain('404');
    await expect(page.locator('tr#rate_limited').innerText()).resolves.toContain('429');
  });

  it('shows a page of its own for an unknown address', async () => {
    const response = await page.goto(mainUrl + '/docs/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').innerText()).resolves.toBe('Page not found');
  });
});
